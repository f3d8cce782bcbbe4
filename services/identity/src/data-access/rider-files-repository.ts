import type { CreationAttributes, Transaction } from 'sequelize';
import type { IdentityDb } from './database.js';
import type { Rider, RiderDocument, RiderFileKind, RiderTimecard } from './models/index.js';

/** The rows of riders' documents, photos and timecards; their bytes are in the file storage under `storageKey`. */

type StoredFileFields = Omit<CreationAttributes<RiderDocument>, 'riderId' | 'kind'>;

export async function findRiderDocument(db: IdentityDb, riderId: string, kind: RiderFileKind, transaction?: Transaction): Promise<RiderDocument | null> {
  return db.models.RiderDocument.findOne({ where: { riderId, kind }, transaction });
}

/** The rider's files of these kinds (in no particular order). */
export async function findRiderDocuments(db: IdentityDb, riderId: string, kinds: RiderFileKind[]): Promise<RiderDocument[]> {
  return db.models.RiderDocument.findAll({ where: { riderId, kind: kinds } });
}

/** Stores the rider's file of a kind: replaces `previous` (the one on file) or adds it. */
export async function saveRiderDocument(
  db: IdentityDb,
  previous: RiderDocument | null,
  document: { riderId: string; kind: RiderFileKind } & StoredFileFields,
  transaction: Transaction,
): Promise<RiderDocument> {
  const { riderId, kind, ...values } = document;
  return previous ? previous.update(values, { transaction }) : db.models.RiderDocument.create({ riderId, kind, ...values }, { transaction });
}

/** When the rider's licence or W-9 arrived. */
export async function storeDocumentsReceived(rider: Rider, received: { licenceReceivedAt?: Date; w9ReceivedAt?: Date }, transaction: Transaction): Promise<void> {
  await rider.update(received, { transaction });
}

/** Every file row of these riders. */
export async function findDocumentsOfRiders(db: IdentityDb, riderIds: string[], transaction: Transaction): Promise<RiderDocument[]> {
  return db.models.RiderDocument.findAll({ where: { riderId: riderIds }, transaction });
}

export async function removeRiderDocument(db: IdentityDb, riderId: string, kind: RiderFileKind, transaction: Transaction): Promise<void> {
  await db.models.RiderDocument.destroy({ where: { riderId, kind }, transaction });
}

/** Gives one rider's file of a kind to another rider. */
export async function moveRiderDocument(db: IdentityDb, fromRiderId: string, kind: RiderFileKind, toRiderId: string, transaction: Transaction): Promise<void> {
  await db.models.RiderDocument.update({ riderId: toRiderId }, { where: { riderId: fromRiderId, kind }, transaction });
}

/** Gives every timecard of one rider to another; how many moved. */
export async function moveRiderTimecards(db: IdentityDb, fromRiderId: string, toRiderId: string, transaction: Transaction): Promise<number> {
  const [moved] = await db.models.RiderTimecard.update({ riderId: toRiderId }, { where: { riderId: fromRiderId }, transaction });
  return moved;
}

/** The rider's timecard with these bytes (by their SHA-256), if one is kept. */
export async function findTimecardWithBytes(db: IdentityDb, riderId: string, sha256: string): Promise<RiderTimecard | null> {
  return db.models.RiderTimecard.findOne({ where: { riderId, sha256 } });
}

export async function addTimecardRecord(db: IdentityDb, timecard: CreationAttributes<RiderTimecard>, transaction: Transaction): Promise<RiderTimecard> {
  return db.models.RiderTimecard.create(timecard, { transaction });
}

/** The rider's timecards, newest first. */
export async function findRiderTimecards(db: IdentityDb, riderId: string): Promise<RiderTimecard[]> {
  return db.models.RiderTimecard.findAll({ where: { riderId }, order: [['uploadedAt', 'DESC'], ['id', 'ASC']] });
}

/** The rider's timecard (locked for the rest of the transaction when one is given); null when it is not this rider's. */
export async function findRiderTimecard(db: IdentityDb, riderId: string, id: string, transaction?: Transaction): Promise<RiderTimecard | null> {
  return db.models.RiderTimecard.findOne({ where: { id, riderId }, ...(transaction ? { transaction, lock: transaction.LOCK.UPDATE } : {}) });
}

export async function removeTimecardRecord(timecard: RiderTimecard, transaction: Transaction): Promise<void> {
  await timecard.destroy({ transaction });
}
