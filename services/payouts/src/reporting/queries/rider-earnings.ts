import { pagination, type Currency, type RiderEarningsQuery, type RiderEarningsReport, type RiderEarningsRow } from '@rr/contracts';
import type { PayoutsDb } from '../../data-access/database.js';
import { monthsOf, type DayRange } from './range.js';
import { byCurrency, likePattern, num, pageWindow, select } from './sql.js';

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

/** A window of the matching rows, in the asked order (default: highest earned first; ties by name, rider, currency). */
export async function riderEarningsRows(db: PayoutsDb, range: DayRange, filters: RiderEarningsFilters, window: { limit: number; offset: number }): Promise<RiderEarningsRow[]> {
  const { sql, replacements } = matching(range, filters);
  const direction = (filters.sortDirection ?? (filters.sortBy && ['name', 'country'].includes(filters.sortBy) ? 'asc' : 'desc')) === 'asc' ? 'ASC' : 'DESC';
  const rows = await select<{ rider_id: string; currency: Currency; name: string | null; email: string | null; country: string | null; pro: unknown; earned: unknown; earned_cash: unknown; earned_credit: unknown; earned_bonus: unknown; withheld: unknown; earnings: unknown }>(
    db,
    `SELECT a.*, r.name, r.email, r.country, r.pro ${sql}
     ORDER BY ${SORTS[filters.sortBy ?? 'earned']} ${direction}, COALESCE(r.name, '') ASC, a.rider_id ASC, a.currency ASC LIMIT :limit OFFSET :offset`,
    { ...replacements, ...window },
  );
  return rows.map((row) => ({
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
  }));
}

/**
 * The rider earnings report: a page of rows, the totals of every matching row per currency (riders, earned by kind,
 * withheld), and month by month what the matching riders earned (`amount`) and how many earnings they got (`count`).
 */
export async function riderEarningsReport(db: PayoutsDb, range: DayRange, query: RiderEarningsQuery): Promise<Omit<RiderEarningsReport, 'generatedAt' | 'cached'>> {
  const { sql, replacements } = matching(range, query);
  const riders = riderWhere(query);
  const [rows, totals, months] = await Promise.all([
    riderEarningsRows(db, range, query, pageWindow(query.page, query.limit)),
    select<{ currency: Currency; matched: unknown; riders: unknown; earned: unknown; earned_cash: unknown; earned_credit: unknown; earned_bonus: unknown; withheld: unknown }>(
      db,
      `SELECT a.currency, COUNT(*) AS matched, COUNT(DISTINCT a.rider_id) AS riders, SUM(a.earned) AS earned, SUM(a.earned_cash) AS earned_cash,
         SUM(a.earned_credit) AS earned_credit, SUM(a.earned_bonus) AS earned_bonus, SUM(a.withheld) AS withheld ${sql} GROUP BY a.currency`,
      replacements,
    ),
    select<{ month: string; currency: Currency; amount: unknown; cnt: unknown }>(
      db,
      `SELECT SUBSTR(d.day, 1, 7) AS month, d.currency, SUM(d.earned_cash_cents + d.earned_credit_cents + d.earned_bonus_cents) AS amount, SUM(d.earnings) AS cnt
       FROM report_rider_daily d LEFT JOIN report_riders r ON r.rider_id = d.rider_id
       WHERE d.day >= :startDate AND d.day <= :endDate ${query.currency ? 'AND d.currency = :currency' : ''} AND ${riders.sql}
       GROUP BY SUBSTR(d.day, 1, 7), d.currency`,
      replacements,
    ),
  ]);
  const currencies = totals.map((row) => row.currency).sort(byCurrency);
  const monthly = new Map(months.map((row) => [`${row.month} ${row.currency}`, row]));
  return {
    range,
    rows,
    pagination: pagination(query.page, query.limit, totals.reduce((sum, row) => sum + num(row.matched), 0)),
    totals: totals
      .map((row) => ({ currency: row.currency, riders: num(row.riders), earned: num(row.earned), earnedCash: num(row.earned_cash), earnedCredit: num(row.earned_credit), earnedBonus: num(row.earned_bonus), withheld: num(row.withheld) }))
      .sort((a, b) => byCurrency(a.currency, b.currency)),
    byMonth: monthsOf(range).flatMap((month) => currencies.map((currency) => ({ month, currency, amount: num(monthly.get(`${month} ${currency}`)?.amount), count: num(monthly.get(`${month} ${currency}`)?.cnt) }))),
  };
}
