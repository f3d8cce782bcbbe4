import { defaultReportRange, programmeDay } from '@rr/contracts';

/** A report's days, both ends included (programme days, America/Los_Angeles; spec §5). */
export interface ReportRange {
  startDate: string;
  endDate: string;
}

/** The ranges one click away. */
export const RANGE_PRESETS = ['thisYear', 'lastYear', 'last12Months'] as const;
export type RangePreset = (typeof RANGE_PRESETS)[number];

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar day written YYYY-MM-DD (2026-02-30 is not). */
export function isDay(value: string | null | undefined): value is string {
  if (!value || !DAY.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

const dayOf = (utc: number) => new Date(utc).toISOString().slice(0, 10);

/** The range of a preset on the programme day of `now`. */
export function presetRange(preset: RangePreset, now: Date = new Date()): ReportRange {
  const today = programmeDay(now);
  const [year, month, day] = today.split('-').map(Number) as [number, number, number];
  switch (preset) {
    case 'thisYear':
      return defaultReportRange(now);
    case 'lastYear':
      return { startDate: `${year - 1}-01-01`, endDate: `${year - 1}-12-31` };
    case 'last12Months': {
      // The day after the same day a year ago (29 February falls back to the 28th), up to today: twelve whole months.
      const lastDayOfMonth = new Date(Date.UTC(year - 1, month, 0)).getUTCDate();
      const yearAgo = Date.UTC(year - 1, month - 1, Math.min(day, lastDayOfMonth));
      return { startDate: dayOf(yearAgo + 86_400_000), endDate: today };
    }
  }
}

/**
 * The range a report's address asks for: `startDate` and `endDate` when they are days, else `defaultReportRange()`'s
 * end for the missing one. Ends given the wrong way round are swapped (the report of those days, not an error).
 */
export function rangeFromSearch(search: URLSearchParams, now: Date = new Date()): ReportRange {
  const fallback = defaultReportRange(now);
  const start = search.get('startDate');
  const end = search.get('endDate');
  const startDate = isDay(start) ? start : fallback.startDate;
  const endDate = isDay(end) ? end : fallback.endDate;
  return startDate <= endDate ? { startDate, endDate } : { startDate: endDate, endDate: startDate };
}

/** The preset a range is, if it is one. */
export function presetOf(range: ReportRange, now: Date = new Date()): RangePreset | null {
  return RANGE_PRESETS.find((preset) => {
    const candidate = presetRange(preset, now);
    return candidate.startDate === range.startDate && candidate.endDate === range.endDate;
  }) ?? null;
}

/** The address after a change of range: both ends written, other filters kept, back to page 1. */
export function searchWithRange(current: URLSearchParams, change: Partial<ReportRange>): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const key of ['startDate', 'endDate'] as const) {
    const value = change[key];
    if (value === undefined) continue;
    if (isDay(value)) next.set(key, value);
    else next.delete(key);
  }
  next.delete('page');
  return next;
}
