import Router from '@koa/router';
import { allow } from '@rr/server-kit';
import type { PayoutsDb } from '../data-access/database.js';
import { getWallet } from '../domain/get-wallet.js';

/** The signed-in rider's wallet. */
export function walletRouter(deps: { db: PayoutsDb }): Router {
  const router = new Router({ prefix: '/api' });

  /** → `{ wallet: { currency, balances: { cash, credit }, otherCurrencyBalances } }` in cents | 404 before the wallet opens. */
  router.get('/rider/wallet', allow('rider'), async (ctx) => {
    ctx.body = await getWallet(deps.db, ctx.state.identity.sub);
  });

  return router;
}
