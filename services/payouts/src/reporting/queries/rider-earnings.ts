import { pagination, type Currency, type RiderEarningsQuery, type RiderEarningsReport, type RiderEarningsRow } from '@rr/contracts';
import type { PayoutsDb } from '../../data-access/database.js';
import { monthsOf, type DayRange } from './range.js';
import { byCurrency, likePattern, num, pageWindow, select } from './sql.js';

type RiderEarningsTotal = RiderEarningsReport['totals'][number];

export type RiderEarningsFilters = Pick<RiderEarningsQuery, 'query' | 'currency' | 'pro' | 'sortBy' | 'sortDirection'>;

const SORTS: Record<NonNullable<RiderEarningsQuery['sortBy']>, string> = {
  name: "COALESCE(r.name, '')",
  country: "COALESCE(r.country, '')",
  earned: 'a.earned',
  earnedCash: 'a.earned_cash',
  earnedCredit: 'a.earned_credit',
  earnedBonus: 'a.earned_bonus',
  withheld: 'a.withheld',
  earnings: 'a.earnings',
};

/** The riders' filters (search on name or email, pro or amateur) as SQL on `report_riders r`. */
function riderWhere(filters: RiderEarningsFilters): { sql: string; replacements: Record<string, unknown> } {
  const parts: string[] = [];
  const replacements: Record<string, unknown> = {};
  if (filters.query) {
    parts.push("(r.name LIKE :q ESCAPE '!' OR r.email LIKE :q ESCAPE '!')");
    replacements.q = likePattern(filters.query);
  }
  if (filters.pro) {
    parts.push('COALESCE(r.pro, 0) = :pro');
    replacements.pro = filters.pro === 'true' ? 1 : 0;
  }
  return { sql: parts.length ? parts.join(' AND ') : '1 = 1', replacements };
}

/**
 * The matching rows as a derived table `a` joined to `report_riders r`: each rider's earnings in the range per currency
 * (`report_rider_daily`, index range on `day`), riders with any earning, reversal or withholding in it.
 */
function matching(range: DayRange, filters: RiderEarningsFilters) {
  const riders = riderWhere(filters);
  const sql = `FROM (SELECT rider_id, currency,
        SUM(earned_cash_cents + earned_credit_cents + earned_bonus_cents) AS earned, SUM(earned_cash_cents) AS earned_cash,
        SUM(earned_credit_cents) AS earned_credit, SUM(earned_bonus_cents) AS earned_bonus, SUM(withheld_cents) AS withheld, SUM(earnings) AS earnings
      FROM report_rider_daily WHERE day >= :startDate AND day <= :endDate ${filters.currency ? 'AND currency = :currency' : ''}
      GROUP BY rider_id, currency
      HAVING SUM(earned_cash_cents) <> 0 OR SUM(earned_credit_cents) <> 0 OR SUM(earned_bonus_cents) <> 0 OR SUM(withheld_cents) <> 0 OR SUM(earnings) <> 0) a
    LEFT JOIN report_riders r ON r.rider_id = a.rider_id
    WHERE ${riders.sql}`;
  return { sql, replacements: { ...range, ...(filters.currency ? { currency: filters.currency } : {}), ...riders.replacements } };
}

/** The order of the rows (default: highest earned first; ties by name, rider, currency), over `a` and `r`. */
function orderOf(filters: RiderEarningsFilters): string {
  const direction = (filters.sortDirection ?? (filters.sortBy && ['name', 'country'].includes(filters.sortBy) ? 'asc' : 'desc')) === 'asc' ? 'ASC' : 'DESC';
  return `${SORTS[filters.sortBy ?? 'earned']} ${direction}, COALESCE(r.name, '') ASC, a.rider_id ASC, a.currency ASC`;
}

type RowFigures = { rider_id: string; currency: Currency; name: string | null; email: string | null; country: string | null; pro: unknown; earned: unknown; earned_cash: unknown; earned_credit: unknown; earned_bonus: unknown; withheld: unknown; earnings: unknown };

const rowOf = (row: RowFigures): RiderEarningsRow => ({
  riderId: row.rider_id,
  name: row.name ?? '',
  email: row.email ?? '',
  country: row.country ?? '',
  pro: num(row.pro) === 1,
  currency: row.currency,
  earned: num(row.earned),
  earnedCash: num(row.earned_cash),
  earnedCredit: num(row.earned_credit),
  earnedBonus: num(row.earned_bonus),
  withheld: num(row.withheld),
  earnings: num(row.earnings),
});

/** A window of the matching rows, in the asked order (the export reads every matching row this way, a batch at a time). */
export async function riderEarningsRows(db: PayoutsDb, range: DayRange, filters: RiderEarningsFilters, window: { limit: number; offset: number }): Promise<RiderEarningsRow[]> {
  const { sql, replacements } = matching(range, filters);
  const rows = await select<RowFigures>(db, `SELECT a.*, r.name, r.email, r.country, r.pro ${sql} ORDER BY ${orderOf(filters)} LIMIT :limit OFFSET :offset`, { ...replacements, ...window });
  return rows.map(rowOf);
}

