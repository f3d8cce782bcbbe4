// CLI: seeds the demo programme into a migrated identity database (`npm run seed -w @rr/identity`).
// The rider.registered messages it writes are published by the running service's outbox relay.
import { Outbox, assertMigrated, createLogger, createQueue } from '@rr/server-kit';
import { loadIdentityConfig } from '../config.js';
import { openIdentityDatabase } from '../data-access/database.js';
import { migrations } from '../data-access/migrations/index.js';
import { seedIdentity } from './seeder.js';
import { openFileStorage } from '../data-access/storage/index.js';

const config = loadIdentityConfig(process.env, { storesFiles: true });
const logger = createLogger('identity-seed', config.logLevel);
const db = openIdentityDatabase(config.databaseUrl, logger);
// Only Outbox.add is used here (no relay): the queue is never published to.
const queue = createQueue(undefined, { logger });
const outbox = new Outbox(db.sequelize, queue, logger);
await outbox.stop();
try {
  await assertMigrated(db.sequelize, migrations);
  // The demo's pros get their documents on file (the demo stack starts its file storage before seeding).
  await seedIdentity(db, outbox, logger, { documents: openFileStorage(config.files) });
} finally {
  await queue.close();
  await db.sequelize.close();
}
