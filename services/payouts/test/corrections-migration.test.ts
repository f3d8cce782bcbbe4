import { QueryTypes } from 'sequelize';
import { afterAll, describe, expect, it } from 'vitest';
import { createLogger, createTestDatabase, migrateUp, type TestDatabase } from '@rr/server-kit';
import { openPayoutsDatabase, type PayoutsDb } from '../src/data-access/database.js';
import { migrations } from '../src/data-access/migrations/index.js';

/** Migration 0013 marks the awards old reversals took back, so money that still comes back to them repays a debt. */
describe('migration 0013-corrections', () => {
  let database: TestDatabase;
  let db: PayoutsDb;
  afterAll(async () => {
    await db?.sequelize.close();
    await database?.drop();
  });

  it('marks every lot a reversal named before as reversed, and no other', async () => {
    database = await createTestDatabase('payouts_corrections_migration');
    db = openPayoutsDatabase(database.url, createLogger('test', 'silent'));
    await migrateUp(db.sequelize, migrations.slice(0, migrations.findIndex((m) => m.name === '0013-corrections')));
    const q = db.sequelize.getQueryInterface();
    const at = new Date('2026-09-01T10:00:00.000Z');
    await q.bulkInsert('wallets', [{ id: 'w1', rider_id: 'r1', currency: 'USD', created_at: at, updated_at: at }]);
    const lot = (id: string) => ({ id, wallet_id: 'w1', type: 'cash', currency: 'USD', initial_cents: 1_000, current_cents: 0, status: 'spent', awarded_at: at, created_at: at, updated_at: at });
    await q.bulkInsert('lots', [lot('taken-back'), lot('cashed-out')]);
    await q.bulkInsert('journal_transactions', [{ id: 'j1', kind: 'reversal', rider_id: 'r1', source_key: 'reverse:e1:line:x:v2', details: JSON.stringify({ lotId: 'taken-back' }), created_at: at }]);

    await migrateUp(db.sequelize, migrations);

    // Read raw: the rows above were written raw too (their dates as the driver bound them).
    const marked = async (id: string) => ((await db.sequelize.query('SELECT reversed_at FROM lots WHERE id = ?', { replacements: [id], type: QueryTypes.SELECT })) as Array<{ reversed_at: unknown }>)[0]!.reversed_at;
    expect(await marked('taken-back')).not.toBeNull();
    expect(await marked('cashed-out')).toBeNull();
  });
});
