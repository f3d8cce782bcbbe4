// CLI: seeds demo earnings into a migrated payouts database (`npm run seed -w @rr/payouts`).
import { assertMigrated, createLogger } from '@rr/server-kit';
import { loadPayoutsConfig } from '../config.js';
import { openPayoutsDatabase } from '../data-access/database.js';
import { migrations } from '../data-access/migrations/index.js';
import { seedPayouts } from './seeder.js';

const config = loadPayoutsConfig();
const logger = createLogger('payouts-seed', config.logLevel);
const db = openPayoutsDatabase(config.databaseUrl, logger);
try {
  await assertMigrated(db.sequelize, migrations);
  await seedPayouts(db, logger);
} finally {
  await db.sequelize.close();
}
