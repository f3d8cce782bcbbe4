import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startMetricsServer } from '@rr/server-kit/metrics';
import { createBff } from './app.js';
import { type BffConfig, loadConfig } from './config.js';

export interface RunningBff {
  port: number;
  /** The port of `GET /metrics` when BFF_METRICS_PORT is set (never the public port). */
  metricsPort?: number | undefined;
  /** Stops accepting connections, lets in-flight requests finish (up to 10 s), then releases resources. */
  close(): Promise<void>;
}

/** Starts the BFF on config.port (0 = any free port). Config defaults to the validated environment. */
export async function startBff(config: BffConfig = loadConfig()): Promise<RunningBff> {
  const app = createBff(config);
  const server = createServer(app.callback());
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  const metrics = config.metricsPort === undefined ? null : await startMetricsServer(app.metrics.registry, config.metricsPort);
  let closing: Promise<void> | undefined;
  return {
    port,
    metricsPort: metrics?.port,
    close() {
      closing ??= new Promise<void>((resolve) => {
        const force = setTimeout(() => server.closeAllConnections(), 10_000);
        force.unref();
        server.close(() => {
          clearTimeout(force);
          resolve();
        });
        server.closeIdleConnections();
      })
        .then(() => metrics?.close())
        .then(() => app.dispose());
      return closing;
    },
  };
}
