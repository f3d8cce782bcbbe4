import { Op } from 'sequelize';
import type { EventsDb } from './database.js';
import type { Event, Result, Series } from './models/index.js';

// What a series' standings are added up from: the series, its active events in race order, their lines and class names.

/** The series' id, whether it is active and its finished version. */
export async function findSeriesStandingState(db: EventsDb, seriesId: string): Promise<Pick<Series, 'id' | 'active' | 'finishedVersion'> | null> {
  return db.models.Series.findByPk(seriesId, { attributes: ['id', 'active', 'finishedVersion'] });
}

/** The series' active events, oldest race first (by last day, then first day, then id). */
export async function findActiveEventsInRaceOrder(db: EventsDb, seriesId: string): Promise<Array<Pick<Event, 'id' | 'type' | 'canceled' | 'payingEvent'>>> {
  return db.models.Event.findAll({
    where: { seriesId, active: true },
    attributes: ['id', 'type', 'canceled', 'payingEvent'],
    order: [['endDate', 'ASC'], ['startDate', 'ASC'], ['id', 'ASC']],
  });
}

export type StandingLine = Pick<Result, 'eventId' | 'classId' | 'riderId' | 'place' | 'resultType' | 'status' | 'matchStatus' | 'riderName' | 'hometown'>;

/** Every line of these events as plain rows of what a standing reads, in no particular order. */
export async function findStandingLines(db: EventsDb, eventIds: readonly string[]): Promise<StandingLine[]> {
  return db.models.Result.findAll({
    where: { eventId: { [Op.in]: [...eventIds] } },
    attributes: ['eventId', 'classId', 'riderId', 'place', 'resultType', 'status', 'matchStatus', 'riderName', 'hometown'],
    raw: true,
  });
}

/** The classes of these events as plain rows of id and name. */
export async function findClassNamesOfEvents(db: EventsDb, eventIds: readonly string[]): Promise<Array<{ id: string; name: string }>> {
  return db.models.EventClass.findAll({ where: { eventId: { [Op.in]: [...eventIds] } }, attributes: ['id', 'name'], raw: true });
}
