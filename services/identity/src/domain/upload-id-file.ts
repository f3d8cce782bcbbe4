import { createHash, randomUUID } from 'node:crypto';
import { DOCUMENT_TYPES, RIDER_PHOTO_SIZE, uploadIdFileFieldsSchema, type DocumentUploadAnswer, type PhotoUploadAnswer } from '@rr/contracts';
import { forbidden, notFound, type Identity, type Upload } from '@rr/server-kit';
import { addAuditEntry } from '../data-access/audit-repository.js';
import type { RiderDocument } from '../data-access/models/index.js';
import { findRiderDocument, saveRiderDocument, storeDocumentsReceived } from '../data-access/rider-files-repository.js';
import { findRiderRecordForUpdate } from '../data-access/rider-records-repository.js';
import { storeProfileImage } from '../data-access/users-repository.js';
import { actorOf, AUDIT_ACTIONS, type AuditRequest } from './audit.js';
import { discardStored, documentView, photoUrl, type FilesContext } from './documents.js';
import { assertPictureOpens, checkFileType, cleanFileName, pictureRefusal, resizePhoto } from './uploaded-files.js';
import { parseInput } from './validation.js';

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
