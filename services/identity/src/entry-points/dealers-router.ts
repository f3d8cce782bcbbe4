import Router from '@koa/router';
import { dealersLeanQuerySchema } from '@rr/contracts';
import type { IdentityDb } from '../data-access/database.js';
import { listDealersLean } from '../domain/list-dealers.js';
import { parseInput } from '../domain/validation.js';

/** Dealer lists (spec §7 "Dealers"). */
export function dealersRouter(deps: { db: IdentityDb }): Router {
  const router = new Router({ prefix: '/api' });

  /** Public. `?name&state&country&active` → `{ dealers, distinctStates, distinctCountry }`. */
  router.get('/dealers-lean', async (ctx) => {
    ctx.body = await listDealersLean(deps.db, parseInput(dealersLeanQuerySchema, ctx.query));
  });

  return router;
}
