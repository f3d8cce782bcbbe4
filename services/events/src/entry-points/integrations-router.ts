import Router from '@koa/router';
import type { Context } from 'koa';
import { UPLOAD_MAX_BYTES, type ImportPreview } from '@rr/contracts';
import { IDEMPOTENCY_KEY_HEADER, integrationPushQuerySchema, type IntegrationImportAnswer } from '@rr/contracts/api-tokens';
import { AppError, apiError, type Identity } from '@rr/server-kit';
import { findClassesOfEvents } from '../data-access/distinct-races-repository.js';
import { findEventsOfPromoter } from '../data-access/promoter-lists-repository.js';
import { commitImport, findImport, importView, previewImport, type ImportTarget } from '../domain/imports/imports.js';
import type { ResultLayout } from '../domain/imports/formats.js';
import { idempotencyKeyOf, jsonLinesToCsv, once, ownEvent, requestHash, tokenCaller } from '../domain/integrations.js';
import type { EventToolsDeps } from './event-tools-router.js';
import { readUpload } from './upload.js';
import { parseQuery } from './validation.js';

const LAYOUTS: Record<'all' | 'formatted' | 'class', ResultLayout> = { all: 'allClassResults', formatted: 'formattedResults', class: 'classResults' };
const JSON_LINES = ['application/x-ndjson', 'application/jsonl', 'application/json-lines'];

/** The raw body, at most UPLOAD_MAX_BYTES (413 UPLOAD_TOO_LARGE as soon as it is crossed). */
async function bodyBytes(ctx: Context): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of ctx.req) {
      const part = chunk as Buffer;
      size += part.length;
      if (size > UPLOAD_MAX_BYTES) {
        ctx.req.resume();
        throw apiError('UPLOAD_TOO_LARGE');
      }
      chunks.push(part);
    }
  } catch (error) {
    throw error instanceof AppError ? error : apiError('BAD_REQUEST');
  }
  return Buffer.concat(chunks);
}

/** The file of a push: a multipart `file`, JSON lines (made the CSV they describe) or a CSV body as such. */
async function pushedFile(ctx: Context): Promise<{ bytes: Buffer; name: string }> {
  if (ctx.is('multipart/form-data')) {
    const upload = await readUpload(ctx);
    return { bytes: upload.bytes, name: upload.name || 'results' };
  }
  const type = ctx.is([...JSON_LINES, 'text/csv']);
  if (!type) throw apiError('UNSUPPORTED_MEDIA_TYPE');
  const bytes = await bodyBytes(ctx);
  if (type === 'text/csv') return { bytes, name: 'results.csv' };
  return { bytes: jsonLinesToCsv(bytes.toString('utf8')), name: 'results.jsonl' };
}

const answer = (preview: ImportPreview): IntegrationImportAnswer => ({ import: preview, committed: preview.status === 'committed' });

/**
 * The integrations API (docs/api.md "Integrations: pushing results with a token"): a timing system, through the BFF's
 * token entrance, pushes a results file into the very preview and commit the event tools' upload uses
 * (`previewImport`, `commitImport`), on its promoter's own events only (another's is 404), as far as its scopes allow
 * (403 TOKEN_SCOPE). A call with an `Idempotency-Key` is answered once per token and key.
 */
