import { Op } from 'sequelize';
import type { EventsDb } from './database.js';

// What matching a line to a rider reads beyond the line: the plates riders were matched under at other events.

/** The ids of the series' other events. */
export async function findOtherEventIdsOfSeries(db: EventsDb, seriesId: string, eventId: string): Promise<string[]> {
  const rows = await db.models.Event.findAll({ attributes: ['id'], where: { seriesId, id: { [Op.ne]: eventId } }, raw: true });
  return rows.map((row) => row.id);
}

/** The matched lines with these plates at these events, as plate and rider (one query: the caller batches the plates). */
export async function findMatchedPlateRiders(db: EventsDb, eventIds: readonly string[], plates: readonly string[]): Promise<Array<{ number: string; riderId: string | null }>> {
  return db.models.Result.findAll({
    attributes: ['number', 'riderId'],
    where: { eventId: { [Op.in]: [...eventIds] }, number: { [Op.in]: [...plates] }, matchStatus: 'matched' },
    raw: true,
  });
}
