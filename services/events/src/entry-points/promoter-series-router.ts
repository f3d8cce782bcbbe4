import Router from '@koa/router';
import { promoterSeriesInputSchema } from '@rr/contracts';
import type { Identity, Logger, Outbox } from '@rr/server-kit';
import type { EventsDb } from '../data-access/database.js';
import { approveSeries, createPromoterSeries, updatePromoterSeries } from '../domain/promoter-series.js';
import { parseBody } from './validation.js';

/**
 * A promoter's own series (docs/api.md "Series"): they create one (it waits for staff review) and edit theirs; staff
 * approve one. Who may reach which path is access-router.ts's: `/api/promoter/{id}/series` the promoter themselves or
 * staff, `/api/serie/{id}` the series' promoter or staff (404 no such series, 403 another promoter's), `/api/admin/…`
 * staff only.
 */
export function promoterSeriesRouter(deps: { db: EventsDb; outbox: Outbox; logger: Logger; programmeMakes?: readonly string[] | undefined }): Router {
  const router = new Router({ prefix: '/api' });

  /** `promoterSeriesInputSchema` → 201 `{ serie }` (pending review, inactive) | 400 VALIDATION (`seasonYear`: a season they are not approved for). */
  router.post('/promoter/:promoterId/series', async (ctx) => {
    ctx.status = 201;
    ctx.body = await createPromoterSeries(deps, ctx.params.promoterId!, parseBody(promoterSeriesInputSchema, ctx.request.body));
  });

  /** `promoterSeriesInputSchema` → `{ serie }` | 400 VALIDATION (`seasonYear`, `currency` while its events are in another) | 404. */
  router.put('/serie/:id', async (ctx) => {
    ctx.body = await updatePromoterSeries(deps, ctx.state.identity as Identity, ctx.params.id!, parseBody(promoterSeriesInputSchema, ctx.request.body));
  });

  /** No body → `{ serie }` approved and shown to riders | 404. */
  router.put('/admin/serie/:id/approve', async (ctx) => {
    ctx.body = await approveSeries(deps.db, ctx.state.identity as Identity, ctx.params.id!);
  });

  return router;
}
