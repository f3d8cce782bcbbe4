import type { Transaction } from 'sequelize';
import type { EventsDb } from '../data-access/database.js';
import { reassignResults } from '../data-access/events-repository.js';
import { moveFavourites } from '../data-access/favourites-repository.js';
import { moveRejections } from '../data-access/rejected-matches-repository.js';
import type { RidersMerged } from './messages.js';

/**
 * Two riders became one: every result line of the removed rider now belongs to the kept rider, and so do the removed
 * rider's favourite events and series (a favourite both had stays one mark). The lines keep the name, bike and payout
 * the promoter entered. A match turned down for the removed rider ("wrong rider") stays turned down for the kept one.
 * Running it again finds nothing to move.
 */
export async function mergeRiderResults(db: EventsDb, merge: RidersMerged, transaction: Transaction): Promise<{ moved: number }> {
  const { keptRiderId, removedRiderId } = merge;
  await moveFavourites(db, removedRiderId, keptRiderId, transaction);
  await moveRejections(db, removedRiderId, keptRiderId, transaction);
  return { moved: await reassignResults(db, removedRiderId, keptRiderId, transaction) };
}
