import type Koa from 'koa';
import type { Sequelize } from 'sequelize';
import { createLogger, type Logger } from './logger.js';
import { InProcessQueue, createQueue, type MessageQueue } from './queue.js';
import { outboxWakeChannel, outboxWakeListener, outboxWakeSender } from './outbox-wake.js';
import { createAppMetrics, databaseMetrics, httpMetrics, queueDepthMetrics, startMetricsServer, type AppMetrics } from './metrics.js';
import { ensureDatabase } from './db.js';
import { ConfigError } from './config.js';
import { assertMigrated, migrateUp, type Migration } from './migrations.js';
import { Outbox } from './outbox.js';
import type { BackgroundJob } from './background-job.js';
import type { ServiceConfig } from './service-config.js';
import { listenGracefully, type GracefulServer, type ProcessRole } from './graceful.js';
import { startTracing, traceDatabase } from './tracing.js';

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
  /**
   * What this process runs (docs/operations.md "Workers and scaling"); default `all`. `web` and `worker` leave the
   * schema to the migration Job: a web process answers /readyz 503 until it is migrated, a worker waits for it.
   */
  role?: ProcessRole;
}

export interface RunningService {
  role: ProcessRole;
  /** The API's port; a worker's is its health and metrics port (it serves no API). */
  port: number;
  /** The port of `GET /metrics` when `<NAME>_METRICS_PORT` is set. */
  metricsPort?: number | undefined;
  /** HTTP roles: leave the rotation (readiness 503) while still serving, before `close` (graceful.ts). */
  startDraining?(): void;
  /**
   * Stops in reverse order: the HTTP server (in-flight requests finish, up to `timeoutMs`), the outbox relay and the
   * jobs (each ends its round), the consumers (active jobs finish), the database. A queue it was given stays open.
   */
  close(timeoutMs?: number): Promise<void>;
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

/** How often a worker looks whether the migration Job has applied its schema. */
const MIGRATION_POLL_MS = 2_000;

/**
 * Starts a domain service the same way for all three, in one of three roles (docs/operations.md "Workers and scaling"):
 * - `all` (default: the embedded launcher, development, `dist/server.js`): create the database if needed, migrate,
 *   optionally seed, start the outbox relay and the service's jobs, subscribe the consumers, listen;
 * - `web` (`dist/web.js`): the HTTP API only. Its commits' outbox rows wait in the database for a worker's relay;
 * - `worker` (`dist/worker.js`): relay, jobs and consumers, with /healthz, /readyz and /metrics on the metrics port and
 *   no API. It needs a shared queue (REDIS_URL): with an in-process queue nobody else could hand it work.
 * `close()` stops in reverse order and leaves a queue it was given open (its owner closes it).
 */
export async function runService<Db extends { sequelize: Sequelize }>(
  definition: ServiceDefinition<Db>,
  options: StartOptions = {},
): Promise<RunningService> {
  const role = options.role ?? 'all';
  const config = definition.loadConfig(options.env ?? process.env);
  const NAME = definition.name.toUpperCase();
  if (role === 'worker' && !config.redisUrl && !options.queue) {
    throw new ConfigError(
      `the worker role needs REDIS_URL, which is not set. A worker consumes a shared queue (BullMQ on Redis); an in-process queue would reach only this process, so no web process could hand it work. Set REDIS_URL, or run the all-in-one role (dist/server.js) instead.`,
    );
  }
  if (role === 'worker' && config.metricsPort === undefined) {
    throw new ConfigError(`the worker role needs ${NAME}_METRICS_PORT, which is not set. A worker serves /healthz, /readyz and /metrics on that port (its probes); set it.`);
  }
  // Traces when an OTLP endpoint is configured (docs/operations.md "Traces"); in a shared process the first app's set-up.
  const tracing = startTracing(definition.name, { env: options.env ?? process.env });
  const logger = options.logger ?? createLogger(definition.name, config.logLevel);
  // Its own registry; the process's metrics (GC, event loop) only when served and the process's one app.
  const metrics = createAppMetrics(definition.name, { processMetrics: config.metricsPort !== undefined && !options.queue });
  // A web process publishes and consumes nothing (the worker does): it gets an idle in-process queue, never Redis.
  const ownQueue = !options.queue;
  // QUEUE_PREFIX: BullMQ's key prefix (default bull), for stacks and tests that share one Redis.
  const prefix = (options.env ?? process.env).QUEUE_PREFIX || undefined;
  const queue =
    options.queue ?? (role === 'web' ? new InProcessQueue({ logger }) : createQueue(config.redisUrl, { logger, prefix, onFailure: (topic, group) => metrics.jobFailures.inc({ topic, group }) }));

  await ensureDatabase(config.databaseUrl);
  const db = definition.openDatabase(config.databaseUrl, logger);
  traceDatabase(db.sequelize);
  if (role === 'all') await migrateUp(db.sequelize, definition.migrations, logger);
  // With Redis, web processes wake the workers' relays after each commit that added a message (outbox-wake.ts).
  const wakeChannel = outboxWakeChannel(definition.name, prefix);
  const wakeSender = role === 'web' && config.redisUrl && ownQueue ? outboxWakeSender(config.redisUrl, wakeChannel, logger) : undefined;
  const outbox = new Outbox(db.sequelize, queue, logger, wakeSender ? { onCommitted: () => wakeSender.notify() } : {});
  let wakeListener: { close(): Promise<void> } | undefined;
  // Web: the relay never runs here, and stopping it now makes the pokes after each commit no-ops (rows wait for a worker).
  if (role === 'web') await outbox.stop();
  const context: ServiceContext<Db> = { config, db, outbox, queue, logger, demoActivity: Boolean(options.seed) && options.demoActivity !== false, metrics };
  if (options.seed && definition.seed) await definition.seed(context);
  databaseMetrics(metrics, db.sequelize, logger);

  let draining = false;
  let working = false;
  let jobs: BackgroundJob[] = [];
  // The worker's probes: ready once it works (schema migrated, consumers subscribed) and until it starts stopping.
  const workerReady = async () => {
    if (draining) throw new Error('shutting down');
    if (!working) {
      await assertMigrated(db.sequelize, definition.migrations);
      throw new Error('starting');
    }
    await db.sequelize.authenticate();
  };
  const metricsServer =
    config.metricsPort === undefined ? null : await startMetricsServer(metrics.registry, config.metricsPort, logger, role === 'worker' ? { name: definition.name, ready: workerReady } : undefined);

  const startWork = async () => {
    outbox.start();
    if (config.redisUrl && ownQueue) wakeListener = await outboxWakeListener(config.redisUrl, wakeChannel, () => outbox.poke(), logger);
    jobs = definition.jobs?.(context) ?? [];
    for (const job of jobs) job.start();
    await definition.subscribe?.(context);
    if (queue.depth) queueDepthMetrics(metrics, () => queue.depth!(), logger);
    working = true;
  };

  let http: GracefulServer | null = null;
  if (role === 'worker') {
    // The schema is the migration Job's: wait for it (the probes answer meanwhile; /readyz names what is pending).
    for (let said = false; ; said = true) {
      try {
        await assertMigrated(db.sequelize, definition.migrations);
        break;
      } catch (err) {
        if (!said) logger.warn({ reason: (err as Error).message }, 'waiting for the migration Job before taking work');
        await new Promise((r) => setTimeout(r, MIGRATION_POLL_MS));
      }
    }
    await startWork();
    logger.info({ role, metricsPort: metricsServer!.port, queue: queue.kind }, `${definition.name} worker running`);
  } else {
    if (role === 'all') await startWork();
    const app = definition.createApp(context);
    // First in the chain: every answer is counted and timed, errors included, under its route template.
    app.middleware.unshift(httpMetrics(metrics));
    http = await listenGracefully(app.callback(), options.port ?? config.port, logger);
    logger.info({ port: http.port, role, queue: role === 'web' ? 'none (worker)' : queue.kind }, `${definition.name} listening`);
  }

  let closing: Promise<void> | undefined;
  return {
    role,
    port: http?.port ?? metricsServer!.port,
    metricsPort: metricsServer?.port,
    startDraining: http
      ? () => {
        draining = true;
        http!.startDraining();
      }
      : undefined,
    close(timeoutMs = 10_000) {
      closing ??= (async () => {
        draining = true;
        const started = Date.now();
        if (http) {
          const closed = await http.close(timeoutMs);
          logger.info({ ...closed }, 'HTTP server closed');
        }
        // The relay and the jobs end their round; rows written from now on wait for another worker's relay.
        await wakeListener?.close();
        await wakeSender?.close();
        await outbox.stop();
        await Promise.all(jobs.map((job) => job.stop()));
        // BullMQ: each Worker stops taking jobs and waits for its active ones (Worker.close); in-process: deliveries under way.
        if (ownQueue) await queue.close();
        await db.sequelize.close();
        await metricsServer?.close();
        await tracing.shutdown();
        if (role !== 'all' || !options.queue) logger.info({ role, ms: Date.now() - started }, `${definition.name} stopped`);
      })();
      return closing;
    },
  };
}
