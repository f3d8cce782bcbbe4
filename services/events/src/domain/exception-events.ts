import { QueryTypes } from 'sequelize';
import { pagination, type ExceptionEvents, type ExceptionEventsQuery } from '@rr/contracts';
import { MAX_QUEUE_SELECTION, type ExceptionLine, type ResultExceptionIds, type ResultExceptions, type ResultExceptionsQuery } from '@rr/contracts/result-exceptions';
import type { EventsDb } from '../data-access/database.js';
import { managedLinesById } from './managed-lines.js';
import type { ImportDeps } from './imports/imports.js';
import { suggestFor, suggestRiders } from './match-suggestions.js';

/** Lines the promoter or staff must still match to a rider (spec §2 "exceptions from result matching"). */
const OPEN = ['unmatched', 'ambiguous'];

/** The queue's filters; none: every open line. */
export type OpenLineFilters = Omit<ResultExceptionsQuery, 'page' | 'limit'>;

/** `text` as a LIKE pattern for "contains", case ignored (`!` escapes the pattern's own characters). */
const contains = (text: string) => `%${text.toLowerCase().replace(/[!%_]/g, (c) => `!${c}`)}%`;

/**
 * The open lines: unmatched or ambiguous lines of active events, narrowed by the queue's filters. One definition for
 * the dashboard's count, the events with open lines and the queue itself, so the three always agree. Booleans are 1/0
 * in both databases (SQLite has no boolean type; Sequelize would bind true as 'true' there).
 */
function openLines(filters: OpenLineFilters = {}): { from: string; replacements: Record<string, unknown> } {
  const where = ['r.match_status IN (:open)', 'e.active = :active'];
  const replacements: Record<string, unknown> = { open: OPEN, active: 1 };
  const narrow = (clause: string, name: string, value: string | undefined) => {
    if (!value) return;
    where.push(clause);
    replacements[name] = value;
  };
  narrow('r.event_id = :eventId', 'eventId', filters.eventId);
  narrow('e.promoter_id = :promoterId', 'promoterId', filters.promoterId);
  narrow('e.end_date >= :fromDay', 'fromDay', filters.from);
  narrow('e.start_date <= :toDay', 'toDay', filters.to);
  narrow("LOWER(c.name) LIKE :className ESCAPE '!'", 'className', filters.className && contains(filters.className));
  narrow("LOWER(r.rider_name) LIKE :riderName ESCAPE '!'", 'riderName', filters.name && contains(filters.name));
  return { from: `FROM results r JOIN events e ON e.id = r.event_id LEFT JOIN event_classes c ON c.id = r.class_id WHERE ${where.join(' AND ')}`, replacements };
}

/** How many open lines match the filters (the queue's total and the dashboard's "result lines to match"). */
export async function countOpenLines(db: EventsDb, filters: OpenLineFilters = {}): Promise<number> {
  const { from, replacements } = openLines(filters);
  const row = (await db.sequelize.query(`SELECT COUNT(*) AS n ${from}`, { type: QueryTypes.SELECT, replacements, plain: true })) as { n: number | string | null } | null;
  return Number(row?.n ?? 0);
}

/**
 * GET /api/admin/events-exceptions: the active events whose results still have lines to match, most such lines first
 * (then the latest event), paged; `lines` counts every open line of those events (the queue's total). What staff's
 * queue offers as its event filter.
 */
export async function exceptionEvents(db: EventsDb, query: ExceptionEventsQuery): Promise<ExceptionEvents> {
  const { from, replacements } = openLines();
  // `lines` is a reserved word in MySQL, hence `open_lines`.
  const totals = (await db.sequelize.query(`SELECT COUNT(DISTINCT r.event_id) AS events, COUNT(*) AS open_lines ${from}`, { type: QueryTypes.SELECT, replacements, plain: true })) as {
    events: number | string | null;
    open_lines: number | string | null;
  } | null;
  const rows = await db.sequelize.query<{ event_id: string; n: number | string }>(
    `SELECT r.event_id AS event_id, COUNT(*) AS n, MAX(e.start_date) AS first_day ${from} GROUP BY r.event_id ORDER BY n DESC, first_day DESC, r.event_id ASC LIMIT :limit OFFSET :offset`,
    { type: QueryTypes.SELECT, replacements: { ...replacements, limit: query.limit, offset: (query.page - 1) * query.limit } },
  );
  const events = rows.length ? await db.models.Event.findAll({ where: { id: rows.map((row) => row.event_id) } }) : [];
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

/** The queue's order: the latest events first, then each event's classes as its payout table orders them, then by place. */
const QUEUE_ORDER = 'ORDER BY e.start_date DESC, e.id ASC, c.position ASC, r.place ASC, r.id ASC';

/**
 * GET /api/admin/result-exceptions: staff's queue of every open line across events, with the queue's filters, paged;
 * each line as the event tools show it, with its event and the riders it may be. Without an answer from identity the
 * lines come without suggestions (`suggestionsUnavailable`).
 */
export async function resultExceptions(deps: ImportDeps, query: ResultExceptionsQuery): Promise<ResultExceptions> {
  const { db } = deps;
  const { page, limit, ...filters } = query;
  const { from, replacements } = openLines(filters);
  const total = await countOpenLines(db, filters);
  const rows = await db.sequelize.query<{ id: string }>(`SELECT r.id AS id ${from} ${QUEUE_ORDER} LIMIT :limit OFFSET :offset`, {
    type: QueryTypes.SELECT,
    replacements: { ...replacements, limit, offset: (page - 1) * limit },
  });
  const ids = rows.map((row) => row.id);
  const shown = new Map((await managedLinesById(deps, ids)).map((entry) => [entry.line._id, entry]));
  const eventIds = [...new Set([...shown.values()].map((entry) => entry.eventId))];
  const events = new Map((eventIds.length > 0 ? await db.models.Event.findAll({ attributes: ['id', 'title', 'startDate', 'endDate', 'promoterId'], where: { id: eventIds } }) : []).map((e) => [e.id, e]));
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
  const { from, replacements } = openLines(filters);
  const total = await countOpenLines(db, filters);
  const rows = await db.sequelize.query<{ id: string; event_id: string }>(`SELECT r.id AS id, r.event_id AS event_id ${from} ${QUEUE_ORDER} LIMIT :limit`, {
    type: QueryTypes.SELECT,
    replacements: { ...replacements, limit: MAX_QUEUE_SELECTION },
  });
  return { lines: rows.map((row) => ({ _id: row.id, eventId: row.event_id })), total };
}
