import { Op, type Transaction } from 'sequelize';
import type { EventsDb } from './database.js';

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
