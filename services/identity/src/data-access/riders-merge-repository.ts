import type { Transaction } from 'sequelize';
import type { IdentityDb } from './database.js';

/**
 * Moves every bike of `removedRiderId` to `keptRiderId`, then deletes the removed rider's profile and
 * user (their codes, reset tokens and SSO links go with the user). Returns the number of bikes moved.
 */
export async function mergeRiderRows(db: IdentityDb, keptRiderId: string, removedRiderId: string, transaction: Transaction): Promise<number> {
  const { Bike, Rider, User } = db.models;
  const [moved] = await Bike.update({ riderId: keptRiderId }, { where: { riderId: removedRiderId }, transaction });
  await Rider.destroy({ where: { userId: removedRiderId }, transaction });
  await User.destroy({ where: { id: removedRiderId }, transaction });
  return moved;
}
