import { RESULTS_DUE_DAYS, latenessBucket, pagination, type DeadlineMonth, type DeadlineReport, type DeadlineReportEvent, type DeadlineReportQuery } from '@rr/contracts';
import type { EventsDb } from '../data-access/database.js';
import type { Event } from '../data-access/models/index.js';
import { findSeriesRefs } from '../data-access/series-repository.js';
import { findDeadlineEventBatch, findDeadlineEventDays, findDeadlineEventPage, type DeadlineEventCriteria } from '../data-access/deadline-events-repository.js';
import { addDays, programmeToday } from './programme-date.js';

/** The deadline reports (spec §9: results within 7 days): late results events and finished results events. */
export type DeadlineReportKind = 'late' | 'finished';

/**
 * What selects and orders the rows: the contract's `deadlineReportQuerySchema` (`?startDate&endDate&page&limit&sortBy&sortDirection`)
 * less its paging, which is also an export's filters.
 */
export type DeadlineReportFilters = Pick<DeadlineReportQuery, 'startDate' | 'endDate' | 'sortBy' | 'sortDirection'>;

const DAY_MS = 86_400_000;
const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
/** The programme-time day (America/Los_Angeles) of an instant. */
const dayOf = (instant: Date) => programmeToday(instant);

/** The plain criteria the repository selects and orders a report's events by. */
function criteriaOf(kind: DeadlineReportKind, filters: DeadlineReportFilters, today: string): DeadlineEventCriteria {
  const { startDate, endDate, sortBy, sortDirection } = filters;
  const narrowing = { startDate, endDate, sortBy, sortDirection };
  // Late: the due date (the last day + 7) has passed, so the last day is before today less 7.
  return kind === 'late' ? { ...narrowing, kind, lastDayBefore: addDays(today, -RESULTS_DUE_DAYS) } : { ...narrowing, kind };
}

/** When an event's results came in: first set, else last changed (rows from before `results_submitted_at` was kept). */
const submittedOf = (event: Pick<Event, 'resultsSubmittedAt' | 'resultsUpdatedAt'>): Date | null => event.resultsSubmittedAt ?? event.resultsUpdatedAt ?? null;

/** Late: whole programme days past the due date today. Finished: days after the due date the results came in (≤ 0 on time). */
function daysLateOf(endDate: string, submitted: Date | null, today: string, finished: boolean): number {
  const dueDate = addDays(endDate, RESULTS_DUE_DAYS);
  return finished && submitted ? daysBetween(dueDate, dayOf(submitted)) : daysBetween(dueDate, today);
}

/**
 * The chart's months (oldest first) of events by their last day: on time, or late by how many days past the due date
 * (`latenessBucket`). Pure, so the buckets are tested apart from the database.
 */
export function deadlineMonths(events: readonly { endDate: string; submitted: Date | null }[], today: string, finished: boolean): DeadlineMonth[] {
  const months = new Map<string, DeadlineMonth>();
  for (const event of events) {
    const month = event.endDate.slice(0, 7);
    let row = months.get(month);
    if (!row) {
      row = { month, onTime: 0, late: { upTo7Days: 0, upTo30Days: 0, upTo90Days: 0, over90Days: 0 } };
      months.set(month, row);
    }
    const bucket = latenessBucket(daysLateOf(event.endDate, event.submitted, today, finished));
    if (bucket) row.late[bucket] += 1;
    else row.onTime += 1;
  }
  return [...months.values()].sort((a, b) => a.month.localeCompare(b.month));
}

/** Every matching event's last day and when its results came in (three columns, no paging): the chart's months. */
async function reportMonths(db: EventsDb, criteria: DeadlineEventCriteria, today: string): Promise<DeadlineMonth[]> {
  const finished = criteria.kind === 'finished';
  const rows = await findDeadlineEventDays(db, criteria);
  return deadlineMonths(
    rows.map((event) => ({ endDate: event.endDate, submitted: finished ? submittedOf(event) : null })),
    today,
    finished,
  );
}

async function reportRows(db: EventsDb, rows: Event[], today: string, finished: boolean): Promise<DeadlineReportEvent[]> {
  const series = await findSeriesRefs(db, rows.flatMap((event) => (event.seriesId ? [event.seriesId] : [])));
  return rows.map((event) => {
    const dueDate = addDays(event.endDate, RESULTS_DUE_DAYS);
    const submitted = submittedOf(event);
    const daysLate = daysLateOf(event.endDate, submitted, today, finished);
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

/** One page of a deadline report, with the chart's months over every matching event. */
export async function deadlineReport(db: EventsDb, kind: DeadlineReportKind, query: DeadlineReportQuery, now: Date = new Date()): Promise<DeadlineReport> {
  const today = programmeToday(now);
  const criteria = criteriaOf(kind, query, today);
  const { rows, count } = await findDeadlineEventPage(db, criteria, { limit: query.limit, offset: (query.page - 1) * query.limit });
  const byMonth = await reportMonths(db, criteria, today);
  return { events: await reportRows(db, rows, today, kind === 'finished'), pagination: pagination(query.page, query.limit, count), byMonth };
}

/** Every row of a deadline report in its order, `batchSize` at a time (the exports). */
export async function* deadlineReportBatches(db: EventsDb, kind: DeadlineReportKind, filters: DeadlineReportFilters, now: Date = new Date(), batchSize = 500): AsyncGenerator<DeadlineReportEvent[]> {
  const today = programmeToday(now);
  const criteria = criteriaOf(kind, filters, today);
  for (let offset = 0; ; offset += batchSize) {
    const rows = await findDeadlineEventBatch(db, criteria, { limit: batchSize, offset });
    if (rows.length > 0) yield await reportRows(db, rows, today, kind === 'finished');
    if (rows.length < batchSize) return;
  }
}

/**
 * Spec §9 (results within 7 days): active, not canceled, paying events whose due date has passed with no results,
 * the longest overdue first unless `sortBy` says otherwise.
 */
export function lateResultsEvents(db: EventsDb, query: DeadlineReportQuery, now: Date = new Date()): Promise<DeadlineReport> {
  return deadlineReport(db, 'late', query, now);
}

/** Events whose results are in, the latest event first unless `sortBy` says otherwise, with when they came in and whether by the due date. */
export function finishedResultsEvents(db: EventsDb, query: DeadlineReportQuery, now: Date = new Date()): Promise<DeadlineReport> {
  return deadlineReport(db, 'finished', query, now);
}
