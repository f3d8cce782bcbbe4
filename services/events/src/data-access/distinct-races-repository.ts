import { Op, type Transaction } from 'sequelize';
import type { EventsDb } from './database.js';
import type { Event, EventClass } from './models/index.js';

/** The events staff marked as different races from `eventId` (the marks hold both ways and are kept both ways), by id. */
export async function findDistinctRaceIds(db: EventsDb, eventId: string, transaction?: Transaction): Promise<string[]> {
  const rows = await db.models.DistinctRace.findAll({ where: { eventId }, ...(transaction ? { transaction } : {}) });
  // Sorted here, not by the database's collation, so SQLite and MariaDB answer the same order.
  return rows.map((row) => row.otherEventId).sort();
}

/** Forgets every mark naming the event, either way (the event is deleted). */
export async function removeDistinctRaces(db: EventsDb, eventId: string, transaction: Transaction): Promise<void> {
  await db.models.DistinctRace.destroy({ where: { [Op.or]: [{ eventId }, { otherEventId: eventId }] }, transaction });
}

/** The other events on this start day in this country, inactive and canceled ones too, by title. */
export async function findSameDayEvents(db: EventsDb, event: Pick<Event, 'id' | 'startDate' | 'country'>): Promise<Event[]> {
  return db.models.Event.findAll({
    where: { startDate: event.startDate, country: event.country, id: { [Op.ne]: event.id } },
    order: [['title', 'ASC'], ['id', 'ASC']],
  });
}

/** The classes of these events, by position then name. */
export async function findClassesOfEvents(db: EventsDb, eventIds: readonly string[]): Promise<EventClass[]> {
  return db.models.EventClass.findAll({ where: { eventId: [...eventIds] }, order: [['position', 'ASC'], ['name', 'ASC']] });
}

/** These events, locked for the rest of the transaction in id order (two changes of one pair wait for each other). */
export async function lockEventsInIdOrder(db: EventsDb, ids: readonly string[], transaction: Transaction): Promise<Event[]> {
  return db.models.Event.findAll({
    where: { id: [...ids] },
    order: [['id', 'ASC']],
    lock: transaction.LOCK.UPDATE,
    transaction,
  });
}

/** Forgets the marks between the event and these others, both ways. */
export async function removeDistinctRacesOf(db: EventsDb, eventId: string, others: readonly string[], transaction: Transaction): Promise<void> {
  await db.models.DistinctRace.destroy({
    where: { [Op.or]: [{ eventId, otherEventId: [...others] }, { eventId: [...others], otherEventId: eventId }] },
    transaction,
  });
}

/** Marks the event and each of these others as different races, both ways. */
export async function insertDistinctRaces(db: EventsDb, eventId: string, others: readonly string[], mark: { markedBy: string; createdAt: Date }, transaction: Transaction): Promise<void> {
  const { markedBy, createdAt } = mark;
  await db.models.DistinctRace.bulkCreate(
    others.flatMap((id) => [
      { eventId, otherEventId: id, markedBy, createdAt },
      { eventId: id, otherEventId: eventId, markedBy, createdAt },
    ]),
    { transaction },
  );
}

/** Those of these events that have results, by id. */
export async function findEventIdsWithResults(db: EventsDb, ids: readonly string[], transaction: Transaction): Promise<string[]> {
  return (await db.models.Event.findAll({ attributes: ['id'], where: { id: [...ids], resultsVersion: { [Op.gt]: 0 } }, order: [['id', 'ASC']], transaction })).map((row) => row.id);
}
