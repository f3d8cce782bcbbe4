import { ApiError, buildUrl, errorFromResponse, toApiError } from '@rr/api-client';
import type { ImportAnswer } from '@rr/contracts';

/** The event uploads of spec §7, each previewed before anything is written (the path under /api/event/{id}/). */
export const UPLOAD_KINDS = ['upload-class', 'upload-class-result', 'upload-all-class-result', 'upload-all-formatted-class-result'] as const;
export type UploadKind = (typeof UPLOAD_KINDS)[number];

/** The uploads that carry results (the classes sheet is the other one). */
export const RESULT_UPLOADS = ['upload-all-class-result', 'upload-class-result', 'upload-all-formatted-class-result'] as const satisfies readonly UploadKind[];

/** Where an upload stands: the file going up (fraction 0…1), then the service reading and matching it. */
export type UploadProgress = { phase: 'sending'; fraction: number } | { phase: 'checking' };

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
 * POST multipart (`file`, and `classId` for one class) to an event upload, reporting progress: `fetch` cannot tell
 * how much of a request body has gone, XMLHttpRequest can. It is sent as @rr/api-client sends every call: to this
 * site's own `/api` (same origin, so the browser adds the session cookie and an `Origin` the BFF's same-site check
 * accepts), `Accept: application/json`, and multipart only on the spec's upload routes (docs/security.md). A failure
 * is the usual ApiError (errorFromResponse: 400 UPLOAD_BROKEN with `{ row, column }`, 413 UPLOAD_TOO_LARGE, …); an
 * abort rejects with an ApiError whose cause is an AbortError.
 */
export function uploadFile({ eventId, kind, path, file, classId, onProgress, signal }: UploadRequest): Promise<ImportAnswer> {
  return new Promise<ImportAnswer>((resolve, reject) => {
    const aborted = () => toApiError(new DOMException('The upload was stopped', 'AbortError'));
    if (signal?.aborted) {
      reject(aborted());
      return;
    }
    const xhr = new XMLHttpRequest();
    const body = new FormData();
    if (classId) body.append('classId', classId);
    body.append('file', file, file.name);
    xhr.open('POST', buildUrl(path ?? `/api/event/${encodeURIComponent(eventId)}/${kind}`));
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.({ phase: 'sending', fraction: Math.min(1, event.loaded / event.total) });
    };
    xhr.upload.onload = () => onProgress?.({ phase: 'checking' });
    xhr.onload = () => {
      signal?.removeEventListener('abort', abort);
      if (xhr.status >= 200 && xhr.status < 300) {
        try {
          resolve(JSON.parse(xhr.responseText) as ImportAnswer);
        } catch (caught) {
          reject(toApiError(caught));
        }
      } else reject(errorFromResponse({ status: xhr.status, statusText: xhr.statusText }, xhr.responseText));
    };
    xhr.onerror = () => {
      signal?.removeEventListener('abort', abort);
      reject(new ApiError('Network error', { network: true }));
    };
    xhr.onabort = () => reject(aborted());
    const abort = () => xhr.abort();
    signal?.addEventListener('abort', abort, { once: true });
    onProgress?.({ phase: 'sending', fraction: 0 });
    xhr.send(body);
  });
}

/** Whether a failure is the user's own stop (no message to show). */
export function isAbort(caught: unknown): boolean {
  const cause = caught instanceof Error ? caught.cause : undefined;
  return (cause instanceof DOMException && cause.name === 'AbortError') || (caught instanceof DOMException && caught.name === 'AbortError');
}
