import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QueryTypes, type Sequelize } from 'sequelize';
import { RIDER_CHANGED } from '@rr/contracts/server';
import { InProcessQueue, Outbox, createLogger, createSequelize, createTestDatabase, migrateUp, outboxMigrations, replayOutbox, type TestDatabase } from '@rr/server-kit';
import { openPayoutsDatabase, type PayoutsDb } from '../src/data-access/database.js';
import { reconcile } from '../src/domain/ledger.js';
import { migrations } from '../src/data-access/migrations/index.js';
import { memoryRiderFacts } from '../src/domain/rider-facts.js';
import { CONSUMER_GROUP, REPORTING_GROUP, subscribeConsumers } from '../src/entry-points/consumers.js';
import { RIDER_REGISTERED } from '../src/domain/messages.js';

const logger = createLogger('test', 'silent');
const mysql = Boolean(process.env.TEST_MYSQL_URL);

/**
 * The payouts database restored from a backup (docs/operations.md "Restore a database from backup"): the wallets and
 * report rows of what identity published after the backup are gone, and a replay of identity's outbox to payouts' two
 * groups brings each back once, through payouts' own consumers.
 */
describe(`payouts restored from a backup, caught up by replaying identity's outbox (${mysql ? 'MariaDB' : 'SQLite'})`, () => {
  let identityDb: TestDatabase;
  let payoutsDb: TestDatabase;
  let identity: Sequelize;
  let identityOutbox: Outbox;
  let payouts: PayoutsDb;
  const queue = new InProcessQueue({ logger, backoffMs: 5, attempts: 3 });
  const backupTables = new Map<string, Array<Record<string, unknown>>>();
  let backupFile: string | undefined;

  /** Payouts as its worker runs it: its database, its outbox, both consumer groups subscribed. */
  const startPayouts = async () => {
    payouts = openPayoutsDatabase(payoutsDb.url, logger);
    await subscribeConsumers(queue, { db: payouts, outbox: new Outbox(payouts.sequelize, queue, logger), logger, riderFacts: memoryRiderFacts([]) });
  };
  const register = async (riderId: string) => {
    await identity.transaction(async (transaction) => {
      await identityOutbox.add(transaction, RIDER_REGISTERED, { riderId, currency: 'USD' });
      await identityOutbox.add(transaction, RIDER_CHANGED, { riderId, at: new Date().toISOString(), deleted: false, name: `Rider ${riderId}`, email: `${riderId}@example.com`, country: 'US', pro: false, active: true });
    });
  };
  const publish = async () => {
    await identityOutbox.relayOnce();
    await queue.drain();
  };
  const wallets = async () => (await payouts.models.Wallet.findAll({ attributes: ['riderId'], order: [['riderId', 'ASC']] })).map((w) => w.riderId);
  const reportRiders = async () => (await payouts.sequelize.query<{ rider_id: string }>('SELECT rider_id FROM report_riders ORDER BY rider_id', { type: QueryTypes.SELECT })).map((r) => r.rider_id);
  const tables = async () =>
    (await payouts.sequelize.getQueryInterface().showAllTables()).map((t) => (typeof t === 'string' ? t : (t as { tableName: string }).tableName)).filter((t) => t !== 'sqlite_sequence');

  /** A backup of the whole payouts database: a file copy on SQLite, every table's rows on MariaDB. */
  const backup = async () => {
    if (!mysql) {
      backupFile = `${payoutsDb.url.slice('sqlite:'.length)}.backup`;
      await payouts.sequelize.query(`VACUUM INTO '${backupFile}'`);
      return;
    }
    for (const table of await tables()) backupTables.set(table, await payouts.sequelize.query(`SELECT * FROM \`${table}\``, { type: QueryTypes.SELECT }));
  };
  /** The restore: writers stopped, the database put back as it was at the backup, the service started again. */
  const restore = async () => {
    if (!mysql) {
      await payouts.sequelize.close();
      const file = payoutsDb.url.slice('sqlite:'.length);
      for (const suffix of ['-wal', '-shm']) fs.rmSync(`${file}${suffix}`, { force: true });
      fs.copyFileSync(backupFile!, file);
    } else {
      await payouts.sequelize.query('SET FOREIGN_KEY_CHECKS = 0');
      for (const [table, rows] of backupTables) {
        await payouts.sequelize.query(`DELETE FROM \`${table}\``);
        if (rows.length > 0) await payouts.sequelize.getQueryInterface().bulkInsert(table, rows);
      }
      await payouts.sequelize.query('SET FOREIGN_KEY_CHECKS = 1');
      await payouts.sequelize.close();
    }
    await startPayouts();
  };

  beforeAll(async () => {
    identityDb = await createTestDatabase('restore_identity');
    payoutsDb = await createTestDatabase('restore_payouts');
    identity = createSequelize(identityDb.url);
    await migrateUp(identity, outboxMigrations);
    identityOutbox = new Outbox(identity, queue, logger);
    payouts = openPayoutsDatabase(payoutsDb.url, logger);
    await migrateUp(payouts.sequelize, migrations);
    await payouts.sequelize.close();
    await startPayouts();
  });

  afterAll(async () => {
    await queue.close();
    await identity.close();
    await payouts.sequelize.close();
    await identityDb.drop();
    await payoutsDb.drop();
  });

  it('opens the lost wallets and report rows once each, and the ledger still reconciles', async () => {
    const start = new Date(Date.now() - 1000);
    await register('r1');
    await register('r2');
    await publish();
    await backup();
    await register('r3');
    await register('r4');
    await publish();
    expect(await wallets()).toEqual(['r1', 'r2', 'r3', 'r4']);

    await restore();
    expect(await wallets()).toEqual(['r1', 'r2']);
    expect(await reportRiders()).toEqual(['r1', 'r2']);

    const outcome = await replayOutbox(identity, queue, { since: start, groups: [CONSUMER_GROUP, REPORTING_GROUP], logger });
    await queue.drain();
    expect(outcome).toMatchObject({ messages: 8, deliveries: 8, idleGroups: [] });
    expect(outcome.topics[RIDER_REGISTERED]?.groups).toEqual([CONSUMER_GROUP]);
    expect(outcome.topics[RIDER_CHANGED]?.groups).toEqual([REPORTING_GROUP]);
    expect(await wallets()).toEqual(['r1', 'r2', 'r3', 'r4']);
    expect(await reportRiders()).toEqual(['r1', 'r2', 'r3', 'r4']);

    // Again: nothing changes.
    await replayOutbox(identity, queue, { since: start, groups: [CONSUMER_GROUP, REPORTING_GROUP] });
    await queue.drain();
    expect(await wallets()).toEqual(['r1', 'r2', 'r3', 'r4']);
    const processed = await payouts.sequelize.query<{ consumer: string; n: number | string }>('SELECT consumer, COUNT(*) AS n FROM processed_messages GROUP BY consumer ORDER BY consumer', { type: QueryTypes.SELECT });
    expect(processed.map((row) => [row.consumer, Number(row.n)])).toEqual([
      ['payouts.rider-registered', 4],
      ['reporting.rider-changed', 4],
    ]);
    expect(await reconcile(payouts)).toEqual([]);
  });
});
