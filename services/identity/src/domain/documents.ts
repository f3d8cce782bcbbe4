import { DOCUMENT_KINDS, isRole, riderPhotoPath, type DocumentKind, type RiderDocument as RiderDocumentBody, type RiderDocumentsAnswer } from '@rr/contracts';
import { authorize } from '@rr/contracts/server';
import { forbidden, notFound, type Identity } from '@rr/server-kit';
import type { Transaction } from 'sequelize';
import { addAuditEntry } from '../data-access/audit-repository.js';
import type { IdentityDb } from '../data-access/database.js';
import type { RiderDocument } from '../data-access/models/index.js';
import { findRiderDocument, findRiderDocuments } from '../data-access/rider-files-repository.js';
import { riderExists } from '../data-access/rider-records-repository.js';
import type { StoredFile } from '../data-access/storage/index.js';
import { findUser } from '../data-access/users-repository.js';
import { actorOf, AUDIT_ACTIONS, type AuditRequest } from './audit.js';
import type { AccountsContext } from './context.js';

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
