import { Op, QueryTypes, type CreationAttributes, type InferAttributes, type Transaction } from 'sequelize';
import type { IdentityDb } from './database.js';
import type { Bike, BikeValidity } from './models/index.js';

/** True when a bike on file (any rider's) has one of these VINs. */
export async function anyVinOnFile(db: IdentityDb, vins: string[], transaction: Transaction): Promise<boolean> {
  return (await db.models.Bike.count({ where: { vin: vins }, transaction })) > 0;
}

/** True when another bike (any rider's, `exceptBikeId` excepted) has the VIN. */
export async function vinOnAnotherBike(db: IdentityDb, vin: string, exceptBikeId: string | null, transaction: Transaction): Promise<boolean> {
  const where = exceptBikeId ? { vin, id: { [Op.ne]: exceptBikeId } } : { vin };
  return (await db.models.Bike.count({ where, transaction })) > 0;
}

export async function addBikeRecord(db: IdentityDb, bike: CreationAttributes<Bike>, transaction: Transaction): Promise<Bike> {
  return db.models.Bike.create(bike, { transaction });
}

/** The rider's bike, locked for the rest of the transaction; null when it is not this rider's. */
export async function findRiderBikeForUpdate(db: IdentityDb, riderId: string, bikeId: string, transaction: Transaction): Promise<Bike | null> {
  return db.models.Bike.findOne({ where: { id: bikeId, riderId }, transaction, lock: transaction.LOCK.UPDATE });
}

/** A corrected bike: its new fields and the VIN patterns' new verdict. */
export async function storeBikeFields(bike: Bike, fields: Partial<InferAttributes<Bike>>, transaction: Transaction): Promise<void> {
  await bike.update(fields, { transaction });
}

export async function removeBikeRecord(bike: Bike, transaction: Transaction): Promise<void> {
  await bike.destroy({ transaction });
}

/** The retail sale day a dealer's import gave for this VIN, on the bike that has it. */
export async function storeBikeSaleDate(db: IdentityDb, vin: string, saleDate: string, transaction: Transaction): Promise<void> {
  await db.models.Bike.update({ saleDate }, { where: { vin }, transaction });
}

/** The next bikes by id after `after` (keyset order), with what their VIN status needs. */
export async function findBikesAfter(db: IdentityDb, after: string, limit: number): Promise<Array<Pick<Bike, 'id' | 'vin' | 'year' | 'valid' | 'validReason'>>> {
  return db.models.Bike.findAll({ where: { id: { [Op.gt]: after } }, attributes: ['id', 'vin', 'year', 'valid', 'validReason'], order: [['id', 'ASC']], limit, raw: true });
}

/** A new VIN status and reason for these bikes. */
export async function storeBikeStatus(db: IdentityDb, ids: string[], status: Pick<Bike, 'valid' | 'validReason'>, transaction: Transaction): Promise<void> {
  await db.models.Bike.update({ valid: status.valid, validReason: status.validReason }, { where: { id: ids }, transaction });
}

/** How many bikes each status has (statuses without a bike are absent). */
export async function countBikesByStatus(db: IdentityDb): Promise<Array<{ valid: BikeValidity; total: number | string }>> {
  return db.sequelize.query<{ valid: BikeValidity; total: number | string }>('SELECT valid, COUNT(*) AS total FROM bikes GROUP BY valid', { type: QueryTypes.SELECT });
}

/** The rider with a bike of this VIN (VINs are unique), or null. */
export async function findVinOwnerId(db: IdentityDb, vin: string, transaction?: Transaction): Promise<string | null> {
  return (await db.models.Bike.findOne({ where: { vin }, attributes: ['riderId'], transaction }))?.riderId ?? null;
}
