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
const bff = await startBff(config);
log.info({ port: bff.port, sessions: config.redisUrl ? 'redis' : 'cookie', upstreams: config.upstreams }, `BFF listening on http://localhost:${bff.port}`);

const shutdown = (signal: string) => {
  log.info({ signal }, 'shutting down');
  bff.close().then(
    () => {
      log.info({ signal }, 'closed');
      process.exit(0);
    },
    (err: unknown) => {
      log.error({ err }, 'shutdown failed');
      process.exit(1);
    },
  );
};
process.once('SIGTERM', () => shutdown('SIGTERM'));
process.once('SIGINT', () => shutdown('SIGINT'));