export function integrationsRouter(deps: EventToolsDeps): Router {
  const router = new Router({ prefix: '/api/integrations' });
  const { db } = deps;
  const identity = (ctx: Context): Identity => ctx.state.identity;

  /** → `{ events }`: the promoter's events with their classes (the ids a one-class push names). `results:read`. */
  router.get('/events', async (ctx) => {
    const { promoterId } = tokenCaller(identity(ctx), 'results:read');
    const events = await findEventsOfPromoter(db, promoterId);
    // Every event's classes in one read, in the payout table's order.
    const classesOf = new Map<string, Array<{ _id: string; name: string }>>();
    for (const cls of await findClassesOfEvents(db, events.map((event) => event.id))) classesOf.set(cls.eventId, [...(classesOf.get(cls.eventId) ?? []), { _id: cls.id, name: cls.name }]);
    ctx.body = {
      events: events.map((event) => ({ _id: event.id, title: event.title, startDate: String(event.startDate), endDate: String(event.endDate), classes: classesOf.get(event.id) ?? [] })),
    };
  });

  /**
   * `?layout=all|formatted|class&classId&commit=true` + a file → `{ import, committed }`: the preview (nothing written),
   * or with `commit=true` (`results:commit`) the committed import when the preview has no errors (else 409
   * IMPORT_HAS_ERRORS with the preview in `details.import`). `results:write`.
   */
  router.post('/events/:id/results', async (ctx) => {
    const caller = tokenCaller(identity(ctx), 'results:write');
    const query = parseQuery(integrationPushQuerySchema, ctx.query);
    if (query.commit) tokenCaller(identity(ctx), 'results:commit');
    const key = idempotencyKeyOf(ctx.get(IDEMPOTENCY_KEY_HEADER));
    const event = await ownEvent(db, caller.promoterId, ctx.params.id!);
    const file = await pushedFile(ctx);
    const kind = LAYOUTS[query.layout];
    const target: ImportTarget = { kind, event, classId: kind === 'classResults' ? query.classId! : null };
    const hash = requestHash(['push', event.id, query.layout, query.classId ?? '', String(query.commit), file.bytes]);
    const result = await once(db, { tokenId: caller.tokenId, key, hash }, async () => {
      const preview = await previewImport(deps, target, file, caller.promoterId);
      if (!query.commit || preview.status === 'committed') return { status: 200, body: answer(preview) };
      if (preview.summary.errors > 0) throw new AppError(409, 'IMPORT_HAS_ERRORS', apiError('IMPORT_HAS_ERRORS').message, { import: preview });
      return { status: 200, body: answer(await commitImport(deps, target, preview._id, caller.promoterId)) };
    });
    if (result.replayed) ctx.set('Idempotent-Replayed', 'true');
    ctx.status = result.status;
    ctx.body = result.body;
  });

  /** The import of one of the promoter's events, and what it imports into (404 for anything else). */
  const ownImport = async (ctx: Context, promoterId: string) => {
    const event = await ownEvent(db, promoterId, ctx.params.id!);
    const found = await findImport(db, { kind: 'allClassResults', event, classId: null }, ctx.params.importId!);
    if (found.kind === 'classes' || found.kind === 'seriesEvents') throw apiError('NOT_FOUND');
    const target: ImportTarget = { kind: found.kind as ResultLayout, event, classId: found.classId ?? null };
    return { target, found };
  };

  /** → `{ import, committed }`. `results:read`. */
  router.get('/events/:id/imports/:importId', async (ctx) => {
    const { promoterId } = tokenCaller(identity(ctx), 'results:read');
    ctx.body = answer(importView((await ownImport(ctx, promoterId)).found));
  });

  /** → `{ import, committed: true }`: writes the previewed rows; committing again answers the same and writes nothing. `results:write`. */
  router.post('/events/:id/imports/:importId/commit', async (ctx) => {
    const caller = tokenCaller(identity(ctx), 'results:write');
    const key = idempotencyKeyOf(ctx.get(IDEMPOTENCY_KEY_HEADER));
    const { target } = await ownImport(ctx, caller.promoterId);
    const hash = requestHash(['commit', ctx.params.id!, ctx.params.importId!]);
    const result = await once(db, { tokenId: caller.tokenId, key, hash }, async () => ({ status: 200, body: answer(await commitImport(deps, target, ctx.params.importId!, caller.promoterId)) }));
    if (result.replayed) ctx.set('Idempotent-Replayed', 'true');
    ctx.status = result.status;
    ctx.body = result.body;
  });

  return router;
}
