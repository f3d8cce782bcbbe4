import Router from '@koa/router';
import { eventsQuerySchema, favouriteInputSchema, recentEventsQuerySchema } from '@rr/contracts';
import { activeFilterFor, allow, parseBody } from '@rr/server-kit';
import type { EventsDb } from '../data-access/database.js';
import { contingencyHeadline } from '../domain/contingency-headline.js';
import { riderEvents, setFavourite } from '../domain/favourites.js';
import { getEvent } from '../domain/get-event.js';
import { listEvents } from '../domain/list-events.js';
import { listRecentEvents } from '../domain/list-recent-events.js';
import { parseQuery } from './validation.js';

export { EVENTS_DEFAULT_LIMIT, EVENTS_MAX_LIMIT, RECENT_EVENTS_DEFAULT_LIMIT } from '@rr/contracts';

/** Public event reads (spec §7 Events): the finder, one event, and recent events; a rider's favourites and own events. */
export function eventsRouter(deps: { db: EventsDb }): Router {
  const router = new Router({ prefix: '/api' });

  /**
   * `?title&city&state&zipcode&zipDistance&country&query&period&sortBy&sortDirecton&page&limit&active`
   * (eventsQuerySchema) → `{ events, pagination: { page, limit, total, pages }, contingencyAmount }` (cents) |
   * 400 VALIDATION | 400 UNKNOWN_ZIPCODE (a radius around a code it cannot place). `active=false|all` only for
   * administrators; anyone else gets active events only (`activeFilterFor`).
   */
  router.get('/events', async (ctx) => {
    const query = parseQuery(eventsQuerySchema, ctx.query);
    ctx.body = await listEvents(deps.db, { ...query, active: activeFilterFor(ctx.state.identity, query.active) });
  });

  /** `?before=YYYY-MM-DD&limit=5` → `{ events }`: the latest active events that started before the day (default today). */
  router.get('/events-lean', async (ctx) => {
    ctx.body = await listRecentEvents(deps.db, parseQuery(recentEventsQuerySchema, ctx.query));
  });

  /**
   * → `{ contingencyTitle, contingencyAmount, currency, totals: [{ currency, cents }], events }`: the home page headline,
   * the contingency posted for every upcoming event (contingencyHeadlineSchema). Anyone may read it; the BFF lets
   * browsers keep it for a minute.
   */
  router.get('/aggregates/contingency', async (ctx) => {
    ctx.body = await contingencyHeadline(deps.db);
    ctx.set('Cache-Control', 'public, max-age=60');
  });

  /** → `{ event: { …list item, classes, results }, series }` | 404 'Event not found'. */
  router.get('/event/:eventId', async (ctx) => {
    ctx.body = await getEvent(deps.db, ctx.params.eventId!);
  });

  /** `{ favourite }` → `{ favourite }`: the signed-in rider marks or unmarks an event as a favourite | 404 (no such active event). */
  router.put('/rider/events/:eventId/favourite', allow('rider'), async (ctx) => {
    const { favourite } = parseBody(favouriteInputSchema, ctx.request.body);
    ctx.body = await setFavourite(deps.db, ctx.state.identity.sub, ctx.params.eventId!, favourite);
  });

  /** → `{ events, series }`: the signed-in rider's favourite events and the events they raced (`riderEventsAnswerSchema`). */
  router.get('/rider/events', allow('rider'), async (ctx) => {
    ctx.body = await riderEvents(deps.db, ctx.state.identity.sub);
  });

  return router;
}
