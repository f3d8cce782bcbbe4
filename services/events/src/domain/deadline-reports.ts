import { Op, fn, literal, type Order, type WhereOptions } from 'sequelize';
import { z } from 'zod';
import { RESULTS_DUE_DAYS, SORT_DIRECTIONS, deadlineReportQuerySchema, pagination, queryChoice, type DeadlineReport, type DeadlineReportEvent, type SortDirection } from '@rr/contracts';
import type { EventsDb } from '../data-access/database.js';
import type { Event } from '../data-access/models.js';
import { findSeriesRefs } from '../data-access/series-repository.js';
import { addDays, programmeToday } from './programme-date.js';

/** The deadline reports (spec §9: results within 7 days): late results events and finished results events. */
export type DeadlineReportKind = 'late' | 'finished';

/** The columns a deadline report sorts on (`?sortBy`); without one, the report's own order (late: longest overdue first; finished: latest event first). */
export const DEADLINE_REPORT_SORTS = ['title', 'endDate', 'dueDate', 'daysLate', 'contingencyAmount'] as const;
export type DeadlineReportSort = (typeof DEADLINE_REPORT_SORTS)[number];

const sortQuery = { sortBy: queryChoice(DEADLINE_REPORT_SORTS), sortDirection: queryChoice(SORT_DIRECTIONS) };
/** `?startDate&endDate&page&limit&sortBy&sortDirection` (sortDirection: asc unless given). */
export const deadlineReportTableQuerySchema = deadlineReportQuerySchema.extend(sortQuery);
export type DeadlineReportTableQuery = z.output<typeof deadlineReportTableQuerySchema>;
/** What selects and orders the rows (the table's query less its paging; an export's filters). */
export type DeadlineReportFilters = Pick<DeadlineReportTableQuery, 'startDate' | 'endDate' | 'sortBy' | 'sortDirection'>;

const DAY_MS = 86_400_000;
const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
/** The programme-time day (America/Los_Angeles) of an instant. */
const dayOf = (instant: Date) => programmeToday(instant);

function endDateRange(query: DeadlineReportFilters): WhereOptions<Event>[] {
  return [...(query.startDate ? [{ endDate: { [Op.gte]: query.startDate } }] : []), ...(query.endDate ? [{ endDate: { [Op.lte]: query.endDate } }] : [])];
}

/**
 * Late: active, not canceled, paying events whose due date has passed with no results. Finished: events whose results
 * are in. Both narrowed by the events' last day.
 */
function whereOf(kind: DeadlineReportKind, query: DeadlineReportFilters, today: string): WhereOptions<Event> {
  if (kind === 'late') {
    return { [Op.and]: [{ active: true, canceled: false, payingEvent: true, resultsVersion: 0 }, { endDate: { [Op.lt]: addDays(today, -RESULTS_DUE_DAYS) } }, ...endDateRange(query)] };
  }
  return { [Op.and]: [{ resultsVersion: { [Op.gt]: 0 } }, ...endDateRange(query)] };
}

/**
 * How long after its last day an event's results came in, as the database computes it: the order of finished events'
 * `daysLate` (the whole programme days are counted in `report`; this is the exact delay they are rounded from).
 */
function delaySql(db: EventsDb): string {
  const submitted = 'COALESCE(results_submitted_at, results_updated_at)';
  return db.sequelize.getDialect() === 'sqlite' ? `(julianday(${submitted}) - julianday(end_date))` : `TIMESTAMPDIFF(SECOND, end_date, ${submitted})`;
}

