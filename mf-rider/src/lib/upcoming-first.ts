import type { LeanEvent } from '@rr/contracts';

/**
 * A series' events as a rider looks for them: those not over yet first, soonest first, then those that are over,
 * latest first. `today` is YYYY-MM-DD in the programme's time zone; an event is over once its last day has passed.
 */
export function upcomingFirst<T extends Pick<LeanEvent, '_id' | 'startDate' | 'endDate' | 'title'>>(events: readonly T[], today: string): T[] {
  const last = (event: T) => event.endDate || event.startDate || '';
  const byStart = (a: T, b: T) => (a.startDate ?? '').localeCompare(b.startDate ?? '') || a.title.localeCompare(b.title);
  const upcoming = events.filter((event) => last(event) >= today).sort(byStart);
  const past = events.filter((event) => last(event) < today).sort((a, b) => byStart(b, a));
  return [...upcoming, ...past];
}

/** Whether an event is over (its last day is before `today`). */
export function isOver(event: Pick<LeanEvent, 'startDate' | 'endDate'>, today: string): boolean {
  return (event.endDate || event.startDate || '') < today;
}
