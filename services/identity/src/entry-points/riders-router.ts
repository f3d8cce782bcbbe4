import Router from '@koa/router';
import { adminRiderCreateSchema, riderExportQuerySchema, riderListQuerySchema, tillSearchQuerySchema } from '@rr/contracts';
import { ridersLeanQuerySchema } from '@rr/contracts/server';
import { allow, type Identity } from '@rr/server-kit';
import type { AccountsContext } from '../domain/context.js';
import { createRiderByAdmin } from '../domain/create-rider.js';
import { accountError } from '../domain/errors.js';
import { getRider } from '../domain/get-rider.js';
import { listRiders } from '../domain/list-riders.js';
import { ridersLean } from '../domain/riders-lean.js';
import { sendRiderExport } from '../domain/rider-export.js';
import { searchTillRiders } from '../domain/till-riders.js';
import { parseInput } from '../domain/validation.js';

/** Rider records (spec §7 "Riders"). */
export function ridersRouter(deps: AccountsContext): Router {
  const router = new Router({ prefix: '/api' });

  /** `?query&page=1&limit=15&sort=-lastLogin` → `{ riders, pagination: { page, limit, total, pages } }` (administrators). */
  router.get('/admin/riders', allow('admin'), async (ctx) => {
    ctx.body = await listRiders(deps.db, parseInput(riderListQuerySchema, ctx.query));
  });

  /**
   * `?query&sort&format=csv|xlsx&locale=` → every rider the list's search matches (not one page), in its order, with
   * every column the list knows, streamed as a file; headers in `locale` (administrators).
   */
  router.get('/admin/riders/export', allow('admin'), (ctx) => {
    sendRiderExport(ctx, deps.db, parseInput(riderExportQuerySchema, ctx.query));
  });

  /**
   * A rider opened by programme staff: the registration's fields, the first bike optional → 201
   * `{ rider }`; the rider is mailed an invitation to choose a password. 400 VALIDATION · 409 EMAIL_TAKEN / VIN_TAKEN.
   */
  router.post('/admin/riders', allow('admin'), async (ctx) => {
    const input = parseInput(adminRiderCreateSchema, ctx.request.body);
    ctx.body = await createRiderByAdmin(deps, ctx.state.identity, input, { method: ctx.method, path: ctx.path });
    ctx.status = 201;
  });

  /** The till's rider search: `?query=` (name, city, AMA number, whole e-mail; ≥ 2 characters) → `{ riders }`, 20 at most. */
  router.get('/dealer/riders', allow('dealer'), async (ctx) => {
    ctx.body = await searchTillRiders(deps.db, parseInput(tillSearchQuerySchema, ctx.query).query);
  });

  /**
   * The pickers' short list: `?q=` (2+ characters) `&limit=` (≤ 50) → `{ riders: [{ _id, name, hometown }] }`, active
   * riders only; `{role}` is the caller's own (dealer or staff).
   */
  router.get('/:role/riders-lean', allow('dealer', 'admin'), async (ctx) => {
    const identity = ctx.state.identity as Identity;
    if (ctx.params.role !== identity.typ) throw accountError('FORBIDDEN');
    ctx.body = await ridersLean(deps.db, identity.typ as 'dealer' | 'admin', parseInput(ridersLeanQuerySchema, ctx.query));
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
