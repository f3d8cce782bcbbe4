/**
 * The programme's calendar: event days are plain dates (YYYY-MM-DD) and "today" is the day in the
 * programme's time zone (spec §5: dates are shown in America/Los_Angeles), so an event is upcoming
 * until its last day is over there.
 */
export { PROGRAMME_TIME_ZONE, programmeToday } from '@rr/contracts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** `day` moved by `days` calendar days (negative = earlier). */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Day of the week of a YYYY-MM-DD date: 0 = Sunday … 6 = Saturday. */
export function weekday(day: string): number {
  return new Date(`${day}T00:00:00Z`).getUTCDay();
}

/** True for a real calendar date written YYYY-MM-DD. */
export function isCalendarDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const time = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === value;
}
