import { pagination, type CashoutReport, type CashoutReportQuery, type CashoutReportRow, type Currency } from '@rr/contracts';
import type { PayoutsDb } from '../../data-access/database.js';
import { instantsOf, isoOf, monthOfInstant, monthsOf, type DayRange } from './range.js';
import { byCurrency, likePattern, num, pageWindow, select } from './sql.js';

export type CashoutReportFilters = Pick<CashoutReportQuery, 'query' | 'currency' | 'status' | 'sortBy' | 'sortDirection'>;

const SORTS: Record<NonNullable<CashoutReportQuery['sortBy']>, string> = {
  createdAt: 'c.created_at',
  name: "COALESCE(r.name, '')",
  amount: 'c.amount_cents',
  status: 'c.status',
  method: 'c.method',
};

/** The cash-outs asked for in the range (`cashouts.created_at` between the programme days' UTC edges) and the filters. */
function matching(range: DayRange, filters: CashoutReportFilters) {
  const { from, to } = instantsOf(range);
  const where = [
    'c.created_at >= :from AND c.created_at < :to',
    ...(filters.status ? ['c.status = :status'] : []),
    ...(filters.currency ? ['c.currency = :currency'] : []),
    ...(filters.query ? ["(r.name LIKE :q ESCAPE '!' OR r.email LIKE :q ESCAPE '!')"] : []),
  ].join(' AND ');
  return {
    sql: `FROM cashouts c LEFT JOIN report_riders r ON r.rider_id = c.rider_id WHERE ${where}`,
    replacements: { ...range, from, to, ...(filters.status ? { status: filters.status } : {}), ...(filters.currency ? { currency: filters.currency } : {}), ...(filters.query ? { q: likePattern(filters.query) } : {}) },
  };
}

/**
 * A window of the matching cash-outs (default: newest first), each with the payment provider's name and the tax withheld
 * from the rider's cash earnings in the range, in the cash-out's currency (`report_rider_daily`, index (rider_id, day)).
 */
export async function cashoutRows(db: PayoutsDb, range: DayRange, filters: CashoutReportFilters, window: { limit: number; offset: number }, provider: string): Promise<CashoutReportRow[]> {
  const { sql, replacements } = matching(range, filters);
  const direction = (filters.sortDirection ?? (filters.sortBy && ['name', 'status', 'method'].includes(filters.sortBy) ? 'asc' : 'desc')) === 'asc' ? 'ASC' : 'DESC';
  const rows = await select<{ id: string; created_at: unknown; rider_id: string; name: string | null; country: string | null; method: string; status: CashoutReportRow['status']; amount_cents: unknown; currency: Currency; previous_balance_cents: unknown; new_balance_cents: unknown; provider_order_id: string | null; withheld: unknown }>(
    db,
    `SELECT c.id, c.created_at, c.rider_id, r.name, r.country, c.method, c.status, c.amount_cents, c.currency, c.previous_balance_cents, c.new_balance_cents, c.provider_order_id,
       (SELECT SUM(d.withheld_cents) FROM report_rider_daily d WHERE d.rider_id = c.rider_id AND d.currency = c.currency AND d.day >= :startDate AND d.day <= :endDate) AS withheld
     ${sql}
     ORDER BY ${SORTS[filters.sortBy ?? 'createdAt']} ${direction}, c.created_at DESC, c.id ASC LIMIT :limit OFFSET :offset`,
    { ...replacements, ...window },
  );
  return rows.map((row) => ({
    _id: row.id,
    createdAt: isoOf(row.created_at),
    riderId: row.rider_id,
    name: row.name ?? '',
    country: row.country || null,
    provider,
    method: row.method,
    status: row.status,
    amount: num(row.amount_cents),
    currency: row.currency,
    previousBalance: num(row.previous_balance_cents),
    newBalance: num(row.new_balance_cents),
    withheld: num(row.withheld),
    providerOrderId: row.provider_order_id,
  }));
}

/**
 * The cash-out report: a page of cash-outs, the totals of every matching one per currency and status (count, amount),
 * and month by month (of the request's programme day) the amount and number asked for.
 */
export async function cashoutReport(db: PayoutsDb, range: DayRange, query: CashoutReportQuery, provider: string): Promise<Omit<CashoutReport, 'generatedAt' | 'cached'>> {
  const { sql, replacements } = matching(range, query);
  const month = monthOfInstant('c.created_at', range);
  const [rows, totals, months] = await Promise.all([
    cashoutRows(db, range, query, pageWindow(query.page, query.limit), provider),
    select<{ currency: Currency; status: CashoutReportRow['status']; cashouts: unknown; amount: unknown }>(db, `SELECT c.currency, c.status, COUNT(*) AS cashouts, SUM(c.amount_cents) AS amount ${sql} GROUP BY c.currency, c.status`, replacements),
    select<{ month: string; currency: Currency; amount: unknown; cnt: unknown }>(
      db,
      `SELECT ${month.sql} AS month, c.currency, SUM(c.amount_cents) AS amount, COUNT(*) AS cnt ${sql} GROUP BY ${month.sql}, c.currency`,
      { ...replacements, ...month.replacements },
    ),
  ]);
  const statusOrder = ['processing', 'paid', 'failed'];
  const currencies = [...new Set(totals.map((row) => row.currency))].sort(byCurrency);
  const monthly = new Map(months.map((row) => [`${row.month} ${row.currency}`, row]));
  return {
    range,
    rows,
    pagination: pagination(query.page, query.limit, totals.reduce((sum, row) => sum + num(row.cashouts), 0)),
    totals: totals
      .map((row) => ({ currency: row.currency, status: row.status, cashouts: num(row.cashouts), amount: num(row.amount) }))
      .sort((a, b) => byCurrency(a.currency, b.currency) || statusOrder.indexOf(a.status) - statusOrder.indexOf(b.status)),
    byMonth: monthsOf(range).flatMap((m) => currencies.map((currency) => ({ month: m, currency, amount: num(monthly.get(`${m} ${currency}`)?.amount), count: num(monthly.get(`${m} ${currency}`)?.cnt) }))),
  };
}
