import Router from '@koa/router';
import { riderListQuerySchema, tillSearchQuerySchema } from '@rr/contracts';
import { allow } from '@rr/server-kit';
import type { IdentityDb } from '../data-access/database.js';
import { getRider } from '../domain/get-rider.js';
import { listRiders } from '../domain/list-riders.js';
import { searchTillRiders } from '../domain/till-riders.js';
import { parseInput } from '../domain/validation.js';

/** Rider records (spec §7 "Riders"). */
export function ridersRouter(deps: { db: IdentityDb }): Router {
  const router = new Router({ prefix: '/api' });

  /** `?query&page=1&limit=15&sort=-lastLogin` → `{ riders, pagination: { page, limit, total, pages } }` (administrators). */
  router.get('/admin/riders', allow('admin'), async (ctx) => {
    ctx.body = await listRiders(deps.db, parseInput(riderListQuerySchema, ctx.query));
  });

  /** The till's rider search (issue 13): `?query=` (name, city, AMA number, whole e-mail; ≥ 2 characters) → `{ riders }`, 20 at most. */
  router.get('/dealer/riders', allow('dealer'), async (ctx) => {
    ctx.body = await searchTillRiders(deps.db, parseInput(tillSearchQuerySchema, ctx.query).query);
  });

  /**
   * → `{ rider, creditRedemptions: [], payoutClaims: [] }`; the two lists are composed in by the BFF
   * from the payouts service. `{role}` must be the caller's type: a rider reads only their own record.
   */
  router.get('/:role/rider/:riderId', async (ctx) => {
    ctx.body = await getRider(deps.db, ctx.state.identity, ctx.params.role ?? '', ctx.params.riderId ?? '');
  });

  return router;
}
