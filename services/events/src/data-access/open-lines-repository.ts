import { QueryTypes } from 'sequelize';
import type { ResultExceptionsQuery } from '@rr/contracts/result-exceptions';
import type { EventsDb } from './database.js';
import type { Event } from './models/index.js';

// The open lines (unmatched or ambiguous lines of active events) as staff's queue and the dashboard count them, in SQL.

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

/** How many active events have open lines, and how many open lines there are (`lines` is reserved in MySQL). */
export async function countOpenLineTotals(db: EventsDb): Promise<{ events: number | string | null; open_lines: number | string | null } | null> {
  const { from, replacements } = openLines();
  return (await db.sequelize.query(`SELECT COUNT(DISTINCT r.event_id) AS events, COUNT(*) AS open_lines ${from}`, { type: QueryTypes.SELECT, replacements, plain: true })) as {
    events: number | string | null;
    open_lines: number | string | null;
  } | null;
}

/** One page of the events with open lines and how many each has: most first, then the latest event. */
export async function findOpenLineEventCounts(db: EventsDb, page: { limit: number; offset: number }): Promise<Array<{ event_id: string; n: number | string }>> {
  const { from, replacements } = openLines();
  return db.sequelize.query<{ event_id: string; n: number | string }>(
    `SELECT r.event_id AS event_id, COUNT(*) AS n, MAX(e.start_date) AS first_day ${from} GROUP BY r.event_id ORDER BY n DESC, first_day DESC, r.event_id ASC LIMIT :limit OFFSET :offset`,
    { type: QueryTypes.SELECT, replacements: { ...replacements, limit: page.limit, offset: page.offset } },
  );
}

/** The queue's order: the latest events first, then each event's classes as its payout table orders them, then by place. */
const QUEUE_ORDER = 'ORDER BY e.start_date DESC, e.id ASC, c.position ASC, r.place ASC, r.id ASC';


/** One page of the open lines the filters match, by id in the queue's order. */
export async function findOpenLineIds(db: EventsDb, filters: OpenLineFilters, page: { limit: number; offset: number }): Promise<Array<{ id: string }>> {
  const { from, replacements } = openLines(filters);
  return db.sequelize.query<{ id: string }>(`SELECT r.id AS id ${from} ${QUEUE_ORDER} LIMIT :limit OFFSET :offset`, {
    type: QueryTypes.SELECT,
    replacements: { ...replacements, limit: page.limit, offset: page.offset },
  });
}

/** The first `limit` open lines the filters match in the queue's order, by id with their event. */
export async function findOpenLineIdsWithEvents(db: EventsDb, filters: OpenLineFilters, limit: number): Promise<Array<{ id: string; event_id: string }>> {
  const { from, replacements } = openLines(filters);
  return db.sequelize.query<{ id: string; event_id: string }>(`SELECT r.id AS id, r.event_id AS event_id ${from} ${QUEUE_ORDER} LIMIT :limit`, {
    type: QueryTypes.SELECT,
    replacements: { ...replacements, limit },
  });
}

export async function findEventsWithIds(db: EventsDb, ids: readonly string[]): Promise<Event[]> {
  return db.models.Event.findAll({ where: { id: [...ids] } });
}

/** These events' id, title, days and promoter (what a queue line shows of its event). */
export async function findEventHeads(db: EventsDb, ids: readonly string[]): Promise<Array<Pick<Event, 'id' | 'title' | 'startDate' | 'endDate' | 'promoterId'>>> {
  return db.models.Event.findAll({ attributes: ['id', 'title', 'startDate', 'endDate', 'promoterId'], where: { id: [...ids] } });
}
