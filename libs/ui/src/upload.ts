import { ApiError, buildUrl, errorFromResponse, toApiError } from '@rr/api-client';

/**
 * @rr/ui/upload: a multipart POST that reports how far it is, for the upload fields with a progress bar. A subpath of
 * its own (not in `@rr/ui`'s index, which every first page loads): only the pages that upload bring it.
 */

/** Where an upload stands: the file going up (fraction 0…1), then the server reading it. */
export type UploadProgress = { phase: 'sending'; fraction: number } | { phase: 'checking' };

export interface UploadOptions {
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
}

/**
 * POST `form` (multipart) to `path`, reporting progress: `fetch` cannot tell how much of a request body has gone,
 * XMLHttpRequest can. Sent as @rr/api-client sends every call: to this site's own `/api` (same origin, so the browser
 * adds the session cookie and an `Origin` the BFF's same-site check accepts) with `Accept: application/json`. A
 * failure is the usual ApiError (`errorFromResponse`); an abort rejects with an ApiError caused by an AbortError.
 */
export function postMultipart<T>(path: string, form: FormData, { onProgress, signal }: UploadOptions = {}): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const aborted = () => toApiError(new DOMException('The upload was stopped', 'AbortError'));
    if (signal?.aborted) {
      reject(aborted());
      return;
    }
    const xhr = new XMLHttpRequest();
    const abort = () => xhr.abort();
    xhr.open('POST', buildUrl(path));
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.({ phase: 'sending', fraction: Math.min(1, event.loaded / event.total) });
    };
    xhr.upload.onload = () => onProgress?.({ phase: 'checking' });
    xhr.onload = () => {
      signal?.removeEventListener('abort', abort);
      if (xhr.status >= 200 && xhr.status < 300) {
        try {
          resolve(JSON.parse(xhr.responseText) as T);
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
    signal?.addEventListener('abort', abort, { once: true });
    onProgress?.({ phase: 'sending', fraction: 0 });
    xhr.send(form);
  });
}

/** Whether a failure is the user's own stop (no message to show). */
export function isAbort(caught: unknown): boolean {
  const cause = caught instanceof Error ? caught.cause : undefined;
  return (cause instanceof DOMException && cause.name === 'AbortError') || (caught instanceof DOMException && caught.name === 'AbortError');
}
