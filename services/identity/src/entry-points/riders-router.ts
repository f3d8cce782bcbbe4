import Router from '@koa/router';
import { z } from 'zod';
import { allow } from '@rr/server-kit';
import type { IdentityDb } from '../data-access/database.js';
import { getRider } from '../domain/get-rider.js';
import { RIDER_SORTS, type RiderSort } from '../data-access/riders-repository.js';
import { listRiders } from '../domain/list-riders.js';
import { parse } from './validation.js';

const RiderListQuery = z.object({
  query: z.string().trim().max(200).optional(),
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(15),
  sort: z.enum(RIDER_SORTS as [RiderSort, ...RiderSort[]]).optional(),
});

/** Rider records (spec §7 "Riders"). */
export function ridersRouter(deps: { db: IdentityDb }): Router {
  const router = new Router({ prefix: '/api' });

  /** `?query&page=1&limit=15&sort=-lastLogin` → `{ riders, pagination: { page, limit, total, pages } }` (administrators). */
  router.get('/admin/riders', allow('admin'), async (ctx) => {
    ctx.body = await listRiders(deps.db, parse(RiderListQuery, ctx.query));
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
