import Router from '@koa/router';
import { z } from 'zod';
import type { EventsDb } from '../data-access/database.js';
import { getSerie } from '../domain/get-serie.js';
import { listSeries } from '../domain/list-series.js';
import { activeParam, codeParam, intParam, parse, textParam } from './validation.js';

const SeriesQuery = z
  .object({
    name: textParam('name'),
    state: codeParam('state', /^[A-Z]{1,3}$/, 'a state or province code such as CA or ON'),
    zipcode: textParam('zipcode', 12),
    country: codeParam('country', /^[A-Z]{2}$/, 'a two-letter country code such as US or CA'),
    active: activeParam({ allowAll: true, fallback: true }),
    races: intParam('races', 0, 1000),
    distance: intParam('distance', 0, 100_000),
    page: intParam('page', 1, 1_000_000),
    limit: intParam('limit', 1, 100),
  })
  .transform(({ page, limit, ...filters }) => ({
    ...Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined)),
    page: page ?? 1,
    limit: limit ?? 15,
  }));

/** Public series reads (spec §7 Series). */
export function seriesRouter(deps: { db: EventsDb }): Router {
  const router = new Router({ prefix: '/api' });

  /** `?name&state&zipcode&country&active&races&distance&page&limit` → `{ series, pagination }`; active series unless `active=false|all`. */
  router.get('/series', async (ctx) => {
    ctx.body = await listSeries(deps.db, parse(SeriesQuery, ctx.query));
  });

  /** → `{ serie, events }` (events first day first) | 404 'Series not found'. */
  router.get('/serie/:seriesId', async (ctx) => {
    ctx.body = await getSerie(deps.db, ctx.params.seriesId!);
  });

  return router;
}
