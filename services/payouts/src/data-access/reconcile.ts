// CLI: reconciles the ledger once (`npm run ledger:reconcile -w @rr/payouts`; in the image
// `node services/payouts/dist/ledger-reconcile.js`): every account balance and lot value against the sum of its
// postings, and every journal transaction against zero, as the hourly upkeep job does. Prints one JSON line and exits
// 0 when the ledger agrees with itself, 1 when it found differences (listed), e.g. after a restore
// (docs/operations.md "Restore a database from backup").
import { assertMigrated, createLogger } from '@rr/server-kit';
import { loadPayoutsConfig } from '../config.js';
import { openPayoutsDatabase } from './database.js';
import { reconcile } from './ledger.js';
import { migrations } from './migrations/index.js';

const config = loadPayoutsConfig();
const logger = createLogger('payouts-ledger-reconcile', config.logLevel);
const db = openPayoutsDatabase(config.databaseUrl, logger);
try {
  await assertMigrated(db.sequelize, migrations);
  const drifts = await reconcile(db);
  if (drifts.length === 0) logger.info({ drifts: 0 }, 'ledger reconciled: every balance, lot and transaction agrees with its postings');
  else logger.error({ drifts: drifts.slice(0, 100), count: drifts.length }, 'ledger reconciliation found differences');
  process.exitCode = drifts.length === 0 ? 0 : 1;
} catch (err) {
  logger.error({ err }, 'ledger reconciliation failed');
  process.exitCode = 2;
} finally {
  await db.sequelize.close();
}
