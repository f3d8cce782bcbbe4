import Router from '@koa/router';
import { bodyParser } from '@koa/bodyparser';
import { undecodableBodyIsBadRequest } from '@rr/server-kit/errors';
import { ROLES, loginSchema, type SessionAnswer } from '@rr/contracts';
import { type Authenticator, sessionAnswer } from '../authenticate.js';
import { AppError, ERRORS, apiError } from '../errors.js';
import { type IdentityClient, relayError } from '../identity-client.js';
import type { Logger } from '../log.js';
import { clearSession, readSession, startSession } from '../session.js';
import type { Throttle } from '../throttle.js';

export const LOGIN_FAILED_MESSAGE = ERRORS.LOGIN_FAILED.message;
export const DEACTIVATED_MESSAGE = ERRORS.DEACTIVATED.message;

/** Who an administrator may impersonate: every role but their own (the roles of @rr/contracts). */
const IMPERSONABLE: readonly string[] = ROLES.filter((role) => role !== 'admin');

export interface AuthDeps {
  identity: IdentityClient;
  auth: Authenticator;
  throttle: Throttle;
  log: Logger;
}

/** JSON (and form) bodies for the BFF's own routes only: never in front of the proxy. An undecodable body is 400. */
export const ownBody = () => undecodableBodyIsBadRequest(bodyParser({ enableTypes: ['json', 'form'], jsonLimit: '16kb', formLimit: '16kb' }));

/** /api/login, /api/logout, /api/session and impersonation: the routes that create, read and end sessions. */
export function authRouter({ identity, auth, throttle, log }: AuthDeps): Router {
  const router = new Router();
  const json = ownBody();

  router.post('/api/login', json, async (ctx) => {
    const parsed = loginSchema.safeParse(ctx.request.body);
    if (!parsed.success) throw new AppError(400, 'VALIDATION', 'Email and password are required');
    const email = parsed.data.email.trim();
    // Before the password is checked, and the same whether or not the e-mail has an account.
    await throttle.checkLogin(email, ctx.ip);
    const res = await identity.call('POST', '/internal/auth/login', { email, password: parsed.data.password });
    if (res.status === 401) {
      await throttle.loginFailed(email, ctx.ip);
      throw apiError('LOGIN_FAILED');
    }
    if (res.status === 403) throw apiError('DEACTIVATED');
    if (res.status >= 400 && res.status < 500) throw relayError(res);
    const user = identity.userOf(res, 'POST /internal/auth/login');
    await throttle.loginSucceeded(email);
    const now = Date.now();
    await startSession(ctx, { type: user.type, userId: user._id, createdAt: now, authAt: now });
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { type: user.type, user };
  });

  router.get('/api/logout', (ctx) => {
    clearSession(ctx);
    ctx.set('Cache-Control', 'no-store');
    ctx.redirect('/login');
  });

  router.get('/api/session', async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    const state = await auth.state(ctx);
    const answer: SessionAnswer =
      state.kind === 'anonymous'
        ? { authenticated: false }
        : state.kind === 'ended'
          ? { authenticated: false, problem: state.problem, message: ERRORS[state.problem].message }
          : sessionAnswer(state.session, state.user);
    ctx.body = answer;
  });

  // Administrator impersonation ("proxy"): the session becomes the user's, remembering the admin; id rotated.
  router.post('/api/admin/proxy/:type/:id', async (ctx) => {
    const state = await auth.require(ctx);
    const { session } = state;
    // Only an administrator's own session: no nesting.
    if (session.type !== 'admin' || session.adminId !== undefined) throw apiError('PROXY_NOT_ALLOWED');
    auth.requireVerifiedEmail(state);
    const type = ctx.params.type ?? '';
    const id = ctx.params.id ?? '';
    if (type === 'admin' || id === session.userId) throw apiError('PROXY_NOT_ALLOWED');
    if (!IMPERSONABLE.includes(type)) throw apiError('NOT_FOUND');
    const target = await identity.getUser(id);
    if (!target) throw apiError('NOT_FOUND');
    if (target.user.type === 'admin') throw apiError('PROXY_NOT_ALLOWED');
    if (target.user.type !== type) throw apiError('NOT_FOUND');
    // Deactivated targets are allowed (spec §4: impersonation bypasses deactivation).
    await startSession(ctx, {
      type: target.user.type,
      userId: target.user._id,
      createdAt: session.createdAt,
      authAt: session.authAt,
      adminId: session.userId,
    });
    log.info({ adminId: session.userId, userId: target.user._id, type: target.user.type }, 'impersonation started');
    await identity.audit({ action: 'proxy.start', actorId: session.userId, subjectId: target.user._id, method: ctx.method, path: ctx.path, status: 200 });
    ctx.set('Cache-Control', 'no-store');
    ctx.body = sessionAnswer({ adminId: session.userId, recoveryUntil: undefined }, target.user);
  });

  router.post('/api/proxy-remove', async (ctx) => {
    if (readSession(ctx) === 'none') throw apiError('UNAUTHENTICATED');
    const state = await auth.require(ctx, { adminOnly: true });
    const { session, admin } = state;
    if (session.adminId === undefined || !admin) throw apiError('PROXY_REMOVE_FAILED');
    await startSession(ctx, { type: 'admin', userId: session.adminId, createdAt: session.createdAt, authAt: session.authAt });
    log.info({ adminId: session.adminId, userId: session.userId }, 'impersonation ended');
    await identity.audit({ action: 'proxy.stop', actorId: session.adminId, subjectId: session.userId, method: ctx.method, path: ctx.path, status: 200 });
    ctx.set('Cache-Control', 'no-store');
    ctx.body = sessionAnswer({ adminId: undefined, recoveryUntil: undefined }, admin);
  });

  return router;
}
