import { listenGracefully } from '@rr/server-kit';
import { startMetricsServer } from '@rr/server-kit/metrics';
import { INTERNAL_OPENAPI_PATH, openApiDocument } from '@rr/server-kit/openapi';
import { startTracing } from '@rr/server-kit/tracing';
import { type MessageQueue, createQueue } from '@rr/server-kit/queue';
import { createBff } from './app.js';
import { type BffConfig, loadConfig } from './config.js';
import { createLogger } from './log.js';
import { hearUserChanges } from './user-changes.js';

export interface RunningBff {
  port: number;
  /** The port of `GET /metrics` when BFF_METRICS_PORT is set (never the public port). */
  metricsPort?: number | undefined;
  /** Leaves the rotation: GET /readyz answers 503 while every other request is still served (before `close`). */
  startDraining(): void;
  /** Stops accepting connections, lets in-flight requests finish (up to `timeoutMs`, default 10 s), then releases resources. */
  close(timeoutMs?: number): Promise<void>;
}

export interface BffStartOptions {
  /**
   * Where identity's `user.changed` arrives: the embedded launcher's in-process queue. Without one, BullMQ on REDIS_URL;
   * with neither, nothing would say when a user changes, so every signed-in request reads identity.
   */
  queue?: MessageQueue;
}

/** Starts the BFF on config.port (0 = any free port). Config defaults to the validated environment. */
export async function startBff(config: BffConfig = loadConfig(), options: BffStartOptions = {}): Promise<RunningBff> {
  // Traces when an OTLP endpoint is configured; the BFF is the edge: a browser's `traceparent` names the trace, never samples it.
  const tracing = startTracing('bff', { edge: true });
  const logger = createLogger('bff', config.logLevel);
  const ownQueue = options.queue ? undefined : config.redisUrl ? createQueue(config.redisUrl, { logger, prefix: config.queuePrefix }) : undefined;
  const queue = options.queue ?? ownQueue;
  const app = createBff(config, { logger, hearsUserChanges: queue !== undefined });
  if (queue) await hearUserChanges(queue, app.sessionUsers, logger);
  // Graceful: on SIGTERM readiness turns 503 while requests are still served, then in-flight ones finish (graceful.ts).
  // The public OpenAPI document is generated before the first request (about half a second of zod's JSON Schema work,
  // once per process): a reader of /api/openapi.json, and every request beside it, would otherwise wait it out.
  openApiDocument('public');
  const server = await listenGracefully(app.callback(), config.port);
  const { port } = server;
  // The operators' OpenAPI document (the services' /internal routes) is served beside the metrics, where operators
  // reach it (port-forward, the monitoring namespace) and the internet never does.
  const metrics =
    config.metricsPort === undefined
      ? null
      : await startMetricsServer(app.metrics.registry, config.metricsPort, undefined, undefined, { [INTERNAL_OPENAPI_PATH]: () => openApiDocument('internal').json });
  let closing: Promise<void> | undefined;
  return {
    port,
    metricsPort: metrics?.port,
    startDraining: () => server.startDraining(),
    close(timeoutMs = 10_000) {
      closing ??= server
        .close(timeoutMs)
        .then(() => metrics?.close())
        .then(() => ownQueue?.close())
        .then(() => app.dispose())
        .then(() => tracing.shutdown());
      return closing;
    },
  };
}
