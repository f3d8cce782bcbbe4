import Router from '@koa/router';
import { dealersLeanQuerySchema } from '@rr/contracts';
import { activeFilterFor } from '@rr/server-kit';
import type { IdentityDb } from '../data-access/database.js';
import { listDealersLean } from '../domain/list-dealers.js';
import { parseInput } from '../domain/validation.js';

/** Dealer lists (spec §7 "Dealers"). */
export function dealersRouter(deps: { db: IdentityDb }): Router {
  const router = new Router({ prefix: '/api' });

  /**
   * Public: the dealer finder. `?name&state&zipcode&zipDistance&country&active` → `{ dealers, distinctStates,
   * distinctCountry }` (`dealersLeanAnswerSchema`): by name, or nearest first with `distanceMiles` when a postal code is
   * given; each with its map point; a rider's with `favourite`. 400 VALIDATION | 400 UNKNOWN_ZIPCODE (a radius around
   * a code it cannot place). Inactive dealers (and their states and countries) only for administrators; anyone
   * else's `active` filter is ignored (`activeFilterFor`).
   */
  router.get('/dealers-lean', async (ctx) => {
    const query = parseInput(dealersLeanQuerySchema, ctx.query);
    const { identity } = ctx.state;
    ctx.body = await listDealersLean(deps.db, { ...query, active: activeFilterFor(identity, query.active) }, { riderId: identity.typ === 'rider' ? identity.sub : null });
  });

  return router;
}
