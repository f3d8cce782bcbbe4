import { listenGracefully } from '@rr/server-kit';
import { startMetricsServer } from '@rr/server-kit/metrics';
import { startTracing } from '@rr/server-kit/tracing';
import { createBff } from './app.js';
import { type BffConfig, loadConfig } from './config.js';

export interface RunningBff {
  port: number;
  /** The port of `GET /metrics` when BFF_METRICS_PORT is set (never the public port). */
  metricsPort?: number | undefined;
  /** Leaves the rotation: GET /readyz answers 503 while every other request is still served (before `close`). */
  startDraining(): void;
  /** Stops accepting connections, lets in-flight requests finish (up to `timeoutMs`, default 10 s), then releases resources. */
  close(timeoutMs?: number): Promise<void>;
}

/** Starts the BFF on config.port (0 = any free port). Config defaults to the validated environment. */
export async function startBff(config: BffConfig = loadConfig()): Promise<RunningBff> {
  // Traces when an OTLP endpoint is configured; the BFF is the edge: a browser's `traceparent` names the trace, never samples it.
  const tracing = startTracing('bff', { edge: true });
  const app = createBff(config);
  // Graceful: on SIGTERM readiness turns 503 while requests are still served, then in-flight ones finish (graceful.ts).
  const server = await listenGracefully(app.callback(), config.port);
  const { port } = server;
  const metrics = config.metricsPort === undefined ? null : await startMetricsServer(app.metrics.registry, config.metricsPort);
  let closing: Promise<void> | undefined;
  return {
    port,
    metricsPort: metrics?.port,
    startDraining: () => server.startDraining(),
    close(timeoutMs = 10_000) {
      closing ??= server
        .close(timeoutMs)
        .then(() => metrics?.close())
        .then(() => app.dispose())
        .then(() => tracing.shutdown());
      return closing;
    },
  };
}
