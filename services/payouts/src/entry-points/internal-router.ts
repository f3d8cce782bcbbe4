import Router from '@koa/router';
import { allow, notFound } from '@rr/server-kit';
import type { PayoutsDb } from '../data-access/database.js';
import { getEventPayouts } from '../domain/get-event-payouts.js';

/**
 * Other services' endpoints (docs/architecture.md "Contract: identity token"): under `/internal`, for callers holding a
 * `service` token only (401 without a valid token, 403 with another caller type). The BFF never proxies `/internal`.
 */
export function internalRouter(deps: { db: PayoutsDb }): Router {
  const router = new Router({ prefix: '/internal' });
  router.use(allow('service'));

  /**
   * The events service's Canada invoices, which state what an event's results paid: → `{ eventId, version, decisions }`
   * (@rr/contracts `eventPayoutsAnswerSchema`, as programme staff read them) | 404 before any results of the event
   * were applied. `version` is the `results.published` version the decisions are of.
   */
  router.get('/event-payouts/:eventId', async (ctx) => {
    const eventId = ctx.params.eventId;
    const found = eventId && eventId.length <= 36 ? await getEventPayouts(deps.db, eventId, { role: 'admin' }) : null;
    if (!found) throw notFound();
    ctx.body = found;
  });

  return router;
}
