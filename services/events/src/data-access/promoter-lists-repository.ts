import { Op, fn, col } from 'sequelize';
import type { EventsDb } from './database.js';
import type { Event, Series } from './models/index.js';

// A promoter's own events and series, as their lists show them.

/** Every event of the promoter, inactive and canceled too, latest first. */
export async function findEventsOfPromoter(db: EventsDb, promoterId: string): Promise<Event[]> {
  return db.models.Event.findAll({ where: { promoterId }, order: [['startDate', 'DESC'], ['id', 'ASC']] });
}

/** How many lines each of these events has per match status (`n` as the driver returns a count). */
export async function countLinesByMatchStatus(db: EventsDb, eventIds: readonly string[]): Promise<Array<{ eventId: string; matchStatus: string; n: number | string }>> {
  return (await db.models.Result.findAll({
    attributes: ['eventId', 'matchStatus', [fn('COUNT', col('id')), 'n']],
    where: { eventId: { [Op.in]: [...eventIds] } },
    group: ['eventId', 'matchStatus'],
    raw: true,
  })) as unknown as Array<{ eventId: string; matchStatus: string; n: number | string }>;
}

/** Every series of the promoter, by name. */
export async function findSeriesOfPromoter(db: EventsDb, promoterId: string): Promise<Series[]> {
  return db.models.Series.findAll({ where: { promoterId }, order: [['name', 'ASC']] });
}
