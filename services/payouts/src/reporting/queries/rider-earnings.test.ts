import { RIDER_EARNINGS_SORTS, type Currency, type RiderEarningsQuery, type RiderEarningsRow } from '@rr/contracts';
import { createTestDatabase, migrateUp, type TestDatabase } from '@rr/server-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPayoutsDatabase, type PayoutsDb } from '../../data-access/database.js';
import { migrations } from '../../data-access/migrations/index.js';
import { riderEarningsReport, riderEarningsRows } from './rider-earnings.js';

/**
 * The report's page and totals come from one aggregation per rider (ROW_NUMBER and a GROUP BY by currency and place
 * on the page): on a generated read model, every page in every order and filter equals the plain ORDER BY … LIMIT the
 * export reads, and the totals and count equal the sums of every matching row, a page past the last one included.
 * SQLite, or MariaDB with TEST_MYSQL_URL.
 */
const RANGE = { startDate: '2026-01-01', endDate: '2026-06-30' };
const CURRENCIES_USED: Currency[] = ['USD', 'CAD'];

describe('riderEarningsReport: page and totals from one aggregation', () => {
  let database: TestDatabase;
  let db: PayoutsDb;
  beforeAll(async () => {
    database = await createTestDatabase('payouts_rider_earnings_query');
    db = openPayoutsDatabase(database.url);
    await migrateUp(db.sequelize, migrations);
    let seed = 7;
    const next = (n: number) => {
      seed = (seed * 48_271) % 2_147_483_647;
      return seed % n;
    };
    const at = new Date('2026-07-01T00:00:00Z');
    // 30 riders, names with ties (sorting then falls back to the rider and the currency); r29 is in no report_riders row.
    const riders = Array.from({ length: 29 }, (_, i) => ({ rider_id: `r${String(i).padStart(2, '0')}`, at, deleted: false, name: `Rider ${i % 7}`, email: `r${i}@example.com`, country: i % 2 ? 'US' : 'CA', pro: i % 3 === 0, active: true }));
    await db.sequelize.getQueryInterface().bulkInsert('report_riders', riders);
    const rows = new Map<string, Record<string, unknown>>();
    for (let i = 0; i < 400; i++) {
      const rider = `r${String(next(30)).padStart(2, '0')}`;
      const currency = CURRENCIES_USED[next(2)]!;
      const day = `2026-0${1 + next(7)}-${String(1 + next(28)).padStart(2, '0')}`; // July falls outside the range
      const zero = next(10) === 0; // some riders' days hold only redemptions: not an earning row
      rows.set(`${day} ${rider} ${currency}`, {
        day,
        rider_id: rider,
        currency,
        earned_cash_cents: zero ? 0 : next(3) * 1_000,
        earned_credit_cents: zero ? 0 : next(2) * 500 - (next(8) === 0 ? 700 : 0),
        earned_bonus_cents: zero ? 0 : next(2) * 250,
        withheld_cents: zero ? 0 : next(2) * 300,
        redeemed_cents: next(2) * 100,
        cashed_out_cents: 0,
        expired_cents: 0,
        earnings: zero ? 0 : 1,
      });
    }
    await db.sequelize.getQueryInterface().bulkInsert('report_rider_daily', [...rows.values()]);
  });
  afterAll(async () => {
    await db.sequelize.close();
    await database.drop();
  });

  const totalsOf = (rows: RiderEarningsRow[]) =>
    CURRENCIES_USED.filter((currency) => rows.some((row) => row.currency === currency)).map((currency) => {
      const of = rows.filter((row) => row.currency === currency);
      const sum = (key: 'earned' | 'earnedCash' | 'earnedCredit' | 'earnedBonus' | 'withheld') => of.reduce((total, row) => total + row[key], 0);
      return { currency, riders: of.length, earned: sum('earned'), earnedCash: sum('earnedCash'), earnedCredit: sum('earnedCredit'), earnedBonus: sum('earnedBonus'), withheld: sum('withheld') };
    });

  const filterSets: Pick<RiderEarningsQuery, 'query' | 'currency' | 'pro'>[] = [{}, { currency: 'CAD' }, { pro: 'true' }, { pro: 'false', currency: 'USD' }, { query: 'rider 3' }, { query: 'nobody' }];

  it('equals ORDER BY … LIMIT page by page, and the sums of every matching row, in every order and filter', async () => {
    let checked = 0;
    for (const filters of filterSets) {
      for (const sortBy of [undefined, ...RIDER_EARNINGS_SORTS]) {
        for (const sortDirection of sortBy ? (['asc', 'desc'] as const) : [undefined]) {
          const order = { ...filters, ...(sortBy ? { sortBy, sortDirection } : {}) } as RiderEarningsQuery;
          const all = await riderEarningsRows(db, RANGE, order, { limit: 1_000, offset: 0 });
          const limit = 7;
          const pages = Math.max(1, Math.ceil(all.length / limit));
          for (let page = 1; page <= pages + 1; page++) {
            const report = await riderEarningsReport(db, RANGE, { ...order, page, limit });
            expect(report.rows, `${JSON.stringify(order)} page ${page}`).toEqual(all.slice((page - 1) * limit, page * limit));
            expect(report.totals).toEqual(totalsOf(all));
            expect(report.pagination.total).toBe(all.length);
            expect(report.byMonth.map((month) => month.currency)).toEqual(report.byMonth.length ? Array(6).fill(report.totals.map((total) => total.currency)).flat() : []);
            checked++;
          }
        }
      }
    }
    expect(checked).toBeGreaterThan(100);
  });

  it('has rows in both currencies, riders with no facts, and reversals, so the cases above are not empty', async () => {
    const all = await riderEarningsRows(db, RANGE, {}, { limit: 1_000, offset: 0 });
    expect(new Set(all.map((row) => row.currency))).toEqual(new Set(CURRENCIES_USED));
    expect(all.some((row) => row.riderId === 'r29' && row.name === '')).toBe(true);
    expect(all.some((row) => row.earnedCredit < 0)).toBe(true);
    expect(all.length).toBeGreaterThan(30);
  });
});
