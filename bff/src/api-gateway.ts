import type Koa from 'koa';
import { type Identity, signIdentity } from '@rr/server-kit/identity-token';
import type { ServiceName } from './config.js';
import type { Gateway } from './proxy.js';
import { authorize } from './routing.js';
import { clearSession, readSession } from './session.js';

interface ForwardTarget {
  service: ServiceName;
  token: string;
}

const FORWARD = Symbol('forward');
type WithForward = Koa.Context & { [FORWARD]?: ForwardTarget };

/**
 * For `/api/*` paths the BFF does not answer itself: guard (routing table access), then mark the request for
 * forwarding with a freshly signed identity token. The actual proxying happens in `forwardAfterResponse`.
 */
export function apiGuard(secret: string): Koa.Middleware {
  return async function guardApi(ctx, next) {
    if (!ctx.path.startsWith('/api/')) return next();
    let session = readSession(ctx);
    if (session === 'inconsistent') {
      clearSession(ctx);
      session = 'none';
    }
    const active = session === 'none' ? null : session;
    const decision = authorize(ctx.method, ctx.path, active?.type ?? null);
    if (!decision.ok) {
      ctx.status = decision.status;
      ctx.set('Cache-Control', 'no-store');
      ctx.body = { message: decision.message };
      return;
    }
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
