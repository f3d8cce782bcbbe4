import type { InferAttributes, Transaction } from 'sequelize';
import type { IdentityDb } from './database.js';
import type { Rider } from './models/index.js';

/** The rider's own row (no user, no bikes), or null. */
export async function findRiderRecord(db: IdentityDb, riderId: string, transaction?: Transaction): Promise<Rider | null> {
  return db.models.Rider.findByPk(riderId, { transaction });
}

/** The rider's own row, locked for the rest of the transaction, or null. */
export async function findRiderRecordForUpdate(db: IdentityDb, riderId: string, transaction: Transaction): Promise<Rider | null> {
  return db.models.Rider.findByPk(riderId, { transaction, lock: transaction.LOCK.UPDATE });
}

/** True when the rider exists (a cheap read of the key alone). */
export async function riderExists(db: IdentityDb, riderId: string, transaction?: Transaction): Promise<boolean> {
  return (await db.models.Rider.findByPk(riderId, { attributes: ['userId'], transaction })) !== null;
}

/** Stores the changed profile columns of a rider. */
export async function storeRiderColumns(rider: Rider, columns: Partial<InferAttributes<Rider>>, transaction: Transaction): Promise<void> {
  await rider.update(columns, { transaction });
}

/** The flags staff set on the rider (kept as a JSON array). */
export async function storeRiderFlags(rider: Rider, flags: string[], transaction: Transaction): Promise<void> {
  await rider.update({ flags: JSON.stringify(flags) }, { transaction });
}

/** Whether part of the rider's cash prizes is withheld. */
export async function storeRiderWithholding(rider: Rider, nonResidentAlien: boolean, transaction: Transaction): Promise<void> {
  await rider.update({ nonResidentAlien }, { transaction });
}

/** A right PIN at a till: the wrong tries before it are forgotten, and a PIN kept in an older hash is stored rehashed. */
export async function clearPinFailures(rider: Rider, rehash: string | null | undefined, transaction: Transaction): Promise<void> {
  await rider.update({ pinFailures: 0, ...(rehash ? { pinHash: rehash } : {}) }, { transaction });
}

/** A wrong PIN at a till, counted. */
export async function countWrongPin(rider: Rider, failures: number, transaction: Transaction): Promise<void> {
  await rider.update({ pinFailures: failures }, { transaction });
}

/** The wrong PIN that locks the PIN: counted, and the lock's time kept. */
export async function lockPin(rider: Rider, failures: number, at: Date, transaction: Transaction): Promise<void> {
  await rider.update({ pinFailures: failures, pinLockedAt: at }, { transaction });
}
