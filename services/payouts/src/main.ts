import { runService, type RunningService, type StartOptions } from '@rr/server-kit';
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
      subscribe: ({ queue, db, outbox, logger, config }) =>
        subscribeConsumers(queue, { db, outbox, logger, riderFacts: httpRiderFacts({ baseUrl: (config as PayoutsConfig).identityUrl, secret: config.identitySecret }) }),
      createApp: ({ db, logger, config }) => createPayoutsApp({ db, logger, identitySecret: config.identitySecret }),
    },
    options,
  );
}
