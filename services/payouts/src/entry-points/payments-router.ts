import Router from '@koa/router';
import { createOrderSchema } from '@rr/contracts';
import { allow, parseBody } from '@rr/server-kit';
import { cashoutView, requestCashout, rewardLink, type CashoutDeps } from '../domain/cashout.js';

/** Cash-out (spec §7 Payments): the signed-in rider's own. */
export function paymentsRouter(deps: CashoutDeps): Router {
  const router = new Router({ prefix: '/api/payments' });

  /**
   * `{ amountCents, currency, method, idempotencyKey }` → 201 `{ cashout }` (paid) | 202 (still processing: the
   * provider has not answered yet) | 400 VALIDATION (over $2,000, …) | 409 INSUFFICIENT_FUNDS | 409 IDEMPOTENCY_KEY_REUSED.
   * The same key with the same body answers the first cash-out again.
   */
  router.post('/create-order', allow('rider'), async (ctx) => {
    const body = parseBody(createOrderSchema, ctx.request.body);
    const { status, cashout } = await requestCashout(deps, ctx.state.identity.sub, body);
    ctx.status = status;
    ctx.body = { cashout };
  });

  /** → `{ cashouts }`: the rider's own cash-outs, newest first (the last 100), each with the balance before and after. */
  router.get('/cashouts', allow('rider'), async (ctx) => {
    const rows = await deps.db.models.Cashout.findAll({ where: { riderId: ctx.state.identity.sub }, order: [['createdAt', 'DESC'], ['id', 'ASC']], limit: 100 });
    ctx.body = { cashouts: rows.map(cashoutView) };
  });

  /** → `{ link }`: where the rider redeems the reward of one of their own paid cash-outs | 404. */
  router.get('/get-reward-link/:orderId', allow('rider'), async (ctx) => {
    ctx.body = await rewardLink(deps, ctx.state.identity.sub, ctx.params.orderId ?? '');
  });

  return router;
}
