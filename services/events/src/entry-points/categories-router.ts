import Router from '@koa/router';
import { categoriesQuerySchema } from '@rr/contracts';
import { activeFilterFor } from '@rr/server-kit';
import type { EventsDb } from '../data-access/database.js';
import { getCategory, listCategories } from '../domain/categories.js';
import { parseQuery } from './validation.js';

/** Public category reads (spec §7 Categories). */
export function categoriesRouter(deps: { db: EventsDb }): Router {
  const router = new Router({ prefix: '/api' });

  /**
   * `?active=true|false|all` → `{ allCategories }`: for an administrator every category when `active` is absent;
   * anyone else sees active categories only, whatever they ask (`activeFilterFor`).
   */
  router.get('/categories', async (ctx) => {
    ctx.body = await listCategories(deps.db, activeFilterFor(ctx.state.identity, parseQuery(categoriesQuerySchema, ctx.query).active));
  });

  /** → `{ category }` | 404 'Category not found'. */
  router.get('/category/:categoryId', async (ctx) => {
    ctx.body = await getCategory(deps.db, ctx.params.categoryId!);
  });

  return router;
}
