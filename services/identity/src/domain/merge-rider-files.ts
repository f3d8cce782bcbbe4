import type { Transaction } from 'sequelize';
import type { IdentityDb } from '../data-access/database.js';
import type { RiderFileKind } from '../data-access/models/index.js';
import {
  findDocumentsOfRiders,
  moveRiderDocument,
  moveRiderTimecards,
  removeRiderDocument,
  storeDocumentsReceived,
} from '../data-access/rider-files-repository.js';
import { findRiderRecord } from '../data-access/rider-records-repository.js';
import { storeProfileImage } from '../data-access/users-repository.js';
import { photoUrl } from './documents.js';

/**
 * Riders merge (merge-riders.ts), inside its transaction: the removed rider's documents and photo move to the kept
 * rider where the kept rider has none of that kind (the kept rider's own win), their timecards all move, and received
 * dates the kept rider lacks come from the removed one. Returns the storage keys of the files left behind (to remove
 * once the merge commits) and the kinds moved.
 */
export async function mergeRiderFiles(
  db: IdentityDb,
  keptRiderId: string,
  removedRiderId: string,
  transaction: Transaction,
): Promise<{ discardedKeys: string[]; movedKinds: RiderFileKind[]; timecardsMoved: number }> {
  const documents = await findDocumentsOfRiders(db, [keptRiderId, removedRiderId], transaction);
  const keptKinds = new Set(documents.filter((doc) => doc.riderId === keptRiderId).map((doc) => doc.kind));
  const discardedKeys: string[] = [];
  const movedKinds: RiderFileKind[] = [];
  for (const doc of documents.filter((d) => d.riderId === removedRiderId)) {
    if (keptKinds.has(doc.kind)) {
      discardedKeys.push(doc.storageKey);
      await removeRiderDocument(db, removedRiderId, doc.kind, transaction);
    } else {
      await moveRiderDocument(db, removedRiderId, doc.kind, keptRiderId, transaction);
      movedKinds.push(doc.kind);
      if (doc.kind === 'photo') {
        await storeProfileImage(db, keptRiderId, photoUrl(keptRiderId, doc.sha256), transaction, true);
      }
    }
  }
  const timecardsMoved = await moveRiderTimecards(db, removedRiderId, keptRiderId, transaction);

  const [kept, removed] = await Promise.all([findRiderRecord(db, keptRiderId, transaction), findRiderRecord(db, removedRiderId, transaction)]);
  if (kept && removed) {
    const received: { licenceReceivedAt?: Date; w9ReceivedAt?: Date } = {};
    if (!kept.licenceReceivedAt && removed.licenceReceivedAt) received.licenceReceivedAt = removed.licenceReceivedAt;
    if (!kept.w9ReceivedAt && removed.w9ReceivedAt) received.w9ReceivedAt = removed.w9ReceivedAt;
    if (Object.keys(received).length > 0) await storeDocumentsReceived(kept, received, transaction);
  }
  return { discardedKeys, movedKinds, timecardsMoved };
}
