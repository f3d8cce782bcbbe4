import Router from '@koa/router';
import { bodyParser } from '@koa/bodyparser';
import type Koa from 'koa';
import { undecodableBodyIsBadRequest } from '@rr/server-kit/errors';
import { PUBLIC_PAGES, ROLES, loginSchema, type SessionAnswer } from '@rr/contracts';
import { type Authenticator, sessionAnswer } from '../authenticate.js';
import type { BotCheck } from '../captcha.js';
import { AppError, ERRORS, apiError } from '../errors.js';
import { type IdentityClient, relayError, unexpectedAnswer } from '../identity-client.js';
import { localeOf } from '../locale.js';
import type { Logger } from '../log.js';
import { requestSite } from '../request-guard.js';
import { clearSession, readSession, startSession } from '../session.js';
import type { Throttle } from '../throttle.js';
import { unlockMarks } from '../unlock.js';
import type { ServiceResponse } from '../upstream.js';

export const LOGIN_FAILED_MESSAGE = ERRORS.LOGIN_FAILED.message;
export const DEACTIVATED_MESSAGE = ERRORS.DEACTIVATED.message;

/** Who an administrator may impersonate: every role but their own (the roles of @rr/contracts). */
const IMPERSONABLE: readonly string[] = ROLES.filter((role) => role !== 'admin');

export interface AuthDeps {
  identity: IdentityClient;
  auth: Authenticator;
  throttle: Throttle;
  botCheck: BotCheck;
  /** PUBLIC_URL: unlock links and the same-site test of sign-out. */
  publicUrl: string;
  log: Logger;
}

/**
 * JSON bodies for the BFF's own routes only: never in front of the proxy. Forms are never parsed (the request guard
 * already refused them: docs/security.md). An undecodable body is 400.
 */
export const ownBody = () => undecodableBodyIsBadRequest(bodyParser({ enableTypes: ['json'], jsonLimit: '16kb' }));

/** /api/login, /api/logout, /api/session and impersonation: the routes that create, read and end sessions. */
export function authRouter({ identity, auth, throttle, botCheck, publicUrl, log }: AuthDeps): Router {
  const router = new Router();
  const json = ownBody();
  const unlocks = unlockMarks();

  router.post('/api/login', json, async (ctx) => {
    const body = (ctx.request.body ?? {}) as Record<string, unknown>;
    const parsed = loginSchema.safeParse(body);
    if (!parsed.success) throw new AppError(400, 'VALIDATION', 'Email and password are required');
    const email = parsed.data.email.trim();
    // Counted and judged before any password is hashed, and the same whether or not the e-mail has an account.
    const botChecked = typeof body.captchaToken === 'string' && body.captchaToken.length > 0 ? await botCheck.passes(body.captchaToken, ctx.ip) : false;
    const admission = await throttle.admitLogin({
      email,
      address: ctx.ip,
      botChecked,
      unlocked: unlocks.holds(ctx, email),
      pastFreeAttempts: () => void mailUnlockLink(ctx, email),
    });
    let res: ServiceResponse;
    try {
      res = await identity.callHashing('POST', '/internal/auth/login', { email, password: parsed.data.password });
    } catch (err) {
      await admission.abandoned();
      throw err;
    }
    if (res.status === 401) {
      await admission.failed();
      throw apiError('LOGIN_FAILED');
    }
    if (res.status === 403) {
      // The right password of a deactivated account: the owner, not a guess.
      await admission.succeeded();
      throw apiError('DEACTIVATED');
    }
    if (res.status >= 400) {
      await admission.abandoned();
      throw relayError(res);
    }
    const user = identity.userOf(res, 'POST /internal/auth/login');
    await admission.succeeded();
    unlocks.clear(ctx);
    const now = Date.now();
    await startSession(ctx, { type: user.type, userId: user._id, createdAt: now, authAt: now });
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { type: user.type, user };
  });

  /** Mails the owner of `email` a link that unlocks sign-in for the browser that opens it (identity mails only real, active accounts). */
  async function mailUnlockLink(ctx: Koa.Context, email: string): Promise<void> {
    try {
      const res = await identity.call('POST', '/internal/auth/unlock-link', { email, locale: localeOf(ctx), unlockUrlBase: `${publicUrl}/login-unlock` });
      if (res.status < 200 || res.status > 299) log.warn({ status: res.status }, 'unlock link not mailed');
    } catch (err) {
      log.warn({ err: err instanceof Error ? err.message : String(err) }, 'unlock link not mailed');
    }
  }

  // The mailed unlock link's page posts its token here: the e-mail's counters are cleared and this browser may sign in
  // to that account without the bot check or delays for an hour.
  router.post('/api/login-unlock', json, async (ctx) => {
    await throttle.limit('login-unlock', ctx.ip);
    const token = (ctx.request.body as { token?: unknown } | undefined)?.token;
    if (typeof token !== 'string' || token.length === 0 || token.length > 512) throw apiError('UNLOCK_LINK_INVALID');
    const res = await identity.call('POST', '/internal/auth/unlock', { token });
    if (res.status === 400) throw apiError('UNLOCK_LINK_INVALID');
    if (res.status >= 400 && res.status < 500) throw relayError(res);
    const email = (res.body as { email?: unknown } | null)?.email;
    if (res.status !== 200 || typeof email !== 'string') throw unexpectedAnswer(log, 'POST /internal/auth/unlock', res.status);
    await throttle.unlockEmail(email);
    unlocks.grant(ctx, email);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { unlocked: true, email };
  });

  // The spec's sign-out is a plain link. A cross-site one (a forged <img> or link elsewhere) must not sign anyone out:
  // it lands on a page that asks (docs/security.md "Cross-site requests").
  router.get('/api/logout', (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    if (requestSite(ctx, publicUrl) === 'cross-site') {
      ctx.redirect(PUBLIC_PAGES.logout);
      return;
    }
    clearSession(ctx);
    ctx.redirect(PUBLIC_PAGES.login);
  });

  // The confirm page's button: JSON from this site (the request guard checked both).
  router.post('/api/logout', (ctx) => {
    clearSession(ctx);
    ctx.set('Cache-Control', 'no-store');
    ctx.status = 204;
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
    if (session.adminId === undefined || !admin) {
      // Nothing to remove (Back, a second click): the caller is themselves already; the page goes to their own area.
      ctx.set('Cache-Control', 'no-store');
      ctx.body = sessionAnswer(session, state.user);
      return;
    }
    await startSession(ctx, { type: 'admin', userId: session.adminId, createdAt: session.createdAt, authAt: session.authAt });
    log.info({ adminId: session.adminId, userId: session.userId }, 'impersonation ended');
    await identity.audit({ action: 'proxy.stop', actorId: session.adminId, subjectId: session.userId, method: ctx.method, path: ctx.path, status: 200 });
    ctx.set('Cache-Control', 'no-store');
    ctx.body = sessionAnswer({ adminId: undefined, recoveryUntil: undefined }, admin);
  });

  return router;
}
