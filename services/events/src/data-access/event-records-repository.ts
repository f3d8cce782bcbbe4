import { Op, type InferAttributes, type CreationAttributes, type Transaction } from 'sequelize';
import type { EventsDb } from './database.js';
import type { Event } from './models/index.js';

// An event's own row, read and written by id: what the event tools change. The finder's queries are events-repository.ts.

type EventFields = CreationAttributes<Event>;

const within = (transaction?: Transaction) => (transaction ? { transaction } : {});

/** The event, read in the caller's transaction if one is given. */
export async function findEvent(db: EventsDb, eventId: string, transaction?: Transaction): Promise<Event | null> {
  return db.models.Event.findByPk(eventId, within(transaction));
}

/** The event, locked for the rest of the transaction: its changes and its results' versions are taken one at a time. */
export async function lockEvent(db: EventsDb, eventId: string, transaction: Transaction): Promise<Event | null> {
  return db.models.Event.findByPk(eventId, { transaction, lock: transaction.LOCK.UPDATE });
}

/** The event's id and results version alone. */
export async function findEventVersion(db: EventsDb, eventId: string, transaction?: Transaction): Promise<Pick<Event, 'id' | 'resultsVersion'> | null> {
  return db.models.Event.findByPk(eventId, { attributes: ['id', 'resultsVersion'], ...within(transaction) });
}

export async function insertEvent(db: EventsDb, fields: EventFields, transaction?: Transaction): Promise<Event> {
  return db.models.Event.create(fields, within(transaction));
}

/** Writes the given fields of an event read before. */
export async function saveEvent(event: Event, fields: Partial<InferAttributes<Event>>, transaction?: Transaction): Promise<void> {
  await event.update(fields, within(transaction));
}

export async function removeEvent(event: Event, transaction: Transaction): Promise<void> {
  await event.destroy({ transaction });
}

/** The event's id and whether it is active. */
export async function findEventActive(db: EventsDb, eventId: string): Promise<Pick<Event, 'id' | 'active'> | null> {
  return db.models.Event.findByPk(eventId, { attributes: ['id', 'active'] });
}

/** The ids of the events the rider has matched lines at. */
export async function findRacedEventIds(db: EventsDb, riderId: string): Promise<string[]> {
  return (await db.models.Result.findAll({ where: { riderId, matchStatus: 'matched' }, attributes: ['eventId'], group: ['eventId'], raw: true })).map((row) => row.eventId);
}

/** The active events among these ids, by first day, at most `limit`. */
export async function findActiveEventsByIds(db: EventsDb, ids: readonly string[], limit: number): Promise<Event[]> {
  return db.models.Event.findAll({ where: { id: { [Op.in]: [...ids] }, active: true }, order: [['startDate', 'ASC'], ['id', 'ASC']], limit });
}
