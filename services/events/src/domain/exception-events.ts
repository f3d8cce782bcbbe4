import { pagination, type ExceptionEvents, type ExceptionEventsQuery } from '@rr/contracts';
import { MAX_QUEUE_SELECTION, type ExceptionLine, type ResultExceptionIds, type ResultExceptions, type ResultExceptionsQuery } from '@rr/contracts/result-exceptions';
import type { EventsDb } from '../data-access/database.js';
import {
  countOpenLineTotals,
  countOpenLines,
  findEventHeads,
  findEventsWithIds,
  findOpenLineEventCounts,
  findOpenLineIds,
  findOpenLineIdsWithEvents,
  type OpenLineFilters,
} from '../data-access/open-lines-repository.js';
import { managedLinesById } from './managed-lines.js';
import type { ImportDeps } from './imports/imports.js';
import { suggestFor, suggestRiders } from './match-suggestions.js';

/**
 * GET /api/admin/events-exceptions: the active events whose results still have lines to match, most such lines first
 * (then the latest event), paged; `lines` counts every open line of those events (the queue's total). What staff's
 * queue offers as its event filter.
 */
export async function exceptionEvents(db: EventsDb, query: ExceptionEventsQuery): Promise<ExceptionEvents> {
  const totals = await countOpenLineTotals(db);
  const rows = await findOpenLineEventCounts(db, { limit: query.limit, offset: (query.page - 1) * query.limit });
  const events = rows.length ? await findEventsWithIds(db, rows.map((row) => row.event_id)) : [];
  const byId = new Map(events.map((event) => [event.id, event]));
  return {
    events: rows.flatMap((row) => {
      const event = byId.get(row.event_id);
      return event ? [{ _id: event.id, title: event.title, startDate: event.startDate, endDate: event.endDate, promoterId: event.promoterId, exceptions: Number(row.n) }] : [];
    }),
    pagination: pagination(query.page, query.limit, Number(totals?.events ?? 0)),
    lines: Number(totals?.open_lines ?? 0),
  };
}

/**
 * GET /api/admin/result-exceptions: staff's queue of every open line across events, with the queue's filters, paged;
 * each line as the event tools show it, with its event and the riders it may be. Without an answer from identity the
 * lines come without suggestions (`suggestionsUnavailable`).
 */
export async function resultExceptions(deps: ImportDeps, query: ResultExceptionsQuery): Promise<ResultExceptions> {
  const { db } = deps;
  const { page, limit, ...filters } = query;
  const total = await countOpenLines(db, filters);
  const rows = await findOpenLineIds(db, filters, { limit, offset: (page - 1) * limit });
  const ids = rows.map((row) => row.id);
  const shown = new Map((await managedLinesById(deps, ids)).map((entry) => [entry.line._id, entry]));
  const eventIds = [...new Set([...shown.values()].map((entry) => entry.eventId))];
  const events = new Map((eventIds.length > 0 ? await findEventHeads(db, eventIds) : []).map((e) => [e.id, e]));
  const lines = ids.flatMap((id) => {
    const entry = shown.get(id);
    const event = entry && events.get(entry.eventId);
    return entry && event ? [{ line: entry.line, event }] : [];
  });
  const suggestions = await suggestRiders(
    deps,
    lines.map(({ line, event }) => ({ ...suggestFor({ id: line._id, riderName: line.riderName, email: line.email, number: line.number }, event.id, event.promoterId), candidates: line.match.candidates.map((c) => c._id) })),
  ).catch(() => null);
  return {
    lines: lines.map(
      ({ line, event }): ExceptionLine => ({
        ...line,
        event: { _id: event.id, title: event.title, startDate: event.startDate, endDate: event.endDate, promoterId: event.promoterId },
        suggestions: suggestions?.get(line._id) ?? [],
      }),
    ),
    pagination: pagination(page, limit, total),
    suggestionsUnavailable: suggestions === null,
  };
}

/** GET /api/admin/result-exceptions/ids: every line the filters match (up to MAX_QUEUE_SELECTION, in the queue's order) with its event. */
export async function resultExceptionIds(db: EventsDb, filters: OpenLineFilters): Promise<ResultExceptionIds> {
  const total = await countOpenLines(db, filters);
  const rows = await findOpenLineIdsWithEvents(db, filters, MAX_QUEUE_SELECTION);
  return { lines: rows.map((row) => ({ _id: row.id, eventId: row.event_id })), total };
}
