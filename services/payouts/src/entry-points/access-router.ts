import Router from '@koa/router';
import type { Context, Next } from 'koa';
import { forbidden } from '@rr/server-kit';

const ROLES = ['rider', 'dealer', 'promoter', 'admin'] as const;
type Role = (typeof ROLES)[number];
const isRole = (value: string): value is Role => (ROLES as readonly string[]).includes(value);

/**
 * `/api/{role}/…` operations of this service and the roles that may use their own form of each (spec §6 and §7;
 * docs/api.md "payouts"). Anything else under `/api/{role}/…` is open to the path's own role only.
 */
const ROLE_OPERATIONS: ReadonlyArray<{ path: string; roles: readonly Role[] }> = [
  // The signed-in rider's own wallet.
  { path: '/:role/wallet', roles: ['rider'] },
  // Rider: what was redeemed from their wallet; dealer: at their till; staff: all.
  { path: '/:role/credit-redemptions', roles: ['rider', 'dealer', 'admin'] },
  // A refund deletes a redemption: programme staff (dealers only view refunds).
  { path: '/:role/credit-redemption/{*rest}', roles: ['admin'] },
  { path: '/:role/revoked-redemptions', roles: ['dealer', 'admin'] },
  // A dealer redeems a rider's credit with the rider's PIN.
  { path: '/:role/redeem', roles: ['dealer'] },
  // "Payout claims and their updates can be done by admin or rider" (spec §6).
  { path: '/:role/payout-claims', roles: ['rider', 'admin'] },
  { path: '/:role/payout-claim/{*rest}', roles: ['rider', 'admin'] },
];

/**
 * Who may reach which payouts path, checked before every route of the service (issue 3 item 7; the BFF checks its
 * routing table first, and services enforce permissions themselves). It holds for routes that do not exist yet:
 *
 * - `/api/admin/…`: programme staff only.
 * - `/api/payments/…` (cash-out): riders only.
 * - `/api/{role}/…`: only the caller's own role, and for the operations above only the roles listed.
 *
 * Which rider, dealer or claim a call may touch is the route's business: it uses the caller's own id (`sub`).
 */
export function accessRouter(): Router {
  const router = new Router({ prefix: '/api' });

  const only = (...roles: Role[]) =>
    async function onlyRoles(ctx: Context, next: Next) {
      if (!(roles as string[]).includes(ctx.state.identity.typ)) throw forbidden();
      await next();
    };
  router.all('/admin', only('admin'));
  router.all('/admin/{*rest}', only('admin'));
  router.all('/payments', only('rider'));
  router.all('/payments/{*rest}', only('rider'));

  const ownRole = (roles: readonly Role[]) =>
    async function ownRoleOnly(ctx: Context, next: Next) {
      const role = ctx.params.role ?? '';
      if (isRole(role) && (ctx.state.identity.typ !== role || !roles.includes(role))) throw forbidden();
      await next();
    };
  for (const { path, roles } of ROLE_OPERATIONS) router.all(path, ownRole(roles));
  router.all('/:role/{*rest}', ownRole(ROLES));

  return router;
}
