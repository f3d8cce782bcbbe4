import Router from '@koa/router';
import type Koa from 'koa';
import { changePasswordSchema, codeSchema, localeChoiceSchema, emailOnlySchema, newPasswordSchema, recoveryCodeSchema, contactSchema, promoterApplicationSchema, registrationSchema, type MailRequestInput, type PasswordResetInput, type RegistrationInput } from '@rr/contracts';
import { toServerError, type EmailCodeRequest, type PasswordResetRequest, type RegisterOptions } from '@rr/contracts/server';
import type { z } from 'zod';
import { type Authenticator, type SignedIn, problemError, sessionAnswer } from '../authenticate.js';
import type { BotCheck } from '../captcha.js';
import type { BffConfig } from '../config.js';
import { AppError, ERRORS, apiError } from '../errors.js';
import { type IdentityClient, type SessionUser, relayError, unexpectedAnswer } from '../identity-client.js';
import type { Logger } from '../log.js';
import type { Role } from '../routing.js';
import { RECOVERY_MARK_MS, type RedisSessionStore, clearSession, inRecovery, readSession, startSession } from '../session.js';
import type { Throttle } from '../throttle.js';
import type { ServiceResponse } from '../upstream.js';
import { ownBody } from './auth.js';
import { localeOf, setLocaleCookie } from '../locale.js';

export interface AccountDeps {
  config: BffConfig;
  identity: IdentityClient;
  auth: Authenticator;
  throttle: Throttle;
  botCheck: BotCheck;
  store: RedisSessionStore | undefined;
  log: Logger;
}

/** Roles with a change-password route the BFF answers (docs/accounts.md "Account administration"). */
export const CHANGE_PASSWORD_ROLES = ['admin', 'dealer', 'rider'] as const satisfies readonly Role[];

type Body = Record<string, unknown>;

function bodyOf(ctx: Koa.Context): Body {
  const body: unknown = ctx.request.body;
  return body !== null && typeof body === 'object' && !Array.isArray(body) ? (body as Body) : {};
}

/**
 * The body parsed with its @rr/contracts schema (the same the form uses in the browser): only the fields the schema
 * names, typed; else 400 VALIDATION with the field details.
 */
function check<S extends z.ZodType>(schema: S, body: Body): z.output<S> {
  const result = schema.safeParse(body);
  if (result.success) return result.data;
  const error = toServerError(result.error);
  throw new AppError(400, 'VALIDATION', error.message, error.details);
}

/** 4xx from identity → the same error for the client; anything else but 2xx → 502. */
function expectSuccess(res: ServiceResponse, log: Logger, what: string): void {
  // 4xx, and the 503 LOGIN_BUSY of identity's full hashing pool (the only 503 callService returns), go to the client as they are.
  if ((res.status >= 400 && res.status < 500) || res.status === 503) throw relayError(res);
  if (res.status < 200 || res.status > 299) throw unexpectedAnswer(log, what, res.status);
}

/**
 * The account flows of docs/accounts.md the BFF answers itself: registration, e-mail verification, forgotten password,
 * account recovery and change password. Bodies are parsed here only (never in front of the proxy).
 */
