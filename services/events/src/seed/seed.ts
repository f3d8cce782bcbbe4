// CLI: seeds the demo programme into a migrated events database (`npm run seed -w @rr/events`), with its results
// published for payouts (the demo's activity). The messages it writes are published by the running service's relay.
import { Outbox, assertMigrated, createLogger, createQueue } from '@rr/server-kit';
import { loadEventsConfig } from '../config.js';
import { openEventsDatabase } from '../data-access/database.js';
import { migrations } from '../data-access/migrations/index.js';
import { seedEvents } from './seeder.js';

const config = loadEventsConfig();
const logger = createLogger('events-seed', config.logLevel);
const db = openEventsDatabase(config.databaseUrl, logger);
// Only Outbox.add is used here (no relay): the queue is never published to.
const queue = createQueue(undefined, { logger });
const outbox = new Outbox(db.sequelize, queue, logger);
await outbox.stop();
try {
  await assertMigrated(db.sequelize, migrations);
  await seedEvents(db.sequelize, { logger, outbox, programmeMakes: config.programmeMakes, publishResults: true });
} finally {
  await queue.close();
  await db.sequelize.close();
}
