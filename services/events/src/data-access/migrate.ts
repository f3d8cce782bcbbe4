// CLI: applies pending events migrations (`npm run migrate -w @rr/events`).
import { createLogger, ensureDatabase, migrateUp } from '@rr/server-kit';
import { loadEventsConfig } from '../config.js';
import { openEventsDatabase } from './database.js';
import { migrations } from './migrations/index.js';

const config = loadEventsConfig();
const logger = createLogger('events-migrate', config.logLevel);
await ensureDatabase(config.databaseUrl);
const db = openEventsDatabase(config.databaseUrl, logger);
try {
  const applied = await migrateUp(db.sequelize, migrations, logger);
  logger.info({ applied }, 'events migrations applied');
} finally {
  await db.sequelize.close();
}
