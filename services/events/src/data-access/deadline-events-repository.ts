import type { Order, WhereOptions } from 'sequelize';
import type { EventsDb } from './database.js';
import type { Event } from './models/index.js';

// The events a deadline report selects: the report builds the where and order, these read them.

/** One page of the selected events, with how many are selected in all. */
export async function findDeadlineEventPage(db: EventsDb, where: WhereOptions<Event>, order: Order, page: { limit: number; offset: number }): Promise<{ rows: Event[]; count: number }> {
  return db.models.Event.findAndCountAll({ where, order, limit: page.limit, offset: page.offset });
}

/** Every selected event's last day, and when its results came in when `submitted` (no paging: the chart's months). */
export async function findDeadlineEventDays(db: EventsDb, where: WhereOptions<Event>, submitted: boolean): Promise<Event[]> {
  return db.models.Event.findAll({ where, attributes: submitted ? ['endDate', 'resultsSubmittedAt', 'resultsUpdatedAt'] : ['endDate'] });
}

/** One batch of the selected events in order (the exports). */
export async function findDeadlineEventBatch(db: EventsDb, where: WhereOptions<Event>, order: Order, batch: { limit: number; offset: number }): Promise<Event[]> {
  return db.models.Event.findAll({ where, order, limit: batch.limit, offset: batch.offset });
}
