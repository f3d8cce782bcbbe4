import { QueryTypes } from 'sequelize';
import { afterAll, describe, expect, it } from 'vitest';
import { createLogger, createTestDatabase, migrateUp, type TestDatabase } from '@rr/server-kit';
import { openPayoutsDatabase, type PayoutsDb } from '../src/data-access/database.js';
import { migrations } from '../src/data-access/migrations/index.js';
import { moneyTable, riderTable } from './reporting-helpers.js';

/**
 * Migration 0018 marks the lots that pay a bonus (an event's bonus paid in cash included, and where a merge moved it)
 * and rebuilds the money tables, so a refund counted before as a negative redemption reads as a refund on its day.
 */
describe('migration 0018-refunds-and-bonuses', () => {
  let database: TestDatabase;
  let db: PayoutsDb;
  afterAll(async () => {
    await db?.sequelize.close();
    await database?.drop();
  });

  it('marks bonus lots and rebuilds the read model: a cash bonus is a bonus, a refund is refunded on its own day', async () => {
    database = await createTestDatabase('payouts_refunds_bonuses_migration');
    db = openPayoutsDatabase(database.url, createLogger('test', 'silent'));
    await migrateUp(db.sequelize, migrations.slice(0, migrations.findIndex((m) => m.name === '0018-refunds-and-bonuses')));
    const q = db.sequelize.getQueryInterface();
    const day = (iso: string) => new Date(iso);
    const at = day('2026-03-02T18:00:00.000Z');
    await q.bulkInsert('wallets', [
      { id: 'w1', rider_id: 'r1', currency: 'USD', created_at: at, updated_at: at },
      { id: 'w2', rider_id: 'r2', currency: 'USD', created_at: at, updated_at: at },
    ]);
    const account = (id: string, holder: string, purpose: string) => ({ id, holder, purpose, currency: 'USD', balance_cents: 0, may_go_negative: purpose === 'contingency', created_at: at, updated_at: at });
    await q.bulkInsert('accounts', [account('a-cash', 'r1', 'cash'), account('a-credit', 'r1', 'credit'), account('a-cash2', 'r2', 'cash')]);
    // The programme's accounts are there already (the ledger's migration opens them).
    const programme = async (purpose: string) =>
      ((await db.sequelize.query("SELECT id FROM accounts WHERE holder = 'programme' AND purpose = ? AND currency = 'USD'", { replacements: [purpose], type: QueryTypes.SELECT })) as Array<{ id: string }>)[0]!.id;
    const fund = await programme('contingency');
    const dealers = await programme('dealers');
    const lot = (id: string, wallet: string, type: string, cents: number, moved: string | null = null) => ({
      id, wallet_id: wallet, type, currency: 'USD', initial_cents: cents, current_cents: 0, status: 'current', awarded_at: at, moved_to_lot_id: moved, created_at: at, updated_at: at,
    });
    // An event's bonus paid in cash (later moved by a merge to r2's lot), and dealer credit won with a result.
    await q.bulkInsert('lots', [lot('moved-bonus', 'w2', 'cash', 5_000), lot('cash-bonus', 'w1', 'cash', 5_000, 'moved-bonus'), lot('credit', 'w1', 'credit', 2_000)]);
    const journal = (id: string, kind: string, sourceKey: string, created: string) => ({ id, kind, rider_id: 'r1', source_key: sourceKey, created_at: day(created) });
    await q.bulkInsert('journal_transactions', [
      journal('j1', 'earning', 'earn:e1:bonus:b1:1', '2026-03-02T18:00:00.000Z'),
      journal('j2', 'earning', 'earn:e1:line:l1:1', '2026-03-02T18:00:00.000Z'),
      journal('j3', 'redemption', 'redeem:1', '2026-03-03T18:00:00.000Z'),
      journal('j4', 'refund', 'refund:1', '2026-04-05T18:00:00.000Z'),
    ]);
    let n = 0;
    const posting = (transaction: string, accountId: string, lotId: string | null, cents: number, created: string) => ({ id: `p${(n += 1)}`, transaction_id: transaction, account_id: accountId, lot_id: lotId, amount_cents: cents, currency: 'USD', created_at: day(created) });
    await q.bulkInsert('postings', [
      posting('j1', fund, null, -5_000, '2026-03-02T18:00:00.000Z'),
      posting('j1', 'a-cash', 'cash-bonus', 5_000, '2026-03-02T18:00:00.000Z'),
      posting('j2', fund, null, -2_000, '2026-03-02T18:00:00.000Z'),
      posting('j2', 'a-credit', 'credit', 2_000, '2026-03-02T18:00:00.000Z'),
      posting('j3', 'a-credit', 'credit', -1_500, '2026-03-03T18:00:00.000Z'),
      posting('j3', dealers, null, 1_500, '2026-03-03T18:00:00.000Z'),
      posting('j4', 'a-credit', 'credit', 1_500, '2026-04-05T18:00:00.000Z'),
      posting('j4', dealers, null, -1_500, '2026-04-05T18:00:00.000Z'),
    ]);
    // What the read model held before: the bonus as cash, the refund as a negative redemption on its day.
    const old = (dayOf: string, measure: string, cents: number) => ({ day: dayOf, series_id: '', country: '', currency: 'USD', measure, amount_cents: cents, entries: 1, earnings: 0 });
    await q.bulkInsert('report_money_daily', [old('2026-03-02', 'earnedCash', 5_000), old('2026-03-02', 'earnedCredit', 2_000), old('2026-03-03', 'redeemed', 1_500), old('2026-04-05', 'redeemed', -1_500)]);

    await migrateUp(db.sequelize, migrations);

    const bonus = async (id: string) => Number(((await db.sequelize.query('SELECT bonus FROM lots WHERE id = ?', { replacements: [id], type: QueryTypes.SELECT })) as Array<{ bonus: unknown }>)[0]!.bonus);
    expect([await bonus('cash-bonus'), await bonus('moved-bonus'), await bonus('credit')]).toEqual([1, 1, 0]);
    const money = (await moneyTable(db)).map((row) => [row.day, row.measure, row.amountCents]);
    expect(money).toEqual([
      ['2026-03-02', 'earnedBonus', 5_000],
      ['2026-03-02', 'earnedCredit', 2_000],
      ['2026-03-03', 'redeemed', 1_500],
      ['2026-04-05', 'refunded', 1_500],
    ]);
    expect((await riderTable(db)).map((row) => [row.day, row.earnedCashCents, row.earnedBonusCents, row.redeemedCents, row.refundedCents])).toEqual([
      ['2026-03-02', 0, 5_000, 0, 0],
      ['2026-03-03', 0, 0, 1_500, 0],
      ['2026-04-05', 0, 0, 0, 1_500],
    ]);
  });
});
