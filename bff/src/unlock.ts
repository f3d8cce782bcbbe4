import type Koa from 'koa';
import { emailKey } from './throttle.js';

/** The signed cookie that marks a browser whose owner opened a mailed unlock link (docs/security.md "Sign-in throttling"). */
export const UNLOCK_COOKIE = 'rr.unlock';
/** How long the mark lets that browser sign in to that account without the bot check or delays. */
export const UNLOCK_MS = 60 * 60_000;

export interface UnlockMarks {
  /** Marks this browser for `email` for UNLOCK_MS. */
  grant(ctx: Koa.Context, email: string): void;
  /** True when this browser holds a live mark for `email`. */
  holds(ctx: Koa.Context, email: string): boolean;
  /** Drops the mark (after a successful sign-in). */
  clear(ctx: Koa.Context): void;
}

/**
 * One mark per browser, in a cookie signed with the session keys: `<hashed e-mail>.<expiry ms>`. It proves the holder
 * could read the account's mail, so an attacker who keeps the account's counters high cannot keep its owner out.
 */
export function unlockMarks(): UnlockMarks {
  const options = (ctx: Koa.Context) => ({ signed: true, httpOnly: true, sameSite: 'strict' as const, secure: ctx.secure, path: '/api/login' });
  return {
    grant(ctx, email) {
      const until = Date.now() + UNLOCK_MS;
      ctx.cookies.set(UNLOCK_COOKIE, `${emailKey(email)}.${until}`, { ...options(ctx), maxAge: UNLOCK_MS });
    },
    holds(ctx, email) {
      const value = ctx.cookies.get(UNLOCK_COOKIE, { signed: true });
      if (!value) return false;
      const dot = value.lastIndexOf('.');
      const until = Number(value.slice(dot + 1));
      return value.slice(0, dot) === emailKey(email) && Number.isFinite(until) && until > Date.now();
    },
    clear(ctx) {
      if (ctx.cookies.get(UNLOCK_COOKIE)) ctx.cookies.set(UNLOCK_COOKIE, null, options(ctx));
    },
  };
}
