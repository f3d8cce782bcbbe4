import { calendarParts } from '@rr/ui';

/** Today on the programme's calendar (America/Los_Angeles, spec §5), as `YYYY-MM-DD`. */
export function programmeToday(now: Date = new Date()): string {
  const parts = calendarParts(now);
  if (!parts) return now.toISOString().slice(0, 10);
  return `${parts.year}-${String(parts.month).padStart(2, '0')}-${String(parts.day).padStart(2, '0')}`;
}

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
