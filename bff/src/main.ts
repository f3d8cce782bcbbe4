import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createBff } from './app.js';
import { type BffConfig, loadConfig } from './config.js';

export interface RunningBff {
  port: number;
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
  let closing: Promise<void> | undefined;
  return {
    port,
    close() {
      closing ??= new Promise<void>((resolve) => {
        const force = setTimeout(() => server.closeAllConnections(), 10_000);
        force.unref();
        server.close(() => {
          clearTimeout(force);
          resolve();
        });
        server.closeIdleConnections();
      }).then(() => app.dispose());
      return closing;
    },
  };
}
