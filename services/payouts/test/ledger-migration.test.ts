import { afterAll, describe, expect, it } from 'vitest';
import { createLogger, createTestDatabase, migrateUp, type TestDatabase } from '@rr/server-kit';
import { openPayoutsDatabase, type PayoutsDb } from '../src/data-access/database.js';
import { reconcile } from '../src/domain/ledger.js';
import { migrations } from '../src/data-access/migrations/index.js';
import { getWallet } from '../src/domain/get-wallet.js';

/** Migration 0002 replays what the old ledger held into the journal: same lots, same balances, reconciled. */
describe('migration 0002-double-entry-ledger', () => {
  let database: TestDatabase;
  let db: PayoutsDb;
  afterAll(async () => {
    await db?.sequelize.close();
    await database?.drop();
  });

  it('posts every existing lot from the contingency fund and what it lost to the dealers or expired account', async () => {
    database = await createTestDatabase('payouts_ledger_migration');
    db = openPayoutsDatabase(database.url, createLogger('test', 'silent'));
    // The old ledger: every migration before the one under test.
    await migrateUp(db.sequelize, migrations.slice(0, migrations.findIndex((m) => m.name === '0002-double-entry-ledger')));
    const now = new Date();
    const later = new Date(Date.now() + 30 * 86_400_000);
    const q = db.sequelize.getQueryInterface();
    await q.bulkInsert('wallets', [{ id: 'w1', rider_id: 'r1', currency: 'USD', created_at: now, updated_at: now }]);
    const lot = (id: string, type: string, initial: number, current: number, status: string, expires: Date | null) => ({
      id, wallet_id: 'w1', type, currency: 'USD', initial_cents: initial, current_cents: current, status, awarded_at: now, expires_at: expires, created_at: now, updated_at: now,
    });
    await q.bulkInsert('lots', [
      lot('cash', 'cash', 10_000, 10_000, 'current', null),
      lot('credit', 'credit', 5_000, 2_000, 'current', later),
      lot('gone', 'credit', 3_000, 0, 'expired', now),
    ]);
    await q.bulkInsert('ledger_entries', [{ id: 'e1', wallet_id: 'w1', lot_id: 'cash', kind: 'earning', amount_cents: 10_000, currency: 'USD', idempotency_key: 'k1', created_at: now }]);

    await migrateUp(db.sequelize, migrations);

    expect(await reconcile(db)).toEqual([]);
    expect((await getWallet(db, 'r1')).wallet.balances).toEqual({ cash: 10_000, credit: 2_000 });
    const balance = async (holder: string, purpose: string) => (await db.models.Account.findOne({ where: { holder, purpose, currency: 'USD' } }))?.balanceCents;
    expect(await balance('programme', 'contingency')).toBe(-18_000);
    expect(await balance('programme', 'dealers')).toBe(3_000);
    expect(await balance('programme', 'expired')).toBe(3_000);
    expect((await db.models.JournalTransaction.findAll({ where: { riderId: 'r1' } })).map((t) => t.kind).sort()).toEqual(['earning', 'earning', 'earning', 'expiry', 'redemption']);
    expect(await q.tableExists('ledger_entries')).toBe(false);
  });
});
