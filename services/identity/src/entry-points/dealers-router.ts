import Router from '@koa/router';
import { z } from 'zod';
import type { IdentityDb } from '../data-access/database.js';
import { listDealersLean } from '../domain/list-dealers.js';
import { parse } from './validation.js';

const optionalText = z
  .string()
  .trim()
  .max(200)
  .optional()
  .transform((value) => value || undefined);

const DealersLeanQuery = z.object({
  name: optionalText,
  state: optionalText,
  country: optionalText.transform((value) => value?.toUpperCase()),
  active: z
    .enum(['true', 'false', ''])
    .optional()
    .transform((value) => (value === 'true' ? true : value === 'false' ? false : undefined)),
});

/** Dealer lists (spec §7 "Dealers"). */
export function dealersRouter(deps: { db: IdentityDb }): Router {
  const router = new Router({ prefix: '/api' });

  /** Public. `?name&state&country&active` → `{ dealers, distinctStates, distinctCountry }`. */
  router.get('/dealers-lean', async (ctx) => {
    ctx.body = await listDealersLean(deps.db, parse(DealersLeanQuery, ctx.query));
  });

  return router;
}
