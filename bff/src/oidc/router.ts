// Single sign-on with an external OpenID Connect provider (docs/accounts.md "Single sign-on").
//
// Environment (read by ./config.ts, readOidcConfig): OIDC_ISSUER, OIDC_CLIENT_ID, OIDC_CLIENT_SECRET set
// together turn it on; OIDC_REDIRECT_URI is optional (default `<PUBLIC_URL>/oauth/callback`, else
// `<request origin>/oauth/callback`; it must be registered at the provider). An http issuer is accepted
// (tests, e2e) with a warning.
//
// Flow (authorization code + PKCE S256, state and nonce):
//   1. GET /api/oauth/login?redirect=/auth/admin
//      → discovery (cached; a failure is retried on the next sign-in), then a fresh code verifier, state
//        and nonce are kept in the BFF session under `oidc` together with the redirect URI and the
//        same-site redirect path, and the browser goes (302) to the provider's authorization endpoint.
//        Provider unreachable → 302 to the callback page with error=temporarily_unavailable, which
//        then shows OIDC_FAILED like any other provider error.
//   2. The provider sends the browser to /oauth/callback?code&state&iss (or ?error&error_description).
//      That page posts its query as JSON to POST /api/oauth/callback { code, state, iss?, error?,
//      error_description? } (iss, RFC 9207, is checked when present).
//   3. The pending sign-in is taken out of the session (single use; expires after 10 minutes), state
//      must match, the code is exchanged with the verifier (client_secret_basic, or _post when that is
//      all the provider offers) and openid-client validates the ID token (signature, issuer, audience,
//      nonce, expiry). E-mail claims missing from the ID token are read from the userinfo endpoint.
//   4. identity POST /internal/auth/oidc { issuer, subject, email, emailVerified } → { user } links the
//      account (issuer+subject, or first time by verified e-mail) | 403 OIDC_NO_ACCOUNT | 403 DEACTIVATED.
//   5. The session starts with a new id: { type, userId, createdAt, authAt } (both now); the answer is
//      200 { type, user, redirect }. `redirect` is the path asked for at step 1 when it is inside the
//      user's own area (/auth/<type>…), else the user's home /auth/<type>.
//
// Errors: 404 OIDC_DISABLED (not configured), 400 OIDC_FAILED (no/expired pending sign-in, state
// mismatch, provider error, failed exchange or ID token check), 403 OIDC_NO_ACCOUNT / DEACTIVATED from
// identity, 503 when identity is unreachable.
import type { OidcSignIn } from '@rr/contracts/server';
import Router from '@koa/router';
import { bodyParser } from '@koa/bodyparser';
import * as oidc from 'openid-client';
import { z } from 'zod';
import type { BffConfig } from '../config.js';
import { badGateway, undecodableBodyIsBadRequest } from '@rr/server-kit/errors';
import { type AppError, apiError, serviceError } from '../errors.js';
import type { Logger } from '../log.js';
import { ROLES, areaRoot, type Role } from '../routing.js';
import { getSession, startSession } from '../session.js';
import { type Breakers, callService } from '../upstream.js';
import { type OidcClient, createOidcClient } from './client.js';
import type { OidcConfig } from './config.js';
import { oidcCallbackSchema } from '@rr/contracts/server';

/** How long a started sign-in may take at the provider. */
export const PENDING_TTL_MS = 10 * 60_000;
const SCOPE = 'openid email profile';

/** What GET /api/oauth/login keeps in the session (`oidc`) until the callback (single use). */
type PendingSignIn = {
  state: string;
  nonce: string;
  verifier: string;
  redirectUri: string;
  /** Same-site path to go to after sign-in, when one was asked for. */
  redirect: string | null;
  startedAt: number;
};

const PendingSchema = z.object({
  state: z.string().min(1),
  nonce: z.string().min(1),
  verifier: z.string().min(1),
  redirectUri: z.string().min(1),
  redirect: z.string().nullable(),
  startedAt: z.number(),
});

/** The provider's authorization response as the callback page posts it (the contract's: the OpenAPI document's). */
const CallbackBody = oidcCallbackSchema;

const SessionUserSchema = z.looseObject({
  _id: z.string().min(1),
  type: z.enum(ROLES),
});

