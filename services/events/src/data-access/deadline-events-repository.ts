import { Op, fn, literal, type Order, type WhereOptions } from 'sequelize';
import type { DeadlineReportQuery, SortDirection } from '@rr/contracts';
import type { EventsDb } from './database.js';
import type { Event } from './models/index.js';

// The events a deadline report selects, in its order: the report says which (plain criteria), these build the query.

/** What selects and orders a deadline report's events: the report's filters and sort, and which report. */
export type DeadlineEventCriteria = Pick<DeadlineReportQuery, 'startDate' | 'endDate' | 'sortBy' | 'sortDirection'> &
  (
    | {
        /** Active, not canceled, paying events with no results whose last day is before `lastDayBefore` (their due date has passed). */
        kind: 'late';
        lastDayBefore: string;
      }
    | {
        /** Events whose results are in. */
        kind: 'finished';
      }
  );

function endDateRange(criteria: DeadlineEventCriteria): WhereOptions<Event>[] {
  return [...(criteria.startDate ? [{ endDate: { [Op.gte]: criteria.startDate } }] : []), ...(criteria.endDate ? [{ endDate: { [Op.lte]: criteria.endDate } }] : [])];
}

/** Late or finished events, both narrowed by the events' last day. */
function whereOf(criteria: DeadlineEventCriteria): WhereOptions<Event> {
  if (criteria.kind === 'late') {
    return { [Op.and]: [{ active: true, canceled: false, payingEvent: true, resultsVersion: 0 }, { endDate: { [Op.lt]: criteria.lastDayBefore } }, ...endDateRange(criteria)] };
  }
  return { [Op.and]: [{ resultsVersion: { [Op.gt]: 0 } }, ...endDateRange(criteria)] };
}

/**
 * How long after its last day an event's results came in, as the database computes it: the order of finished events'
 * `daysLate` (the report counts the whole programme days; this is the exact delay they are rounded from).
 */
function delaySql(db: EventsDb): string {
  const submitted = 'COALESCE(results_submitted_at, results_updated_at)';
  return db.sequelize.getDialect() === 'sqlite' ? `(julianday(${submitted}) - julianday(end_date))` : `TIMESTAMPDIFF(SECOND, end_date, ${submitted})`;
}

/** The rows' order; ties by id (ascending), so pages and exports read every row once. */
function orderOf(db: EventsDb, criteria: DeadlineEventCriteria): Order {
  const late = criteria.kind === 'late';
  if (!criteria.sortBy) return [['endDate', late ? 'ASC' : 'DESC'], ['id', 'ASC']];
  const direction: SortDirection = criteria.sortDirection ?? 'asc';
  const dir = direction === 'asc' ? 'ASC' : 'DESC';
  const reverse = direction === 'asc' ? 'DESC' : 'ASC';
  switch (criteria.sortBy) {
    case 'title':
      return [[fn('LOWER', db.sequelize.col('title')), dir], ['id', 'ASC']];
    case 'contingencyAmount':
      return [['contingencyCents', dir], ['endDate', dir], ['id', 'ASC']];
    case 'daysLate':
      // Late: days past the due date today, more for an earlier last day. Finished: the delay the results came in with.
      return late ? [['endDate', reverse], ['id', 'ASC']] : [[literal(delaySql(db)), dir], ['endDate', dir], ['id', 'ASC']];
    default:
      // endDate and dueDate (the last day + 7) order alike.
      return [['endDate', dir], ['id', 'ASC']];
  }
}

/** One page of the selected events, with how many are selected in all. */
export async function findDeadlineEventPage(db: EventsDb, criteria: DeadlineEventCriteria, page: { limit: number; offset: number }): Promise<{ rows: Event[]; count: number }> {
  return db.models.Event.findAndCountAll({ where: whereOf(criteria), order: orderOf(db, criteria), limit: page.limit, offset: page.offset });
}

/** Every selected event's last day, and for finished events when their results came in (no paging: the chart's months). */
export async function findDeadlineEventDays(db: EventsDb, criteria: DeadlineEventCriteria): Promise<Event[]> {
  const attributes = criteria.kind === 'finished' ? ['endDate', 'resultsSubmittedAt', 'resultsUpdatedAt'] : ['endDate'];
  return db.models.Event.findAll({ where: whereOf(criteria), attributes });
}

/** One batch of the selected events in order (the exports). */
export async function findDeadlineEventBatch(db: EventsDb, criteria: DeadlineEventCriteria, batch: { limit: number; offset: number }): Promise<Event[]> {
  return db.models.Event.findAll({ where: whereOf(criteria), order: orderOf(db, criteria), limit: batch.limit, offset: batch.offset });
}
