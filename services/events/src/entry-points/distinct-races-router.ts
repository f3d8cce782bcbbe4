import Router from '@koa/router';
import { distinctRacesInputSchema } from '@rr/contracts';
import type { Identity } from '@rr/server-kit';
import { distinctRaces, replaceDistinctRaces, sameDayEvents } from '../domain/distinct-races.js';
import type { EventToolsDeps } from './event-tools-router.js';
import { parseBody } from './validation.js';

/**
 * Staff's "same race?" tools (spec §9: a double-sanctioned race pays once): which events on an event's start day and
 * in its country are different races. Programme staff only (`/api/admin/…`: the route registry and access-router.ts).
 */
export function distinctRacesRouter(deps: EventToolsDeps): Router {
  const router = new Router({ prefix: '/api/admin/event/:id' });

  /** → `{ events }`: the other events on the same start day in the same country, each with `distinct`. */
  router.get('/same-day-events', async (ctx) => {
    ctx.body = await sameDayEvents(deps, ctx.params.id!);
  });
  /** → `{ eventIds }`: the events marked as different races from this one. */
  router.get('/distinct-races', async (ctx) => {
    ctx.body = await distinctRaces(deps, ctx.params.id!);
  });
  /** `{ eventIds }` replaces the marks (both ways) and re-publishes the results of every event whose marks changed. */
  router.put('/distinct-races', async (ctx) => {
    const { eventIds } = parseBody(distinctRacesInputSchema, ctx.request.body);
    const caller: Identity = ctx.state.identity;
    ctx.body = await replaceDistinctRaces(deps, ctx.params.id!, eventIds, caller.sub);
  });

  return router;
}
