import Router from '@koa/router';
import { creditRedemptionsQuerySchema, earningsQuerySchema } from '@rr/contracts';
import { allow, parseQuery } from '@rr/server-kit';
import { getEarnings } from '../domain/get-earnings.js';
import type { PayoutsDb } from '../data-access/database.js';
import { getWallet } from '../domain/get-wallet.js';
import { getRedemptions } from '../domain/get-redemptions.js';

/** The signed-in rider's wallet, earnings and dealer credit redemptions. */
export function walletRouter(deps: { db: PayoutsDb }): Router {
  const router = new Router({ prefix: '/api' });

  /** → `{ wallet: { currency, balances: { cash, credit }, otherCurrencyBalances } }` in cents | 404 before the wallet opens. */
  router.get('/rider/wallet', allow('rider'), async (ctx) => {
    ctx.body = await getWallet(deps.db, ctx.state.identity.sub);
  });

  /** `?period=thisYear|lastYear|lifetime&eventId=` → `{ period, totals, earnings }` (@rr/contracts `earningsAnswerSchema`); `eventId`: that event's only. */
  router.get('/rider/earnings', allow('rider'), async (ctx) => {
    const { period, eventId } = parseQuery(earningsQuerySchema, ctx.query);
    ctx.body = await getEarnings(deps.db, ctx.state.identity.sub, period, { eventId });
  });

  /** `?period=thisYear|lastYear|lifetime` → `{ period, redemptions, totals }`: the rider's dealer credit spent (@rr/contracts `creditRedemptionsAnswerSchema`). */
  router.get('/rider/credit-redemptions', allow('rider'), async (ctx) => {
    const { period } = parseQuery(creditRedemptionsQuerySchema, ctx.query);
    ctx.body = await getRedemptions(deps.db, ctx.state.identity.sub, period);
  });

  return router;
}
