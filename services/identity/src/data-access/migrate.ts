// CLI: applies pending identity migrations (`npm run migrate -w @rr/identity`).
import { createLogger, ensureDatabase, migrateUp } from '@rr/server-kit';
import { loadIdentityConfig } from '../config.js';
import { openIdentityDatabase } from './database.js';
import { migrations } from './migrations/index.js';

const config = loadIdentityConfig();
const logger = createLogger('identity-migrate', config.logLevel);
await ensureDatabase(config.databaseUrl);
const db = openIdentityDatabase(config.databaseUrl, logger);
try {
  const applied = await migrateUp(db.sequelize, migrations, logger);
  logger.info({ applied }, 'identity migrations applied');
} finally {
  await db.sequelize.close();
}
