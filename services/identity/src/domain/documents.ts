import { createHash, randomUUID } from 'node:crypto';
import {
  DOCUMENT_KINDS,
  DOCUMENT_TYPES,
  RIDER_PHOTO_SIZE,
  authorize,
  isRole,
  riderPhotoPath,
  uploadIdFileFieldsSchema,
  type DocumentKind,
  type DocumentUploadAnswer,
  type PhotoUploadAnswer,
  type RiderDocument as RiderDocumentBody,
  type RiderDocumentsAnswer,
} from '@rr/contracts';
import { forbidden, notFound, type Identity, type Upload } from '@rr/server-kit';
import type { Transaction } from 'sequelize';
import { addAuditEntry } from '../data-access/audit-repository.js';
import type { IdentityDb } from '../data-access/database.js';
import type { RiderDocument, RiderFileKind } from '../data-access/models/index.js';
import { findRiderRecord, findRiderRecordForUpdate, riderExists } from '../data-access/rider-records-repository.js';
import {
  findDocumentsOfRiders,
  findRiderDocument,
  findRiderDocuments,
  moveRiderDocument,
  moveRiderTimecards,
  removeRiderDocument,
  saveRiderDocument,
  storeDocumentsReceived,
} from '../data-access/rider-files-repository.js';
import type { StoredFile } from '../data-access/storage/index.js';
import { findUser, storeProfileImage } from '../data-access/users-repository.js';
import { AUDIT_ACTIONS, actorOf, type AuditRequest } from './audit.js';
import type { AccountsContext } from './context.js';
import { assertPictureOpens, checkFileType, cleanFileName, pictureRefusal, resizePhoto } from './uploaded-files.js';
import { parseInput } from './validation.js';

/**
 * A rider's driver's licence, W-9 and photo (spec §2, §4, §5). Only the rider uploads them (an
 * administrator proxying acts as the rider); the documents are read by their rider and programme staff only, never
 * by a dealer and never from a public URL; the photo also by dealers (the till shows it). The bytes are in the file
 * storage, the rows in `rider_documents` (one per rider and kind). A new upload replaces the old one: the new bytes
 * are stored first, the row changes in a transaction, and the old bytes are removed only after it commits — a
 * failure at any step leaves the previous document whole.
 */

export type FilesContext = Pick<AccountsContext, 'db' | 'storage' | 'logger' | 'now'>;

/** A stored file ready to send: bytes, type and the name for `Content-Disposition`. */
export interface FileDownload extends StoredFile {
  fileName: string;
}

export function documentView(row: RiderDocument): RiderDocumentBody {
  return {
    kind: row.kind as DocumentKind,
    fileName: row.fileName,
    contentType: row.contentType as RiderDocumentBody['contentType'],
    size: row.sizeBytes,
    uploadedAt: row.uploadedAt.toISOString(),
  };
}

/** The photo's URL: its path and a version from its bytes, so a new photo is a new URL (browsers may keep the old one). */
export function photoUrl(riderId: string, sha256: string): string {
  return `${riderPhotoPath(riderId)}?v=${sha256.slice(0, 12)}`;
}

const isDocumentKind = (kind: string): kind is DocumentKind => (DOCUMENT_KINDS as readonly string[]).includes(kind);

/**
 * Who may read `/api/{role}/rider/{riderId}/documents…`: the route registry's row (the rider and staff, each under
 * their own role; never a dealer), checked again here as the BFF did, and a rider only their own id (403).
 */
function assertDocumentsReader(caller: Identity, role: string, riderId: string): void {
  const path = `/api/${encodeURIComponent(role)}/rider/${encodeURIComponent(riderId)}/documents`;
  if (!authorize('GET', path, isRole(caller.typ) ? caller.typ : null).ok) throw forbidden();
  if (caller.typ === 'rider' && caller.sub !== riderId) throw forbidden("A rider may only read their own documents");
}

async function assertRider(db: IdentityDb, riderId: string, transaction?: Transaction): Promise<void> {
  if (!(await riderExists(db, riderId, transaction))) throw notFound('No rider with that id');
}

/** Removes stored bytes nobody points at any more; a failure is logged (an orphan file), never the caller's error. */
export async function discardStored(ctx: Pick<FilesContext, 'storage' | 'logger'>, keys: readonly string[]): Promise<void> {
  for (const key of keys) {
    try {
      await ctx.storage.delete(key);
    } catch (err) {
      ctx.logger.warn({ err, key }, 'could not remove a stored file no longer used');
    }
  }
}

const sha256Of = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/**
 * `POST /api/rider/rider/{riderId}/upload-id-files` (multipart: `kind`, `file`): a driver's licence or W-9 (PNG or
 * JPEG, kept as sent, received date set) → `{ document }`; a photo (resized to 512 × 512 JPEG, metadata stripped,
 * `users.profileImage` set) → `{ profileImage }`. 403 for anyone but the rider themself; 400 VALIDATION (kind),
 * FILE_EMPTY, FILE_TYPE_MISMATCH, FILE_NOT_IMAGE, FILE_IMAGE_TYPE, FILE_IMAGE_BROKEN; 413 UPLOAD_TOO_LARGE (reader).
 */
