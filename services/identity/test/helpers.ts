import supertest from 'supertest';
import {
  InProcessQueue,
  Outbox,
  TEST_IDENTITY_SECRET,
  createLogger,
  createTestDatabase,
  identityHeader,
  migrateUp,
  type CallerType,
} from '@rr/server-kit';
import { createIdentityApp } from '../src/app.js';
import { openIdentityDatabase, type IdentityDb } from '../src/data-access/database.js';
import { migrations } from '../src/data-access/migrations/index.js';

export interface TestService {
  db: IdentityDb;
  outbox: Outbox;
  request: ReturnType<typeof supertest>;
  close(): Promise<void>;
}

/**
 * The identity app on a throw-away database (SQLite, or MariaDB with TEST_MYSQL_URL), migrated.
 * The outbox relay is stopped, so messages stay in `outbox_messages` for the tests to read.
 */
export async function startTestService(label: string): Promise<TestService> {
  const database = await createTestDatabase(`identity_${label}`);
  const logger = createLogger('test', 'silent');
  const db = openIdentityDatabase(database.url, logger);
  await migrateUp(db.sequelize, migrations);
  const queue = new InProcessQueue({ logger });
  const outbox = new Outbox(db.sequelize, queue, logger);
  await outbox.stop();
  const app = createIdentityApp({ db, logger, identitySecret: TEST_IDENTITY_SECRET });
  return {
    db,
    outbox,
    request: supertest(app.callback()),
    async close() {
      await queue.close();
      await db.sequelize.close();
      await database.drop();
    },
  };
}

/** The identity header of a caller: `.set(...(await as('rider', 'r1')))`. */
export function as(typ: CallerType, sub: string = typ): Promise<[string, string]> {
  return identityHeader({ sub, typ });
}

export const asService = () => as('service', 'bff');

export interface OutboxRow {
  id: string;
  topic: string;
  payload: unknown;
}

export async function outboxRows(db: IdentityDb): Promise<OutboxRow[]> {
  const [rows] = await db.sequelize.query('SELECT id, topic, payload FROM outbox_messages ORDER BY occurred_at, id');
  return (rows as Array<{ id: string; topic: string; payload: string }>).map((row) => ({ ...row, payload: JSON.parse(row.payload) }));
}
