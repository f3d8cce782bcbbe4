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
const log = createLogger(config.logLevel);
const bff = await startBff(config);
log.info(`BFF listening on http://localhost:${bff.port}`, {
  port: bff.port,
  sessions: config.redisUrl ? 'redis' : 'cookie',
  upstreams: config.upstreams,
});

const shutdown = (signal: string) => {
  log.info('shutting down', { signal });
  bff.close().then(
    () => {
      log.info('closed', { signal });
      process.exit(0);
    },
    (err: unknown) => {
      log.error('shutdown failed', { err: String(err) });
      process.exit(1);
    },
  );
};
process.once('SIGTERM', () => shutdown('SIGTERM'));
process.once('SIGINT', () => shutdown('SIGINT'));