/**
 * One page of the matching rows and the totals of every matching row per currency, from one aggregation per rider:
 * `ROW_NUMBER()` numbers the matching rows in the asked order, and one GROUP BY over them by currency and page place
 * (the place on this page, NULL off it) gives each row of the page as a group of its own and every currency's other
 * rows as one more; a currency's totals are the sum of its groups. Each (rider, currency) is one matching row, so a
 * currency's rows are its riders, and all the rows, the report's count.
 */
async function pageWithTotals(db: PayoutsDb, range: DayRange, filters: RiderEarningsFilters, window: { limit: number; offset: number }) {
  const { sql, replacements } = matching(range, filters);
  const groups = await select<RowFigures & { page_position: unknown; rows_count: unknown }>(
    db,
    `SELECT m.currency, m.page_position, COUNT(*) AS rows_count, MIN(m.rider_id) AS rider_id, MIN(m.name) AS name, MIN(m.email) AS email,
       MIN(m.country) AS country, MIN(m.pro) AS pro, SUM(m.earned) AS earned, SUM(m.earned_cash) AS earned_cash,
       SUM(m.earned_credit) AS earned_credit, SUM(m.earned_bonus) AS earned_bonus, SUM(m.withheld) AS withheld, SUM(m.earnings) AS earnings
     FROM (SELECT w.*, CASE WHEN w.position > :offset AND w.position <= :end THEN w.position END AS page_position
       FROM (SELECT a.*, r.name, r.email, r.country, r.pro, ROW_NUMBER() OVER (ORDER BY ${orderOf(filters)}) AS position ${sql}) w) m
     GROUP BY m.currency, m.page_position`,
    { ...replacements, offset: window.offset, end: window.offset + window.limit },
  );
  const page = groups
    .filter((group) => group.page_position !== null)
    .sort((a, b) => num(a.page_position) - num(b.page_position))
    .map(rowOf);
  const totals = new Map<Currency, RiderEarningsTotal>();
  for (const group of groups) {
    const total = totals.get(group.currency) ?? { currency: group.currency, riders: 0, earned: 0, earnedCash: 0, earnedCredit: 0, earnedBonus: 0, withheld: 0 };
    total.riders += num(group.rows_count);
    total.earned += num(group.earned);
    total.earnedCash += num(group.earned_cash);
    total.earnedCredit += num(group.earned_credit);
    total.earnedBonus += num(group.earned_bonus);
    total.withheld += num(group.withheld);
    totals.set(group.currency, total);
  }
  const perCurrency = [...totals.values()].sort((a, b) => byCurrency(a.currency, b.currency));
  return { page, totals: perCurrency, matched: perCurrency.reduce((sum, total) => sum + total.riders, 0) };
}

/**
 * The rider earnings report: a page of rows, the totals of every matching row per currency (riders, earned by kind,
 * withheld), and month by month what the matching riders earned (`amount`) and how many earnings they got (`count`).
 * The rows and the totals come from one aggregation of `report_rider_daily` per rider (`pageWithTotals`); the months
 * read the same days grouped by month, joined to the riders only when a filter asks about them.
 */
export async function riderEarningsReport(db: PayoutsDb, range: DayRange, query: RiderEarningsQuery): Promise<Omit<RiderEarningsReport, 'generatedAt' | 'cached'>> {
  const riders = riderWhere(query);
  const byRider = riders.sql !== '1 = 1';
  const [{ page, totals, matched }, months] = await Promise.all([
    pageWithTotals(db, range, query, pageWindow(query.page, query.limit)),
    select<{ month: string; currency: Currency; amount: unknown; cnt: unknown }>(
      db,
      `SELECT SUBSTR(d.day, 1, 7) AS month, d.currency, SUM(d.earned_cash_cents + d.earned_credit_cents + d.earned_bonus_cents) AS amount, SUM(d.earnings) AS cnt
       FROM report_rider_daily d ${byRider ? 'LEFT JOIN report_riders r ON r.rider_id = d.rider_id' : ''}
       WHERE d.day >= :startDate AND d.day <= :endDate ${query.currency ? 'AND d.currency = :currency' : ''} ${byRider ? `AND ${riders.sql}` : ''}
       GROUP BY SUBSTR(d.day, 1, 7), d.currency`,
      { ...range, ...(query.currency ? { currency: query.currency } : {}), ...riders.replacements },
    ),
  ]);
  const currencies = totals.map((row) => row.currency);
  const monthly = new Map(months.map((row) => [`${row.month} ${row.currency}`, row]));
  return {
    range,
    rows: page,
    pagination: pagination(query.page, query.limit, matched),
    totals,
    byMonth: monthsOf(range).flatMap((month) => currencies.map((currency) => ({ month, currency, amount: num(monthly.get(`${month} ${currency}`)?.amount), count: num(monthly.get(`${month} ${currency}`)?.cnt) }))),
  };
}
