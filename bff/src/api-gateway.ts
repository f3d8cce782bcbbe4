import type Koa from 'koa';
import { type Identity, signIdentity } from '@rr/server-kit/identity-token';
import { type Authenticator, needsVerification, problemError } from './authenticate.js';
import type { ServiceName } from './config.js';
import { AppError, apiError } from './errors.js';
import type { Gateway } from './proxy.js';
import { authorize } from './routing.js';

interface ForwardTarget {
  service: ServiceName;
  token: string;
}

const FORWARD = Symbol('forward');
type WithForward = Koa.Context & { [FORWARD]?: ForwardTarget };

/**
 * For `/api/*` paths the BFF does not answer itself: session validity (a signed-in session is re-checked with
 * identity on every request and ends at once when no longer valid), routing-table access, the unverified-e-mail gate,
 * then mark the request for forwarding with a freshly signed identity token. The actual proxying happens in
 * `forwardAfterResponse`.
 */
export function apiGuard({ secret, auth }: { secret: string; auth: Authenticator }): Koa.Middleware {
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
    (ctx as WithForward)[FORWARD] = { service: decision.route.service, token: await signIdentity(identity, secret) };
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
    if (target) gateway.forward(ctx, target.service, target.token);
  };
}
