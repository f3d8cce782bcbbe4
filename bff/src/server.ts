import { runUntilSignal } from '@rr/server-kit';
import { ConfigError, loadConfig } from './config.js';
import { createLogger } from './log.js';
import { startBff } from './main.js';

let config;
try {
  config = loadConfig();
} catch (err) {
  if (err instanceof ConfigError) {
    process.stderr.write(`${err.message}\n`);
    process.exit(1);
  }
  throw err;
}
const log = createLogger('bff', config.logLevel);
// SIGTERM/SIGINT: readiness 503 while still serving for SHUTDOWN_DRAIN_SECONDS, then in-flight requests finish within
// SHUTDOWN_TIMEOUT_SECONDS (docs/operations.md "Workers and scaling").
await runUntilSignal(
  'bff',
  async () => {
    const bff = await startBff(config);
    log.info({ port: bff.port, sessions: config.redisUrl ? 'redis' : 'cookie', upstreams: config.upstreams }, `BFF listening on http://localhost:${bff.port}`);
    return bff;
  },
  { logger: log },
);
