import Router from '@koa/router';
import { z } from 'zod';
import { allow } from '@rr/server-kit';
import type { IdentityDb } from '../data-access/database.js';
import { getSessionUser } from '../domain/get-session-user.js';
import { login } from '../domain/login.js';
import { parse } from './validation.js';

const LoginBody = z.object({
  email: z.string().trim().min(1).max(320),
  password: z.string().min(1).max(1024),
});

/**
 * BFF-only endpoints (docs/architecture.md "identity service internal endpoints"); callers must
 * present an identity token of type `service`.
 */
export function internalRouter(deps: { db: IdentityDb }): Router {
  const router = new Router({ prefix: '/internal' });
  router.use(allow('service'));

  /** `{ email, password }` → `{ user: SessionUser }` | 401 LOGIN_FAILED | 403 DEACTIVATED. */
  router.post('/auth/login', async (ctx) => {
    const credentials = parse(LoginBody, ctx.request.body, 'Email and password are required');
    ctx.body = { user: await login(deps.db, credentials) };
  });

  /** → `{ user: SessionUser }` | 404. */
  router.get('/users/:id', async (ctx) => {
    ctx.body = { user: await getSessionUser(deps.db, ctx.params.id ?? '') };
  });

  return router;
}