/** The rows' order; ties by id (ascending), so pages and exports read every row once. */
function orderOf(db: EventsDb, kind: DeadlineReportKind, query: DeadlineReportFilters): Order {
  if (!query.sortBy) return [['endDate', kind === 'late' ? 'ASC' : 'DESC'], ['id', 'ASC']];
  const direction: SortDirection = query.sortDirection ?? 'asc';
  const dir = direction === 'asc' ? 'ASC' : 'DESC';
  const reverse = direction === 'asc' ? 'DESC' : 'ASC';
  switch (query.sortBy) {
    case 'title':
      return [[fn('LOWER', db.sequelize.col('title')), dir], ['id', 'ASC']];
    case 'contingencyAmount':
      return [['contingencyCents', dir], ['endDate', dir], ['id', 'ASC']];
    case 'daysLate':
      // Late: days past the due date today, more for an earlier last day. Finished: the delay the results came in with.
      return kind === 'late' ? [['endDate', reverse], ['id', 'ASC']] : [[literal(delaySql(db)), dir], ['endDate', dir], ['id', 'ASC']];
    default:
      // endDate and dueDate (the last day + 7) order alike.
      return [['endDate', dir], ['id', 'ASC']];
  }
}

async function reportRows(db: EventsDb, rows: Event[], today: string, finished: boolean): Promise<DeadlineReportEvent[]> {
  const series = await findSeriesRefs(db, rows.flatMap((event) => (event.seriesId ? [event.seriesId] : [])));
  return rows.map((event) => {
    const dueDate = addDays(event.endDate, RESULTS_DUE_DAYS);
    const submitted = event.resultsSubmittedAt ?? event.resultsUpdatedAt ?? null;
    const daysLate = finished && submitted ? daysBetween(dueDate, dayOf(submitted)) : daysBetween(dueDate, today);
    return {
      _id: event.id,
      title: event.title,
      startDate: event.startDate,
      endDate: event.endDate,
      city: event.city,
      state: event.state,
      country: event.country,
      promoterId: event.promoterId,
      series: (event.seriesId && series.get(event.seriesId)) || null,
      currency: event.currency,
      contingencyAmount: Number(event.contingencyCents ?? 0),
      dueDate,
      daysLate,
      submittedAt: finished && submitted ? submitted.toISOString() : null,
      onTime: finished ? daysLate <= 0 : null,
    };
  });
}

/** One page of a deadline report. */
export async function deadlineReport(db: EventsDb, kind: DeadlineReportKind, query: DeadlineReportTableQuery, now: Date = new Date()): Promise<DeadlineReport> {
  const today = programmeToday(now);
  const { rows, count } = await db.models.Event.findAndCountAll({
    where: whereOf(kind, query, today),
    order: orderOf(db, kind, query),
    limit: query.limit,
    offset: (query.page - 1) * query.limit,
  });
  return { events: await reportRows(db, rows, today, kind === 'finished'), pagination: pagination(query.page, query.limit, count) };
}

/** Every row of a deadline report in its order, `batchSize` at a time (the exports). */
export async function* deadlineReportBatches(db: EventsDb, kind: DeadlineReportKind, filters: DeadlineReportFilters, now: Date = new Date(), batchSize = 500): AsyncGenerator<DeadlineReportEvent[]> {
  const today = programmeToday(now);
  const where = whereOf(kind, filters, today);
  const order = orderOf(db, kind, filters);
  for (let offset = 0; ; offset += batchSize) {
    const rows = await db.models.Event.findAll({ where, order, limit: batchSize, offset });
    if (rows.length > 0) yield await reportRows(db, rows, today, kind === 'finished');
    if (rows.length < batchSize) return;
  }
}

/**
 * Spec §9 (results within 7 days): active, not canceled, paying events whose due date has passed with no results,
 * the longest overdue first unless `sortBy` says otherwise.
 */
export function lateResultsEvents(db: EventsDb, query: DeadlineReportTableQuery, now: Date = new Date()): Promise<DeadlineReport> {
  return deadlineReport(db, 'late', query, now);
}

/** Events whose results are in, the latest event first unless `sortBy` says otherwise, with when they came in and whether by the due date. */
export function finishedResultsEvents(db: EventsDb, query: DeadlineReportTableQuery, now: Date = new Date()): Promise<DeadlineReport> {
  return deadlineReport(db, 'finished', query, now);
}
