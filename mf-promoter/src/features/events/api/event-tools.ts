import { del, errorFromResponse, get, post, put, toApiError, type CallOptions } from '@rr/api-client';
import type { ClassInput, EventInput, ImportAnswer, ManagedEvent, MatchCandidate, PromoterEvents, ResolveMatchInput, ResultInput, Series } from '@rr/contracts';

/** The promoter's calls to the events service (docs/api.md "events"): their events, one event's tools, uploads. */

const eventPath = (id: string) => `/api/event/${encodeURIComponent(id)}`;

/** GET /api/promoter/{id}/events → the promoter's events (active and not), latest first, with results deadlines. */
export function getPromoterEvents(promoterId: string, call: CallOptions = {}): Promise<PromoterEvents> {
  return get(`/api/promoter/${encodeURIComponent(promoterId)}/events`, { alert: false, ...call });
}

/** GET /api/promoter/{id}/series → the promoter's series. */
export function getPromoterSeries(promoterId: string, call: CallOptions = {}): Promise<{ series: Series[] }> {
  return get(`/api/promoter/${encodeURIComponent(promoterId)}/series`, { query: { limit: 100 }, alert: false, ...call });
}

export function getManagedEvent(id: string, call: CallOptions = {}): Promise<ManagedEvent> {
  return get(`${eventPath(id)}/manage`, { alert: false, ...call });
}

export function createEvent(promoterId: string, body: EventInput): Promise<ManagedEvent> {
  return post(`/api/promoter/${encodeURIComponent(promoterId)}/events`, body, { alert: false });
}

export function updateEvent(id: string, body: EventInput): Promise<ManagedEvent> {
  return put(eventPath(id), body, { alert: false });
}

export function deleteEvent(id: string): Promise<void> {
  return del(eventPath(id), { alert: false });
}

export function duplicateEvent(id: string): Promise<ManagedEvent> {
  return post(`${eventPath(id)}/duplicate`, {}, { alert: false });
}

export function saveClasses(id: string, classes: ClassInput[]): Promise<ManagedEvent> {
  return put(`${eventPath(id)}/classes`, { classes }, { alert: false });
}

export function saveResult(id: string, body: ResultInput): Promise<ManagedEvent> {
  return put(`${eventPath(id)}/result`, body, { alert: false });
}

export function deleteResults(id: string, scope: { classId?: string; resultId?: string }): Promise<{ deleted: number }> {
  return del(`${eventPath(id)}/result`, { query: scope, alert: false });
}

export function resolveMatch(id: string, resultId: string, body: ResolveMatchInput): Promise<ManagedEvent> {
  return put(`${eventPath(id)}/result/${encodeURIComponent(resultId)}/match`, body, { alert: false });
}

export function searchRiders(id: string, q: string, call: CallOptions = {}): Promise<{ riders: MatchCandidate[] }> {
  return get(`${eventPath(id)}/rider-search`, { query: { q }, alert: false, ...call });
}

export function commitImport(id: string, importId: string): Promise<ImportAnswer> {
  return post(`${eventPath(id)}/imports/${encodeURIComponent(importId)}/commit`, {}, { alert: false });
}

/** The uploads of spec §7 (all previewed before anything is written). */
export const UPLOAD_KINDS = ['upload-class', 'upload-class-result', 'upload-all-class-result', 'upload-all-formatted-class-result'] as const;
export type UploadKind = (typeof UPLOAD_KINDS)[number];

/**
 * POST multipart to an upload path with progress (fetch cannot report upload progress): `onProgress(0…1)`.
 * Same-origin with the session cookie, as every call; errors become the usual ApiError.
 */
export function uploadFile(id: string, kind: UploadKind, file: File, fields: Record<string, string>, onProgress: (fraction: number) => void): { promise: Promise<ImportAnswer>; abort: () => void } {
  const xhr = new XMLHttpRequest();
  const promise = new Promise<ImportAnswer>((resolve, reject) => {
    const body = new FormData();
    for (const [name, value] of Object.entries(fields)) body.append(name, value);
    body.append('file', file, file.name);
    xhr.open('POST', `${eventPath(id)}/${kind}`);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      onProgress(1);
      if (xhr.status >= 200 && xhr.status < 300) {
        try {
          resolve(JSON.parse(xhr.responseText) as ImportAnswer);
        } catch (caught) {
          reject(toApiError(caught));
        }
      } else reject(errorFromResponse({ status: xhr.status, statusText: xhr.statusText }, xhr.responseText));
    };
    xhr.onerror = () => reject(toApiError(new TypeError('Network error')));
    xhr.onabort = () => reject(toApiError(new DOMException('Aborted', 'AbortError')));
    xhr.send(body);
  });
  return { promise, abort: () => xhr.abort() };
}
