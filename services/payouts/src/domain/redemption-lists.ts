import { pagination, redemptionCode, type Locale, type RedemptionFilters, type RedemptionList } from '@rr/contracts';
import { zonedDateTimeText, zonedDayRange } from '@rr/contracts/time-zones';
import { csvField, exportHeader } from '@rr/server-kit/tabular-export';
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
 * The export's columns, as ids of server-kit's `report.*` texts. The times are written in `timeZone`, which the date
 * columns name (`{timeZone}` in their texts); the amount is in the rider's credit currency (what the till redeems),
 * which the column beside it names.
 */
const CSV_COLUMNS = [
  'report.redemptions.date',
  'report.redemptions.code',
  'report.redemptions.rider',
  'report.redemptions.riderCountry',
  'report.redemptions.dealer',
  'report.redemptions.dealerCountry',
  'report.redemptions.employee',
  'report.redemptions.amount',
  'report.redemptions.currency',
  'report.redemptions.category',
  'report.redemptions.idChecked',
  'report.redemptions.refundedAt',
  'report.redemptions.refundedBy',
] as const;

/** A `report.*` text in `locale`, its `{timeZone}` filled in. */
const text = (id: string, locale: Locale, timeZone: string) => exportHeader(id, locale).replace('{timeZone}', timeZone);

/**
 * The filtered list as CSV (UTF-8 with BOM, so spreadsheets read accents), every page, its days and times on the
 * clock of `timeZone` (a dealer's own zone; UTC for the programme team, who export every dealer's), its headers and
 * yes / no in `locale` (the language the user reads the site in; unknown: English). Text cells are formula-safe.
 */
export async function exportRedemptions(db: PayoutsDb, scope: RedemptionScope, filters: RedemptionFilters, revoked: boolean, timeZone = 'UTC', locale: Locale = 'en'): Promise<string> {
  const yes = text('report.redemptions.yes', locale, timeZone);
  const no = text('report.redemptions.no', locale, timeZone);
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
      row.idChecked ? yes : no,
      zonedDateTimeText(row.refundedAt, timeZone),
      row.refundedByName,
    ]
      .map(csvField)
      .join(','),
  );
  return `\uFEFF${[CSV_COLUMNS.map((id) => csvField(text(id, locale, timeZone))).join(','), ...lines].join('\r\n')}\r\n`;
}
