import type { AddressInfo } from 'node:net';
import type Koa from 'koa';
import type { Sequelize } from 'sequelize';
import { createLogger, type Logger } from './logger.js';
import { createQueue, type MessageQueue } from './queue.js';
import { createAppMetrics, databaseMetrics, httpMetrics, startMetricsServer, type AppMetrics } from './metrics.js';
import { ensureDatabase } from './db.js';
import { migrateUp, type Migration } from './migrations.js';
import { Outbox } from './outbox.js';
import type { BackgroundJob } from './background-job.js';
import type { ServiceConfig } from './service-config.js';

export interface StartOptions {
  /** Queue shared with other services in one process (embedded launcher); by default one from REDIS_URL. */
  queue?: MessageQueue;
  /** Port to listen on (0 = any free port); default `<NAME>_PORT`. */
  port?: number;
  /** Environment to read the configuration from; default process.env. */
  env?: NodeJS.ProcessEnv;
  /** Seed the demo programme after migrating (idempotent). */
  seed?: boolean;
  /**
   * With `seed`: also the demo's activity (default true): the seeded results are published to payouts, which pays
   * them and lets the roster's riders spend some of it. Tests that need only the fixed demo data say false.
   */
  demoActivity?: boolean;
  /** Logger to use (tests capture lines with it); default a pino logger named after the service, at LOG_LEVEL. */
  logger?: Logger;
}

export interface RunningService {
  port: number;
  /** The port of `GET /metrics` when `<NAME>_METRICS_PORT` is set. */
  metricsPort?: number | undefined;
  close(): Promise<void>;
}

/** What the runner hands a service's hooks once its database is open. */
export interface ServiceContext<Db> {
  config: ServiceConfig;
  db: Db;
  outbox: Outbox;
  queue: MessageQueue;
  logger: Logger;
  /** Seeded with the demo's activity (StartOptions `seed` and `demoActivity`). */
  demoActivity: boolean;
  /** The app's metrics registry and shared instruments (a service adds its own figures to `metrics.registry`). */
  metrics: AppMetrics;
}

export interface ServiceDefinition<Db extends { sequelize: Sequelize }> {
  name: string;
  loadConfig(env: NodeJS.ProcessEnv): ServiceConfig;
  openDatabase(url: string, logger: Logger): Db;
  migrations: Migration[];
  /** Demo data; must do nothing when already seeded. */
  seed?(context: ServiceContext<Db>): Promise<void>;
  /** Jobs the service runs beside its server (e.g. mail delivery); started before subscribing, stopped on close. */
  jobs?(context: ServiceContext<Db>): BackgroundJob[];
  /** Subscribes the service's queue consumers (its own declaration of the topics it consumes). */
  subscribe?(context: ServiceContext<Db>): void | Promise<void>;
  createApp(context: ServiceContext<Db>): Koa;
}

/**
 * Starts a domain service the same way for all three: configure, create the database if needed,
 * migrate, optionally seed, start the outbox relay and the service's jobs, subscribe consumers, listen.
 * `close()` stops in reverse order and leaves a queue it was given open (its owner closes it).
 */
export async function runService<Db extends { sequelize: Sequelize }>(
  definition: ServiceDefinition<Db>,
  options: StartOptions = {},
): Promise<RunningService> {
  const config = definition.loadConfig(options.env ?? process.env);
  const logger = options.logger ?? createLogger(definition.name, config.logLevel);
  // Its own registry; the process's metrics (GC, event loop) only when served and the process's one app.
  const metrics = createAppMetrics(definition.name, { processMetrics: config.metricsPort !== undefined && !options.queue });
  const queue = options.queue ?? createQueue(config.redisUrl, { logger, onFailure: (topic, group) => metrics.jobFailures.inc({ topic, group }) });

  await ensureDatabase(config.databaseUrl);
  const db = definition.openDatabase(config.databaseUrl, logger);
  await migrateUp(db.sequelize, definition.migrations, logger);
  const outbox = new Outbox(db.sequelize, queue, logger);
  const context: ServiceContext<Db> = { config, db, outbox, queue, logger, demoActivity: Boolean(options.seed) && options.demoActivity !== false, metrics };
  if (options.seed && definition.seed) await definition.seed(context);
  outbox.start();
  const jobs = definition.jobs?.(context) ?? [];
  for (const job of jobs) job.start();
  await definition.subscribe?.(context);

  databaseMetrics(metrics, db.sequelize, logger);
  const app = definition.createApp(context);
  // First in the chain: every answer is counted and timed, errors included, under its route template.
  app.middleware.unshift(httpMetrics(metrics));
  const server = app.listen(options.port ?? config.port);
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', reject);
  });
  const port = (server.address() as AddressInfo).port;
  logger.info({ port, queue: queue.kind }, `${definition.name} listening`);
  const metricsServer = config.metricsPort === undefined ? null : await startMetricsServer(metrics.registry, config.metricsPort, logger);

  let closing: Promise<void> | undefined;
  return {
    port,
    metricsPort: metricsServer?.port,
    close() {
      closing ??= (async () => {
        await new Promise<void>((resolve) => server.close(() => resolve()));
        await metricsServer?.close();
        await outbox.stop();
        if (!options.queue) await queue.close();
        await Promise.all(jobs.map((job) => job.stop()));
        await db.sequelize.close();
      })();
      return closing;
    },
  };
}
