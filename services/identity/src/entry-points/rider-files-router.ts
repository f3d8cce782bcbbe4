import Router from '@koa/router';
import type { Context } from 'koa';
import { readUpload } from '@rr/server-kit';
import type { AccountsContext } from '../domain/context.js';
import { listDocuments, readDocument, readPhoto, type FileDownload } from '../domain/documents.js';
import { uploadIdFile } from '../domain/upload-id-file.js';
import { addRiderTimecard, listRiderTimecards, readRiderTimecard, removeRiderTimecard } from '../domain/rider-timecards.js';
import { contentDisposition } from '../domain/uploaded-files.js';

const auditRequest = (http: Context) => ({ method: http.method, path: http.path });

/**
 * A stored file as the answer: its own type, never sniffed (`nosniff`), never cached by a shared cache, shown in the
 * browser (`inline`) or saved (`attachment`) under its kept name. The photo (versioned URL) may stay in the browser.
 */
function sendFile(http: Context, file: FileDownload, disposition: 'inline' | 'attachment', cache = 'private, no-store'): void {
  http.set('Cache-Control', cache);
  http.set('X-Content-Type-Options', 'nosniff');
  http.set('Content-Disposition', contentDisposition(disposition, file.fileName));
  // A file is data, never a page: nothing in it may run or load anything, even if a browser is talked into rendering it.
  http.set('Content-Security-Policy', "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox");
  http.type = file.contentType;
  http.body = file.bytes;
}

/**
 * Riders' files (spec §7 "POST multipart /api/rider/rider/{riderId}/upload-id-files",
 * "POST /api/admin/rider/{riderId}/timecard", "DELETE /api/admin/rider/{riderId}/timecard/{file}"), reached through
 * the BFF, whose route registry lets the rider upload, the rider and staff read documents, and staff manage timecards;
 * the domain checks each again and judges whose file it is.
 */
export function riderFilesRouter(ctx: AccountsContext): Router {
  const router = new Router({ prefix: '/api' });

  /** multipart `kind` = licence | w9 | photo, `file` → 201 `{ document }` or `{ profileImage }` (the rider themself). */
  router.post('/:role/rider/:riderId/upload-id-files', async (http) => {
    const upload = await readUpload(http);
    http.body = await uploadIdFile(ctx, http.state.identity, http.params.role ?? '', http.params.riderId ?? '', upload, auditRequest(http));
    http.status = 201;
  });

  /** → `{ documents: [{ kind, fileName, contentType, size, uploadedAt }] }`: the rider their own, staff any rider's. */
  router.get('/:role/rider/:riderId/documents', async (http) => {
    http.body = await listDocuments(ctx.db, http.state.identity, http.params.role ?? '', http.params.riderId ?? '');
  });

  /** The document itself (`licence` or `w9`), shown inline, never cached. */
  router.get('/:role/rider/:riderId/documents/:kind', async (http) => {
    const file = await readDocument(ctx, http.state.identity, http.params.role ?? '', http.params.riderId ?? '', http.params.kind ?? '', auditRequest(http));
    sendFile(http, file, 'inline');
  });

  /** The rider's photo (`?v=` versions the URL, so the browser may keep it a day). */
  router.get('/rider-photos/:riderId', async (http) => {
    const file = await readPhoto(ctx, http.state.identity, http.params.riderId ?? '');
    sendFile(http, file, 'inline', 'private, max-age=86400');
  });

  /** multipart `file` (PDF, PNG or JPEG) → 201 `{ timecard }` (200 when the same file is already kept). */
  router.post('/admin/rider/:riderId/timecard', async (http) => {
    const upload = await readUpload(http);
    const { timecard, created } = await addRiderTimecard(ctx, http.state.identity, http.params.riderId ?? '', upload, auditRequest(http));
    http.body = { timecard };
    http.status = created ? 201 : 200;
  });

  /** → `{ timecards }`, newest first. */
  router.get('/admin/rider/:riderId/timecards', async (http) => {
    http.body = await listRiderTimecards(ctx, http.state.identity, http.params.riderId ?? '');
  });

  /** The timecard file, as an attachment. */
  router.get('/admin/rider/:riderId/timecard/:fileId', async (http) => {
    const file = await readRiderTimecard(ctx, http.state.identity, http.params.riderId ?? '', http.params.fileId ?? '');
    sendFile(http, file, 'attachment');
  });

  /** → `{ timecards }` left. */
  router.delete('/admin/rider/:riderId/timecard/:fileId', async (http) => {
    http.body = await removeRiderTimecard(ctx, http.state.identity, http.params.riderId ?? '', http.params.fileId ?? '', auditRequest(http));
  });

  return router;
}
