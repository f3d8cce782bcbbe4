import type Koa from 'koa';
import { assertMigrated, createServiceApp, type Logger, type Outbox } from '@rr/server-kit';
import type { PayoutsDb } from './data-access/database.js';
import { migrations } from './data-access/migrations/index.js';
import { accessRouter } from './entry-points/access-router.js';
import { adminRouter } from './entry-points/admin-router.js';
import { walletRouter } from './entry-points/wallet-router.js';
import { paymentsRouter } from './entry-points/payments-router.js';
import { eventPayoutsRouter } from './entry-points/event-payouts-router.js';
import { claimsRouter } from './entry-points/claims-router.js';
import { webhookRouter } from './entry-points/webhook-router.js';
import { cheatSheetRouter } from './entry-points/cheat-sheet-router.js';
import { tillRouter } from './entry-points/till-router.js';
import { reportsRouter } from './entry-points/reports-router.js';
import { internalRouter } from './entry-points/internal-router.js';
import { statementsRouter } from './entry-points/statements-router.js';
import { DEV_PAYMENT_WEBHOOK_SECRET } from './config.js';
import type { EventClassesSource } from './domain/event-classes.js';
import type { RiderFactsSource } from './domain/rider-facts.js';
import type { PaymentProvider } from './provider/payment-provider.js';

export interface PayoutsAppDeps {
  db: PayoutsDb;
  logger: Logger;
  /** The service's outbox (the administrator's credit expiry mail goes out through it). */
  outbox: Outbox;
  /** Secret the BFF signs identity tokens with. */
  identitySecret: string;
  /** The payment provider of cash-outs (Tremendous, or the fake server). */
  provider: PaymentProvider;
  /** PAYMENT_WEBHOOK_SECRET: the key the provider signs its webhooks with (default: the development secret). */
  webhookSecret?: string;
  /** What identity knows of riders (payout facts, who files a claim). */
  riders: RiderFactsSource;
  /** What the events service knows of events' payout tables (the classes and places a claim names). */
  events: EventClassesSource;
  /** BRAND_NAME (default 'Race Rewards') and PUBLIC_URL: on the dealers' cheat sheets. */
  brandName?: string;
  publicUrl?: string | null;
  /** The payment provider's name on the cash-out report: `fake` when the built-in fake provider runs (default `tremendous`). */
  providerName?: string;
}

/** The payouts service's Koa app (tests drive it with supertest; `main.ts` listens with it). */
export function createPayoutsApp(deps: PayoutsAppDeps): Koa {
  return createServiceApp({
    name: 'payouts',
    logger: deps.logger,
    identitySecret: deps.identitySecret,
    // The access rules come first: they hold for every route, including ones added later.
    routers: [accessRouter(), walletRouter(deps), paymentsRouter(deps), eventPayoutsRouter(deps), adminRouter(deps), reportsRouter({ db: deps.db, providerName: deps.providerName ?? 'tremendous' }), statementsRouter({ db: deps.db, riders: deps.riders, brandName: deps.brandName }), claimsRouter(deps), cheatSheetRouter(deps), tillRouter(deps), webhookRouter({ ...deps, webhookSecret: deps.webhookSecret ?? DEV_PAYMENT_WEBHOOK_SECRET }), internalRouter(deps)],
    ready: async () => {
      await deps.db.sequelize.authenticate();
      await assertMigrated(deps.db.sequelize, migrations);
    },
  });
}
