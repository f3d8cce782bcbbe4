import type Koa from 'koa';
import { assertMigrated, createServiceApp, type Logger } from '@rr/server-kit';
import type { PayoutsDb } from './data-access/database.js';
import { migrations } from './data-access/migrations/index.js';
import { accessRouter } from './entry-points/access-router.js';
import { walletRouter } from './entry-points/wallet-router.js';
import { paymentsRouter } from './entry-points/payments-router.js';
import type { PaymentProvider } from './provider/payment-provider.js';

export interface PayoutsAppDeps {
  db: PayoutsDb;
  logger: Logger;
  /** Secret the BFF signs identity tokens with. */
  identitySecret: string;
  /** The payment provider of cash-outs (Tremendous, or the fake server). */
  provider: PaymentProvider;
}

/** The payouts service's Koa app (tests drive it with supertest; `main.ts` listens with it). */
export function createPayoutsApp(deps: PayoutsAppDeps): Koa {
  return createServiceApp({
    name: 'payouts',
    logger: deps.logger,
    identitySecret: deps.identitySecret,
    // The access rules come first: they hold for every route, including ones added later.
    routers: [accessRouter(), walletRouter(deps), paymentsRouter(deps)],
    ready: async () => {
      await deps.db.sequelize.authenticate();
      await assertMigrated(deps.db.sequelize, migrations);
    },
  });
}
