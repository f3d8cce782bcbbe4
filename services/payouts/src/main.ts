import type { AddressInfo } from 'node:net';
import { Outbox, createLogger, createQueue, ensureDatabase, migrateUp, type MessageQueue } from '@rr/server-kit';
import { createPayoutsApp } from './app.js';
import { loadPayoutsConfig } from './config.js';
import { openPayoutsDatabase } from './data-access/database.js';
import { migrations } from './data-access/migrations/index.js';
import { seedPayouts } from './data-access/seeder.js';
import { subscribeConsumers } from './entry-points/consumers.js';

export interface StartOptions {
  /** Queue shared with other services in one process (embedded launcher); by default one from REDIS_URL. */
  queue?: MessageQueue;
  /** Port to listen on (0 = any free port); default PAYOUTS_PORT. */
  port?: number;
  /** Environment to read the configuration from; default process.env. */
  env?: NodeJS.ProcessEnv;
  /** Seed the demo rider's earnings after migrating (idempotent). */
  seed?: boolean;
}

export interface RunningService {
  port: number;
  close(): Promise<void>;
}

/** Configures, migrates, optionally seeds, starts the outbox relay, subscribes the consumers and listens. */
export async function startPayouts(options: StartOptions = {}): Promise<RunningService> {
  const config = loadPayoutsConfig(options.env ?? process.env);
  const logger = createLogger('payouts', config.logLevel);
  const queue = options.queue ?? createQueue(config.redisUrl, { logger });

  await ensureDatabase(config.databaseUrl);
  const db = openPayoutsDatabase(config.databaseUrl, logger);
  await migrateUp(db.sequelize, migrations, logger);
  const outbox = new Outbox(db.sequelize, queue, logger);
  if (options.seed) await seedPayouts(db, logger);
  outbox.start();
  subscribeConsumers(queue, { db, outbox, logger });

  const app = createPayoutsApp({ db, logger, identitySecret: config.identitySecret });
  const server = app.listen(options.port ?? config.port);
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', reject);
  });
  const port = (server.address() as AddressInfo).port;
  logger.info('payouts listening', { port, queue: queue.kind });

  let closing: Promise<void> | undefined;
  return {
    port,
    close() {
      closing ??= (async () => {
        await new Promise<void>((resolve) => server.close(() => resolve()));
        await outbox.stop();
        if (!options.queue) await queue.close();
        await db.sequelize.close();
      })();
      return closing;
    },
  };
}
