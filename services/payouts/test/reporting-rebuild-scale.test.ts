import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QueryTypes } from 'sequelize';
import { createLogger, createTestDatabase, migrateUp, orderedId } from '@rr/server-kit';
import { openPayoutsDatabase, type PayoutsDb } from '../src/data-access/database.js';
import { migrations } from '../src/data-access/migrations/index.js';
import { programmeAccount } from '../src/domain/ledger.js';
import { rebuildReadModel } from '../src/reporting/rebuild-read-model.js';

const POSTINGS = Number(process.env.REPORTING_BENCH_POSTINGS ?? 1_000_000);

/**
 * The rebuild at scale: from the ledger with one command, well under 5 minutes for a million postings on MariaDB.
 * Opt-in, it writes a synthetic ledger first: REPORTING_BENCH=1 (REPORTING_BENCH_POSTINGS to change the size), with
 * TEST_MYSQL_URL for MariaDB.
 */
describe.skipIf(!process.env.REPORTING_BENCH)(`the read model's rebuild over ${POSTINGS.toLocaleString('en')} postings`, () => {
  let db: PayoutsDb;
  let drop: () => Promise<void>;
  const expected = { earned: 0, redeemed: 0 };

  beforeAll(async () => {
    const database = await createTestDatabase('payouts_reporting_scale');
    drop = () => database.drop();
    db = openPayoutsDatabase(database.url, createLogger('test', 'silent'));
    await migrateUp(db.sequelize, migrations);
    const esc = (value: unknown) => db.sequelize.escape(value as string);
    const insert = async (table: string, columns: string[], rows: unknown[][]) => {
      for (let i = 0; i < rows.length; i += 2_000) {
        const values = rows.slice(i, i + 2_000).map((row) => `(${row.map(esc).join(',')})`).join(',');
        await db.sequelize.query(`INSERT INTO ${table} (${columns.join(',')}) VALUES ${values}`);
      }
    };
    const now = new Date('2026-06-01T12:00:00Z');
    const events = Array.from({ length: 200 }, (_, n) => [`event-${n}`, 1, `Event ${n}`, n % 4 === 0 ? null : `series-${n % 10}`, '2026-03-01', n % 3 === 0 ? 'CA' : 'US', n % 3 === 0 ? 'CAD' : 'USD', '[]', now]);
    await insert('event_results', ['event_id', 'version', 'title', 'series_id', 'start_date', 'country', 'currency', 'sanctioning_bodies', 'updated_at'], events);
    const programme = await db.sequelize.transaction(async (t) => {
      const ids = async (currency: 'USD' | 'CAD') => ({ fund: (await programmeAccount(db, 'contingency', currency, t)).id, dealers: (await programmeAccount(db, 'dealers', currency, t)).id });
      return { USD: await ids('USD'), CAD: await ids('CAD') };
    });
    const accounts: unknown[][] = [];
    const riders = 5_000;
    const riderAccounts = new Map<number, string>();
    const wallets = new Map<number, string>();
    for (let r = 0; r < riders; r += 1) {
      const id = randomUUID();
      riderAccounts.set(r, id);
      wallets.set(r, randomUUID());
      accounts.push([id, `rider-${r}`, 'credit', r % 3 === 0 ? 'CAD' : 'USD', 0, false, now, now]);
    }
    await insert('wallets', ['id', 'rider_id', 'currency', 'created_at', 'updated_at'], [...wallets].map(([r, id]) => [id, `rider-${r}`, r % 3 === 0 ? 'CAD' : 'USD', now, now]));
    await insert('accounts', ['id', 'holder', 'purpose', 'currency', 'balance_cents', 'may_go_negative', 'created_at', 'updated_at'], accounts);
    // Every award (2 postings) is followed by a redemption of part of it (2 postings).
    const lots: unknown[][] = [];
    const journals: unknown[][] = [];
    const postings: unknown[][] = [];
    const flush = async () => {
      await insert('lots', ['id', 'wallet_id', 'type', 'currency', 'initial_cents', 'current_cents', 'status', 'awarded_at', 'event_id', 'created_at', 'updated_at'], lots.splice(0));
      await insert('journal_transactions', ['id', 'kind', 'rider_id', 'created_at'], journals.splice(0));
      await insert('postings', ['id', 'transaction_id', 'account_id', 'lot_id', 'amount_cents', 'currency', 'created_at'], postings.splice(0));
    };
    for (let n = 0; n < POSTINGS / 4; n += 1) {
      const r = n % riders;
      const currency = r % 3 === 0 ? 'CAD' : 'USD';
      const event = `event-${(r % 67) * 3 + (currency === 'CAD' ? 0 : 1)}`;
      const at = new Date(Date.UTC(2025, 0, 1) + n * 60_000);
      const lot = randomUUID();
      const cents = 1_000 + (n % 500);
      const spent = 100 + (n % 300);
      const earning = orderedId(at.getTime()).id;
      const redemption = orderedId(at.getTime() + 1).id;
      lots.push([lot, wallets.get(r)!, 'credit', currency, cents, cents - spent, 'current', at, event, at, at]);
      journals.push([earning, 'earning', `rider-${r}`, at], [redemption, 'redemption', `rider-${r}`, new Date(at.getTime() + 1)]);
      const ids = programme[currency as 'USD' | 'CAD'];
      postings.push(
        [randomUUID(), earning, ids.fund, null, -cents, currency, at],
        [randomUUID(), earning, riderAccounts.get(r)!, lot, cents, currency, at],
        [randomUUID(), redemption, riderAccounts.get(r)!, lot, -spent, currency, at],
        [randomUUID(), redemption, ids.dealers, null, spent, currency, at],
      );
      expected.earned += cents;
      expected.redeemed += spent;
      if (postings.length >= 20_000) await flush();
    }
    await flush();
  }, 1_800_000);
  afterAll(async () => {
    await db?.sequelize.close();
    await drop?.();
  });

  it('rebuilds the money tables well within five minutes, equal to the ledger', async () => {
    const outcome = await rebuildReadModel(db, { parts: ['money'] });
    console.info('read model rebuild', outcome);
    expect(outcome.postings).toBe(POSTINGS);
    expect(outcome.ms).toBeLessThan(300_000);
    const totals = await db.sequelize.query<{ measure: string; cents: number | string }>('SELECT measure, SUM(amount_cents) AS cents FROM report_money_daily GROUP BY measure ORDER BY measure', { type: QueryTypes.SELECT });
    expect(totals.map((row) => [row.measure, Number(row.cents)])).toEqual([
      ['earnedCredit', expected.earned],
      ['redeemed', expected.redeemed],
    ]);
  }, 600_000);
});