export function accountRouter({ config, identity, auth, throttle, botCheck, store, log }: AccountDeps): Router {
  const router = new Router();
  const json = ownBody();

  /** Where mailed links point: PUBLIC_URL only, never the request's Host or X-Forwarded-Host (docs/security.md). */
  const linkOrigin = config.publicUrl;

  /**
   * After identity changed the password (and set `sessionsValidAfter`): rotate this session with `authAt` not before
   * that time (clocks of two processes may differ), drop a recovery mark, and with Redis end the user's other sessions
   * at once (the rest end on their next request through `sessionsValidAfter`).
   */
  async function keepSessionAfterPasswordChange(ctx: Koa.Context, state: SignedIn): Promise<SessionUser> {
    const { session } = state;
    const record = await identity.getUser(session.userId);
    if (!record || record.user.type !== session.type) {
      clearSession(ctx);
      throw problemError('AUTH_INCONSISTENT');
    }
    const validAfter = record.sessionsValidAfter ?? 0;
    await startSession(ctx, {
      type: session.type,
      userId: session.userId,
      createdAt: session.createdAt,
      // An administrator impersonating did not prove anything new: the session keeps the administrator's authAt.
      authAt: session.adminId ? session.authAt : Math.max(Date.now(), validAfter),
      adminId: session.adminId,
    });
    if (store && validAfter > 0) {
      try {
        await store.destroyUserSessions(session.userId, validAfter);
      } catch (err) {
        log.warn({ userId: session.userId, err: err instanceof Error ? err.message : String(err) }, 'could not revoke sessions');
      }
    }
    return record.user;
  }

  // ── contact form (spec §2; bot-checked and throttled here, stored and mailed to the team by identity) ──
  router.post('/api/contact-us', json, async (ctx) => {
    await throttle.limit('contact', ctx.ip);
    const body = bodyOf(ctx);
    const message = check(contactSchema, body);
    await botCheck.require(body.captchaToken, ctx.ip);
    const res = await identity.call('POST', '/internal/contact-messages', { ...message, locale: localeOf(ctx, body.locale) });
    expectSuccess(res, log, 'POST /internal/contact-messages');
    ctx.status = 202;
    ctx.body = { received: true };
  });

  // ── the promoter application (bot-checked and throttled here, kept and mailed by identity) ──
  // A signed-in promoter (or staff acting as one) applies for themselves: identity takes their account, not the e-mail.
  router.post('/api/promoter-applications', json, async (ctx) => {
    await throttle.limit('promoter-application', ctx.ip);
    const body = bodyOf(ctx);
    const application = check(promoterApplicationSchema, body);
    await botCheck.require(body.captchaToken, ctx.ip);
    const session = readSession(ctx);
    const promoterId = typeof session === 'object' && session.type === 'promoter' ? session.userId : undefined;
    const res = await identity.call('POST', '/internal/promoter-applications', { ...application, locale: localeOf(ctx, body.locale), ...(promoterId ? { promoterId } : {}) });
    expectSuccess(res, log, 'POST /internal/promoter-applications');
    ctx.status = 201;
    ctx.body = res.body;
  });

  // ── registration ──
  router.post('/api/register', json, async (ctx) => {
    if (!config.registrationEnabled) throw apiError('REGISTRATION_CLOSED');
    await throttle.limit('register', ctx.ip);
    const body = bodyOf(ctx);
    const result = registrationSchema.safeParse(body);
    if (!result.success) {
      const error = toServerError(result.error);
      const fields = Object.keys(error.details);
      // The rider's statement alone is missing: the spec's own message (docs/accounts.md RIDER_ACCOUNT_REQUIRED).
      if (fields.length === 1 && fields[0] === 'riderConfirmed') {
        throw new AppError(400, 'RIDER_ACCOUNT_REQUIRED', ERRORS.RIDER_ACCOUNT_REQUIRED.message, error.details);
      }
      throw new AppError(400, 'VALIDATION', error.message, error.details);
    }
    await botCheck.require(body.captchaToken, ctx.ip);
    const origin = linkOrigin;
    const registration: RegistrationInput & RegisterOptions = {
      ...result.data,
      locale: localeOf(ctx, body.locale),
      verifyUrlBase: `${origin}/auth/email-verify`,
    };
    const res = await identity.callHashing('POST', '/internal/auth/register', registration);
    expectSuccess(res, log, 'POST /internal/auth/register');
    const user = identity.userOf(res, 'POST /internal/auth/register');
    const now = Date.now();
    await startSession(ctx, { type: user.type, userId: user._id, createdAt: now, authAt: now });
    log.info({ userId: user._id }, 'rider registered');
    ctx.set('Cache-Control', 'no-store');
    ctx.status = 201;
    ctx.body = { type: user.type, user };
  });

  // ── e-mail verification (signed in; allowed with an unverified e-mail) ──
  router.post('/api/email-verify/send', async (ctx) => {
    const { session } = await auth.require(ctx);
    await throttle.limit('email-verify', ctx.ip);
    const request: EmailCodeRequest = { verifyUrlBase: `${linkOrigin}/auth/email-verify`, locale: localeOf(ctx) };
    const res = await identity.call('POST', `/internal/users/${encodeURIComponent(session.userId)}/email-code`, request);
    expectSuccess(res, log, 'POST /internal/users/:id/email-code');
    ctx.set('Cache-Control', 'no-store');
    ctx.status = 202;
  });

  router.post('/api/email-verify', json, async (ctx) => {
    const { session } = await auth.require(ctx);
    await throttle.limit('email-verify', ctx.ip);
    const { code } = check(codeSchema, bodyOf(ctx));
    const res = await identity.call('POST', `/internal/users/${encodeURIComponent(session.userId)}/verify-email`, { code: code.trim() });
    expectSuccess(res, log, 'POST /internal/users/:id/verify-email');
    const user = identity.userOf(res, 'POST /internal/users/:id/verify-email');
    ctx.set('Cache-Control', 'no-store');
    ctx.body = sessionAnswer(session, user);
  });

  // ── forgotten password: a mailed reset link ──
  /**
   * Forgot-password and account-recovery requests: throttled, validated, bot-checked, then handed to identity with
   * the language in use (for accounts without a stored locale). Always 202, so the answer never tells whether the
   * e-mail has an account; identity's refusals are logged, its failures are errors.
   */
  async function silentMailRequest(ctx: Koa.Context, group: 'forgot-password' | 'account-recovery', path: string, extra: Partial<PasswordResetRequest> = {}) {
    await throttle.limit(group, ctx.ip);
    const body = bodyOf(ctx);
    const { email } = check(emailOnlySchema, body);
    await botCheck.require(body.captchaToken, ctx.ip);
    const request: MailRequestInput & Partial<PasswordResetRequest> = { email: email.trim(), locale: localeOf(ctx), ...extra };
    const res = await identity.call('POST', path, request);
    if (res.status < 200 || res.status > 499) throw unexpectedAnswer(log, `POST ${path}`, res.status);
    if (res.status > 299) log.warn({ path, status: res.status }, 'identity refused a mail request');
    ctx.set('Cache-Control', 'no-store');
    ctx.status = 202;
  }

  router.post('/api/forgot-password', json, (ctx) =>
    silentMailRequest(ctx, 'forgot-password', '/internal/password-reset', { resetUrlBase: `${linkOrigin}/forgot-password-reset` }),
  );

  router.post('/api/forgot-password-reset', json, async (ctx) => {
    await throttle.limit('forgot-password', ctx.ip);
    const body = bodyOf(ctx);
    const token = body.token;
    if (typeof token !== 'string' || token.length === 0 || token.length > 512) throw apiError('RESET_TOKEN_INVALID');
    const { password, confirmPassword } = check(newPasswordSchema, body);
    const reset: PasswordResetInput = { token, password, confirmPassword };
    const res = await identity.callHashing('POST', '/internal/password-reset/complete', reset);
    expectSuccess(res, log, 'POST /internal/password-reset/complete');
    // No session: the page links to login.
    ctx.set('Cache-Control', 'no-store');
    ctx.body = {};
  });

  // ── account recovery: a mailed code opens a short recovery session that may set a new password ──
  router.post('/api/account-recovery', json, (ctx) => silentMailRequest(ctx, 'account-recovery', '/internal/account-recovery'));

  router.post('/api/account-recovery/verify', json, async (ctx) => {
    await throttle.limit('account-recovery', ctx.ip);
    const { email, code } = check(recoveryCodeSchema, bodyOf(ctx));
    const res = await identity.call('POST', '/internal/account-recovery/verify', { email: email.trim(), code: code.trim() });
    expectSuccess(res, log, 'POST /internal/account-recovery/verify');
    const user = identity.userOf(res, 'POST /internal/account-recovery/verify');
    if (user.deActivated === true) throw apiError('DEACTIVATED');
    const now = Date.now();
    const recoveryUntil = now + RECOVERY_MARK_MS;
    await startSession(ctx, { type: user.type, userId: user._id, createdAt: now, authAt: now, recoveryUntil });
    log.info({ userId: user._id }, 'recovery session started');
    ctx.set('Cache-Control', 'no-store');
    ctx.body = sessionAnswer({ adminId: undefined, recoveryUntil }, user);
  });

  router.post('/api/password-lost-reset', json, async (ctx) => {
    const raw = readSession(ctx);
    if (raw === 'none' || (raw !== 'inconsistent' && !inRecovery(raw))) throw apiError('RECOVERY_REQUIRED');
    const state = await auth.require(ctx);
    if (!inRecovery(state.session)) throw apiError('RECOVERY_REQUIRED');
    auth.requireVerifiedEmail(state);
    const { password, confirmPassword } = check(newPasswordSchema, bodyOf(ctx));
    const res = await identity.callHashing('PUT', `/internal/users/${encodeURIComponent(state.session.userId)}/password`, { password, confirmPassword });
    expectSuccess(res, log, 'PUT /internal/users/:id/password');
    const user = await keepSessionAfterPasswordChange(ctx, state);
    log.info({ userId: user._id }, 'password set in recovery');
    ctx.set('Cache-Control', 'no-store');
    ctx.body = sessionAnswer({ adminId: undefined, recoveryUntil: undefined }, user);
  });

  // ── change password (signed in, own role only) ──
  for (const role of CHANGE_PASSWORD_ROLES) {
    router.put(`/api/${role}/${role}/change-password`, json, async (ctx) => {
      const state = await auth.require(ctx);
      if (state.session.type !== role) throw apiError('FORBIDDEN');
      auth.requireVerifiedEmail(state);
      const { currentPassword, password, confirmPassword } = check(changePasswordSchema, bodyOf(ctx));
      const { userId } = state.session;
      // Wrong current passwords are limited per user (docs/security.md "Sign-in throttling"): the attempt is counted
      // before identity is asked, so a concurrent burst cannot all be checked against the limit.
      const attempt = await throttle.admitChangePassword(userId);
      let res: ServiceResponse;
      try {
        res = await identity.callHashing('PUT', `/internal/users/${encodeURIComponent(userId)}/password`, { currentPassword, password, confirmPassword });
      } catch (err) {
        await attempt.abandoned();
        throw err;
      }
      if (res.status === 400 && (res.body as { code?: unknown } | null)?.code === 'CURRENT_PASSWORD_WRONG') await attempt.failed();
      else if (res.status < 200 || res.status > 299) await attempt.abandoned();
      expectSuccess(res, log, 'PUT /internal/users/:id/password');
      await attempt.succeeded();
      await keepSessionAfterPasswordChange(ctx, state);
      ctx.set('Cache-Control', 'no-store');
      ctx.status = 204;
    });
  }

  // ── the signed-in user's language ──
  // Stored on the account, so the signed-in areas show it on any browser and the account's mail is written in it; the
  // cookie follows, so the public pages agree. Staff signed in as a user (impersonation) change only their own cookie:
  // the user's language stays the user's choice.
  router.put('/api/account/locale', json, async (ctx) => {
    const state = await auth.require(ctx);
    const { locale } = check(localeChoiceSchema, bodyOf(ctx));
    ctx.set('Cache-Control', 'no-store');
    if (state.session.adminId) {
      setLocaleCookie(ctx, locale);
      ctx.body = sessionAnswer(state.session, state.user);
      return;
    }
    const res = await identity.call('PUT', `/internal/users/${encodeURIComponent(state.session.userId)}/locale`, { locale });
    expectSuccess(res, log, 'PUT /internal/users/:id/locale');
    setLocaleCookie(ctx, locale);
    ctx.body = sessionAnswer(state.session, (res.body as { user: SessionUser }).user);
  });

  return router;
}
