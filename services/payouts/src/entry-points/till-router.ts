import Router from '@koa/router';
import type { Context } from 'koa';
import { PROGRAMME_TIME_ZONE, redemptionExportQuerySchema, redemptionFiltersSchema } from '@rr/contracts';
import { exportLocale } from '@rr/server-kit/tabular-export';
import { CLIENT_IP_HEADER, allow, parseQuery } from '@rr/server-kit';
import { exportRedemptions, listRedemptions, type RedemptionScope } from '../domain/redemption-lists.js';
import { redeemAtTill, refundRedemption, tillAwards, type TillDeps } from '../domain/till.js';

/** A dealer's lists are their own till's; staff see every dealer's. */
const scopeOf = (ctx: Context): RedemptionScope => (ctx.state.identity.typ === 'dealer' ? { dealerId: ctx.state.identity.sub } : {});

/**
 * The dealer till and the redemption lists (spec §7 "Credit redemptions", "Riders" redeem). The
 * registry's rows (and the access router before this) keep each path to its roles: redeem and awards are the
 * dealer's, the refund the administrator's, the lists both (a dealer's only their own).
 */
export function tillRouter(deps: TillDeps): Router {
  const router = new Router({ prefix: '/api' });

  /** "Find awards": `→ TillCredit` (the rider's dealer credit lots, soonest expiry first) | 404 no wallet, no active rider. */
  router.get('/dealer/awards/:riderId', allow('dealer'), async (ctx) => {
    ctx.body = await tillAwards(deps, ctx.params.riderId ?? '');
  });

  /** `RedeemRequest` → 201 `RedeemAnswer`; a key sent again answers the same (see domain/till.ts). */
  router.post('/dealer/redeem', allow('dealer'), async (ctx) => {
    const ip = ctx.get(CLIENT_IP_HEADER) || null;
    ctx.body = await redeemAtTill(deps, ctx.state.identity.sub, ctx.request.body, ip);
    ctx.status = 201;
  });

  // A dealer's days (the filter's, the year's) and times are on its own clock; the programme team's in UTC.
  const clockOf = async (scope: RedemptionScope) => (scope.dealerId ? ((await deps.riders.dealerTimeZone(scope.dealerId)) ?? PROGRAMME_TIME_ZONE) : 'UTC');
  for (const [path, revoked] of [['credit-redemptions', false], ['revoked-redemptions', true]] as const) {
    /** `?afterDate&beforeDate&country&riderName` (+ `dealerId`, `dealerName` for staff) `&page&limit` → `RedemptionList`. */
    router.get([`/dealer/${path}`, `/admin/${path}`], allow('dealer', 'admin'), async (ctx) => {
      const scope = scopeOf(ctx);
      const filters = parseQuery(redemptionFiltersSchema, ctx.query);
      ctx.body = await listRedemptions(deps.db, scope, filters, revoked, new Date(), await clockOf(scope));
    });
    /** The same filters `&locale` (the headers' and yes / no's language; unknown: English), every page, as a CSV download. */
    router.get([`/dealer/${path}/export`, `/admin/${path}/export`], allow('dealer', 'admin'), async (ctx) => {
      const { locale, ...filters } = parseQuery(redemptionExportQuerySchema, ctx.query);
      const scope = scopeOf(ctx);
      const timeZone = await clockOf(scope);
      const csv = await exportRedemptions(deps.db, scope, filters, revoked, timeZone, exportLocale(locale));
      ctx.set('Content-Disposition', `attachment; filename="${revoked ? 'revoked-redemptions' : 'redemptions'}-${new Date().toISOString().slice(0, 10)}.csv"`);
      ctx.type = 'text/csv; charset=utf-8';
      ctx.body = csv;
    });
  }

  /** The administrator's refund → `{ redemption }` (now revoked; again → the same). */
  router.delete('/admin/credit-redemption/:id', allow('admin'), async (ctx) => {
    ctx.body = { redemption: await refundRedemption(deps, { id: ctx.state.identity.imp ?? ctx.state.identity.sub }, ctx.params.id ?? '') };
  });

  return router;
}
