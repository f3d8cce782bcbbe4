import { randomUUID } from 'node:crypto';
import type { Transaction } from 'sequelize';
import type { EventsDb } from '../data-access/database.js';
import { reassignResults } from '../data-access/events-repository.js';
import type { RidersMerged } from './messages.js';

/**
 * Two riders became one: every result line of the removed rider now belongs to the kept rider, and so do the removed
 * rider's favourite events and series (a favourite both had stays one mark). The lines keep the name, bike and payout
 * the promoter entered. A match turned down for the removed rider ("wrong rider") stays turned down for the kept one.
 * Running it again finds nothing to move.
 */
export async function mergeRiderResults(db: EventsDb, merge: RidersMerged, transaction: Transaction): Promise<{ moved: number }> {
  const { keptRiderId, removedRiderId } = merge;
  for (const favourite of await db.models.EventFavourite.findAll({ where: { riderId: removedRiderId }, transaction })) {
    await db.models.EventFavourite.findOrCreate({ where: { riderId: keptRiderId, eventId: favourite.eventId }, defaults: { riderId: keptRiderId, eventId: favourite.eventId, createdAt: favourite.createdAt }, transaction });
  }
  await db.models.EventFavourite.destroy({ where: { riderId: removedRiderId }, transaction });
  for (const favourite of await db.models.SeriesFavourite.findAll({ where: { riderId: removedRiderId }, transaction })) {
    await db.models.SeriesFavourite.findOrCreate({ where: { riderId: keptRiderId, seriesId: favourite.seriesId }, defaults: { riderId: keptRiderId, seriesId: favourite.seriesId, createdAt: favourite.createdAt }, transaction });
  }
  await db.models.SeriesFavourite.destroy({ where: { riderId: removedRiderId }, transaction });
  for (const rejection of await db.models.RejectedMatch.findAll({ where: { riderId: removedRiderId }, transaction })) {
    const { eventId, nameKey, plate, resultId, createdBy, createdAt } = rejection;
    await db.models.RejectedMatch.findOrCreate({
      where: { eventId, riderId: keptRiderId, nameKey, plate },
      defaults: { id: randomUUID(), eventId, riderId: keptRiderId, nameKey, plate, resultId, createdBy, createdAt },
      transaction,
    });
  }
  await db.models.RejectedMatch.destroy({ where: { riderId: removedRiderId }, transaction });
  return { moved: await reassignResults(db, removedRiderId, keptRiderId, transaction) };
}
