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
   * Public. `?name&state&country&active` → `{ dealers, distinctStates, distinctCountry }`. Inactive dealers (and their
   * states and countries) only for administrators; anyone else's `active` filter is ignored (`activeFilterFor`).
   */
  router.get('/dealers-lean', async (ctx) => {
    const query = parseInput(dealersLeanQuerySchema, ctx.query);
    ctx.body = await listDealersLean(deps.db, { ...query, active: activeFilterFor(ctx.state.identity, query.active) });
  });

  return router;
}
