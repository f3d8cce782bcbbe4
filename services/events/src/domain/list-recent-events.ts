import type { RecentEvents, RecentEventsQuery } from '@rr/contracts';
import type { EventsDb } from '../data-access/database.js';
import { findEventsStartedBefore } from '../data-access/events-repository.js';
import { findSeriesRefs } from '../data-access/series-repository.js';
import { programmeToday } from './programme-date.js';
import { leanEvent } from './views.js';

/** The latest `limit` active events that started before `before` (default: today), latest first. */
export async function listRecentEvents(db: EventsDb, options: RecentEventsQuery, now: Date = new Date()): Promise<RecentEvents> {
  const rows = await findEventsStartedBefore(db, options.before ?? programmeToday(now), options.limit, true);
  const series = await findSeriesRefs(db, rows.flatMap((event) => (event.seriesId ? [event.seriesId] : [])));
  return {
    events: rows.map((event) => leanEvent(event, (event.seriesId && series.get(event.seriesId)) || null)),
  };
}
