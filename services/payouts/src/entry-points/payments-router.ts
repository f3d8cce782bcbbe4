import Router from '@koa/router';
import { Op } from 'sequelize';
import { cashoutsQuerySchema, createOrderSchema } from '@rr/contracts';
import { allow, parseBody, parseQuery } from '@rr/server-kit';
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

  /**
   * `?period=thisYear|lastYear|lifetime` (default lifetime) → `{ cashouts }`: the rider's own cash-outs in the period,
   * newest first (at most 500), each with the balance before and after.
   */
  router.get('/cashouts', allow('rider'), async (ctx) => {
    const { period } = parseQuery(cashoutsQuerySchema, ctx.query);
    const year = period === 'lifetime' ? null : new Date().getUTCFullYear() - (period === 'lastYear' ? 1 : 0);
    const during = year === null ? {} : { createdAt: { [Op.gte]: new Date(Date.UTC(year, 0, 1)), [Op.lt]: new Date(Date.UTC(year + 1, 0, 1)) } };
    const rows = await deps.db.models.Cashout.findAll({ where: { riderId: ctx.state.identity.sub, ...during }, order: [['createdAt', 'DESC'], ['id', 'ASC']], limit: 500 });
    ctx.body = { cashouts: rows.map(cashoutView) };
  });

  /** → `{ link }`: where the rider redeems the reward of one of their own paid cash-outs | 404. */
  router.get('/get-reward-link/:orderId', allow('rider'), async (ctx) => {
    ctx.body = await rewardLink(deps, ctx.state.identity.sub, ctx.params.orderId ?? '');
  });

  return router;
}
