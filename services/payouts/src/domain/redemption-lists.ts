import { pagination, redemptionCode, type RedemptionFilters, type RedemptionList } from '@rr/contracts';
import { zonedDateTimeText, zonedDayRange } from '@rr/contracts/time-zones';
import type { PayoutsDb } from '../data-access/database.js';
import { redemptionCountries, redemptionTotals, redemptionsToExport, searchRedemptions, type RedemptionSearch } from '../data-access/redemptions-repository.js';
import { tillView } from './till.js';

// The dealer's and staff's redemption lists (`GET /api/{dealer|admin}/credit-redemptions`, `revoked-redemptions`) and
// their CSV export.

export interface RedemptionScope {
  /** A dealer sees only the redemptions made at their till. */
  dealerId?: string;
}

/** `timeZone`: the clock the filter's days are read on (a dealer's own; UTC for the programme team). */
function searchOf(scope: RedemptionScope, filters: RedemptionFilters, revoked: boolean, timeZone: string): RedemptionSearch {
  const days = zonedDayRange(filters.afterDate, filters.beforeDate, timeZone);
  return {
    revoked,
    dealerId: scope.dealerId || filters.dealerId || undefined,
    from: days.from,
    to: days.to,
    riderCountry: filters.country,
    riderName: filters.riderName,
    riderId: filters.riderId,
    dealerName: scope.dealerId ? undefined : filters.dealerName,
  };
}


/**
 * `GET /api/{dealer|admin}/credit-redemptions` (and `revoked-redemptions` with `revoked`): the page, the filtered
 * totals, the scope's calendar-year totals and the countries to filter by. Newest first (revoked: newest refund first).
 */
export async function listRedemptions(db: PayoutsDb, scope: RedemptionScope, filters: RedemptionFilters, revoked: boolean, now = new Date(), timeZone = 'UTC'): Promise<RedemptionList> {
  const where = searchOf(scope, filters, revoked, timeZone);
  const year = Number(zonedDateTimeText(now, timeZone)!.slice(0, 4));
  const yearWhere = (y: number) => searchOf(scope, { ...filters, afterDate: `${y}-01-01`, beforeDate: `${y}-12-31`, country: undefined, riderName: undefined, dealerName: undefined }, false, timeZone);
  const lifetimeWhere = searchOf(scope, { page: 1, limit: 1, dealerId: filters.dealerId, riderId: filters.riderId }, false, timeZone);
  const [{ rows, count }, totals, thisYear, lastYear, lifetime, countries] = await Promise.all([
    searchRedemptions(db, where, { limit: filters.limit, offset: (filters.page - 1) * filters.limit }),
    redemptionTotals(db, where),
    redemptionTotals(db, yearWhere(year)),
    redemptionTotals(db, yearWhere(year - 1)),
    redemptionTotals(db, lifetimeWhere),
    redemptionCountries(db, scope.dealerId),
  ]);
  return {
    redemptions: rows.map(tillView),
    pagination: pagination(filters.page, filters.limit, count),
    totals,
    periods: { thisYear, lastYear, lifetime },
    distinctCountry: countries,
  };
}

/** At most this many rows in one export (a dealer's lifetime is far below it; staff narrow by dates). */
export const EXPORT_LIMIT = 50_000;

/**
 * The export's columns. The times are written in `timeZone`, which the date columns name; the amount is in the
 * rider's credit currency (what the till redeems), which the column beside it names.
 */
const csvHeader = (timeZone: string) => [
  `Date (${timeZone})`,
  'Code',
  'Rider',
  'Rider country',
  'Dealer',
  'Dealer country',
  'Employee',
  "Amount (rider's credit currency)",
  "Rider's credit currency",
  'Credit from',
  'ID checked',
  `Refunded (${timeZone})`,
  'Refunded by',
];

/** One CSV field: quoted when needed; a leading =, +, -, @, tab or return is neutralised so a spreadsheet never runs it. */
function csvField(value: string | number | null): string {
  let text = value === null ? '' : String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * The filtered list as CSV (UTF-8 with BOM, so spreadsheets read accents), every page, its days and times on the
 * clock of `timeZone` (a dealer's own zone; UTC for the programme team, who export every dealer's).
 */
export async function exportRedemptions(db: PayoutsDb, scope: RedemptionScope, filters: RedemptionFilters, revoked: boolean, timeZone = 'UTC'): Promise<string> {
  const rows = await redemptionsToExport(db, searchOf(scope, filters, revoked, timeZone), EXPORT_LIMIT);
  const lines = rows.map((row) =>
    [
      zonedDateTimeText(row.createdAt, timeZone),
      redemptionCode(row.code),
      row.riderName,
      row.riderCountry,
      row.dealerName,
      row.dealerCountry,
      row.employeeName,
      (row.amountCents / 100).toFixed(2),
      row.currency,
      row.category,
      row.idChecked ? 'yes' : 'no',
      zonedDateTimeText(row.refundedAt, timeZone),
      row.refundedByName,
    ]
      .map(csvField)
      .join(','),
  );
  return `\uFEFF${[csvHeader(timeZone).map(csvField).join(','), ...lines].join('\r\n')}\r\n`;
}
