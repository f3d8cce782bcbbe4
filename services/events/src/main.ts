import type { AddressInfo } from 'node:net';
import { Outbox, createLogger, createQueue, ensureDatabase, migrateUp, type MessageQueue } from '@rr/server-kit';
import { createEventsApp } from './app.js';
import { loadEventsConfig } from './config.js';
import { openEventsDatabase } from './data-access/database.js';
import { migrations } from './data-access/migrations/index.js';
import { seedEvents } from './data-access/seed.js';
import { subscribeConsumers } from './entry-points/consumers.js';

export interface StartOptions {
  /** Queue shared with other services in one process (embedded launcher); by default one from REDIS_URL. */
  queue?: MessageQueue;
  /** Port to listen on (0 = any free port); default EVENTS_PORT. */
  port?: number;
  /** Environment to read the configuration from; default process.env. */
  env?: NodeJS.ProcessEnv;
  /** Seed the demo categories, series, events and results after migrating (does nothing when already seeded). */
  seed?: boolean;
}

export interface RunningService {
  port: number;
  close(): Promise<void>;
}

/** Configures, migrates, optionally seeds, starts the outbox relay, subscribes the consumers and listens. */
export async function startEvents(options: StartOptions = {}): Promise<RunningService> {
  const config = loadEventsConfig(options.env ?? process.env);
  const logger = createLogger('events', config.logLevel);
  const queue = options.queue ?? createQueue(config.redisUrl, { logger });

  await ensureDatabase(config.databaseUrl);
  const db = openEventsDatabase(config.databaseUrl, logger);
  await migrateUp(db.sequelize, migrations, logger);
  if (options.seed) await seedEvents(db.sequelize, { logger });
  const outbox = new Outbox(db.sequelize, queue, logger);
  outbox.start();
  subscribeConsumers(queue, { db, outbox, logger });

  const app = createEventsApp({ sequelize: db.sequelize, logger, identitySecret: config.identitySecret, outbox });
  const server = app.listen(options.port ?? config.port);
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', reject);
  });
  const port = (server.address() as AddressInfo).port;
  logger.info('events listening', { port, queue: queue.kind });

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
