import Router from '@koa/router';
import type { Context } from 'koa';
import { bonusInputSchema, classesInputSchema, deadlineReportQuerySchema, deleteResultsQuerySchema, eventInputSchema, exceptionEventsQuerySchema, resolveMatchSchema, resultInputSchema, seriesBonusSchema, wrongRiderSchema, type ImportKind } from '@rr/contracts';
import { bulkMatchSchema, resultExceptionsQuerySchema, undoRememberedSchema } from '@rr/contracts/result-exceptions';
import { toServerError } from '@rr/contracts/server';
import { AppError, notFound, type Identity, type Outbox } from '@rr/server-kit';
import { exportLocale, sendExport } from '@rr/server-kit/tabular-export';
import type { EventsDb } from '../data-access/database.js';
import { issueInvoice, renderInvoicePdf } from '../domain/canada-invoice.js';
import { DEADLINE_EXPORT_NAMES, deadlineExportColumns } from '../domain/deadline-export.js';
import { deadlineReportBatches, finishedResultsEvents, lateResultsEvents } from '../domain/deadline-reports.js';
import { bulkDecisions, decideLines } from '../domain/decide-lines.js';
import { addBonus, removeBonus, setSeriesBonus } from '../domain/bonuses.js';
import { createEvent } from '../domain/create-event.js';
import { deleteEvent } from '../domain/delete-event.js';
import { deleteResults } from '../domain/delete-results.js';
import { duplicateEvent } from '../domain/duplicate-event.js';
import { manageEvent } from '../domain/manage-event.js';
import { resolvedLine, resolvedLines } from '../domain/managed-lines.js';
import { saveClasses } from '../domain/save-classes.js';
import { saveResults } from '../domain/save-results.js';
import { updateEvent } from '../domain/update-event.js';
import { resolveMatch, wrongRider } from '../domain/wrong-rider.js';
import { exceptionEvents, resultExceptionIds, resultExceptions } from '../domain/exception-events.js';
import { openLinesOf, suggestRiders } from '../domain/match-suggestions.js';
import { undoRemembered } from '../domain/remembered-decisions.js';
import { getSerie } from '../domain/get-serie.js';
import { addTimecard, readTimecard, removeTimecard } from '../domain/timecards.js';
import { commitImport, findImport, importView, previewImport, type ImportTarget } from '../domain/imports/imports.js';
import { promoterEvents, promoterSeries } from '../domain/promoter-lists.js';
import type { InvoiceSources } from '../domain/invoice-sources.js';
import type { RiderDirectory } from '../domain/rider-directory.js';
import { readUpload } from './upload.js';
import { parseBody, parseQuery } from './validation.js';
import { deadlineExportQuerySchema, resultsInputSchema, eventRiderSearchQuerySchema } from '@rr/contracts/server';

export interface EventToolsDeps {
  db: EventsDb;
  outbox: Outbox;
  directory: RiderDirectory;
  /** Who a Canada invoice names and what the event's results paid (identity's and payouts' internal APIs). */
  invoiceSources: InvoiceSources;
  brandName: string;
  /** The programme's makes (PROGRAMME_MAKES), for `event.changed`'s market share. */
  programmeMakes?: readonly string[] | undefined;
}

const UPLOAD_KINDS: Record<string, Exclude<ImportKind, 'seriesEvents'>> = {
  'upload-class': 'classes',
  'upload-class-result': 'classResults',
  'upload-all-class-result': 'allClassResults',
  'upload-all-formatted-class-result': 'formattedResults',
};

/**
 * The event tools (spec §7 Events): staff create events under `/api/admin/…`, promoters under
 * `/api/promoter/{id}/events`; both change an event through `/api/event/{id}/…`. Who may reach which path is
 * access-router.ts's (the event's own promoter or staff, 404 to other promoters); these routes validate the rest.
 */
