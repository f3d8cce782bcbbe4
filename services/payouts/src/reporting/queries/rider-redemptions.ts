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

/** A redemption made on a day of the range, and one refunded on a day of it (the programme days' UTC edges). */
const MADE = 'c.created_at >= :from AND c.created_at < :to';
const REFUNDED = 'c.refunded_at >= :from AND c.refunded_at < :to';

/**
 * The matching rows as a derived table: the dealer redemptions made or refunded in the range (two index ranges, on
 * `created_at` and `refunded_at`), per rider and currency. `redemptions`, `redeemed`, `dealers` and `last_at` count the
 * redemptions made in the range, refunded since or not: a refund never changes the day a redemption was made.
 * `refunded` is what was refunded on the days of the range, whenever it was redeemed.
 */
function matching(range: DayRange, filters: RiderRedemptionsFilters) {
  const { from, to } = instantsOf(range);
  const sql = `SELECT c.rider_id, c.currency, COALESCE(MAX(r.name), MAX(c.rider_name)) AS name, COALESCE(MAX(NULLIF(r.country, '')), MAX(c.rider_country)) AS country,
        SUM(CASE WHEN ${MADE} THEN 1 ELSE 0 END) AS redemptions,
        SUM(CASE WHEN ${MADE} THEN c.amount_cents ELSE 0 END) AS redeemed,
        SUM(CASE WHEN ${REFUNDED} THEN c.amount_cents ELSE 0 END) AS refunded,
        COUNT(DISTINCT CASE WHEN ${MADE} THEN c.dealer_id END) AS dealers,
        MAX(CASE WHEN ${MADE} THEN c.created_at END) AS last_at
      FROM credit_redemptions c LEFT JOIN report_riders r ON r.rider_id = c.rider_id
      WHERE ((${MADE}) OR (${REFUNDED})) ${filters.currency ? 'AND c.currency = :currency' : ''} ${filters.query ? `AND ${SEARCH}` : ''}
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
 * The rider redemptions report: a page of rows, the totals of every matching row per currency, and month by month
 * `amount` redeemed and `count` redemptions by the month they were made, and `refunded` by the month of the refund:
 * two series of positive amounts, never one netted into the other.
 */
export async function riderRedemptionsReport(db: PayoutsDb, range: DayRange, query: RiderRedemptionsQuery): Promise<Omit<RiderRedemptionsReport, 'generatedAt' | 'cached'>> {
  const { sql, replacements } = matching(range, query);
  const month = monthOfInstant('c.created_at', range);
  const refundMonth = monthOfInstant('c.refunded_at', range, 'rm');
  const filtered = `${query.currency ? 'AND c.currency = :currency' : ''} ${query.query ? `AND ${SEARCH}` : ''}`;
  const [rows, totals, months, refunds] = await Promise.all([
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
       WHERE ${MADE} ${filtered}
       GROUP BY ${month.sql}, c.currency`,
      { ...replacements, ...month.replacements },
    ),
    select<{ month: string; currency: Currency; amount: unknown }>(
      db,
      `SELECT ${refundMonth.sql} AS month, c.currency, SUM(c.amount_cents) AS amount
       FROM credit_redemptions c LEFT JOIN report_riders r ON r.rider_id = c.rider_id
       WHERE ${REFUNDED} ${filtered}
       GROUP BY ${refundMonth.sql}, c.currency`,
      { ...replacements, ...refundMonth.replacements },
    ),
  ]);
  const currencies = totals.map((row) => row.currency).sort(byCurrency);
  const monthly = new Map(months.map((row) => [`${row.month} ${row.currency}`, row]));
  const refunded = new Map(refunds.map((row) => [`${row.month} ${row.currency}`, num(row.amount)]));
  return {
    range,
    rows,
    pagination: pagination(query.page, query.limit, totals.reduce((sum, row) => sum + num(row.matched), 0)),
    totals: totals
      .map((row) => ({ currency: row.currency, riders: num(row.riders), redemptions: num(row.redemptions), redeemed: num(row.redeemed), refunded: num(row.refunded) }))
      .sort((a, b) => byCurrency(a.currency, b.currency)),
    byMonth: monthsOf(range).flatMap((m) =>
      currencies.map((currency) => ({ month: m, currency, amount: num(monthly.get(`${m} ${currency}`)?.amount), count: num(monthly.get(`${m} ${currency}`)?.cnt), refunded: refunded.get(`${m} ${currency}`) ?? 0 })),
    ),
  };
}
