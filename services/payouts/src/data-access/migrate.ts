// CLI: applies pending payouts migrations (`npm run migrate -w @rr/payouts`).
import { createLogger, ensureDatabase, migrateUp } from '@rr/server-kit';
import { loadPayoutsConfig } from '../config.js';
import { openPayoutsDatabase } from './database.js';
import { migrations } from './migrations/index.js';

const config = loadPayoutsConfig();
const logger = createLogger('payouts-migrate', config.logLevel);
await ensureDatabase(config.databaseUrl);
const db = openPayoutsDatabase(config.databaseUrl, logger);
try {
  const applied = await migrateUp(db.sequelize, migrations, logger);
  logger.info({ applied }, 'payouts migrations applied');
} finally {
  await db.sequelize.close();
}
