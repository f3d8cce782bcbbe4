import type { TillRedemption } from '@rr/contracts';
import { DISPLAY_TIME_ZONE, calendarParts, moneyTotals, type DateInput, type Money } from '@rr/ui';

/**
 * Today at the dealer's counter (its own time zone; the programme's, America/Los_Angeles, spec §5, by default), and
 * the UTC days the history API is asked for.
 */
export interface TodayWindow {
  /** YYYY-MM-DD in the dealer's time zone. */
  day: string;
  /** The API's filters are UTC days, inclusive: a day west of UTC runs into the next UTC day, east of it starts in the one before. */
  afterDate: string;
  beforeDate: string;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The day of a moment in `timeZone` ("2026-03-08"), or null for a missing or invalid one. */
export function programmeDay(value: DateInput, timeZone: string = DISPLAY_TIME_ZONE): string | null {
  const parts = calendarParts(value, timeZone);
  return parts ? `${parts.year}-${pad(parts.month)}-${pad(parts.day)}` : null;
}

const shiftDay = (day: string, days: number) => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

export function todayWindow(now: Date = new Date(), timeZone: string = DISPLAY_TIME_ZONE): TodayWindow {
  const day = programmeDay(now, timeZone) ?? now.toISOString().slice(0, 10);
  // Which side of UTC the zone is on now: its wall clock read as if it were UTC, less the moment itself.
  const parts = calendarParts(now, timeZone);
  const ahead = parts ? Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute) - Math.floor(now.getTime() / 60_000) * 60_000 : 0;
  return { day, afterDate: ahead > 0 ? shiftDay(day, -1) : day, beforeDate: ahead < 0 ? shiftDay(day, 1) : day };
}

export interface TodaySummary {
  redemptions: TillRedemption[];
  count: number;
  /** Per currency, never added across currencies. */
  totals: Money[];
}

/** Of the redemptions the API answered for the window, those made on `day` (in `timeZone`), newest first, and their totals. */
export function todaySummary(redemptions: readonly TillRedemption[], day: string, timeZone: string = DISPLAY_TIME_ZONE): TodaySummary {
  const today = redemptions.filter((r) => programmeDay(r.redeemedAt, timeZone) === day).sort((a, b) => b.redeemedAt.localeCompare(a.redeemedAt));
  return { redemptions: today, count: today.length, totals: moneyTotals(today.map((r) => ({ cents: r.amountCents, currency: r.currency }))) };
}
