import Router from '@koa/router';
import type { Context, Next } from 'koa';
import { isRole } from '@rr/contracts';
import { authorize } from '@rr/contracts/server';
import { forbidden } from '@rr/server-kit';

/**
 * Who may reach which payouts path, checked before every route of the service. The rules are the
 * `/api` policy of the route registry (`@rr/contracts`), the same rows the BFF checks first; the service checks them
 * again (defence in depth). It holds for routes that do not exist yet:
 *
 * - `/api/admin/…`: programme staff only.
 * - `/api/payments/…` (cash-out): riders only.
 * - `/api/{role}/…`: only the caller's own role, and for the registry's rows (wallet, credit redemptions, refunds,
 *   redeem, payout claims) only the roles each row lists.
 *
 * Any refusal is a 403 here. Which rider, dealer or claim a call may touch is the route's business: it uses the
 * caller's own id (`sub`).
 */
export function accessRouter(): Router {
  const router = new Router({ prefix: '/api' });
  router.all('/{*rest}', async function registryRoles(ctx: Context, next: Next) {
    const typ: string = ctx.state.identity.typ;
    const decision = authorize(ctx.method, ctx.path, isRole(typ) ? typ : null);
    // 404: a path the registry does not declare; the routes answer it (or not) themselves.
    if (!decision.ok && decision.status !== 404) throw forbidden();
    await next();
  });
  return router;
}