export function eventToolsRouter(deps: EventToolsDeps): Router {
  const router = new Router({ prefix: '/api' });
  const { db } = deps;
  const caller = (ctx: Context): Identity => ctx.state.identity;
  const eventOf = async (id: string) => {
    const event = await db.models.Event.findByPk(id);
    if (!event) throw notFound('Event not found');
    return event;
  };

  // ---- create, edit, duplicate, delete ----

  const create = async (ctx: Context, promoterId?: string) => {
    const input = parseBody(eventInputSchema, ctx.request.body);
    const event = await createEvent(deps, caller(ctx), promoterId ? { ...input, promoterId } : input);
    ctx.status = 201;
    ctx.body = await manageEvent(deps, event.id);
  };
  /** A promoter's own events (inactive too), latest first, each with its results deadline and open exceptions. */
  router.get('/promoter/:promoterId/events', async (ctx) => {
    ctx.body = await promoterEvents(db, ctx.params.promoterId!);
  });
  /** A promoter's own series. */
  router.get('/promoter/:promoterId/series', async (ctx) => {
    ctx.body = await promoterSeries(db, ctx.params.promoterId!);
  });

  /** Staff: any promoter's event (`promoterId` in the body). */
  router.post('/admin/events', (ctx) => create(ctx));
  /** A promoter's own event (`access-router`: the path's id is the caller's, or the caller is staff). */
  router.post('/promoter/:promoterId/events', (ctx) => create(ctx, ctx.params.promoterId));

  const update = async (ctx: Context) => {
    const input = parseBody(eventInputSchema, ctx.request.body);
    await updateEvent(deps, caller(ctx), ctx.params.id!, input);
    ctx.body = await manageEvent(deps, ctx.params.id!);
  };
  router.put('/admin/event/:id', update);
  router.put('/event/:id', update);

  const duplicate = async (ctx: Context) => {
    const copy = await duplicateEvent(deps, ctx.params.id!, caller(ctx));
    ctx.status = 201;
    ctx.body = await manageEvent(deps, copy.id);
  };
  router.post('/admin/event/:id/duplicate', duplicate);
  router.post('/event/:id/duplicate', duplicate);

  const remove = async (ctx: Context) => {
    await deleteEvent(deps, ctx.params.id!);
    ctx.status = 204;
  };
  router.delete('/admin/event/:id', remove);
  router.delete('/event/:id', remove);

  // ---- the tools' view ----

  /** → ManagedEvent: the event with its deadline, payout table, result lines and how each was matched, and its uploads. */
  router.get('/event/:id/manage', async (ctx) => {
    ctx.body = await manageEvent(deps, ctx.params.id!);
  });

  // ---- classes and places ----

  /** The whole payout table (the classes and places editor); → ManagedEvent. */
  router.put('/event/:id/classes', async (ctx) => {
    await saveClasses(deps, ctx.params.id!, parseBody(classesInputSchema, ctx.request.body));
    ctx.body = await manageEvent(deps, ctx.params.id!);
  });

  // ---- results ----

  router.put('/event/:id/result', async (ctx) => {
    await saveResults(deps, ctx.params.id!, [parseBody(resultInputSchema, ctx.request.body)]);
    ctx.body = await manageEvent(deps, ctx.params.id!);
  });
  router.put('/event/:id/results', async (ctx) => {
    const { results } = parseBody(resultsInputSchema, ctx.request.body);
    const inputs = results.map((line, index) => {
      const parsed = resultInputSchema.safeParse(line);
      if (parsed.success) return parsed.data;
      const error = toServerError(parsed.error);
      const details = Object.fromEntries(Object.entries(error.details).map(([field, detail]) => [`results.${index}.${field}`, detail]));
      throw new AppError(400, error.code, error.message, details);
    });
    await saveResults(deps, ctx.params.id!, inputs);
    ctx.body = await manageEvent(deps, ctx.params.id!);
  });
  /** `?resultId=` one line, `?classId=` one class, neither: every result of the event. → `{ deleted }`. */
  router.delete('/event/:id/result', async (ctx) => {
    const scope = parseQuery(deleteResultsQuerySchema, ctx.query);
    ctx.body = { deleted: await deleteResults(deps, ctx.params.id!, scope) };
  });
  /**
   * Resolve an exception: `{ riderId }` or `{ notRider: true }`; → `{ result, resultsVersion }` (the line as it is now):
   * a promoter resolving hundreds of lines of a big event gets each answer without the whole event read again. The
   * decision is remembered for the event's promoter's next uploads.
   */
  router.put('/event/:id/result/:resultId/match', async (ctx) => {
    await resolveMatch(deps, ctx.params.id!, ctx.params.resultId!, parseBody(resolveMatchSchema, ctx.request.body), caller(ctx).sub);
    ctx.body = await resolvedLine(deps, ctx.params.id!, ctx.params.resultId!);
  });
  /**
   * Many lines at once, all or none (`bulkMatchSchema`, at most MAX_BULK_DECISIONS): `{ resultIds, notRider: true }` or
   * `{ lines: [{ resultId, riderId }] }` → `{ results, resultsVersion }`, one results version for the whole call.
   */
  router.put('/event/:id/results/match', async (ctx) => {
    const decisions = bulkDecisions(parseBody(bulkMatchSchema, ctx.request.body));
    await decideLines(deps, ctx.params.id!, decisions, caller(ctx).sub);
    ctx.body = await resolvedLines(deps, ctx.params.id!, decisions.map((decision) => decision.resultId));
  });
  /**
   * A line a remembered decision decided, open again `{ forget? }` (forget: not taken at the next uploads either) →
   * `{ result, resultsVersion }`.
   */
  router.post('/event/:id/result/:resultId/undo-remembered', async (ctx) => {
    await undoRemembered(deps, ctx.params.id!, ctx.params.resultId!, parseBody(undoRememberedSchema, ctx.request.body ?? {}));
    ctx.body = await resolvedLine(deps, ctx.params.id!, ctx.params.resultId!);
  });
  /** → `{ suggestions: { [resultId]: RiderSuggestion[] } }`: riders the event's open lines may be (503 when identity does not answer). */
  router.get('/event/:id/suggestions', async (ctx) => {
    await eventOf(ctx.params.id!);
    ctx.body = { suggestions: Object.fromEntries(await suggestRiders(deps, await openLinesOf(db, ctx.params.id!))) };
  });
  /**
   * "Wrong rider" on a matched line `{ riderId? }` (the rider the caller saw): unmatched, never matched to that rider
   * again at this event, the results published again (payouts takes back what it paid); → ManagedEvent.
   */
  router.post('/event/:id/result/:resultId/wrong-rider', async (ctx) => {
    await wrongRider(deps, ctx.params.id!, ctx.params.resultId!, parseBody(wrongRiderSchema, ctx.request.body ?? {}), caller(ctx).sub);
    ctx.body = await manageEvent(deps, ctx.params.id!);
  });
  /** A bonus for a matched rider of the event `{ riderId, amount, payoutType, note? }` → 201 ManagedEvent (spec §2 "add bonus"). */
  router.post('/event/:id/bonuses', async (ctx) => {
    await addBonus(deps, ctx.params.id!, parseBody(bonusInputSchema, ctx.request.body), caller(ctx).sub);
    ctx.status = 201;
    ctx.body = await manageEvent(deps, ctx.params.id!);
  });
  router.delete('/event/:id/bonus/:bonusId', async (ctx) => {
    await removeBonus(deps, ctx.params.id!, ctx.params.bonusId!);
    ctx.body = await manageEvent(deps, ctx.params.id!);
  });
  /** multipart `file`: a timecard (PDF or picture, ≤ 10 MB, type by content) → 201 ManagedEvent (spec §2 "timecard upload"). */
  router.post('/event/:id/timecards', async (ctx) => {
    await eventOf(ctx.params.id!);
    await addTimecard(db, ctx.params.id!, await readUpload(ctx), caller(ctx).sub);
    ctx.status = 201;
    ctx.body = await manageEvent(deps, ctx.params.id!);
  });
  /** The file itself, as an attachment: only the event's promoter and staff (access-router.ts). */
  router.get('/event/:id/timecard/:timecardId', async (ctx) => {
    const timecard = await readTimecard(db, ctx.params.id!, ctx.params.timecardId!);
    ctx.set('Content-Type', timecard.contentType);
    ctx.set('Content-Disposition', `attachment; filename="${timecard.fileName.replace(/[^\x20-\x7e]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(timecard.fileName)}`);
    ctx.set('X-Content-Type-Options', 'nosniff');
    ctx.set('Cache-Control', 'private, no-store');
    ctx.body = timecard.bytes;
  });
  router.delete('/event/:id/timecard/:timecardId', async (ctx) => {
    await removeTimecard(db, ctx.params.id!, ctx.params.timecardId!);
    ctx.body = await manageEvent(deps, ctx.params.id!);
  });
  /** The series bonus `{ bonus }` (cents) → `{ serie, events }`: the series' promoter or staff (spec §2 "series bonus"). */
  router.put('/serie/:id/bonus', async (ctx) => {
    await setSeriesBonus(db, ctx.params.id!, parseBody(seriesBonusSchema, ctx.request.body));
    ctx.body = await getSerie(db, ctx.params.id!);
  });

  /** `?q=` (2+ characters) → `{ riders: [{ _id, name, hometown }] }`: programme riders to pick for an exception. */
  router.get('/event/:id/rider-search', async (ctx) => {
    const { q } = parseQuery(eventRiderSearchQuerySchema, ctx.query);
    await eventOf(ctx.params.id!);
    ctx.body = { riders: await deps.directory.search(q, 20) };
  });

  // ---- uploads: preview, then commit ----

  for (const [path, kind] of Object.entries(UPLOAD_KINDS)) {
    /** multipart `file` (+ `classId` for one class) → 200 `{ import }`: the preview; nothing is written yet. */
    router.post(`/event/:id/${path}`, async (ctx) => {
      const event = await eventOf(ctx.params.id!);
      const upload = await readUpload(ctx);
      let target: ImportTarget;
      if (kind === 'classes') target = { kind, event };
      else {
        const classId = kind === 'classResults' ? (upload.fields.classId ?? '') : null;
        if (kind === 'classResults' && !classId) throw new AppError(400, 'VALIDATION', 'Required', { classId: { id: 'validation.required', message: 'Required' } });
        target = { kind, event, classId };
      }
      ctx.body = { import: await previewImport(deps, target, upload, caller(ctx).sub) };
    });
  }
  const eventTarget = async (ctx: Context): Promise<ImportTarget> => {
    const event = await eventOf(ctx.params.id!);
    const found = await db.models.ResultImport.findByPk(ctx.params.importId!);
    if (!found || found.eventId !== event.id) throw notFound('Import not found');
    return found.kind === 'classes' ? { kind: 'classes', event } : { kind: found.kind as 'classResults', event, classId: found.classId ?? null };
  };
  router.get('/event/:id/imports/:importId', async (ctx) => {
    const target = await eventTarget(ctx);
    ctx.body = { import: importView(await findImport(db, target, ctx.params.importId!)) };
  });
  /** Writes the previewed rows in one transaction; committing again answers the same and writes nothing. */
  router.post('/event/:id/imports/:importId/commit', async (ctx) => {
    ctx.body = { import: await commitImport(deps, await eventTarget(ctx), ctx.params.importId!, caller(ctx).sub) };
  });

  // ---- Canada invoices ----

  /**
   * → `application/pdf`: the invoice of the contingency a Canadian event's results paid (404 INVOICE_CANADA_ONLY
   * elsewhere; 409 INVOICE_PAYOUTS_PENDING while payouts decides its latest results, INVOICE_NOTHING_PAID before any paid).
   */
  router.get('/event/:id/invoice.pdf', async (ctx) => {
    const invoice = await issueInvoice(db, deps.invoiceSources, ctx.params.id!, deps.brandName);
    ctx.set('Content-Type', 'application/pdf');
    ctx.set('Content-Disposition', `attachment; filename="invoice-${invoice.number}.pdf"`);
    ctx.set('Cache-Control', 'private, no-store');
    ctx.body = await renderInvoicePdf(invoice);
  });

  // ---- the deadline reports (staff; spec §9 results within 7 days) ----

  /**
   * `?startDate&endDate&page&limit&sortBy&sortDirection` (`deadlineReportQuerySchema`) → `{ events, pagination, byMonth }`:
   * past their due date with no results, longest overdue first unless `sortBy` (DEADLINE_REPORT_SORTS) says otherwise;
   * `byMonth` counts every matching event by its last day's month and how late it is (the page's chart).
   */
  router.get('/admin/events-late', async (ctx) => {
    ctx.body = await lateResultsEvents(db, parseQuery(deadlineReportQuerySchema, ctx.query));
  });
  /** The same query → `{ events, pagination, byMonth }`: results in, latest event first, with when and how late; `byMonth` on time or how late. */
  router.get('/admin/events-finished', async (ctx) => {
    ctx.body = await finishedResultsEvents(db, parseQuery(deadlineReportQuerySchema, ctx.query));
  });
  /**
   * `?format=csv|xlsx&locale&startDate&endDate&sortBy&sortDirection` → the report's every row as an attachment
   * (CSV: UTF-8 with BOM, CRLF; XLSX: bold frozen header), headers in `locale`, cells formula-safe.
   */
  for (const kind of ['late', 'finished'] as const) {
    router.get(`/admin/events-${kind}/export`, async (ctx) => {
      const { format, locale, ...filters } = parseQuery(deadlineExportQuerySchema, ctx.query);
      sendExport(ctx, {
        format,
        ...DEADLINE_EXPORT_NAMES[kind],
        columns: deadlineExportColumns(kind, locale),
        batches: deadlineReportBatches(db, kind, filters),
        locale: exportLocale(locale),
      });
    });
  }

  /** `?page&limit` → `{ events, pagination, lines }`: active events with result lines still to match, most first (the queue's event filter). */
  router.get('/admin/events-exceptions', async (ctx) => {
    ctx.body = await exceptionEvents(db, parseQuery(exceptionEventsQuerySchema, ctx.query));
  });
  /**
   * Staff's queue: `?eventId&promoterId&from&to&className&name&page&limit` → `{ lines, pagination, suggestionsUnavailable }`,
   * every open line across active events; `pagination.total` is the dashboard's "result lines to match".
   */
  router.get('/admin/result-exceptions', async (ctx) => {
    ctx.body = await resultExceptions(deps, parseQuery(resultExceptionsQuerySchema, ctx.query));
  });
  /** The same filters → `{ lines: [{ _id, eventId }], total }`: what "select all matching" decides (up to MAX_QUEUE_SELECTION). */
  router.get('/admin/result-exceptions/ids', async (ctx) => {
    const { page: _page, limit: _limit, ...filters } = parseQuery(resultExceptionsQuerySchema, ctx.query);
    void _page;
    void _limit;
    ctx.body = await resultExceptionIds(db, filters);
  });

  // ---- a series' events (staff) ----

  const seriesOf = async (id: string) => {
    const series = await db.models.Series.findByPk(id);
    if (!series) throw notFound('Series not found');
    return series;
  };
  /** multipart `file`: CSV or XLSX with a header row (title, type, start date, end date, venue, website, city, state, zip, country). */
  router.post('/admin/serie/:id/upload-events', async (ctx) => {
    const series = await seriesOf(ctx.params.id!);
    const upload = await readUpload(ctx);
    ctx.body = { import: await previewImport(deps, { kind: 'seriesEvents', series }, upload, caller(ctx).sub) };
  });
  router.post('/admin/serie/:id/imports/:importId/commit', async (ctx) => {
    const series = await seriesOf(ctx.params.id!);
    ctx.body = { import: await commitImport(deps, { kind: 'seriesEvents', series }, ctx.params.importId!, caller(ctx).sub) };
  });

  return router;
}
