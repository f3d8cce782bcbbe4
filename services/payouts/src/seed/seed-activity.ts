// CLI: the demo's activity (`npm run seed:activity -w @rr/payouts`), once the running services have applied the
// seeded results: the roster riders' redemptions and cash-outs (demo-activity.ts). The demo stack runs it after start.
import { assertMigrated, createLogger } from '@rr/server-kit';
import { loadPayoutsConfig } from '../config.js';
import { openPayoutsDatabase } from '../data-access/database.js';
import { runDemoActivity } from './demo-activity.js';
import { migrations } from '../data-access/migrations/index.js';

const config = loadPayoutsConfig();
const logger = createLogger('payouts-seed-activity', config.logLevel);
const db = openPayoutsDatabase(config.databaseUrl, logger);
try {
  await assertMigrated(db.sequelize, migrations);
  await runDemoActivity(db, { logger });
} finally {
  await db.sequelize.close();
}
