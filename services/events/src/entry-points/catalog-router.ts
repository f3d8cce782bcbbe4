import Router from '@koa/router';
import { categoryInputSchema, seriesInputSchema, seriesQuerySchema } from '@rr/contracts';
import type { Logger, Outbox } from '@rr/server-kit';
import type { EventsDb } from '../data-access/database.js';
import { addEventToSeries, createCategory, createSeries, deleteCategory, deleteSeries, removeEventFromSeries, updateCategory, updateSeries } from '../domain/catalog.js';
import { listSeries } from '../domain/list-series.js';
import { parseBody, parseQuery } from './validation.js';

/**
 * Series and categories as programme staff keep them (spec §7 Series and Categories). Every path is
 * under `/api/admin/`, which access-router.ts confines to administrators.
 */
export function catalogRouter(deps: { db: EventsDb; outbox: Outbox; logger: Logger; programmeMakes?: readonly string[] | undefined }): Router {
  const router = new Router({ prefix: '/api/admin' });

  /** Every series, inactive too unless `active` says otherwise: `{ series, pagination }`. */
  router.get('/series', async (ctx) => {
    // Staff see every series unless they ask for active or inactive ones.
    const { page, limit, ...asked } = parseQuery(seriesQuerySchema, { active: 'all', ...ctx.query });
    const given = Object.fromEntries(Object.entries(asked).filter(([, value]) => value !== undefined));
    ctx.body = await listSeries(deps.db, { ...given, page, limit });
  });
  router.post('/series', async (ctx) => {
    ctx.status = 201;
    ctx.body = await createSeries(deps, parseBody(seriesInputSchema, ctx.request.body));
  });
  router.put('/serie/:id', async (ctx) => {
    ctx.body = await updateSeries(deps, ctx.params.id!, parseBody(seriesInputSchema, ctx.request.body));
  });
  router.delete('/serie/:id', async (ctx) => {
    ctx.body = await deleteSeries(deps, ctx.params.id!);
  });
  router.put('/serie/:id/event/:eventId', async (ctx) => {
    ctx.body = await addEventToSeries(deps, ctx.params.id!, ctx.params.eventId!);
  });
  router.delete('/serie/:id/event/:eventId', async (ctx) => {
    ctx.body = await removeEventFromSeries(deps, ctx.params.id!, ctx.params.eventId!);
  });

  router.post('/categories', async (ctx) => {
    ctx.status = 201;
    ctx.body = await createCategory(deps.db, parseBody(categoryInputSchema, ctx.request.body));
  });
  router.put('/category/:id', async (ctx) => {
    ctx.body = await updateCategory(deps.db, ctx.params.id!, parseBody(categoryInputSchema, ctx.request.body));
  });
  router.delete('/category/:id', async (ctx) => {
    ctx.body = await deleteCategory(deps.db, ctx.params.id!);
  });

  return router;
}
