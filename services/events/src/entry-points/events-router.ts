import Router from '@koa/router';
import { eventsQuerySchema, favouriteInputSchema, recentEventsQuerySchema, seriesFavouriteInputSchema } from '@rr/contracts';
import { activeFilterFor, allow, parseBody } from '@rr/server-kit';
import type { EventsDb } from '../data-access/database.js';
import { contingencyHeadline } from '../domain/contingency-headline.js';
import { riderEvents, setFavourite, setSeriesFavourite } from '../domain/favourites.js';
import { getEvent } from '../domain/get-event.js';
import { listEvents } from '../domain/list-events.js';
import { listRecentEvents } from '../domain/list-recent-events.js';
import { riderSeriesStanding } from '../domain/series-standing.js';
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

  /** `{ favourite }` → `{ favourite }`: the signed-in rider marks or unmarks a series as a favourite | 404 (no such active series). */
  router.put('/rider/events/series/:seriesId/favourite', allow('rider'), async (ctx) => {
    const { favourite } = parseBody(seriesFavouriteInputSchema, ctx.request.body);
    ctx.body = await setSeriesFavourite(deps.db, ctx.state.identity.sub, ctx.params.seriesId!, favourite);
  });

  /**
   * → `{ seriesId, finished, eventsWithResults, countedEvents, standings }` (`riderSeriesStandingSchema`): the signed-in
   * rider's provisional standing in each class of the series they finished | 404 (no such active series).
   */
  router.get('/rider/events/series/:seriesId/standing', allow('rider'), async (ctx) => {
    ctx.body = await riderSeriesStanding(deps.db, ctx.state.identity.sub, ctx.params.seriesId!);
  });

  /** → `{ events, series, favouriteSeries }`: the signed-in rider's favourite events, the events they raced, their favourite series (`riderEventsAnswerSchema`). */
  router.get('/rider/events', allow('rider'), async (ctx) => {
    ctx.body = await riderEvents(deps.db, ctx.state.identity.sub);
  });

  return router;
}
