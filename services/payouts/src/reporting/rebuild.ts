// CLI: rebuilds the reporting read model (`npm run reports:rebuild -w @rr/payouts [-- money events riders]`): the money
// tables from the ledger, report_events from the events service (EVENTS_URL, default http://127.0.0.1:4102) and
// report_riders from identity (IDENTITY_URL), with the service's own configuration (docs/reports.md "Rebuild").
import { assertMigrated, createLogger } from '@rr/server-kit';
import { loadPayoutsConfig } from '../config.js';
import { openPayoutsDatabase } from '../data-access/database.js';
import { migrations } from '../data-access/migrations/index.js';
import { httpReportingSources, rebuildReadModel } from './rebuild-read-model.js';

const PARTS = ['money', 'events', 'riders'] as const;
const config = loadPayoutsConfig();
const parts = process.argv.slice(2).filter((arg): arg is (typeof PARTS)[number] => (PARTS as readonly string[]).includes(arg));
const logger = createLogger('payouts-reports-rebuild', config.logLevel);
const db = openPayoutsDatabase(config.databaseUrl, logger);
try {
  await assertMigrated(db.sequelize, migrations);
  const sources = httpReportingSources({ eventsUrl: config.eventsUrl, identityUrl: config.identityUrl, secret: config.identitySecret });
  const outcome = await rebuildReadModel(db, { logger, ...sources, parts: parts.length ? parts : PARTS });
  logger.info(outcome, 'reporting read model rebuilt');
} catch (err) {
  logger.error({ err }, 'reporting read model rebuild failed (the parts rebuilt before the failure stay rebuilt)');
  process.exitCode = 1;
} finally {
  await db.sequelize.close();
}
