import type { RiderEvent } from '@rr/contracts';

/** The rider's favourite events still to come (not over, not canceled), soonest first. `today` is YYYY-MM-DD. */
export function upcomingFavourites(events: readonly RiderEvent[], today: string, limit = 3): RiderEvent[] {
  return events
    .filter((event) => event.favourite && !event.canceled && (event.endDate ?? event.startDate ?? '') >= today)
    .sort((a, b) => (a.startDate ?? '').localeCompare(b.startDate ?? '') || a.title.localeCompare(b.title))
    .slice(0, limit);
}
