
interface Dated {
  startDate: string;
  endDate: string;
}

/**
 * A promoter's events split by the programme's today: upcoming (not over yet, the next first) and past (over, the
 * latest first). An event is over once its last day has passed.
 */
export function splitByDate<E extends Dated>(events: readonly E[], today: string): { upcoming: E[]; past: E[] } {
  const last = (e: E) => e.endDate || e.startDate;
  const upcoming = events.filter((e) => last(e) >= today).sort((a, b) => a.startDate.localeCompare(b.startDate));
  const past = events.filter((e) => last(e) < today).sort((a, b) => last(b).localeCompare(last(a)));
  return { upcoming, past };
}

/**
 * The days a promoter's events may start on: from 1 January of the first season they are approved for to 31 December
 * of the last (a date picker's `min` and `max`); null when they are approved for none. A day in a season between that
 * is not approved is still refused by the events service on save (400 on the first day).
 */
export function seasonDateRange(seasons: readonly number[]): { min: string; max: string } | null {
  if (seasons.length === 0) return null;
  return { min: `${Math.min(...seasons)}-01-01`, max: `${Math.max(...seasons)}-12-31` };
}
