import type { Sequelize } from 'sequelize';
import { createLogger, type Logger } from '../logger.js';
import { migrateUp, type Migration } from '../migrations.js';
import { Outbox } from '../outbox.js';
import { InProcessQueue } from '../queue.js';
import { createTestDatabase } from '../testing.js';

/**
 * What every service's test harness starts from: a throw-away database (SQLite, or MariaDB with TEST_MYSQL_URL) opened
 * with `open` and migrated, an in-process queue (3 attempts, `backoffMs` apart) and an outbox that relays only when a
 * test says so. `close` stops the queue, closes the database and drops it. Tests only.
 */
export async function serviceBase<Db extends { sequelize: Sequelize }>(
  label: string,
  open: (url: string, logger: Logger) => Db,
  migrations: Migration[],
  { logLevel = 'silent', backoffMs = 5 }: { logLevel?: string; backoffMs?: number } = {},
) {
  const database = await createTestDatabase(label);
  const logger = createLogger('test', logLevel);
  const db = open(database.url, logger);
  await migrateUp(db.sequelize, migrations);
  const queue = new InProcessQueue({ logger, backoffMs, attempts: 3 });
  const outbox = new Outbox(db.sequelize, queue, logger);
  await outbox.stop();
  return {
    logger,
    db,
    queue,
    outbox,
    async close() {
      await queue.close();
      await db.sequelize.close();
      await database.drop();
    },
  };
}

/** What a service's test harness starts from and hands its tests: its database, queue, outbox, logger, and `close`. */
export type ServiceBase<Db extends { sequelize: Sequelize }> = Awaited<ReturnType<typeof serviceBase<Db>>>;