export interface OidcDeps {
  config: BffConfig;
  /** Single sign-on settings; null → every route answers 404 OIDC_DISABLED. */
  oidc: OidcConfig | null;
  breakers: Breakers;
  log: Logger;
}

const PLACEHOLDER_ORIGIN = 'http://rr.invalid';

/** A same-site path (no scheme, host or protocol-relative tricks), normalised; else null. */
export function safeRedirectPath(raw: unknown): string | null {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > 2048) return null;
  // Only absolute paths; `//host` and `/\host` are protocol-relative in browsers; no control characters.
  if (!raw.startsWith('/') || raw.startsWith('//') || raw.includes('\\') || [...raw].some((ch) => ch.charCodeAt(0) < 0x20 || ch.charCodeAt(0) === 0x7f)) {
    return null;
  }
  let url: URL;
  try {
    url = new URL(raw, PLACEHOLDER_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== PLACEHOLDER_ORIGIN) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Where a user of `type` lands: the asked-for path when it lies inside the user's own area, else home. */
export function landingPath(type: Role, asked: string | null): string {
  const home = areaRoot(type);
  if (!asked) return home;
  const { pathname } = new URL(asked, PLACEHOLDER_ORIGIN);
  return pathname === home || pathname.startsWith(`${home}/`) ? asked : home;
}

function failed(log: Logger, reason: string, fields: Record<string, unknown> = {}): AppError {
  log.warn({ reason, ...fields }, 'single sign-on failed');
  return apiError('OIDC_FAILED');
}

/** The claims identity needs, from the ID token, else (e-mail) from the userinfo endpoint. */
async function signInClaims(
  configuration: oidc.Configuration,
  tokens: Awaited<ReturnType<typeof oidc.authorizationCodeGrant>>,
): Promise<OidcSignIn> {
  const idToken = tokens.claims();
  if (!idToken) throw new Error('no ID token in the token response');
  let email: unknown = idToken.email;
  let emailVerified: unknown = idToken.email_verified;
  if (typeof email !== 'string' && configuration.serverMetadata().userinfo_endpoint && tokens.access_token) {
    const info = await oidc.fetchUserInfo(configuration, tokens.access_token, idToken.sub);
    email = info.email;
    emailVerified = info.email_verified;
  }
  return {
    issuer: idToken.iss,
    subject: idToken.sub,
    // Left out when the provider has none (identity then can only use an existing issuer+subject link).
    ...(typeof email === 'string' && email ? { email } : {}),
    // Some providers send "true" as a string; anything else is not a verified e-mail.
    emailVerified: emailVerified === true || emailVerified === 'true',
  };
}

/** GET /api/oauth/login and POST /api/oauth/callback. Mounted always; without configuration both answer 404 OIDC_DISABLED. */
export function oidcRouter({ config, oidc: settings, breakers, log }: OidcDeps): Router {
  const router = new Router();
  const json = undecodableBodyIsBadRequest(bodyParser({ enableTypes: ['json'], jsonLimit: '16kb' }));
  const client: OidcClient | null = settings ? createOidcClient(settings, log) : null;

  function enabled(): { settings: OidcConfig; client: OidcClient } {
    if (!settings || !client) throw apiError('OIDC_DISABLED');
    return { settings, client };
  }

  // OIDC_REDIRECT_URI, else PUBLIC_URL's callback: a client-controlled Host header never decides where the provider
  // sends codes.
  const redirectUriFor = (s: OidcConfig) => s.redirectUri ?? `${config.publicUrl}/oauth/callback`;

  router.get('/api/oauth/login', async (ctx) => {
    const { settings: s, client: c } = enabled();
    ctx.set('Cache-Control', 'no-store');
    const redirectUri = redirectUriFor(s);
    let configuration: oidc.Configuration;
    try {
      configuration = await c.configuration();
    } catch (err) {
      log.warn({ issuer: s.issuer, err: err instanceof Error ? err.message : String(err) }, 'single sign-on: provider discovery failed');
      // A browser navigation: let the callback page show the failure in the user's language.
      const target = new URL(s.redirectUri ?? '/oauth/callback', PLACEHOLDER_ORIGIN);
      target.searchParams.set('error', 'temporarily_unavailable');
      target.searchParams.set('error_description', 'The identity provider could not be reached');
      ctx.redirect(s.redirectUri ? target.href : `${target.pathname}${target.search}`);
      return;
    }
    const session = getSession(ctx);
    if (!session) throw new Error('session middleware is not mounted for /api');
    const verifier = oidc.randomPKCECodeVerifier();
    const pending: PendingSignIn = {
      state: oidc.randomState(),
      nonce: oidc.randomNonce(),
      verifier,
      redirectUri,
      redirect: safeRedirectPath(ctx.query.redirect),
      startedAt: Date.now(),
    };
    session.oidc = pending;
    const url = oidc.buildAuthorizationUrl(configuration, {
      redirect_uri: redirectUri,
      scope: SCOPE,
      code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
      state: pending.state,
      nonce: pending.nonce,
    });
    ctx.redirect(url.href);
  });

  router.post('/api/oauth/callback', json, async (ctx) => {
    const { settings: s, client: c } = enabled();
    ctx.set('Cache-Control', 'no-store');
    const session = getSession(ctx);
    // Single use: whatever happens next, this pending sign-in is gone.
    const stored = PendingSchema.safeParse(session?.oidc);
    if (session) delete session.oidc;

    const body = CallbackBody.safeParse(ctx.request.body ?? {});
    if (!body.success) throw failed(log, 'malformed callback parameters');
    const { code, state, iss, error, error_description: errorDescription } = body.data;
    if (!stored.success) throw failed(log, 'no sign-in in progress in this session');
    const pending = stored.data;
    if (Date.now() - pending.startedAt > PENDING_TTL_MS) throw failed(log, 'sign-in took too long');
    if (!state || state !== pending.state) throw failed(log, 'state mismatch');
    if (error) throw failed(log, 'provider answered with an error', { error, errorDescription });
    if (!code) throw failed(log, 'no authorization code');

    let claims: Awaited<ReturnType<typeof signInClaims>>;
    try {
      const configuration = await c.configuration();
      // The authorization response as the provider sent it. RFC 9207's `iss` is checked when the page passes it;
      // when it does not (the page posts { code, state }), the one configured issuer stands in: with a single
      // provider per BFF there is no other issuer to mix the response up with.
      const response = new URL(pending.redirectUri);
      const issuer = iss ?? configuration.serverMetadata().issuer;
      for (const [key, value] of Object.entries({ code, state, iss: issuer })) response.searchParams.set(key, value);
      const tokens = await oidc.authorizationCodeGrant(configuration, response, {
        pkceCodeVerifier: pending.verifier,
        expectedState: pending.state,
        expectedNonce: pending.nonce,
        idTokenExpected: true,
      });
      claims = await signInClaims(configuration, tokens);
    } catch (err) {
      throw failed(log, 'code exchange or ID token check failed', {
        issuer: s.issuer,
        err: err instanceof Error ? err.message : String(err),
        code: err instanceof Error ? (err as { code?: unknown }).code : undefined,
      });
    }

    const res = await callService({
      breakers,
      service: 'identity',
      baseUrl: config.upstreams.identity,
      secret: config.identityTokenSecret,
      method: 'POST',
      path: '/internal/auth/oidc',
      body: claims,
    }).catch((err: unknown) => {
      throw serviceError('identity', err);
    });
    if (res.status === 403) {
      const answered = (res.body as { code?: unknown } | null)?.code;
      log.info({ code: answered, issuer: claims.issuer, subject: claims.subject }, 'single sign-on refused by identity');
      if (answered === 'DEACTIVATED') throw apiError('DEACTIVATED');
      throw apiError('OIDC_NO_ACCOUNT');
    }
    const user = SessionUserSchema.safeParse((res.body as { user?: unknown } | null)?.user);
    if (res.status !== 200 || !user.success) {
      log.error({ status: res.status }, 'identity /internal/auth/oidc answered unexpectedly');
      throw badGateway('identity');
    }
    const now = Date.now();
    await startSession(ctx, { type: user.data.type, userId: user.data._id, createdAt: now, authAt: now });
    log.info({ userId: user.data._id, type: user.data.type, issuer: claims.issuer }, 'signed in with single sign-on');
    ctx.body = { type: user.data.type, user: user.data, redirect: landingPath(user.data.type, pending.redirect) };
  });

  return router;
}
