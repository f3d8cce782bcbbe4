import Router from '@koa/router';
import type { Context } from 'koa';
import { adminPayoutClaimInputSchema, payoutClaimInputSchema, payoutClaimsQuerySchema, payoutClaimUpdateSchema } from '@rr/contracts';
import { allow, parseBody, parseQuery } from '@rr/server-kit';
import { fileClaim, listClaims, updateClaim, type Actor, type ClaimsDeps } from '../domain/payout-claims.js';

const actorOf = (ctx: Context): Actor => ({ id: ctx.state.identity.sub, role: ctx.state.identity.typ === 'admin' ? 'admin' : 'rider' });

/** Payout claims (spec §7 "Payout claims"): riders file and follow their own; administrators decide. */
export function claimsRouter(deps: ClaimsDeps): Router {
  const router = new Router({ prefix: '/api' });

  /**
   * `?query=&name=&email=&country=&bikeModel=&bikeYear=&status=&page=&limit=` → `{ payoutClaims, pagination }`, newest
   * first. A rider gets only their own, plus `claimableEvents` and `bikes` for a new claim.
   */
  router.get(['/rider/payout-claims', '/admin/payout-claims'], allow('rider', 'admin'), async (ctx) => {
    ctx.body = await listClaims(deps, actorOf(ctx), parseQuery(payoutClaimsQuerySchema, ctx.query));
  });

  /**
   * The rider's own claim: `{ eventId, className, place, vin?, message? }` → 201 `{ payoutClaim }` | 400 VALIDATION (a
   * class the event does not have, or a place its payout table does not pay: `validation.choice` on the field) | 409
   * CLAIM_WINDOW_CLOSED, CLAIM_ALREADY_OPEN | 404 CLAIM_EVENT_UNKNOWN.
   */
  router.post('/rider/payout-claims', allow('rider'), async (ctx) => {
    ctx.status = 201;
    ctx.body = { payoutClaim: await fileClaim(deps, actorOf(ctx), parseBody(payoutClaimInputSchema, ctx.request.body)) };
  });

  /** An administrator's claim for a rider: the same with `riderId`, at any time (no 45-day limit). */
  router.post('/admin/payout-claims', allow('admin'), async (ctx) => {
    ctx.status = 201;
    ctx.body = { payoutClaim: await fileClaim(deps, actorOf(ctx), parseBody(adminPayoutClaimInputSchema, ctx.request.body)) };
  });

  /**
   * `{ action: 'edit' | 'withdraw' | 'approve' | 'reject', … }` → `{ payoutClaim }` | 404 (not theirs) | 403 (a rider
   * deciding, an administrator withdrawing) | 409 CLAIM_DECIDED.
   */
  router.put(['/rider/payout-claim/:id', '/admin/payout-claim/:id'], allow('rider', 'admin'), async (ctx) => {
    ctx.body = { payoutClaim: await updateClaim(deps, actorOf(ctx), ctx.params.id ?? '', parseBody(payoutClaimUpdateSchema, ctx.request.body)) };
  });

  return router;
}
