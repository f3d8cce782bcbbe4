import type { Transaction } from 'sequelize';
import type { EventsDb } from './database.js';
import type { Event, Series } from './models/index.js';

// What a series' end is judged from: the series (locked while it is judged), its events, and which of them have lines.

const within = (transaction?: Transaction) => (transaction ? { transaction } : {});

export type SeriesMember = Pick<Event, 'id' | 'startDate' | 'endDate' | 'active' | 'canceled' | 'resultsVersion'>;

/** The series, locked for the rest of the transaction: its end is judged and recorded one change at a time. */
export async function lockSeries(db: EventsDb, seriesId: string, transaction: Transaction): Promise<Series | null> {
  return db.models.Series.findByPk(seriesId, { transaction, lock: transaction.LOCK.UPDATE });
}

/** Every event of the series (inactive and canceled too), first to end first. */
export async function findSeriesMembers(db: EventsDb, seriesId: string, transaction?: Transaction): Promise<SeriesMember[]> {
  return db.models.Event.findAll({
    where: { seriesId },
    attributes: ['id', 'startDate', 'endDate', 'active', 'canceled', 'resultsVersion'],
    order: [['endDate', 'ASC'], ['startDate', 'ASC'], ['id', 'ASC']],
    ...within(transaction),
  });
}

/** Those of these events that have result lines. */
export async function findEventIdsWithLines(db: EventsDb, eventIds: readonly string[], transaction?: Transaction): Promise<string[]> {
  return (await db.models.Result.findAll({ attributes: ['eventId'], where: { eventId: [...eventIds] }, group: ['eventId'], ...within(transaction) })).map((line) => line.eventId);
}
