import Router from '@koa/router';
import { favouriteInputSchema } from '@rr/contracts';
import { allow } from '@rr/server-kit';
import type { IdentityDb } from '../data-access/database.js';
import { favouriteDealers, setFavouriteDealer } from '../domain/favourite-dealers.js';
import { parseInput } from '../domain/validation.js';

/** A rider's favourite dealers (the dealer finder's mark; the rider profile lists them). The rider's own only. */
export function favouriteDealersRouter(deps: { db: IdentityDb }): Router {
  const router = new Router({ prefix: '/api' });

  /** → `{ dealers }` (`favouriteDealersAnswerSchema`): the signed-in rider's favourite dealers, by name. */
  router.get('/rider/favourite-dealers', allow('rider'), async (ctx) => {
    ctx.body = await favouriteDealers(deps.db, ctx.state.identity.sub);
  });

  /** `{ favourite }` → `{ favourite }`: the signed-in rider marks or unmarks a dealer | 404 (no such active dealer). */
  router.put('/rider/favourite-dealers/:dealerId', allow('rider'), async (ctx) => {
    const { favourite } = parseInput(favouriteInputSchema, ctx.request.body);
    ctx.body = await setFavouriteDealer(deps.db, ctx.state.identity.sub, ctx.params.dealerId!, favourite);
  });

  return router;
}
