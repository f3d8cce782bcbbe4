import Router from '@koa/router';
import { bodyParser } from '@koa/bodyparser';
import type Koa from 'koa';
import { z } from 'zod';
import type { BffConfig } from '../config.js';
import { HttpError, serviceError } from '../errors.js';
import type { Logger } from '../log.js';
import { ROLES } from '../routing.js';
import { type RedisSessionStore, clearSession, readSession, startSession } from '../session.js';
import { type Breakers, type ServiceResponse, callService } from '../upstream.js';

export const LOGIN_FAILED_MESSAGE = 'No account with that email + password combination was found';
export const DEACTIVATED_MESSAGE = 'Your account has been deactivated, please contact support';

/** The identity service's SessionUser (docs/architecture.md); extra fields pass through untouched. */
const SessionUserSchema = z.looseObject({
  _id: z.string().min(1),
  type: z.enum(ROLES),
  deActivated: z.boolean().optional(),
});
export type SessionUser = z.infer<typeof SessionUserSchema>;

const LoginBody = z.object({
  email: z.string().trim().min(1).max(320),
  password: z.string().min(1).max(1024),
});

const IMPERSONABLE = ['rider', 'dealer', 'promoter'] as const;

export interface AuthDeps {
  config: BffConfig;
  breakers: Breakers;
  store: RedisSessionStore | undefined;
  log: Logger;
}

/** /api/login, /api/logout, /api/session and impersonation: the routes that create, read and end sessions. */
export function authRouter({ config, breakers, store, log }: AuthDeps): Router {
  const router = new Router();
  const json = bodyParser({ enableTypes: ['json', 'form'], jsonLimit: '16kb', formLimit: '16kb' });

  const identity = (method: 'GET' | 'POST', path: string, body?: unknown): Promise<ServiceResponse> =>
    callService({
      breakers,
      service: 'identity',
      baseUrl: config.upstreams.identity,
      secret: config.identityTokenSecret,
      method,
      path,
      body,
    }).catch((err: unknown) => {
      throw serviceError('identity', err);
    });

  /** The user as identity knows it now, or null when it no longer exists. */
  async function freshUser(userId: string): Promise<SessionUser | null> {
    const res = await identity('GET', `/internal/users/${encodeURIComponent(userId)}`);
    if (res.status === 404) return null;
    const parsed = SessionUserSchema.safeParse((res.body as { user?: unknown } | null)?.user);
    if (res.status !== 200 || !parsed.success) {
      log.error('identity /internal/users answered unexpectedly', { status: res.status });
      throw new HttpError(502, 'The identity service gave an unexpected answer', 'BAD_GATEWAY');
    }
    return parsed.data;
  }

  async function revokeAllSessionsOf(userId: string): Promise<void> {
    if (!store) return;
    try {
      await store.destroyUserSessions(userId);
    } catch (err) {
      log.warn('could not revoke sessions', { userId, err: String(err) });
    }
  }

  router.post('/api/login', json, async (ctx) => {
    const parsed = LoginBody.safeParse(ctx.request.body);
    if (!parsed.success) throw new HttpError(400, 'Email and password are required', 'VALIDATION');
    const res = await identity('POST', '/internal/auth/login', parsed.data);
    if (res.status === 401) throw new HttpError(401, LOGIN_FAILED_MESSAGE, 'LOGIN_FAILED');
    if (res.status === 403) throw new HttpError(403, DEACTIVATED_MESSAGE, 'DEACTIVATED');
    const user = SessionUserSchema.safeParse((res.body as { user?: unknown } | null)?.user);
    if (res.status !== 200 || !user.success) {
      log.error('identity /internal/auth/login answered unexpectedly', { status: res.status });
      throw new HttpError(502, 'The identity service gave an unexpected answer', 'BAD_GATEWAY');
    }
    await startSession(ctx, { type: user.data.type, userId: user.data._id, createdAt: Date.now() });
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { type: user.data.type, user: user.data };
  });

  router.get('/api/logout', (ctx) => {
    clearSession(ctx);
    ctx.set('Cache-Control', 'no-store');
    ctx.redirect('/login');
  });

  router.get('/api/session', async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await describeSession(ctx);
  });

  async function describeSession(ctx: Koa.Context): Promise<Record<string, unknown>> {
    const session = readSession(ctx);
    if (session === 'none') return { authenticated: false };
    if (session === 'inconsistent') {
      clearSession(ctx);
      return { authenticated: false, problem: 'AUTH_INCONSISTENT' };
    }
    const user = await freshUser(session.userId);
    if (!user || user.type !== session.type) {
      clearSession(ctx);
      return { authenticated: false, problem: 'AUTH_INCONSISTENT' };
    }
    const impersonating = session.adminId !== undefined;
    if (user.deActivated === true && !impersonating) {
      // Deactivation takes effect now: this session and any other of the user's sessions end (spec §4).
      clearSession(ctx);
      await revokeAllSessionsOf(user._id);
      return { authenticated: false, problem: 'DEACTIVATED', message: DEACTIVATED_MESSAGE };
    }
    return { authenticated: true, type: session.type, user, proxyHost: impersonating };
  }

  // Administrator impersonation ("proxy"): the session becomes the user's, remembering the admin; id rotated.
  router.post('/api/admin/proxy/:type/:id', async (ctx) => {
    const session = readSession(ctx);
    if (session === 'none' || session === 'inconsistent') throw new HttpError(401, 'You need to log in to do that');
    if (session.type !== 'admin' || session.adminId !== undefined) throw new HttpError(403, 'You are not allowed to do that');
    const type = ctx.params.type;
    if (!(IMPERSONABLE as readonly string[]).includes(type ?? '')) throw new HttpError(400, 'Only riders, dealers and promoters can be proxied');
    const user = await freshUser(ctx.params.id ?? '');
    if (!user || user.type !== type) throw new HttpError(404, 'No such user');
    await startSession(ctx, { type: user.type, userId: user._id, createdAt: session.createdAt, adminId: session.userId });
    log.info('impersonation started', { adminId: session.userId, userId: user._id, type: user.type });
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { authenticated: true, type: user.type, user, proxyHost: true };
  });

  router.post('/api/proxy-remove', async (ctx) => {
    const session = readSession(ctx);
    if (session === 'none' || session === 'inconsistent') throw new HttpError(401, 'You need to log in to do that');
    if (session.adminId === undefined) throw new HttpError(409, 'You are not proxying another user');
    await startSession(ctx, { type: 'admin', userId: session.adminId, createdAt: session.createdAt });
    log.info('impersonation ended', { adminId: session.adminId, userId: session.userId });
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await describeSession(ctx);
  });

  return router;
}
