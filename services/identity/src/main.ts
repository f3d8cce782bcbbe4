import { runService, type RunningService, type StartOptions } from '@rr/server-kit';
import { createIdentityApp } from './app.js';
import { loadIdentityConfig } from './config.js';
import { openIdentityDatabase } from './data-access/database.js';
import { migrations } from './data-access/migrations/index.js';
import { seedIdentity } from './data-access/seeder.js';

export type { RunningService, StartOptions };

/** Configures, migrates, optionally seeds, starts the outbox relay and listens. */
export function startIdentity(options: StartOptions = {}): Promise<RunningService> {
  return runService(
    {
      name: 'identity',
      loadConfig: loadIdentityConfig,
      openDatabase: openIdentityDatabase,
      migrations,
      seed: async ({ db, outbox, logger }) => void (await seedIdentity(db, outbox, logger)),
      createApp: ({ db, logger, config }) => createIdentityApp({ db, logger, identitySecret: config.identitySecret }),
    },
    options,
  );
}
