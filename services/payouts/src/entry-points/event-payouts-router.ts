import Router from '@koa/router';
import type { Context } from 'koa';
import { allow, notFound } from '@rr/server-kit';
import type { PayoutsDb } from '../data-access/database.js';
import { getEventPayouts, type EventPayoutsReader } from '../domain/get-event-payouts.js';
import { getPublicEventPayouts } from '../domain/get-public-event-payouts.js';

/**
 * An event's payout decisions for its results page: every result line and bonus, paid (what, on
 * which unit) or not and why. The event's promoter reads their own events; programme staff any. The access router
 * has already refused every other role (403); someone else's event, like an event without applied results, is 404.
 * Anyone, signed in or not, reads the same decisions as the public event page shows them (`/api/event-payouts/…`).
 */
export function eventPayoutsRouter(deps: { db: PayoutsDb }): Router {
  const router = new Router({ prefix: '/api' });

  const answer = async (ctx: Context, eventId: string | undefined, reader: EventPayoutsReader) => {
    const found = eventId && eventId.length <= 36 ? await getEventPayouts(deps.db, eventId, reader) : null;
    if (!found) throw notFound();
    ctx.body = found;
  };

  /** → `{ eventId, version, decisions }` (@rr/contracts `eventPayoutsAnswerSchema`) | 404 (not theirs, or not applied yet). */
  router.get('/promoter/event-payouts/:eventId', allow('promoter'), (ctx) => answer(ctx, ctx.params.eventId, { role: 'promoter', promoterId: ctx.state.identity.sub }));
  router.get('/admin/event-payouts/:eventId', allow('admin'), (ctx) => answer(ctx, ctx.params.eventId, { role: 'admin' }));

  /**
   * → `{ eventId, version, decisions }` (@rr/contracts `publicEventPayoutsAnswerSchema`): outcome, public reason and,
   * when it pays, amount and type; no rider, facts or withholding | 404 (no results of the event applied yet).
   */
  router.get('/event-payouts/:eventId', async (ctx) => {
    const eventId = ctx.params.eventId;
    const found = eventId && eventId.length <= 36 ? await getPublicEventPayouts(deps.db, eventId) : null;
    if (!found) throw notFound();
    ctx.body = found;
  });

  return router;
}
