import Router from '@koa/router';
import { seriesQuerySchema } from '@rr/contracts';
import { activeFilterFor, type Identity, type Outbox } from '@rr/server-kit';
import type { EventsDb } from '../data-access/database.js';
import { getSerie } from '../domain/get-serie.js';
import { listSeries } from '../domain/list-series.js';
import { withOwnNotes } from '../domain/promoter-series.js';
import { closeSeries, reopenSeries } from '../domain/series-end.js';
import { seriesStandings } from '../domain/series-standing.js';
import { parseQuery } from './validation.js';

/** Public series reads (spec §7 Series), and the end of a series: its close (its promoter, staff) and reopen (staff). */
export function seriesRouter(deps: { db: EventsDb; outbox: Outbox }): Router {
  const router = new Router({ prefix: '/api' });

  /**
   * `?name&state&zipcode&zipDistance&country&categoryId&active&races&distance&page&limit` → `{ series, pagination }`;
   * active series unless an administrator asks for `active=false|all` (anyone else's filter is ignored:
   * `activeFilterFor`). A radius search (`zipDistance` in miles) lists the nearest first, with `distanceMiles`.
   */
  router.get('/series', async (ctx) => {
    const { page, limit, ...asked } = parseQuery(seriesQuerySchema, ctx.query);
    const filters = { ...asked, active: activeFilterFor(ctx.state.identity, asked.active) };
    const given = Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined));
    ctx.body = await listSeries(deps.db, { ...given, page, limit });
  });

  /**
   * → `{ serie, events, end }` (events first day first; `end`: where it stands on its way to its end; `serie.fromApplication`
   * to its promoter and staff only) | 404 'Series not found'.
   */
  router.get('/serie/:seriesId', async (ctx) => {
    // Its promoter and staff also read what the application it was set up from said (`fromApplication`).
    ctx.body = await withOwnNotes(deps.db, ctx.state.identity as Identity, await getSerie(deps.db, ctx.params.seriesId!));
  });

  /**
   * Public: → `{ seriesId, finished, eventsWithResults, countedEvents, points, classes }` (`seriesStandingsSchema`): every
   * class's championship table from the results published so far, riders by name and hometown only | 404 (no such
   * active series).
   */
  router.get('/serie/:seriesId/standings', async (ctx) => {
    ctx.body = await seriesStandings(deps.db, ctx.params.seriesId!);
  });

  /**
   * Closes the series (docs/architecture.md "Series end"): the series' promoter or staff (access-router.ts: 404 no such
   * series, 403 another promoter's). No body. Publishes `series.finished` in the same transaction when its rounds are
   * all in; closing a closed series changes nothing. → `{ serie, events, end }`.
   */
  router.post('/serie/:seriesId/close', async (ctx) => {
    const identity = ctx.state.identity as Identity;
    await closeSeries(deps.db, deps.outbox, ctx.params.seriesId!, { sub: identity.sub, typ: identity.typ });
    ctx.body = await getSerie(deps.db, ctx.params.seriesId!);
  });

  /** Staff only (`/api/admin/…`): reopens a closed series while nothing was published since its close (409 SERIES_CLOSE_PAID, SERIES_NOT_CLOSED). */
  router.post('/admin/serie/:seriesId/reopen', async (ctx) => {
    await reopenSeries(deps.db, ctx.params.seriesId!);
    ctx.body = await getSerie(deps.db, ctx.params.seriesId!);
  });

  return router;
}
