import { z } from 'zod';
import { fieldRule } from './fields';
import { MESSAGES, descriptor } from './messages';
import { apiPath } from './routes/api-paths';

/**
 * A rider's files (spec §2 "driver's licence and W-9 upload", "photo", §3 "documents", "timecard
 * files", §5 "png or jpg, up to 10 MB"). Documents are private: served only to their rider and to programme staff,
 * never from a public URL. The bytes sit behind identity's file storage (local disk or S3); these are the answers.
 */

/** The identity documents a rider keeps on file (one of each kind; a new upload replaces the old one). */
export const DOCUMENT_KINDS = ['licence', 'w9'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

/** What `POST /api/rider/rider/{riderId}/upload-id-files` takes in its `kind` field: a document or the rider's photo. */
export const UPLOAD_ID_KINDS = [...DOCUMENT_KINDS, 'photo'] as const;
export type UploadIdKind = (typeof UPLOAD_ID_KINDS)[number];

/** Spec §5: documents (and photos) are PNG or JPEG, read from the content, not the file name. */
export const DOCUMENT_TYPES = ['image/png', 'image/jpeg'] as const;
/** A rider's timecards (the administrator's upload): a PDF or a PNG/JPEG scan. */
export const RIDER_TIMECARD_TYPES = ['application/pdf', 'image/png', 'image/jpeg'] as const;
/** The file pickers' `accept` attributes (a hint only: the server reads the content). */
export const DOCUMENT_ACCEPT = 'image/png,image/jpeg,.png,.jpg,.jpeg';
export const RIDER_TIMECARD_ACCEPT = 'application/pdf,image/png,image/jpeg,.pdf,.png,.jpg,.jpeg';
/** A rider photo is resized to this square (cover) on upload. */
export const RIDER_PHOTO_SIZE = 512;

/** The multipart text fields of an id-file upload (the file itself is field `file`). */
export const uploadIdFileFieldsSchema = z.object({
  kind: fieldRule<UploadIdKind>((value) =>
    value === undefined || value === null || value === '' ? descriptor(MESSAGES.required) : (UPLOAD_ID_KINDS as readonly unknown[]).includes(value) ? null : descriptor(MESSAGES.choice),
  ),
});
export type UploadIdFileFields = z.infer<typeof uploadIdFileFieldsSchema>;

/** A document on file (no bytes: `GET .../documents/{kind}` serves them). */
export const riderDocumentSchema = z.object({
  kind: z.enum(DOCUMENT_KINDS),
  /** The name it was uploaded with (path and control characters removed). */
  fileName: z.string(),
  contentType: z.enum(DOCUMENT_TYPES),
  /** Bytes. */
  size: z.number().int(),
  /** ISO timestamp. */
  uploadedAt: z.string(),
});
export type RiderDocument = z.infer<typeof riderDocumentSchema>;

/** `GET /api/{rider|admin}/rider/{riderId}/documents` → the rider's documents on file (0 to 2, licence first). */
export const riderDocumentsAnswerSchema = z.object({ documents: z.array(riderDocumentSchema) });
export type RiderDocumentsAnswer = z.infer<typeof riderDocumentsAnswerSchema>;

/** `POST .../upload-id-files` with kind `licence` or `w9` → 201 `{ document }`. */
export const documentUploadAnswerSchema = z.object({ document: riderDocumentSchema });
export type DocumentUploadAnswer = z.infer<typeof documentUploadAnswerSchema>;

/**
 * `POST .../upload-id-files` with kind `photo` → 201 `{ profileImage }`: the photo's URL,
 * `/api/rider-photos/{riderId}?v=<hash>` (a new photo, a new URL), also the session user's and rider's `profileImage`.
 */
export const photoUploadAnswerSchema = z.object({ profileImage: z.string() });
export type PhotoUploadAnswer = z.infer<typeof photoUploadAnswerSchema>;

/** The path of a document's bytes for the caller's role (rider: their own; admin: any rider's). */
export function riderDocumentPath(role: 'rider' | 'admin', riderId: string, kind: DocumentKind): string {
  return apiPath('/api/:role/rider/:riderId/documents/:kind', { role, riderId, kind });
}

/** The path of a rider's photo (the rider, dealers and staff read it). */
export function riderPhotoPath(riderId: string): string {
  return apiPath('/api/rider-photos/:riderId', { riderId });
}

/** One document's state on the rider view: when it was received, or null while missing. */
export const documentStatusSchema = z.object({ uploadedAt: z.string() }).nullable();
export type DocumentStatus = z.infer<typeof documentStatusSchema>;

/** The rider view's `documents` (identity `RiderView`): which documents are on file. */
export const riderDocumentsStatusSchema = z.object({ licence: documentStatusSchema, w9: documentStatusSchema });
export type RiderDocumentsStatus = z.infer<typeof riderDocumentsStatusSchema>;

/**
 * Whether the programme asks a rider for US tax forms: one who lives in the United States (the profile's country;
 * Puerto Rico is among its states). A W-9 is a US person's taxpayer form: a rider living elsewhere is never asked for
 * one. (A rider abroad who is a US citizen gives the programme team a W-9 by hand; staff set withholding per rider.)
 */
export function livesInUnitedStates(rider: { country?: string | null }): boolean {
  return rider.country === 'US';
}

/**
 * Spec §4/§5: pro riders (paid in cash) must supply a driver's licence, and a W-9 when they live in the United States;
 * amateurs (dealer credit) need neither. The rider view's `requiredDocuments`, licence first.
 */
export function requiredDocuments(rider: { pro: boolean; country?: string | null }): DocumentKind[] {
  if (!rider.pro) return [];
  return livesInUnitedStates(rider) ? ['licence', 'w9'] : ['licence'];
}

/** Whether the rider must supply any document (the rider view's `documentsRequired`). */
export function documentsRequiredFor(rider: { pro: boolean; country?: string | null }): boolean {
  return requiredDocuments(rider).length > 0;
}

/** The documents a rider still has to upload (empty when none is required or every required one is on file). */
export function missingDocuments(rider: { requiredDocuments: readonly DocumentKind[]; documents: RiderDocumentsStatus }): DocumentKind[] {
  return rider.requiredDocuments.filter((kind) => rider.documents[kind] === null);
}

/**
 * A set of documents as a message's `select` value (`licence`, `w9`, or `both`), so each language words "your driver's
 * licence and your W-9" its own way instead of a joined list of names.
 */
export function documentSet(kinds: readonly DocumentKind[]): 'licence' | 'w9' | 'both' | 'none' {
  if (kinds.length === 0) return 'none';
  return kinds.length > 1 ? 'both' : kinds[0]!;
}

/** A timecard file kept with a rider (spec §3 "timecard files", §6 admin "riders … timecards"). */
export const riderTimecardSchema = z.object({
  _id: z.string(),
  fileName: z.string(),
  contentType: z.enum(RIDER_TIMECARD_TYPES),
  size: z.number().int(),
  uploadedAt: z.string(),
});
export type RiderTimecard = z.infer<typeof riderTimecardSchema>;

/** `GET /api/admin/rider/{riderId}/timecards` → newest first. */
export const riderTimecardsAnswerSchema = z.object({ timecards: z.array(riderTimecardSchema) });
export type RiderTimecardsAnswer = z.infer<typeof riderTimecardsAnswerSchema>;

/** `POST /api/admin/rider/{riderId}/timecard` (multipart `file`) → 201 `{ timecard }`. */
export const riderTimecardAnswerSchema = z.object({ timecard: riderTimecardSchema });
export type RiderTimecardAnswer = z.infer<typeof riderTimecardAnswerSchema>;

/** The paths of a rider's timecards (administrators only): the list, the upload, one file (GET downloads, DELETE removes). */
export const riderTimecardPaths = {
  list: (riderId: string) => apiPath('/api/admin/rider/:riderId/timecards', { riderId }),
  upload: (riderId: string) => apiPath('/api/admin/rider/:riderId/timecard', { riderId }),
  file: (riderId: string, fileId: string) => apiPath('/api/admin/rider/:riderId/timecard/:fileId', { riderId, fileId }),
};