export async function uploadIdFile(
  ctx: FilesContext,
  caller: Identity,
  role: string,
  riderId: string,
  upload: Upload,
  request: AuditRequest,
): Promise<DocumentUploadAnswer | PhotoUploadAnswer> {
  if (role !== 'rider' || caller.typ !== 'rider') throw forbidden();
  if (caller.sub !== riderId) throw forbidden('A rider may only upload their own documents');
  const { kind } = parseInput(uploadIdFileFieldsSchema, upload.fields);
  const checked = await checkFileType(upload, DOCUMENT_TYPES, pictureRefusal);

  let stored: { bytes: Buffer; contentType: string; ext: string; fileName: string };
  if (kind === 'photo') {
    stored = { bytes: await resizePhoto(checked.bytes, RIDER_PHOTO_SIZE), contentType: 'image/jpeg', ext: 'jpg', fileName: 'photo.jpg' };
  } else {
    await assertPictureOpens(checked.bytes);
    stored = { bytes: checked.bytes, contentType: checked.mime, ext: checked.ext, fileName: cleanFileName(upload.name, `${kind}.${checked.ext}`) };
  }
  const sha256 = kind === 'photo' ? sha256Of(stored.bytes) : checked.sha256;
  const key = `riders/${riderId}/${kind}-${randomUUID()}.${stored.ext}`;
  const now = ctx.now();

  await ctx.storage.put(key, stored.bytes, stored.contentType);
  let replaced: string | null = null;
  let row: RiderDocument;
  try {
    row = await ctx.db.sequelize.transaction(async (transaction) => {
      // The rider row locked (MySQL): two uploads of one rider take turns, so each sees the file the other replaced.
      const rider = await findRiderRecordForUpdate(ctx.db, riderId, transaction);
      if (!rider) throw notFound('No rider with that id');
      const values = { storageKey: key, fileName: stored.fileName, contentType: stored.contentType, sizeBytes: stored.bytes.length, sha256, uploadedBy: actorOf(caller), uploadedAt: now };
      const previous = await findRiderDocument(ctx.db, riderId, kind, transaction);
      replaced = previous?.storageKey ?? null;
      const saved = await saveRiderDocument(ctx.db, previous, { riderId, kind, ...values }, transaction);
      if (kind === 'licence') await storeDocumentsReceived(rider, { licenceReceivedAt: now }, transaction);
      if (kind === 'w9') await storeDocumentsReceived(rider, { w9ReceivedAt: now }, transaction);
      if (kind === 'photo') await storeProfileImage(ctx.db, riderId, photoUrl(riderId, sha256), transaction);
      await addAuditEntry(
        ctx.db,
        { at: now, action: AUDIT_ACTIONS.documentUploaded, actorId: actorOf(caller), subjectId: riderId, method: request.method, path: request.path, status: 201, details: { kind, size: stored.bytes.length, contentType: stored.contentType } },
        transaction,
      );
      return saved;
    });
  } catch (err) {
    await discardStored(ctx, [key]);
    throw err;
  }
  if (replaced && replaced !== key) await discardStored(ctx, [replaced]);
  return kind === 'photo' ? { profileImage: photoUrl(riderId, sha256) } : { document: documentView(row) };
}

/** `GET /api/{rider|admin}/rider/{riderId}/documents` → `{ documents }` (licence first, then W-9; missing ones absent). */
export async function listDocuments(db: IdentityDb, caller: Identity, role: string, riderId: string): Promise<RiderDocumentsAnswer> {
  assertDocumentsReader(caller, role, riderId);
  await assertRider(db, riderId);
  const rows = await findRiderDocuments(db, riderId, [...DOCUMENT_KINDS]);
  const order = (kind: string) => DOCUMENT_KINDS.indexOf(kind as DocumentKind);
  return { documents: rows.sort((a, b) => order(a.kind) - order(b.kind)).map(documentView) };
}

/**
 * `GET /api/{rider|admin}/rider/{riderId}/documents/{kind}` → the file. 404 when the kind is not a document or none is
 * on file. Staff reading a rider's licence or W-9 (also while proxying) is written to the audit log.
 */
export async function readDocument(ctx: FilesContext, caller: Identity, role: string, riderId: string, kind: string, request: AuditRequest): Promise<FileDownload> {
  assertDocumentsReader(caller, role, riderId);
  if (!isDocumentKind(kind)) throw notFound('No such document');
  const row = await findRiderDocument(ctx.db, riderId, kind);
  if (!row) throw notFound('No such document on file');
  const file = await storedFile(ctx, row.storageKey);
  if (caller.typ === 'admin' || caller.imp) {
    await addAuditEntry(ctx.db, { at: ctx.now(), action: AUDIT_ACTIONS.documentViewed, actorId: actorOf(caller), subjectId: riderId, method: request.method, path: request.path, status: 200, details: { kind } });
  }
  return { ...file, contentType: row.contentType, fileName: row.fileName };
}

/**
 * `GET /api/rider-photos/{riderId}` → the photo (JPEG): the rider their own, dealers (the till; active riders only, as
 * their rider view) and staff any. 404 when there is none.
 */
export async function readPhoto(ctx: FilesContext, caller: Identity, riderId: string): Promise<FileDownload> {
  if (caller.typ === 'rider' && caller.sub !== riderId) throw forbidden("A rider may only see their own photo");
  if (caller.typ !== 'rider' && caller.typ !== 'dealer' && caller.typ !== 'admin') throw forbidden();
  if (caller.typ === 'dealer') {
    const user = await findUser(ctx.db, riderId);
    if (!user || user.type !== 'rider' || user.deactivated) throw notFound('No photo');
  }
  const row = await findRiderDocument(ctx.db, riderId, 'photo');
  if (!row) throw notFound('No photo');
  return { ...(await storedFile(ctx, row.storageKey)), contentType: row.contentType, fileName: row.fileName };
}

/** The bytes a row points at; missing bytes (a storage fault) are logged and answered as 404. */
export async function storedFile(ctx: Pick<FilesContext, 'storage' | 'logger'>, key: string): Promise<StoredFile> {
  const file = await ctx.storage.get(key);
  if (!file) {
    ctx.logger.error({ key, storage: ctx.storage.kind }, 'a stored file is missing');
    throw notFound('The file is missing');
  }
  return file;
}

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
