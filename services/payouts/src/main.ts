import { ConfigError, PollingJob, createLogger, runService, type AppMetrics, type RunningService, type StartOptions } from '@rr/server-kit';
import { createPayoutsApp } from './app.js';
import { loadPayoutsConfig } from './config.js';
import { openPayoutsDatabase } from './data-access/database.js';
import { migrations } from './data-access/migrations/index.js';
import { runDemoActivity } from './seed/demo-activity.js';
import { seedPayouts } from './seed/seeder.js';
import { recoverCashouts } from './domain/cashout.js';
import { releasePendingDocuments } from './domain/release-pending.js';
import { moneyUpkeep } from './domain/money-upkeep.js';
import { httpEventClasses } from './domain/event-classes.js';
import { httpRiderFacts } from './domain/rider-facts.js';
import { subscribeConsumers } from './entry-points/consumers.js';
import { startFakeProvider, type FakeProvider } from './provider/fake-provider.js';
import { tremendousProvider, type PaymentProvider } from './provider/payment-provider.js';
import { measurePayouts } from './data-access/payouts-metrics.js';
import { measuredProvider } from './provider/measured-provider.js';
import type { PayoutsDb } from './data-access/database.js';

export type { RunningService, StartOptions };

/**
 * Configures, migrates, optionally seeds, starts the outbox relay and the jobs, subscribes the consumers and listens.
 * Without PAYMENT_PROVIDER_KEY the cash-outs go to the built-in fake provider, started here (docs/operations.md).
 */
export async function startPayouts(options: StartOptions = {}): Promise<RunningService> {
  const config = loadPayoutsConfig(options.env ?? process.env);
  let fake: FakeProvider | null = null;
  // The built-in fake keeps its orders in its process: a web process's cash-outs would be unknown to the worker's
  // recovery job. Split roles need a provider of their own (the fake as its own process: dist/fake-provider.js).
  if (!config.provider.apiKey && options.role !== undefined && options.role !== 'all') {
    throw new ConfigError(
      `the ${options.role} role needs PAYMENT_PROVIDER_URL and PAYMENT_PROVIDER_KEY: the built-in fake provider lives in one process, so the web and worker processes would each have their own. Run the fake as its own process (services/payouts/dist/fake-provider.js, docs/operations.md) or the all-in-one role (dist/server.js).`,
    );
  }
  if (!config.provider.apiKey) {
    fake = await startFakeProvider({ apiKey: 'fake-provider-key' });
    createLogger('payouts', config.logLevel).warn({ url: fake.url }, 'PAYMENT_PROVIDER_KEY is not set: cash-outs go to the built-in fake payment provider');
  }
  const provider = tremendousProvider(fake ? { baseUrl: fake.url, apiKey: 'fake-provider-key' } : { baseUrl: config.provider.url, apiKey: config.provider.apiKey!, fundingSourceId: config.provider.fundingSourceId });
  const riders = httpRiderFacts({ baseUrl: config.identityUrl, secret: config.identitySecret });
  const events = httpEventClasses({ baseUrl: config.eventsUrl, secret: config.identitySecret });
  // The provider as the service uses it: measured (calls and errors) in the service's metrics, once they exist.
  let measured: PaymentProvider | undefined;
  const providerOf = ({ db, metrics }: { db: PayoutsDb; metrics: AppMetrics }) => {
    if (!measured) {
      measurePayouts(db, metrics);
      measured = measuredProvider(provider, metrics);
    }
    return measured;
  };
  const running = await runService(
    {
      name: 'payouts',
      loadConfig: () => config,
      openDatabase: openPayoutsDatabase,
      migrations,
      seed: async ({ db, logger }) => void (await seedPayouts(db, logger)),
      jobs: ({ db, outbox, logger, demoActivity, metrics }) => {
        const provider = providerOf({ db, metrics });
        // Expiry, expiry warnings and reconciliation: a first round right after start, then every hour.
        const upkeep = new PollingJob('money-upkeep', async () => (await moneyUpkeep(db, logger, { outbox })).more, logger, 60 * 60_000);
        // Cash-outs whose outcome is unknown (timeout, 5xx, 429, a crash): every 15 s.
        const recovery = new PollingJob('cashout-recovery', () => recoverCashouts({ db, provider, logger }), logger, 15_000);
        // Cash earnings waiting for a pro's licence and W-9, posted once identity has both: every 10 minutes.
        const release = new PollingJob('pending-release', async () => (await releasePendingDocuments(db, riders, logger), false), logger, 10 * 60_000);
        // The demo's activity, once the seeded results are applied (embedded launcher; the demo stack runs the CLI).
        const activity = new AbortController();
        let demo: Promise<void> = Promise.resolve();
        const demoJobs = demoActivity
          ? [
            {
              start: () =>
                void (demo = runDemoActivity(db, { logger, signal: activity.signal }).then(
                () => undefined,
                (err: unknown) => logger.error({ err }, 'demo activity failed'),
              )),
              stop: async () => {
                activity.abort();
                await demo;
              },
            },
          ]
          : [];
        return [
          ...demoJobs,
          { start: () => (upkeep.start(), upkeep.poke()), stop: () => upkeep.stop() },
          { start: () => (recovery.start(), recovery.poke()), stop: () => recovery.stop() },
          { start: () => (release.start(), release.poke()), stop: () => release.stop() },
        ];
      },
      subscribe: ({ queue, db, outbox, logger }) => subscribeConsumers(queue, { db, outbox, logger, riderFacts: riders }),
      createApp: ({ db, outbox, logger, metrics }) => createPayoutsApp({ db, outbox, logger, provider: providerOf({ db, metrics }), identitySecret: config.identitySecret, riders, events, providerName: fake ? 'fake' : 'tremendous', webhookSecret: config.provider.webhookSecret, brandName: config.brandName, publicUrl: config.publicUrl }),
    },
    options,
  );
  if (!fake) return running;
  return { ...running, close: async () => (await running.close(), await fake.close()) };
}
