import type Koa from 'koa';
import { type Identity, signIdentity } from '@rr/server-kit/identity-token';
import { type Authenticator, needsVerification, problemError } from './authenticate.js';
import type { ServiceName } from './config.js';
import { AppError, apiError } from './errors.js';
import type { Gateway } from './proxy.js';
import type { SessionUsers } from './session-users.js';
import { getSession } from './session.js';
import { authorize } from './routing.js';

export interface ForwardTarget {
  service: ServiceName;
  token: string;
  /** A change: the users it changed (and the caller, at identity) are dropped from the kept ones once the service said yes. */
  answered?: (status: number, changedUsers: string[]) => void;
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

const FORWARD = Symbol('forward');
type WithForward = Koa.Context & { [FORWARD]?: ForwardTarget };

/** Marks a request for `forwardAfterResponse` to hand to `target` (the token entrance, integrations.ts, uses it too). */
export function markForward(ctx: Koa.Context, target: ForwardTarget): void {
  (ctx as WithForward)[FORWARD] = target;
}

/**
 * For `/api/*` paths the BFF does not answer itself: session validity (a signed-in session is checked against the user
 * as identity knows it on every request and ends at once when no longer valid), routing-table access, the unverified-e-mail gate,
 * then mark the request for forwarding with a freshly signed identity token. The actual proxying happens in
 * `forwardAfterResponse`.
 */
export function apiGuard({ secret, auth, users }: { secret: string; auth: Authenticator; users: SessionUsers }): Koa.Middleware {
  return async function guardApi(ctx, next) {
    if (!ctx.path.startsWith('/api/')) return next();
    const state = await auth.state(ctx);
    if (state.kind === 'ended') throw problemError(state.problem);
    const signedIn = state.kind === 'signed-in' ? state : null;
    const active = signedIn?.session ?? null;
    const decision = authorize(ctx.method, ctx.path, active?.type ?? null);
    if (!decision.ok) throw new AppError(decision.status, decision.code, decision.message);
    // Unverified e-mail: only what a signed-out caller may do (public routes).
    if (signedIn && needsVerification(signedIn) && !authorize(ctx.method, ctx.path, null).ok) throw apiError('EMAIL_UNVERIFIED');
    // A dealership staff set inactive keeps its login (profile, past redemptions) but has no till.
    if (decision.route.till && signedIn?.user.type === 'dealer' && signedIn.user.participating === false) throw apiError('DEALER_NOT_PARTICIPATING');
    const identity: Identity = active
      ? { sub: active.userId, typ: active.type, ...(active.adminId ? { imp: active.adminId } : {}) }
      : { sub: 'anonymous', typ: 'anonymous' };
    // Identity also announces each change (`user.changed`), but through its outbox: the caller's very next request may
    // come first, and must find it done. So the users its answer names, and a caller who changed something at identity
    // (their own profile), are dropped before the answer goes on.
    const own = active && decision.route.service === 'identity' ? [active.userId] : [];
    const answered = (status: number, changedUsers: string[]) => {
      const ids = status < 400 ? [...new Set([...changedUsers, ...own])] : [];
      if (ids.length > 0) void users.forget(ids).catch(() => undefined);
    };
    (ctx as WithForward)[FORWARD] = {
      service: decision.route.service,
      token: await signIdentity(identity, secret),
      ...(READS.has(ctx.method) ? {} : { answered }),
    };
  };
}

/**
 * Mounted early; once the rest of the chain has finished (so the session cookie is committed and no body parser has
 * touched the stream) it hands a marked request to the proxy on the raw req/res. Koa does not respond for it.
 */
export function forwardAfterResponse(gateway: Gateway): Koa.Middleware {
  return async function forwardMarked(ctx, next) {
    await next();
    const target = (ctx as WithForward)[FORWARD];
    if (target) gateway.forward(ctx, target.service, target.token, target.answered);
  };
}

/**
 * The BFF's own changes (password, locale, e-mail verification, sign-in): once one succeeded, the caller's kept user
 * (before and after, should the change have switched it) is dropped, so their next request reads identity. What is
 * forwarded drops it when the service answers (`apiGuard`).
 */
export function forgetOwnChanges(users: SessionUsers): Koa.Middleware {
  return async function ownChanges(ctx, next) {
    if (READS.has(ctx.method)) return next();
    const before = getSession(ctx)?.userId;
    await next();
    if ((ctx as WithForward)[FORWARD] || ctx.status >= 400) return;
    const ids = [before, getSession(ctx)?.userId].filter((id): id is string => typeof id === 'string' && id !== '');
    if (ids.length > 0) await users.forget([...new Set(ids)]).catch(() => undefined);
  };
}
