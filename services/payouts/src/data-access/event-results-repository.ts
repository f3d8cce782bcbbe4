import { Op, QueryTypes, type CreationAttributes, type Transaction } from 'sequelize';
import type { PayoutsDb } from './database.js';
import type { EventResultSet, EventResults, NamedBike } from './models/index.js';

// An event's applied results: what a double sanction is compared on, the result set kept to decide it again, and
// bikes named afterwards by approved claims.

type EventSummary = Omit<CreationAttributes<EventResults>, 'eventId'>;

export async function findEventResults(db: PayoutsDb, eventId: string, options: { transaction?: Transaction; attributes?: Array<keyof EventResults> } = {}): Promise<EventResults | null> {
  return db.models.EventResults.findByPk(eventId, { ...(options.transaction ? { transaction: options.transaction } : {}), ...(options.attributes ? { attributes: options.attributes } : {}) });
}

/** The event's applied results, their row locked: results versions, claims and releases of one event take turns. */
export async function lockEventResults(db: PayoutsDb, eventId: string, transaction: Transaction): Promise<EventResults | null> {
  return db.models.EventResults.findByPk(eventId, { transaction, lock: transaction.LOCK.UPDATE });
}

/** Other events of that day and country (the same race may have been published twice). */
export async function otherEventsOfDay(db: PayoutsDb, race: { eventId: string; startDate: string; country: string }, transaction: Transaction): Promise<EventResults[]> {
  return db.models.EventResults.findAll({ where: { startDate: race.startDate, country: race.country, eventId: { [Op.ne]: race.eventId } }, transaction });
}

export async function saveEventResults(db: PayoutsDb, current: EventResults | null, eventId: string, summary: EventSummary, transaction: Transaction): Promise<void> {
  if (current) await current.update(summary, { transaction });
  else await db.models.EventResults.create({ eventId, ...summary }, { transaction });
}

/** Titles of events (those applied). */
export async function eventTitles(db: PayoutsDb, eventIds: readonly string[], transaction?: Transaction): Promise<Map<string, string>> {
  return new Map((await db.models.EventResults.findAll({ where: { eventId: { [Op.in]: [...eventIds] } }, attributes: ['eventId', 'title'], ...(transaction ? { transaction } : {}) })).map((e) => [e.eventId, e.title]));
}

/** Events' titles and first days. */
export async function eventHeadings(db: PayoutsDb, eventIds: readonly string[]): Promise<EventResults[]> {
  return db.models.EventResults.findAll({ where: { eventId: { [Op.in]: [...eventIds] } }, attributes: ['eventId', 'title', 'startDate'] });
}

/** Events whose first day is in the period, oldest first (the attributes asked for). */
export async function eventsBetween(db: PayoutsDb, from: string, to: string, attributes: Array<keyof EventResults>): Promise<EventResults[]> {
  return db.models.EventResults.findAll({ where: { startDate: { [Op.between]: [from, to] } }, attributes, order: [['startDate', 'ASC'], ['eventId', 'ASC']] });
}

/** Applied events whose title matches a LIKE pattern, newest first (20). */
export async function eventsTitled(db: PayoutsDb, pattern: string): Promise<EventResults[]> {
  return db.models.EventResults.findAll({ where: { title: { [Op.like]: pattern } }, order: [['startDate', 'DESC'], ['eventId', 'ASC']], limit: 20 });
}

/** The series and country of events (`event_results`), one read per 500. */
export async function eventPlaces(db: PayoutsDb, eventIds: readonly string[], transaction?: Transaction): Promise<Map<string, { seriesId: string | null; country: string | null }>> {
  const places = new Map<string, { seriesId: string | null; country: string | null }>();
  for (let i = 0; i < eventIds.length; i += 500) {
    const rows = await db.sequelize.query<{ event_id: string; series_id: string | null; country: string | null }>('SELECT event_id, series_id, country FROM event_results WHERE event_id IN (:ids)', {
      replacements: { ids: eventIds.slice(i, i + 500) },
      type: QueryTypes.SELECT,
      transaction,
    });
    for (const row of rows) places.set(row.event_id, { seriesId: row.series_id, country: row.country });
  }
  return places;
}

export async function findResultSet(db: PayoutsDb, eventId: string, transaction?: Transaction): Promise<EventResultSet | null> {
  return db.models.EventResultSet.findByPk(eventId, transaction ? { transaction } : {});
}

export async function resultSetsOf(db: PayoutsDb, eventIds: readonly string[]): Promise<EventResultSet[]> {
  return db.models.EventResultSet.findAll({ where: { eventId: { [Op.in]: [...eventIds] } } });
}

/** Keeps the event's result set (gzip JSON) to decide it again. */
export async function keepResultSet(db: PayoutsDb, eventId: string, version: number, payload: Buffer, now: Date, transaction: Transaction): Promise<void> {
  const set = await db.models.EventResultSet.findByPk(eventId, { transaction });
  if (set) await set.update({ version, payload, updatedAt: now }, { transaction });
  else await db.models.EventResultSet.create({ eventId, version, payload, updatedAt: now }, { transaction });
}

export async function namedBikesOf(db: PayoutsDb, eventIds: readonly string[], transaction?: Transaction): Promise<NamedBike[]> {
  return db.models.NamedBike.findAll({ where: { eventId: eventIds.length === 1 ? eventIds[0]! : { [Op.in]: [...eventIds] } }, ...(transaction ? { transaction } : {}) });
}

/** The bike a rider raced a class on, as an approved claim names it. */
export async function nameBike(db: PayoutsDb, bike: CreationAttributes<NamedBike>, transaction: Transaction): Promise<void> {
  await db.models.NamedBike.upsert(bike, { transaction });
}

/** A series' applied events (those it names, and those that say they are in it), locked in id order. */
export async function lockSeriesEvents(db: PayoutsDb, seriesId: string, eventIds: readonly string[], transaction: Transaction): Promise<EventResults[]> {
  return db.models.EventResults.findAll({
    where: { [Op.or]: [{ eventId: { [Op.in]: [...eventIds] } }, { seriesId }] },
    order: [['eventId', 'ASC']],
    transaction,
    lock: transaction.LOCK.UPDATE,
  });
}

/** Events whose first day is `fromDay` or later, newest first (2,000 at most). */
export async function eventsSince(db: PayoutsDb, fromDay: string): Promise<EventResults[]> {
  return db.models.EventResults.findAll({ where: { startDate: { [Op.gte]: fromDay } }, order: [['startDate', 'DESC'], ['eventId', 'ASC']], limit: 2_000 });
}
