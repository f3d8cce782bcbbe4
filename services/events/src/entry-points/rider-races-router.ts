import Router from '@koa/router';
import { removeRacesSchema } from '@rr/contracts';
import { allow } from '@rr/server-kit';
import type { ImportDeps } from '../domain/imports/imports.js';
import { listRiderRaces, removeRiderRaces } from '../domain/rider-races.js';
import { parseBody } from './validation.js';

/**
 * A rider's races for programme staff (spec §7 Riders "DELETE /api/admin/rider/{riderId}/remove-races").
 * Staff only (the access router's registry rule, and `allow` again here).
 */
export function riderRacesRouter(deps: ImportDeps): Router {
  const router = new Router({ prefix: '/api' });

  /** → `{ races }`: the rider's result lines, newest race first. */
  router.get('/admin/rider/:riderId/races', allow('admin'), async (ctx) => {
    ctx.body = await listRiderRaces(deps, ctx.params.riderId!);
  });

  /** `{ resultIds }` → `{ removed, events }` · 404 when an id is not one of the rider's lines (nothing is removed). */
  router.delete('/admin/rider/:riderId/remove-races', allow('admin'), async (ctx) => {
    const { resultIds } = parseBody(removeRacesSchema, ctx.request.body);
    ctx.body = await removeRiderRaces(deps, ctx.params.riderId!, resultIds);
  });

  return router;
}
