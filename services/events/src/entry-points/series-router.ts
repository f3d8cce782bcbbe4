import Router from '@koa/router';
import { seriesQuerySchema } from '@rr/contracts';
import { activeFilterFor } from '@rr/server-kit';
import type { EventsDb } from '../data-access/database.js';
import { getSerie } from '../domain/get-serie.js';
import { listSeries } from '../domain/list-series.js';
import { parseQuery } from './validation.js';

/** Public series reads (spec §7 Series). */
export function seriesRouter(deps: { db: EventsDb }): Router {
  const router = new Router({ prefix: '/api' });

  /**
   * `?name&state&zipcode&country&active&races&distance&page&limit` → `{ series, pagination }`; active series unless
   * an administrator asks for `active=false|all` (anyone else's filter is ignored: `activeFilterFor`).
   */
  router.get('/series', async (ctx) => {
    const { page, limit, ...asked } = parseQuery(seriesQuerySchema, ctx.query);
    const filters = { ...asked, active: activeFilterFor(ctx.state.identity, asked.active) };
    const given = Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined));
    ctx.body = await listSeries(deps.db, { ...given, page, limit });
  });

  /** → `{ serie, events }` (events first day first) | 404 'Series not found'. */
  router.get('/serie/:seriesId', async (ctx) => {
    ctx.body = await getSerie(deps.db, ctx.params.seriesId!);
  });

  return router;
}
