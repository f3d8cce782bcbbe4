import Router from '@koa/router';
import { reportingEventsQuerySchema } from '@rr/contracts/server';
import { allow } from '@rr/server-kit';
import type { EventsDb } from '../data-access/database.js';
import { reportingEvents } from '../domain/event-facts.js';
import { parseQuery } from './validation.js';

/**
 * Other services' endpoints (docs/architecture.md "Contract: identity token"): under `/internal`, for callers holding a
 * `service` token only (401 without a valid token, 403 with another caller type). The BFF never proxies `/internal`.
 */
export function internalRouter(deps: { db: EventsDb; programmeMakes?: readonly string[] | undefined }): Router {
  const router = new Router({ prefix: '/internal' });
  router.use(allow('service'));

  /**
   * `?after&limit` → `{ events: EventChanged[] }`: every event's reporting facts (inactive and canceled too), in id
   * order after `after`, as `event.changed` carries them; `at` is the event's last change as its row records it.
   * Payouts' reporting read model is rebuilt from these pages (an empty page is the end).
   */
  router.get('/reporting/events', async (ctx) => {
    ctx.body = await reportingEvents(deps.db, parseQuery(reportingEventsQuerySchema, ctx.query), deps.programmeMakes);
  });

  return router;
}
