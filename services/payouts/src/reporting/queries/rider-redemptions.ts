import { pagination, type Currency, type RiderRedemptionsQuery, type RiderRedemptionsReport, type RiderRedemptionsRow } from '@rr/contracts';
import type { PayoutsDb } from '../../data-access/database.js';
import { instantsOf, isoOf, monthOfInstant, monthsOf, type DayRange } from './range.js';
import { byCurrency, likePattern, num, pageWindow, select } from './sql.js';

export type RiderRedemptionsFilters = Pick<RiderRedemptionsQuery, 'query' | 'currency' | 'sortBy' | 'sortDirection'>;

const SORTS: Record<NonNullable<RiderRedemptionsQuery['sortBy']>, string> = {
  name: 'name',
  country: "COALESCE(country, '')",
  redeemed: 'redeemed',
  redemptions: 'redemptions',
  refunded: 'refunded',
  dealers: 'dealers',
  lastRedeemedAt: 'last_at',
};

/** The search on the rider's name (as `report_riders` knows it, else as on the redemption) or email. */
const SEARCH = "(COALESCE(r.name, c.rider_name) LIKE :q ESCAPE '!' OR r.email LIKE :q ESCAPE '!')";

/**
 * The matching rows as a derived table: the dealer redemptions made in the range (`credit_redemptions.created_at`
 * between the programme days' UTC edges, an index range), per rider and currency. `redemptions`, `redeemed`, `dealers`
 * and `last_at` count the ones that stand; `refunded` is what was made in the range and refunded since.
 */
function matching(range: DayRange, filters: RiderRedemptionsFilters) {
  const { from, to } = instantsOf(range);
  const sql = `SELECT c.rider_id, c.currency, COALESCE(MAX(r.name), MAX(c.rider_name)) AS name, COALESCE(MAX(NULLIF(r.country, '')), MAX(c.rider_country)) AS country,
        SUM(CASE WHEN c.refunded_at IS NULL THEN 1 ELSE 0 END) AS redemptions,
        SUM(CASE WHEN c.refunded_at IS NULL THEN c.amount_cents ELSE 0 END) AS redeemed,
        SUM(CASE WHEN c.refunded_at IS NULL THEN 0 ELSE c.amount_cents END) AS refunded,
        COUNT(DISTINCT CASE WHEN c.refunded_at IS NULL THEN c.dealer_id END) AS dealers,
        MAX(CASE WHEN c.refunded_at IS NULL THEN c.created_at END) AS last_at
      FROM credit_redemptions c LEFT JOIN report_riders r ON r.rider_id = c.rider_id
      WHERE c.created_at >= :from AND c.created_at < :to ${filters.currency ? 'AND c.currency = :currency' : ''} ${filters.query ? `AND ${SEARCH}` : ''}
      GROUP BY c.rider_id, c.currency`;
  return { sql, replacements: { from, to, ...(filters.currency ? { currency: filters.currency } : {}), ...(filters.query ? { q: likePattern(filters.query) } : {}) } };
}

/** A window of the matching rows, in the asked order (default: most redeemed first; ties by name, rider, currency). */
export async function riderRedemptionsRows(db: PayoutsDb, range: DayRange, filters: RiderRedemptionsFilters, window: { limit: number; offset: number }): Promise<RiderRedemptionsRow[]> {
  const { sql, replacements } = matching(range, filters);
  const direction = (filters.sortDirection ?? (filters.sortBy && ['name', 'country'].includes(filters.sortBy) ? 'asc' : 'desc')) === 'asc' ? 'ASC' : 'DESC';
  const rows = await select<{ rider_id: string; currency: Currency; name: string | null; country: string | null; redemptions: unknown; redeemed: unknown; refunded: unknown; dealers: unknown; last_at: unknown }>(
    db,
    `SELECT * FROM (${sql}) a ORDER BY ${SORTS[filters.sortBy ?? 'redeemed']} ${direction}, name ASC, rider_id ASC, currency ASC LIMIT :limit OFFSET :offset`,
    { ...replacements, ...window },
  );
  return rows.map((row) => ({
    riderId: row.rider_id,
    name: row.name ?? '',
    country: row.country || null,
    currency: row.currency,
    redemptions: num(row.redemptions),
    redeemed: num(row.redeemed),
    refunded: num(row.refunded),
    dealers: num(row.dealers),
    lastRedeemedAt: row.last_at === null || row.last_at === undefined ? null : isoOf(row.last_at),
  }));
}

/**
 * The rider redemptions report: a page of rows, the totals of every matching row per currency, and month by month (of
 * the redemption's programme day) what stands: `amount` redeemed, `count` redemptions.
 */
export async function riderRedemptionsReport(db: PayoutsDb, range: DayRange, query: RiderRedemptionsQuery): Promise<Omit<RiderRedemptionsReport, 'generatedAt' | 'cached'>> {
  const { sql, replacements } = matching(range, query);
  const month = monthOfInstant('c.created_at', range);
  const [rows, totals, months] = await Promise.all([
    riderRedemptionsRows(db, range, query, pageWindow(query.page, query.limit)),
    select<{ currency: Currency; matched: unknown; riders: unknown; redemptions: unknown; redeemed: unknown; refunded: unknown }>(
      db,
      `SELECT currency, COUNT(*) AS matched, COUNT(DISTINCT rider_id) AS riders, SUM(redemptions) AS redemptions, SUM(redeemed) AS redeemed, SUM(refunded) AS refunded
       FROM (${sql}) a GROUP BY currency`,
      replacements,
    ),
    select<{ month: string; currency: Currency; amount: unknown; cnt: unknown }>(
      db,
      `SELECT ${month.sql} AS month, c.currency, SUM(c.amount_cents) AS amount, COUNT(*) AS cnt
       FROM credit_redemptions c LEFT JOIN report_riders r ON r.rider_id = c.rider_id
       WHERE c.created_at >= :from AND c.created_at < :to AND c.refunded_at IS NULL ${query.currency ? 'AND c.currency = :currency' : ''} ${query.query ? `AND ${SEARCH}` : ''}
       GROUP BY ${month.sql}, c.currency`,
      { ...replacements, ...month.replacements },
    ),
  ]);
  const currencies = totals.map((row) => row.currency).sort(byCurrency);
  const monthly = new Map(months.map((row) => [`${row.month} ${row.currency}`, row]));
  return {
    range,
    rows,
    pagination: pagination(query.page, query.limit, totals.reduce((sum, row) => sum + num(row.matched), 0)),
    totals: totals
      .map((row) => ({ currency: row.currency, riders: num(row.riders), redemptions: num(row.redemptions), redeemed: num(row.redeemed), refunded: num(row.refunded) }))
      .sort((a, b) => byCurrency(a.currency, b.currency)),
    byMonth: monthsOf(range).flatMap((m) => currencies.map((currency) => ({ month: m, currency, amount: num(monthly.get(`${m} ${currency}`)?.amount), count: num(monthly.get(`${m} ${currency}`)?.cnt) }))),
  };
}
