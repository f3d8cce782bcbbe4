import { Op, type Transaction } from 'sequelize';
import type { EventsDb } from './database.js';

// Uploaded files parsed into a preview, committed at most once (`result_imports`).

/** Forgets every upload of the event (the event is deleted). */
export async function removeImportsOfEvent(db: EventsDb, eventId: string, transaction: Transaction): Promise<void> {
  await db.models.ResultImport.destroy({ where: { eventId }, transaction });
}

/** Forgets the event's uploads of results (not of its classes), so they may be committed again once their results are gone. */
export async function removeResultsImportsOfEvent(db: EventsDb, eventId: string, transaction: Transaction): Promise<void> {
  await db.models.ResultImport.destroy({ where: { eventId, kind: { [Op.ne]: 'classes' } }, transaction });
}
