import { Op, type Transaction } from 'sequelize';
import type { EventsDb } from './database.js';
import type { ClassPlace, Event, EventClass, Result, Series } from './models/index.js';

// What an event's facts (`event.changed`) are read from beyond the event's row: its series' name, its classes' payout
// types and places, and its result lines; and the events the facts are sent or rebuilt for.

const within = (transaction?: Transaction) => (transaction ? { transaction } : {});

export type FactLine = Pick<Result, 'eventId' | 'classId' | 'place' | 'status' | 'resultType' | 'matchStatus' | 'riderId' | 'vin' | 'bike'>;

/** The ids and names of these series. */
export async function findSeriesNameRows(db: EventsDb, seriesIds: readonly string[], transaction?: Transaction): Promise<Array<Pick<Series, 'id' | 'name'>>> {
  return db.models.Series.findAll({ attributes: ['id', 'name'], where: { id: { [Op.in]: [...seriesIds] } }, ...within(transaction) });
}

/** The classes of these events with their payout type. */
export async function findClassPayoutTypes(db: EventsDb, eventIds: readonly string[], transaction?: Transaction): Promise<Array<Pick<EventClass, 'id' | 'eventId' | 'payoutType'>>> {
  return db.models.EventClass.findAll({ attributes: ['id', 'eventId', 'payoutType'], where: { eventId: { [Op.in]: [...eventIds] } }, ...within(transaction) });
}

/** What each place of these classes pays. */
export async function findPlaceAmounts(db: EventsDb, classIds: readonly string[], transaction?: Transaction): Promise<Array<Pick<ClassPlace, 'classId' | 'place' | 'amountCents'>>> {
  return db.models.ClassPlace.findAll({ attributes: ['classId', 'place', 'amountCents'], where: { classId: { [Op.in]: [...classIds] } }, ...within(transaction) });
}

/** Every line of these events as plain rows of what the facts read. */
export async function findFactLines(db: EventsDb, eventIds: readonly string[], transaction?: Transaction): Promise<FactLine[]> {
  return (await db.models.Result.findAll({
    attributes: ['eventId', 'classId', 'place', 'status', 'resultType', 'matchStatus', 'riderId', 'vin', 'bike'],
    where: { eventId: { [Op.in]: [...eventIds] } },
    ...within(transaction),
    raw: true,
  })) as unknown as FactLine[];
}

/** These events in id order. */
export async function findEventsInIdOrder(db: EventsDb, eventIds: readonly string[], transaction: Transaction): Promise<Event[]> {
  return db.models.Event.findAll({ where: { id: { [Op.in]: [...eventIds] } }, order: [['id', 'ASC']], transaction });
}

/** Every event (inactive and canceled too) after `after` in id order, `limit` of them. */
export async function findEventsAfter(db: EventsDb, after: string | undefined, limit: number): Promise<Event[]> {
  return db.models.Event.findAll({
    where: after ? { id: { [Op.gt]: after } } : {},
    order: [['id', 'ASC']],
    limit,
  });
}
