import { randomBytes, randomInt } from 'node:crypto';
import type Koa from 'koa';
import { localeChoiceSchema, newPasswordSchema, registrationSchema } from '@rr/contracts';
import { toServerError } from '@rr/contracts/server';
import { PASSWORD } from './constants.js';

export interface FakeUser {
  _id: string;
  type: 'rider' | 'dealer' | 'promoter' | 'admin';
  email: string;
  deActivated: boolean;
  emailVerified: boolean;
  /** Kept by the fake only (never answered); PASSWORD when unset. */
  password?: string;
  /** Kept by the fake only; answered beside the user by GET /internal/users/:id. */
  sessionsValidAfter?: number | null;
  [field: string]: unknown;
}

/** A mail the fake identity "sent". */
export interface FakeMail {
  to: string;
  kind: 'verify' | 'reset' | 'recovery' | 'unlock';
  code?: string;
  token?: string;
  url?: string;
  locale?: string;
}

interface FakeCode {
  code: string;
  expiresAt: number;
  sentAt: number;
  wrong: number;
}

const CODE_TTL_MS = 15 * 60_000;
const CODE_RESEND_MS = 60_000;

/** A contract's verdict on a body it refuses. */
type Refusal = { success: false; error: Parameters<typeof toServerError>[0] };

/** The user as identity answers it: without what identity keeps to itself. */
function publicUser(user: FakeUser): Record<string, unknown> {
  const { password: _password, sessionsValidAfter: _validAfter, ...rest } = user;
  return rest;
}

/**
 * Identity's internal endpoints of docs/accounts.md (codes, reset tokens, sessionsValidAfter, audit capture, mails)
 * the way the real one does them, over `users`: `handle` answers a request to one of them and says whether it did.
 */
