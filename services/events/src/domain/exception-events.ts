import { QueryTypes } from 'sequelize';
import { pagination, type ExceptionEvents, type ExceptionEventsQuery } from '@rr/contracts';
import type { EventsDb } from '../data-access/database.js';

/** Lines the promoter or staff must still match to a rider (spec §2 "exceptions from result matching"). */
const OPEN = ['unmatched', 'ambiguous'];

/**
 * GET /api/admin/events-exceptions: the active events whose results still have lines to match, most such lines first
 * (then the latest event), paged; `lines` counts every open line of those events. What the administrators' dashboard
 * shows under "Needs attention today".
 */
export async function exceptionEvents(db: EventsDb, query: ExceptionEventsQuery): Promise<ExceptionEvents> {
  const from = `FROM results r JOIN events e ON e.id = r.event_id WHERE r.match_status IN (:open) AND e.active = :active`;
  // Booleans are 1/0 in both databases (SQLite has no boolean type; Sequelize would bind true as 'true' there).
  const replacements = { open: OPEN, active: 1 };
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
