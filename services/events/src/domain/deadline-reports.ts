import { Op, type WhereOptions } from 'sequelize';
import { RESULTS_DUE_DAYS, pagination, type DeadlineReport, type DeadlineReportQuery } from '@rr/contracts';
import type { EventsDb } from '../data-access/database.js';
import type { Event } from '../data-access/models.js';
import { findSeriesRefs } from '../data-access/series-repository.js';
import { addDays, programmeToday } from './programme-date.js';

const DAY_MS = 86_400_000;
const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
/** The programme-time day (America/Los_Angeles) of an instant. */
const dayOf = (instant: Date) => programmeToday(instant);

function endDateRange(query: DeadlineReportQuery): WhereOptions<Event>[] {
  return [...(query.startDate ? [{ endDate: { [Op.gte]: query.startDate } }] : []), ...(query.endDate ? [{ endDate: { [Op.lte]: query.endDate } }] : [])];
}

async function report(db: EventsDb, rows: Event[], total: number, query: DeadlineReportQuery, today: string, finished: boolean): Promise<DeadlineReport> {
  const series = await findSeriesRefs(db, rows.flatMap((event) => (event.seriesId ? [event.seriesId] : [])));
  return {
    events: rows.map((event) => {
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
    }),
    pagination: pagination(query.page, query.limit, total),
  };
}

/**
 * Spec §9 (results within 7 days): active, not canceled, paying events whose due date has passed with no results,
 * the latest due first.
 */
export async function lateResultsEvents(db: EventsDb, query: DeadlineReportQuery, now: Date = new Date()): Promise<DeadlineReport> {
  const today = programmeToday(now);
  const where: WhereOptions<Event> = {
    [Op.and]: [{ active: true, canceled: false, payingEvent: true, resultsVersion: 0 }, { endDate: { [Op.lt]: addDays(today, -RESULTS_DUE_DAYS) } }, ...endDateRange(query)],
  };
  const { rows, count } = await db.models.Event.findAndCountAll({
    where,
    order: [['endDate', 'ASC'], ['id', 'ASC']],
    limit: query.limit,
    offset: (query.page - 1) * query.limit,
  });
  return report(db, rows, count, query, today, false);
}

/** Events whose results are in, the latest event first, with when they came in and whether by the due date. */
export async function finishedResultsEvents(db: EventsDb, query: DeadlineReportQuery, now: Date = new Date()): Promise<DeadlineReport> {
  const where: WhereOptions<Event> = { [Op.and]: [{ resultsVersion: { [Op.gt]: 0 } }, ...endDateRange(query)] };
  const { rows, count } = await db.models.Event.findAndCountAll({
    where,
    order: [['endDate', 'DESC'], ['id', 'ASC']],
    limit: query.limit,
    offset: (query.page - 1) * query.limit,
  });
  return report(db, rows, count, query, programmeToday(now), true);
}