export function fakeIdentityEndpoints(users: Map<string, FakeUser>) {
  const mails: FakeMail[] = [];
  const audit: Array<Record<string, unknown>> = [];
  /** `${purpose}:${userId}` → the current one-time code. */
  const codes = new Map<string, FakeCode>();
  /** reset token → user id and expiry. */
  const resetTokens = new Map<string, { userId: string; expiresAt: number }>();
  /** unlock token → user id (one use), like identity's unlock links. */
  const unlockTokens = new Map<string, string>();
  let registered = 0;

  const byEmail = (email: unknown) =>
    typeof email === 'string' ? [...users.values()].find((u) => u.email.toLowerCase() === email.trim().toLowerCase()) : undefined;
  const fail = (ctx: Koa.Context, status: number, code: string, message: string, details?: unknown) => {
    ctx.status = status;
    ctx.body = { message, code, ...(details !== undefined ? { details } : {}) };
  };
  /** A body the contract refuses: 400 with its field errors, as identity answers it. */
  const refused = (ctx: Koa.Context, result: { success: true } | Refusal): result is Refusal => {
    if (result.success) return false;
    ctx.status = 400;
    ctx.body = toServerError(result.error);
    return true;
  };
  const issueCode = (purpose: 'verify' | 'recovery', user: FakeUser): FakeCode => {
    const entry = { code: String(randomInt(0, 1_000_000)).padStart(6, '0'), expiresAt: Date.now() + CODE_TTL_MS, sentAt: Date.now(), wrong: 0 };
    codes.set(`${purpose}:${user._id}`, entry);
    return entry;
  };
  /** One-time code check: single use, 5 wrong tries burn it. */
  const useCode = (purpose: 'verify' | 'recovery', user: FakeUser, code: unknown): boolean => {
    const key = `${purpose}:${user._id}`;
    const entry = codes.get(key);
    if (!entry || entry.expiresAt < Date.now()) return false;
    if (entry.code !== code) {
      entry.wrong += 1;
      if (entry.wrong >= 5) codes.delete(key);
      return false;
    }
    codes.delete(key);
    return true;
  };
  /** Like identity's mailLocale: the user's stored locale, else the request's, else English. */
  const mailLocale = (user: FakeUser, requested: unknown): string =>
    typeof user.locale === 'string' ? user.locale : typeof requested === 'string' ? requested : 'en';
  const setPassword = (user: FakeUser, password: string) => {
    user.password = password;
    user.sessionsValidAfter = Date.now();
    for (const [token, entry] of resetTokens) if (entry.userId === user._id) resetTokens.delete(token);
  };

  function handle(ctx: Koa.Context, raw: string): boolean {
    const body = (raw ? JSON.parse(raw) : {}) as Record<string, unknown>;
    const route = `${ctx.method} ${ctx.path.replace(/^\/internal\/users\/[^/]+/, '/internal/users/:id')}`;
    const userMatch = /^\/internal\/users\/([^/]+)/.exec(ctx.path);
    const pathUser = userMatch ? users.get(decodeURIComponent(userMatch[1] ?? '')) : undefined;
    if (userMatch && !pathUser) {
      fail(ctx, 404, 'NOT_FOUND', 'Not found');
      return true;
    }
    switch (route) {
      case 'POST /internal/auth/login': {
        const user = byEmail(body.email);
        if (!user || body.password !== (user.password ?? PASSWORD)) fail(ctx, 401, 'LOGIN_FAILED', 'No account with that email + password combination was found');
        else if (user.deActivated) fail(ctx, 403, 'DEACTIVATED', 'Your account has been deactivated, please contact support');
        else ctx.body = { user: publicUser(user) };
        return true;
      }
      case 'GET /internal/users/:id':
        ctx.body = { user: publicUser(pathUser!), sessionsValidAfter: pathUser!.sessionsValidAfter ?? null };
        return true;
      case 'POST /internal/auth/register': {
        if (refused(ctx, registrationSchema.safeParse(body))) return true;
        if (byEmail(body.email)) {
          fail(ctx, 409, 'EMAIL_TAKEN', 'An account with this email already exists. Log in or recover your account.');
          return true;
        }
        const vin = String(body.vin).toUpperCase();
        if ([...users.values()].some((u) => Array.isArray(u.bikes) && u.bikes.some((b: { vin?: string }) => b.vin === vin))) {
          fail(ctx, 409, 'VIN_TAKEN', 'That VIN is already registered', { vin: { id: 'error.VIN_TAKEN', message: 'That VIN is already registered' } });
          return true;
        }
        registered += 1;
        const user: FakeUser = {
          _id: `reg${registered}-${randomBytes(3).toString('hex')}`,
          type: 'rider',
          email: String(body.email).trim().toLowerCase(),
          fullName: `${String(body.firstName)} ${String(body.lastName)}`,
          deActivated: false,
          emailVerified: false,
          hasPin: false,
          pro: body.pro === true,
          locale: body.locale,
          bikes: [{ _id: `b${registered}`, year: Number(body.bikeYear), make: body.bikeMake, model: body.bikeModel, vin, valid: 'unverified' }],
          password: String(body.password),
          sessionsValidAfter: null,
        };
        users.set(user._id, user);
        const code = issueCode('verify', user);
        mails.push({ to: user.email, kind: 'verify', code: code.code, url: `${String(body.verifyUrlBase)}?code=${code.code}`, locale: String(body.locale) });
        ctx.status = 201;
        ctx.body = { user: publicUser(user) };
        return true;
      }
      case 'POST /internal/users/:id/email-code': {
        const previous = codes.get(`verify:${pathUser!._id}`);
        const wait = previous ? previous.sentAt + CODE_RESEND_MS - Date.now() : 0;
        if (wait > 0) {
          const seconds = Math.ceil(wait / 1000);
          fail(ctx, 429, 'CODE_TOO_SOON', `A code was sent a moment ago. Please wait ${seconds} seconds before asking for another.`, { seconds });
          return true;
        }
        const code = issueCode('verify', pathUser!);
        mails.push({ to: pathUser!.email, kind: 'verify', code: code.code, url: `${String(body.verifyUrlBase)}?code=${code.code}`, locale: String(body.locale) });
        ctx.status = 202;
        return true;
      }
      case 'POST /internal/users/:id/verify-email':
        if (!useCode('verify', pathUser!, body.code)) fail(ctx, 400, 'CODE_INVALID', 'That code is wrong or has expired. Request a new code.');
        else {
          pathUser!.emailVerified = true;
          ctx.body = { user: publicUser(pathUser!) };
        }
        return true;
      case 'POST /internal/auth/unlock-link': {
        const user = byEmail(body.email);
        if (user && !user.deActivated) {
          const token = randomBytes(32).toString('base64url');
          unlockTokens.set(token, user._id);
          mails.push({ to: user.email, kind: 'unlock', token, url: `${String(body.unlockUrlBase)}?token=${token}`, locale: mailLocale(user, body.locale) });
        }
        ctx.status = 204;
        return true;
      }
      case 'POST /internal/auth/unlock': {
        const userId = typeof body.token === 'string' ? unlockTokens.get(body.token) : undefined;
        const user = userId ? users.get(userId) : undefined;
        if (!user) fail(ctx, 400, 'UNLOCK_LINK_INVALID', 'This unlock link is invalid or has expired. Try to sign in again to get a new one.');
        else {
          unlockTokens.delete(String(body.token));
          ctx.body = { email: user.email };
        }
        return true;
      }
      case 'POST /internal/password-reset': {
        const user = byEmail(body.email);
        if (user && !user.deActivated) {
          const token = randomBytes(32).toString('base64url');
          resetTokens.set(token, { userId: user._id, expiresAt: Date.now() + 60 * 60_000 });
          mails.push({ to: user.email, kind: 'reset', token, url: `${String(body.resetUrlBase)}?token=${token}`, locale: mailLocale(user, body.locale) });
        }
        ctx.status = 202;
        return true;
      }
      case 'POST /internal/password-reset/complete': {
        if (refused(ctx, newPasswordSchema.safeParse(body))) return true;
        const entry = typeof body.token === 'string' ? resetTokens.get(body.token) : undefined;
        const user = entry && entry.expiresAt > Date.now() ? users.get(entry.userId) : undefined;
        if (!user) {
          fail(ctx, 400, 'RESET_TOKEN_INVALID', 'This reset link is invalid or has expired. Ask for a new one.');
          return true;
        }
        setPassword(user, String(body.password));
        ctx.body = { user: publicUser(user) };
        return true;
      }
      case 'POST /internal/account-recovery': {
        const user = byEmail(body.email);
        if (user && !user.deActivated) {
          const code = issueCode('recovery', user);
          mails.push({ to: user.email, kind: 'recovery', code: code.code, locale: mailLocale(user, body.locale) });
        }
        ctx.status = 202;
        return true;
      }
      case 'POST /internal/account-recovery/verify': {
        const user = byEmail(body.email);
        if (!user || !useCode('recovery', user, body.code)) {
          fail(ctx, 400, 'CODE_INVALID', 'That code is wrong or has expired. Request a new code.');
          return true;
        }
        user.emailVerified = true; // reading the mail proved the address
        ctx.body = { user: publicUser(user) };
        return true;
      }
      case 'PUT /internal/users/:id/password': {
        if (refused(ctx, newPasswordSchema.safeParse(body))) return true;
        if (body.currentPassword !== undefined && body.currentPassword !== (pathUser!.password ?? PASSWORD)) {
          fail(ctx, 400, 'CURRENT_PASSWORD_WRONG', 'Your current password is not correct');
          return true;
        }
        setPassword(pathUser!, String(body.password));
        ctx.body = { user: publicUser(pathUser!) };
        return true;
      }
      case 'PUT /internal/users/:id/locale': {
        const result = localeChoiceSchema.safeParse(body);
        if (refused(ctx, result)) return true;
        pathUser!.locale = result.data.locale;
        ctx.body = { user: publicUser(pathUser!), sessionsValidAfter: pathUser!.sessionsValidAfter ?? null };
        return true;
      }
      case 'POST /internal/audit':
        audit.push(body);
        ctx.status = 201;
        ctx.body = {};
        return true;
      default:
        return false;
    }
  }

  return { mails, audit, handle, setPassword };
}
