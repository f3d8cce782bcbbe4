import { PollingJob, runService, type RunningService, type StartOptions } from '@rr/server-kit';
import { moneyUpkeep } from './domain/money-upkeep.js';
import { createPayoutsApp } from './app.js';
import { loadPayoutsConfig, type PayoutsConfig } from './config.js';
import { httpRiderFacts } from './domain/rider-facts.js';
import { openPayoutsDatabase } from './data-access/database.js';
import { migrations } from './data-access/migrations/index.js';
import { seedPayouts } from './data-access/seeder.js';
import { subscribeConsumers } from './entry-points/consumers.js';

export type { RunningService, StartOptions };

/** Configures, migrates, optionally seeds, starts the outbox relay, subscribes the consumers and listens. */
export function startPayouts(options: StartOptions = {}): Promise<RunningService> {
  return runService(
    {
      name: 'payouts',
      loadConfig: loadPayoutsConfig,
      openDatabase: openPayoutsDatabase,
      migrations,
      seed: async ({ db, logger }) => void (await seedPayouts(db, logger)),
      // Expiry and reconciliation (issue 12 items 1 and 7): a first round right after start, then every hour.
      jobs: ({ db, logger }) => {
        const upkeep = new PollingJob('money-upkeep', async () => (await moneyUpkeep(db, logger)).more, logger, 60 * 60_000);
        return [{ start: () => (upkeep.start(), upkeep.poke()), stop: () => upkeep.stop() }];
      },
      subscribe: ({ queue, db, outbox, logger, config }) =>
        subscribeConsumers(queue, { db, outbox, logger, riderFacts: httpRiderFacts({ baseUrl: (config as PayoutsConfig).identityUrl, secret: config.identitySecret }) }),
      createApp: ({ db, logger, config }) => createPayoutsApp({ db, logger, identitySecret: config.identitySecret }),
    },
    options,
  );
}
