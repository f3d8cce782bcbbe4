import { Op } from 'sequelize';
import type { Ref, RiderEvent, RiderEventsAnswer } from '@rr/contracts';
import { notFound } from '@rr/server-kit';
import type { EventsDb } from '../data-access/database.js';
import { findSeriesRefs } from '../data-access/series-repository.js';
import { leanEvent } from './views.js';

/** The most events a rider's list answers (favourites and races together). */
const MAX_RIDER_EVENTS = 500;

/**
 * Marks (or unmarks) an event as one of the rider's favourites (spec §2). Only an active event can become one; an
 * event that is gone answers 404. Marking twice keeps one mark.
 */
export async function setFavourite(db: EventsDb, riderId: string, eventId: string, favourite: boolean): Promise<{ favourite: boolean }> {
  if (!favourite) {
    await db.models.EventFavourite.destroy({ where: { riderId, eventId } });
    return { favourite: false };
  }
  const event = await db.models.Event.findByPk(eventId, { attributes: ['id', 'active'] });
  if (!event || !event.active) throw notFound('Event not found');
  await db.models.EventFavourite.findOrCreate({ where: { riderId, eventId }, defaults: { riderId, eventId, createdAt: new Date() } });
  return { favourite: true };
}

/**
 * Marks (or unmarks) a series as one of the rider's favourites, as `setFavourite` does for events:
 * only an active series can become one; a series that is gone answers 404; marking twice keeps one mark.
 */
export async function setSeriesFavourite(db: EventsDb, riderId: string, seriesId: string, favourite: boolean): Promise<{ favourite: boolean }> {
  if (!favourite) {
    await db.models.SeriesFavourite.destroy({ where: { riderId, seriesId } });
    return { favourite: false };
  }
  const series = await db.models.Series.findByPk(seriesId, { attributes: ['id', 'active'] });
  if (!series || !series.active) throw notFound('Series not found');
  await db.models.SeriesFavourite.findOrCreate({ where: { riderId, seriesId }, defaults: { riderId, seriesId, createdAt: new Date() } });
  return { favourite: true };
}

/** The active series a rider marked as favourites, by name. */
async function favouriteSeriesOf(db: EventsDb, riderId: string): Promise<Ref[]> {
  const marks = await db.models.SeriesFavourite.findAll({ where: { riderId }, attributes: ['seriesId'], raw: true });
  if (marks.length === 0) return [];
  const rows = await db.models.Series.findAll({ where: { id: { [Op.in]: marks.map((mark) => mark.seriesId) }, active: true }, attributes: ['id', 'name'], order: [['name', 'ASC'], ['id', 'ASC']], raw: true });
  return rows.map((row) => ({ _id: row.id, name: row.name }));
}

/**
 * A rider's own events (`GET /api/rider/events`, spec §7 "events, series"): their favourites and the events they have
 * results at, each once with both flags, by first day (soonest first), the series those events belong to, and the
 * series the rider marked as favourites. Inactive events and series are left out.
 */
export async function riderEvents(db: EventsDb, riderId: string): Promise<RiderEventsAnswer> {
  const [favourites, raced, favouriteSeries] = await Promise.all([
    db.models.EventFavourite.findAll({ where: { riderId }, attributes: ['eventId'], raw: true }),
    db.models.Result.findAll({ where: { riderId, matchStatus: 'matched' }, attributes: ['eventId'], group: ['eventId'], raw: true }),
    favouriteSeriesOf(db, riderId),
  ]);
  const favouriteIds = new Set(favourites.map((row) => row.eventId));
  const racedIds = new Set(raced.map((row) => row.eventId));
  const ids = [...new Set([...favouriteIds, ...racedIds])];
  if (ids.length === 0) return { events: [], series: [], favouriteSeries };
  const rows = await db.models.Event.findAll({ where: { id: { [Op.in]: ids }, active: true }, order: [['startDate', 'ASC'], ['id', 'ASC']], limit: MAX_RIDER_EVENTS });
  const series = await findSeriesRefs(db, rows.flatMap((event) => (event.seriesId ? [event.seriesId] : [])));
  const events: RiderEvent[] = rows.map((event) => ({ ...leanEvent(event, (event.seriesId && series.get(event.seriesId)) || null), favourite: favouriteIds.has(event.id), raced: racedIds.has(event.id) }));
  return { events, series: [...series.values()].sort((a, b) => a.name.localeCompare(b.name)), favouriteSeries };
}
