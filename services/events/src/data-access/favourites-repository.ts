import { Op, type Transaction } from 'sequelize';
import type { EventsDb } from './database.js';

// A rider's favourite events and series: one mark each, kept once however often it is set.

export async function markEventFavourite(db: EventsDb, riderId: string, eventId: string): Promise<void> {
  await db.models.EventFavourite.findOrCreate({ where: { riderId, eventId }, defaults: { riderId, eventId, createdAt: new Date() } });
}

export async function unmarkEventFavourite(db: EventsDb, riderId: string, eventId: string): Promise<void> {
  await db.models.EventFavourite.destroy({ where: { riderId, eventId } });
}

export async function markSeriesFavourite(db: EventsDb, riderId: string, seriesId: string): Promise<void> {
  await db.models.SeriesFavourite.findOrCreate({ where: { riderId, seriesId }, defaults: { riderId, seriesId, createdAt: new Date() } });
}

export async function unmarkSeriesFavourite(db: EventsDb, riderId: string, seriesId: string): Promise<void> {
  await db.models.SeriesFavourite.destroy({ where: { riderId, seriesId } });
}

/** The ids of the rider's favourite events. */
export async function findFavouriteEventIds(db: EventsDb, riderId: string): Promise<string[]> {
  return (await db.models.EventFavourite.findAll({ where: { riderId }, attributes: ['eventId'], raw: true })).map((row) => row.eventId);
}

/** The active series the rider marked as favourites, by name. */
export async function findFavouriteSeries(db: EventsDb, riderId: string): Promise<Array<{ id: string; name: string }>> {
  const marks = await db.models.SeriesFavourite.findAll({ where: { riderId }, attributes: ['seriesId'], raw: true });
  if (marks.length === 0) return [];
  return db.models.Series.findAll({ where: { id: { [Op.in]: marks.map((mark) => mark.seriesId) }, active: true }, attributes: ['id', 'name'], order: [['name', 'ASC'], ['id', 'ASC']], raw: true });
}

/** Moves a merged rider's favourites to the rider kept (a favourite both had stays one mark). */
export async function moveFavourites(db: EventsDb, removedRiderId: string, keptRiderId: string, transaction: Transaction): Promise<void> {
  for (const favourite of await db.models.EventFavourite.findAll({ where: { riderId: removedRiderId }, transaction })) {
    await db.models.EventFavourite.findOrCreate({ where: { riderId: keptRiderId, eventId: favourite.eventId }, defaults: { riderId: keptRiderId, eventId: favourite.eventId, createdAt: favourite.createdAt }, transaction });
  }
  await db.models.EventFavourite.destroy({ where: { riderId: removedRiderId }, transaction });
  for (const favourite of await db.models.SeriesFavourite.findAll({ where: { riderId: removedRiderId }, transaction })) {
    await db.models.SeriesFavourite.findOrCreate({ where: { riderId: keptRiderId, seriesId: favourite.seriesId }, defaults: { riderId: keptRiderId, seriesId: favourite.seriesId, createdAt: favourite.createdAt }, transaction });
  }
  await db.models.SeriesFavourite.destroy({ where: { riderId: removedRiderId }, transaction });
}
