import type { TillRedemption } from '@rr/contracts';
import { calendarParts, moneyTotals, type DateInput, type Money } from '@rr/ui';

/** Today as the site shows dates (America/Los_Angeles, spec §5), and the UTC days the history API is asked for. */
export interface TodayWindow {
  /** YYYY-MM-DD in the programme's time zone. */
  day: string;
  /** The API's filters are UTC days, inclusive: a day in Los Angeles runs into the next UTC day. */
  afterDate: string;
  beforeDate: string;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The programme day of a moment ("2026-03-08"), or null for a missing or invalid one. */
export function programmeDay(value: DateInput): string | null {
  const parts = calendarParts(value);
  return parts ? `${parts.year}-${pad(parts.month)}-${pad(parts.day)}` : null;
}

export function todayWindow(now: Date = new Date()): TodayWindow {
  const day = programmeDay(now) ?? now.toISOString().slice(0, 10);
  const next = new Date(`${day}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return { day, afterDate: day, beforeDate: next.toISOString().slice(0, 10) };
}

export interface TodaySummary {
  redemptions: TillRedemption[];
  count: number;
  /** Per currency, never added across currencies. */
  totals: Money[];
}

/** Of the redemptions the API answered for the window, those made on `day` (programme time), newest first, and their totals. */
export function todaySummary(redemptions: readonly TillRedemption[], day: string): TodaySummary {
  const today = redemptions.filter((r) => programmeDay(r.redeemedAt) === day).sort((a, b) => b.redeemedAt.localeCompare(a.redeemedAt));
  return { redemptions: today, count: today.length, totals: moneyTotals(today.map((r) => ({ cents: r.amountCents, currency: r.currency }))) };
}
