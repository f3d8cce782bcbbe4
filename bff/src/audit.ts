import type Koa from 'koa';
import type { IdentityClient } from './identity-client.js';
import { getSession } from './session.js';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Audit of impersonation (docs/accounts.md "Impersonation"): every non-GET `/api` call made while an administrator
 * impersonates someone becomes a `proxy.request` entry (actor: the administrator, subject: the impersonated user)
 * with the final status. One mechanism for proxied calls and the BFF's own routes: the entry is written when the raw
 * response has finished (for proxied calls that is after the service's answer was relayed). `proxy.start` and
 * `proxy.stop` are written by the impersonation routes. Audit failures are logged, never the user's problem.
 * Mount after the session middleware.
 */
export function auditImpersonation(identity: IdentityClient): Koa.Middleware {
  return async function auditWhileImpersonating(ctx, next) {
    const session = getSession(ctx);
    const adminId = session?.adminId;
    const userId = session?.userId;
    if (
      typeof adminId === 'string' &&
      adminId &&
      typeof userId === 'string' &&
      userId &&
      !READS.has(ctx.method) &&
      ctx.path.startsWith('/api/') &&
      ctx.path !== '/api/proxy-remove' // recorded as proxy.stop
    ) {
      const { res } = ctx;
      const base = { action: 'proxy.request' as const, actorId: adminId, subjectId: userId, method: ctx.method, path: ctx.path };
      let recorded = false;
      const record = (finished: boolean) => {
        if (recorded) return;
        recorded = true;
        void identity.audit({ ...base, status: res.statusCode, ...(finished ? {} : { details: { finished: false } }) });
      };
      res.once('finish', () => record(true));
      // The client went away before the answer was complete: still recorded (the change may have happened).
      res.once('close', () => record(res.writableFinished));
    }
    await next();
  };
}
