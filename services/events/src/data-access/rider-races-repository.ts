import { Op, type Transaction } from 'sequelize';
import type { EventsDb } from './database.js';
import type { Event, EventClass, Result } from './models/index.js';

// A rider's races as staff manage them: the lines matched to the rider, with their events, classes and series.

/** Every line matched to the rider, in no particular order. */
export async function findRiderMatchedLines(db: EventsDb, riderId: string): Promise<Result[]> {
  return db.models.Result.findAll({ where: { riderId, matchStatus: 'matched' } });
}

export async function findEventsByIds(db: EventsDb, ids: readonly string[]): Promise<Event[]> {
  return db.models.Event.findAll({ where: { id: { [Op.in]: [...ids] } } });
}

export async function findClassesWithIds(db: EventsDb, ids: readonly string[]): Promise<EventClass[]> {
  return db.models.EventClass.findAll({ where: { id: { [Op.in]: [...ids] } } });
}

/** The names of these series, by id. */
export async function findSeriesNames(db: EventsDb, ids: readonly string[]): Promise<Map<string, string>> {
  return new Map((await db.models.Series.findAll({ where: { id: { [Op.in]: [...ids] } }, attributes: ['id', 'name'] })).map((s) => [s.id, s.name]));
}

/** Those of these lines that are the rider's, with their event. */
export async function findRiderLineEvents(db: EventsDb, riderId: string, ids: readonly string[], transaction: Transaction): Promise<Array<Pick<Result, 'id' | 'eventId'>>> {
  return db.models.Result.findAll({ where: { id: { [Op.in]: [...ids] }, riderId }, attributes: ['id', 'eventId'], transaction });
}

/** The titles of these events, by id. */
export async function findEventTitles(db: EventsDb, ids: readonly string[], transaction: Transaction): Promise<Map<string, string>> {
  return new Map((await db.models.Event.findAll({ where: { id: { [Op.in]: [...ids] } }, attributes: ['id', 'title'], transaction })).map((e) => [e.id, e.title]));
}
