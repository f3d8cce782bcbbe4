import { MESSAGES, REPORT_TIME_ZONE, defaultReportRange } from '@rr/contracts';
import { toServerError } from '@rr/contracts/server';
import { zonedDayStart } from '@rr/contracts/time-zones';
import { AppError } from '@rr/server-kit';

/** A report's range: programme days (America/Los_Angeles), both ends included. */
export interface DayRange {
  startDate: string;
  endDate: string;
}

/** The same range as UTC instants: `from` (the first day's midnight there) inclusive, `to` (the day after the last) exclusive. */
export interface InstantRange {
  from: Date;
  to: Date;
}

/** The instant a programme day begins (midnight in Los Angeles; daylight saving changes at 2 a.m., so midnight is never ambiguous). */
export function programmeDayStart(day: string): Date {
  return zonedDayStart(day, REPORT_TIME_ZONE);
}

/** `day` plus `days` calendar days. */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** The range as instants, for columns that hold instants (`created_at`, `awarded_at`): compare the column itself, never a function of it. */
export function instantsOf(range: DayRange): InstantRange {
  return { from: programmeDayStart(range.startDate), to: programmeDayStart(addDays(range.endDate, 1)) };
}

/** The calendar months (`YYYY-MM`) the range touches, in order. */
export function monthsOf(range: DayRange): string[] {
  const months: string[] = [];
  let year = Number(range.startDate.slice(0, 4));
  let month = Number(range.startDate.slice(5, 7));
  const last = range.endDate.slice(0, 7);
  for (;;) {
    const key = `${year}-${String(month).padStart(2, '0')}`;
    months.push(key);
    if (key >= last) break;
    month += 1;
    if (month > 12) {
      month = 1;
      year += 1;
    }
  }
  return months;
}

/**
 * A SQL expression giving the programme month (`YYYY-MM`) of an instant column of rows already inside `range`: a CASE
 * on the months' first instants (bound as replacements `<prefix>0…`), so no function is applied to the column.
 */
export function monthOfInstant(column: string, range: DayRange, prefix = 'mo'): { sql: string; replacements: Record<string, string | Date> } {
  const months = monthsOf(range);
  const replacements: Record<string, string | Date> = {};
  const branches = months.slice(1).map((month, index) => {
    replacements[`${prefix}e${index}`] = programmeDayStart(`${month}-01`);
    replacements[`${prefix}m${index}`] = months[index]!;
    return `WHEN ${column} < :${prefix}e${index} THEN :${prefix}m${index}`;
  });
  replacements[`${prefix}last`] = months[months.length - 1]!;
  return { sql: branches.length ? `CASE ${branches.join(' ')} ELSE :${prefix}last END` : `:${prefix}last`, replacements };
}

/**
 * The range of a report query: the days given, else `defaultReportRange()` (1 January of this programme year to today;
 * with only an end day, 1 January of that day's year). A start after the end is the usual 400 VALIDATION body with
 * `validation.date.order` on `endDate`.
 */
export function resolveRange(query: { startDate?: string | undefined; endDate?: string | undefined }, now: Date = new Date()): DayRange {
  const fallback = defaultReportRange(now);
  const endDate = query.endDate ?? (query.startDate && query.startDate > fallback.endDate ? `${query.startDate.slice(0, 4)}-12-31` : fallback.endDate);
  const startDate = query.startDate ?? (query.endDate ? `${query.endDate.slice(0, 4)}-01-01` : fallback.startDate);
  if (startDate > endDate) {
    const error = toServerError({ issues: [{ code: 'custom', message: MESSAGES.dateOrder.id, path: ['endDate'] }] });
    throw new AppError(400, error.code, error.message, error.details);
  }
  return { startDate, endDate };
}

/** The ISO text of an instant as a driver returns it (a Date from MariaDB, `YYYY-MM-DD HH:MM:SS.mmm +00:00` from SQLite). */
export function isoOf(value: unknown): string {
  if (value instanceof Date) return value.toISOString();
  const text = String(value);
  const match = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}:\d{2}(?:\.\d+)?)\s*(Z|[+-]\d{2}:?\d{2})?$/.exec(text.trim());
  if (!match) return new Date(text).toISOString();
  const zone = !match[3] || match[3] === '+00:00' || match[3] === '+0000' ? 'Z' : match[3];
  return new Date(`${match[1]}T${match[2]}${zone}`).toISOString();
}
