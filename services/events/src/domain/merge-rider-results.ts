import type { Transaction } from 'sequelize';
import type { EventsDb } from '../data-access/database.js';
import { reassignResults } from '../data-access/events-repository.js';
import type { RidersMerged } from './messages.js';

/**
 * Two riders became one: every result line of the removed rider now belongs to the kept rider. The
 * lines keep the name, bike and payout the promoter entered. Running it again finds nothing to move.
 */
export async function mergeRiderResults(db: EventsDb, merge: RidersMerged, transaction: Transaction): Promise<{ moved: number }> {
  return { moved: await reassignResults(db, merge.removedRiderId, merge.keptRiderId, transaction) };
}
