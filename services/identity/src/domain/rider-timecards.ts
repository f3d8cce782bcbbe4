import { randomUUID } from 'node:crypto';
import { RIDER_TIMECARD_TYPES, type RiderTimecard as RiderTimecardBody, type RiderTimecardsAnswer } from '@rr/contracts';
import { apiError, forbidden, notFound, type Identity, type Upload } from '@rr/server-kit';
import { addAuditEntry } from '../data-access/audit-repository.js';
import type { RiderTimecard } from '../data-access/models/index.js';
import { riderExists } from '../data-access/rider-records-repository.js';
import { addTimecardRecord, findRiderTimecard, findRiderTimecards, findTimecardWithBytes, removeTimecardRecord } from '../data-access/rider-files-repository.js';
import { AUDIT_ACTIONS, actorOf, type AuditRequest } from './audit.js';
import { discardStored, storedFile, type FileDownload, type FilesContext } from './documents.js';
import { assertPictureOpens, checkFileType, cleanFileName } from './uploaded-files.js';

/**
 * A rider's timecard files (spec §3 "timecard files", §6 admin "riders … timecards"): scans or PDFs
 * the programme staff keep with a rider (e.g. proof of a result). Staff only — the route registry's row is the
 * administrator's, and every function here checks it again. PDF, PNG or JPEG by content, ≤ 10 MB; the same file
 * uploaded twice is kept once. Bytes in the file storage, rows in `rider_timecards`.
 */

export function timecardView(row: RiderTimecard): RiderTimecardBody {
  return {
    _id: row.id,
    fileName: row.fileName,
    contentType: row.contentType as RiderTimecardBody['contentType'],
    size: row.sizeBytes,
    uploadedAt: row.uploadedAt.toISOString(),
  };
}

function assertStaff(caller: Identity): void {
  if (caller.typ !== 'admin') throw forbidden();
}

async function assertRider(ctx: FilesContext, riderId: string): Promise<void> {
  if (!(await riderExists(ctx.db, riderId))) throw notFound('No rider with that id');
}

/**
 * `POST /api/admin/rider/{riderId}/timecard` (multipart `file`) → `{ timecard, created }` (`created` false when the
 * same bytes are already kept). 400 FILE_EMPTY, FILE_TYPE_MISMATCH, RIDER_TIMECARD_TYPE, FILE_IMAGE_BROKEN; 404.
 */
export async function addRiderTimecard(ctx: FilesContext, caller: Identity, riderId: string, upload: Upload, request: AuditRequest): Promise<{ timecard: RiderTimecardBody; created: boolean }> {
  assertStaff(caller);
  await assertRider(ctx, riderId);
  const checked = await checkFileType(upload, RIDER_TIMECARD_TYPES, () => apiError('RIDER_TIMECARD_TYPE'));
  if (checked.mime.startsWith('image/')) await assertPictureOpens(checked.bytes);
  const existing = await findTimecardWithBytes(ctx.db, riderId, checked.sha256);
  if (existing) return { timecard: timecardView(existing), created: false };

  const id = randomUUID();
  const key = `riders/${riderId}/timecards/${id}.${checked.ext}`;
  const now = ctx.now();
  await ctx.storage.put(key, checked.bytes, checked.mime);
  try {
    const row = await ctx.db.sequelize.transaction(async (transaction) => {
      const created = await addTimecardRecord(
        ctx.db,
        {
          id,
          riderId,
          storageKey: key,
          fileName: cleanFileName(upload.name, `timecard.${checked.ext}`),
          contentType: checked.mime,
          sizeBytes: checked.bytes.length,
          sha256: checked.sha256,
          uploadedBy: actorOf(caller),
          uploadedAt: now,
        },
        transaction,
      );
      await addAuditEntry(
        ctx.db,
        { at: now, action: AUDIT_ACTIONS.timecardAdded, actorId: actorOf(caller), subjectId: riderId, method: request.method, path: request.path, status: 201, details: { timecardId: id, fileName: created.fileName, size: created.sizeBytes } },
        transaction,
      );
      return created;
    });
    return { timecard: timecardView(row), created: true };
  } catch (err) {
    await discardStored(ctx, [key]);
    throw err;
  }
}

/** `GET /api/admin/rider/{riderId}/timecards` → `{ timecards }`, newest first. */
export async function listRiderTimecards(ctx: FilesContext, caller: Identity, riderId: string): Promise<RiderTimecardsAnswer> {
  assertStaff(caller);
  await assertRider(ctx, riderId);
  const rows = await findRiderTimecards(ctx.db, riderId);
  return { timecards: rows.map(timecardView) };
}

/** `GET /api/admin/rider/{riderId}/timecard/{fileId}` → the file; 404 when it is not this rider's. */
export async function readRiderTimecard(ctx: FilesContext, caller: Identity, riderId: string, fileId: string): Promise<FileDownload> {
  assertStaff(caller);
  const row = await findRiderTimecard(ctx.db, riderId, fileId);
  if (!row) throw notFound('Timecard not found');
  return { ...(await storedFile(ctx, row.storageKey)), contentType: row.contentType, fileName: row.fileName };
}

/** `DELETE /api/admin/rider/{riderId}/timecard/{fileId}` → `{ timecards }` left; the bytes go once the row is gone. */
export async function removeRiderTimecard(ctx: FilesContext, caller: Identity, riderId: string, fileId: string, request: AuditRequest): Promise<RiderTimecardsAnswer> {
  assertStaff(caller);
  const key = await ctx.db.sequelize.transaction(async (transaction) => {
    const row = await findRiderTimecard(ctx.db, riderId, fileId, transaction);
    if (!row) throw notFound('Timecard not found');
    await removeTimecardRecord(row, transaction);
    await addAuditEntry(
      ctx.db,
      { at: ctx.now(), action: AUDIT_ACTIONS.timecardRemoved, actorId: actorOf(caller), subjectId: riderId, method: request.method, path: request.path, status: 200, details: { timecardId: fileId, fileName: row.fileName } },
      transaction,
    );
    return row.storageKey;
  });
  await discardStored(ctx, [key]);
  return listRiderTimecards(ctx, caller, riderId);
}
