import { postMultipart, type UploadProgress } from '@rr/ui/upload';
import { apiPath } from '@rr/contracts/routes';
import type { ImportAnswer } from '@rr/contracts';

/** The event uploads of spec §7, each previewed before anything is written (the path under /api/event/{id}/). */
export const UPLOAD_KINDS = ['upload-class', 'upload-class-result', 'upload-all-class-result', 'upload-all-formatted-class-result'] as const;
export type UploadKind = (typeof UPLOAD_KINDS)[number];

/** The uploads that carry results (the classes sheet is the other one). */
export const RESULT_UPLOADS = ['upload-all-class-result', 'upload-class-result', 'upload-all-formatted-class-result'] as const satisfies readonly UploadKind[];

/** Where an upload stands: the file going up (fraction 0…1), then the service reading and matching it. */
export type { UploadProgress } from '@rr/ui/upload';

export interface UploadRequest {
  eventId: string;
  kind: UploadKind;
  /** Another upload route of the spec than the event's (`/api/admin/serie/{id}/upload-events`). */
  path?: string;
  file: File;
  /** The class of a one-class results upload (`upload-class-result`). */
  classId?: string;
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
}

/**
 * POST multipart (`file`, and `classId` for one class) to an event upload, reporting progress (`postMultipart` of
 * @rr/ui/upload: same origin, `Accept: application/json`, multipart only on the spec's upload routes,
 * docs/security.md). A failure is the usual ApiError (400 UPLOAD_BROKEN with `{ row, column }`, 413
 * UPLOAD_TOO_LARGE, …); an abort rejects with an ApiError whose cause is an AbortError (`isAbort`).
 */
export function uploadFile({ eventId, kind, path, file, classId, onProgress, signal }: UploadRequest): Promise<ImportAnswer> {
  const body = new FormData();
  if (classId) body.append('classId', classId);
  body.append('file', file, file.name);
  return postMultipart<ImportAnswer>(path ?? apiPath('/api/event/:eventId/:kind', { eventId, kind }), body, { onProgress, signal });
}

export { isAbort } from '@rr/ui/upload';
