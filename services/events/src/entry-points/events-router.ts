import Router from '@koa/router';
import { z } from 'zod';
import type { EventsDb } from '../data-access/database.js';
import { getEvent } from '../domain/get-event.js';
import { listEvents, type ZipDistance } from '../domain/list-events.js';
import { listRecentEvents } from '../domain/list-recent-events.js';
import { isCalendarDay } from '../domain/programme-date.js';
import { activeParam, codeParam, enumParam, intParam, parse, textParam } from './validation.js';

export const EVENTS_DEFAULT_LIMIT = 15;
export const EVENTS_MAX_LIMIT = 100;
export const RECENT_EVENTS_DEFAULT_LIMIT = 5;

const EventsQuery = z
  .object({
    title: textParam('title'),
    city: textParam('city', 120),
    state: codeParam('state', /^[A-Z]{1,3}$/, 'a state or province code such as CA or ON'),
    zipcode: textParam('zipcode', 12),
    zipDistance: enumParam('zipDistance', ['Exact', 'exact', '25', '50', '100', '500'] as const),
    country: codeParam('country', /^[A-Z]{2}$/, 'a two-letter country code such as US or CA'),
    query: textParam('query'),
    period: enumParam('period', ['upcoming', 'past'] as const),
    sortBy: enumParam('sortBy', ['startDate', 'title', 'city', 'contingencyAmount'] as const),
    // The spec spells the parameter `sortDirecton`; the correct spelling is accepted as well.
    sortDirecton: enumParam('sortDirecton', ['asc', 'desc'] as const),
    sortDirection: enumParam('sortDirection', ['asc', 'desc'] as const),
    page: intParam('page', 1, 1_000_000),
    limit: intParam('limit', 1, EVENTS_MAX_LIMIT),
    active: activeParam({ allowAll: true, fallback: true }),
  })
  .refine((q) => !q.zipDistance || q.zipcode, { message: 'zipDistance needs a zipcode', path: ['zipDistance'] })
  .transform((q) => ({
    ...q,
    zipDistance: (q.zipDistance === undefined ? undefined : q.zipDistance.toLowerCase() === 'exact' ? 'Exact' : Number(q.zipDistance)) as ZipDistance | undefined,
    sortBy: q.sortBy ?? 'startDate',
    sortDirection: q.sortDirecton ?? q.sortDirection ?? 'desc',
    page: q.page ?? 1,
    limit: q.limit ?? EVENTS_DEFAULT_LIMIT,
  }));

const RecentEventsQuery = z.object({
  before: z
    .preprocess((v) => (v === '' ? undefined : v), z.string({ error: 'before must be a date' }).optional())
    .transform((value) => (value === undefined ? undefined : value.slice(0, 10)))
    .refine((value) => value === undefined || isCalendarDay(value), 'before must be a date (YYYY-MM-DD)'),
  limit: intParam('limit', 1, EVENTS_MAX_LIMIT).transform((value) => value ?? RECENT_EVENTS_DEFAULT_LIMIT),
});

/** Public event reads (spec §7 Events): the finder, one event, and recent events. */
export function eventsRouter(deps: { db: EventsDb }): Router {
  const router = new Router({ prefix: '/api' });

  /**
   * `?title&city&state&zipcode&zipDistance&country&query&period&sortBy&sortDirecton&page&limit&active`
   * → `{ events, pagination: { page, limit, total, pages }, contingencyAmount }` (cents). Active events
   * only unless `active=false` or `active=all`; startDate descending unless sorted otherwise.
   */
  router.get('/events', async (ctx) => {
    const { sortDirecton: _spelled, ...search } = parse(EventsQuery, ctx.query);
    ctx.body = await listEvents(deps.db, search);
  });

  /** `?before=YYYY-MM-DD&limit=5` → `{ events }`: the latest active events that started before the day (default today). */
  router.get('/events-lean', async (ctx) => {
    ctx.body = await listRecentEvents(deps.db, parse(RecentEventsQuery, ctx.query));
  });

  /** → `{ event: { …list item, classes, results }, series }` | 404 'Event not found'. */
  router.get('/event/:eventId', async (ctx) => {
    ctx.body = await getEvent(deps.db, ctx.params.eventId!);
  });

  return router;
}
