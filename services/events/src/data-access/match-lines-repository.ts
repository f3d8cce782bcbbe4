import { Op, QueryTypes } from 'sequelize';
import type { EventsDb } from './database.js';
import type { Event, Result } from './models/index.js';

// What matching a line to a rider, or suggesting riders for it, reads beyond the line: the plates riders were matched
// under at other events, and an event's open lines.

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

/** Riders matched on lines with these plates at the promoter's events, each with the event (distinct rows). */
export async function findPlateRidersAtPromoter(db: EventsDb, promoterId: string, plates: readonly string[]): Promise<Array<{ number: string; rider_id: string; event_id: string }>> {
  return db.sequelize.query<{ number: string; rider_id: string; event_id: string }>(
    `SELECT DISTINCT r.number AS number, r.rider_id AS rider_id, r.event_id AS event_id FROM results r JOIN events e ON e.id = r.event_id
       WHERE e.promoter_id = :promoterId AND r.number IN (:plates) AND r.match_status = 'matched' AND r.rider_id IS NOT NULL`,
    { type: QueryTypes.SELECT, replacements: { promoterId, plates } },
  );
}

/** The event's id and promoter. */
export async function findEventPromoter(db: EventsDb, eventId: string): Promise<Pick<Event, 'id' | 'promoterId'> | null> {
  return db.models.Event.findByPk(eventId, { attributes: ['id', 'promoterId'] });
}

/** The event's open lines (unmatched or ambiguous) as plain rows of what a suggestion reads. */
export async function findOpenLineRows(db: EventsDb, eventId: string): Promise<Array<Pick<Result, 'id' | 'riderName' | 'email' | 'number' | 'candidates'>>> {
  return db.models.Result.findAll({
    attributes: ['id', 'riderName', 'email', 'number', 'candidates'],
    where: { eventId, matchStatus: { [Op.in]: ['unmatched', 'ambiguous'] } },
    raw: true,
  });
}
