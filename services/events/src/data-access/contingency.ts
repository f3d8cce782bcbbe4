import type { Transaction } from 'sequelize';
import type { EventsDb } from './database.js';

/**
 * Keeps `events.contingency_cents` equal to the sum of the event's paying classes' place amounts (classes whose
 * payout type is not `noPayout`). Call it in the transaction that changed the event's classes or places, so the finder
 * can filter, sort and sum on an indexed column instead of summing every event's places per query.
 */
export async function refreshEventContingency(db: EventsDb, eventId: string, transaction?: Transaction): Promise<void> {
  await db.sequelize.query(
    `UPDATE events SET contingency_cents = (
       SELECT COALESCE(SUM(cp.amount_cents), 0) FROM event_classes ec JOIN class_places cp ON cp.class_id = ec.id
       WHERE ec.event_id = :eventId AND ec.payout_type <> 'noPayout'
     ) WHERE id = :eventId`,
    { replacements: { eventId }, ...(transaction ? { transaction } : {}) },
  );
}
