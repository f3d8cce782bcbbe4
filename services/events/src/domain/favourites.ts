import type { Ref, RiderEvent, RiderEventsAnswer } from '@rr/contracts';
import { notFound } from '@rr/server-kit';
import type { EventsDb } from '../data-access/database.js';
import { findActiveEventsByIds, findEventActive, findRacedEventIds } from '../data-access/event-records-repository.js';
import { findFavouriteEventIds, findFavouriteSeries, markEventFavourite, markSeriesFavourite, unmarkEventFavourite, unmarkSeriesFavourite } from '../data-access/favourites-repository.js';
import { findSeriesActive, findSeriesRefs } from '../data-access/series-repository.js';
import { leanEvent } from './views.js';

/** The most events a rider's list answers (favourites and races together). */
const MAX_RIDER_EVENTS = 500;

/**
 * Marks (or unmarks) an event as one of the rider's favourites (spec §2). Only an active event can become one; an
 * event that is gone answers 404. Marking twice keeps one mark.
 */
export async function setFavourite(db: EventsDb, riderId: string, eventId: string, favourite: boolean): Promise<{ favourite: boolean }> {
  if (!favourite) {
    await unmarkEventFavourite(db, riderId, eventId);
    return { favourite: false };
  }
  const event = await findEventActive(db, eventId);
  if (!event || !event.active) throw notFound('Event not found');
  await markEventFavourite(db, riderId, eventId);
  return { favourite: true };
}

/**
 * Marks (or unmarks) a series as one of the rider's favourites, as `setFavourite` does for events:
 * only an active series can become one; a series that is gone answers 404; marking twice keeps one mark.
 */
export async function setSeriesFavourite(db: EventsDb, riderId: string, seriesId: string, favourite: boolean): Promise<{ favourite: boolean }> {
  if (!favourite) {
    await unmarkSeriesFavourite(db, riderId, seriesId);
    return { favourite: false };
  }
  const series = await findSeriesActive(db, seriesId);
  if (!series || !series.active) throw notFound('Series not found');
  await markSeriesFavourite(db, riderId, seriesId);
  return { favourite: true };
}

/**
 * A rider's own events (`GET /api/rider/events`, spec §7 "events, series"): their favourites and the events they have
 * results at, each once with both flags, by first day (soonest first), the series those events belong to, and the
 * series the rider marked as favourites. Inactive events and series are left out.
 */
export async function riderEvents(db: EventsDb, riderId: string): Promise<RiderEventsAnswer> {
  const [favourites, raced, favouriteSeries] = await Promise.all([
    findFavouriteEventIds(db, riderId),
    findRacedEventIds(db, riderId),
    findFavouriteSeries(db, riderId).then((rows) => rows.map((row): Ref => ({ _id: row.id, name: row.name }))),
  ]);
  const favouriteIds = new Set(favourites);
  const racedIds = new Set(raced);
  const ids = [...new Set([...favouriteIds, ...racedIds])];
  if (ids.length === 0) return { events: [], series: [], favouriteSeries };
  const rows = await findActiveEventsByIds(db, ids, MAX_RIDER_EVENTS);
  const series = await findSeriesRefs(db, rows.flatMap((event) => (event.seriesId ? [event.seriesId] : [])));
  const events: RiderEvent[] = rows.map((event) => ({ ...leanEvent(event, (event.seriesId && series.get(event.seriesId)) || null), favourite: favouriteIds.has(event.id), raced: racedIds.has(event.id) }));
  return { events, series: [...series.values()].sort((a, b) => a.name.localeCompare(b.name)), favouriteSeries };
}
