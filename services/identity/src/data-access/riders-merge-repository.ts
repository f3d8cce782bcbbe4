import type { Transaction } from 'sequelize';
import type { IdentityDb } from './database.js';
import type { User } from './models/index.js';

/**
 * Moves every bike of `removedRiderId` to `keptRiderId`, and the favourite dealers the kept rider does not have yet,
 * then deletes the removed rider's profile and user (their codes, reset tokens, SSO links and remaining favourites go
 * with the user). Returns the number of bikes moved.
 */
export async function mergeRiderRows(db: IdentityDb, keptRiderId: string, removedRiderId: string, transaction: Transaction): Promise<number> {
  const { Bike, Rider, User, DealerFavourite } = db.models;
  const [moved] = await Bike.update({ riderId: keptRiderId }, { where: { riderId: removedRiderId }, transaction });
  const kept = new Set((await DealerFavourite.findAll({ where: { riderId: keptRiderId }, attributes: ['dealerId'], transaction })).map((f) => f.dealerId));
  const toMove = (await DealerFavourite.findAll({ where: { riderId: removedRiderId }, transaction })).filter((f) => !kept.has(f.dealerId));
  if (toMove.length) await DealerFavourite.bulkCreate(toMove.map((f) => ({ riderId: keptRiderId, dealerId: f.dealerId, createdAt: f.createdAt })), { transaction });
  await DealerFavourite.destroy({ where: { riderId: removedRiderId }, transaction });
  await Rider.destroy({ where: { userId: removedRiderId }, transaction });
  await User.destroy({ where: { id: removedRiderId }, transaction });
  return moved;
}

/** The two riders' logins, locked for the rest of the transaction (those that still exist as riders). */
export async function lockRidersToMerge(db: IdentityDb, keptRiderId: string, removedRiderId: string, transaction: Transaction): Promise<User[]> {
  return db.models.User.findAll({ where: { id: [keptRiderId, removedRiderId], type: 'rider' }, transaction, lock: transaction.LOCK.UPDATE });
}
