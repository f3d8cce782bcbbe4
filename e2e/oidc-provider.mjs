// A small but real OpenID Connect provider (oidc-provider v9) for the single sign-on tests: the BFF's
// integration tests start it in-process, the production-like stack (scripts/prod-stack.mjs) runs it as
// its own process for the Playwright suite (e2e/tests/sso.spec.ts).
//
//   node e2e/oidc-provider.mjs        # issuer http://127.0.0.1:4400
//
// Environment (all optional):
//   OIDC_PROVIDER_HOST        listen address and issuer host (127.0.0.1)
//   OIDC_PROVIDER_PORT        port (4400); the issuer is http://<host>:<port>
//   OIDC_CLIENT_ID            the one registered client (race-rewards)
//   OIDC_CLIENT_SECRET        its secret (race-rewards-test-secret), sent with client_secret_basic
//   OIDC_REDIRECT_URIS        comma-separated registered redirect URIs
//                             (http://localhost:8080/oauth/callback,http://127.0.0.1:8080/oauth/callback)
//   OIDC_STAFF_EMAIL          the e-mail claim of the staff account (admin@example.com)
//
// What it does: discovery, JWKS (a fresh RS256 key per start), authorization code flow with PKCE
// required (S256), client_secret_basic at the token endpoint, userinfo. Scopes openid, email
// (email, email_verified) and profile (name). Its own login form at /interaction/<uid>: one staff
// account, login `staff@example.com`, password `Password1`, whose verified e-mail claim is
// OIDC_STAFF_EMAIL (the seeded programme admin, so identity links the account by verified e-mail).
// Consent is granted automatically: the only client is first-party. Everything lives in memory.
import { generateKeyPairSync, randomBytes, timingSafeEqual, createHash } from 'node:crypto';
import http from 'node:http';
import { pathToFileURL } from 'node:url';
import Provider from 'oidc-provider';

export const STAFF_LOGIN = 'staff@example.com';
export const STAFF_PASSWORD = 'Password1';

/**
 * @typedef {{ sub: string; login: string; password: string; email: string; emailVerified: boolean; name: string }} OidcTestAccount
 * @typedef {{ clientId: string; clientSecret: string; redirectUris: string[] }} OidcTestClient
 */

/** @param {string} email @returns {OidcTestAccount} */
export function staffAccount(email = 'admin@example.com') {
  return { sub: 'staff-0001', login: STAFF_LOGIN, password: STAFF_PASSWORD, email, emailVerified: true, name: 'Programme Staff' };
}

const escapeHtml = (value) =>
  String(value).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** Constant-time comparison of two strings (lengths are hashed away first). */
function sameSecret(a, b) {
  const digest = (s) => createHash('sha256').update(String(s)).digest();
  return timingSafeEqual(digest(a), digest(b));
}

function page(title, body) {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:24rem;margin:4rem auto;padding:0 1rem}label{display:block;margin:.75rem 0 .25rem}
input{width:100%;padding:.5rem;box-sizing:border-box}button{margin-top:1rem;padding:.5rem 1rem}.error{color:#b00020}</style></head>
<body><main>${body}</main></body></html>`;
}

function loginForm(uid, clientName, { login = '', error } = {}) {
  return page(
    'Sign in - Test organisation',
    `<h1>Test organisation sign-in</h1>
<p>Sign in to continue to ${escapeHtml(clientName)}.</p>
${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post" action="/interaction/${escapeHtml(uid)}/login" autocomplete="off">
<label for="login">Username</label><input id="login" name="login" type="text" required value="${escapeHtml(login)}" autofocus>
<label for="password">Password</label><input id="password" name="password" type="password" required>
<button type="submit">Sign in</button>
</form>
<p><a href="/interaction/${escapeHtml(uid)}/abort">Cancel</a></p>`,
  );
}

async function readForm(req) {
  const chunks = [];
  let size = 0;
  for await (const chunk of req) {
    size += chunk.length;
    if (size > 16 * 1024) throw Object.assign(new Error('request body too large'), { status: 413 });
    chunks.push(chunk);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

/** The provider's own interaction pages (login form, automatic consent, abort), as a Koa middleware. */
function interactions(provider, accounts) {
  const byLogin = new Map(accounts.map((a) => [a.login.toLowerCase(), a]));
  return async function interactionRoutes(ctx, next) {
    const match = /^\/interaction\/([^/]+)(?:\/(login|abort))?$/.exec(ctx.path);
    if (!match) return next();
    const [, uid, action] = match;
    ctx.set('Cache-Control', 'no-store');
    let details;
    try {
      details = await provider.interactionDetails(ctx.req, ctx.res);
    } catch (err) {
      ctx.status = 400;
      ctx.type = 'html';
      ctx.body = page('Sign-in expired', `<h1>Sign-in expired</h1><p>${escapeHtml(err.message)}. Start again from the application.</p>`);
      return undefined;
    }
    if (details.uid !== uid) ctx.throw(400, 'interaction mismatch');
    const { prompt, params } = details;
    const client = await provider.Client.find(String(params.client_id));
    const clientName = client?.clientName ?? String(params.client_id);

    if (action === 'abort' && ctx.method === 'GET') {
      const result = { error: 'access_denied', error_description: 'End-User aborted interaction' };
      return provider.interactionFinished(ctx.req, ctx.res, result, { mergeWithLastSubmission: false });
    }
    if (action === 'login' && ctx.method === 'POST') {
      if (prompt.name !== 'login') ctx.throw(400, 'no login expected');
      const form = await readForm(ctx.req);
      const login = (form.get('login') ?? '').trim();
      const account = byLogin.get(login.toLowerCase());
      if (!account || !sameSecret(form.get('password') ?? '', account.password)) {
        ctx.status = 401;
        ctx.type = 'html';
        ctx.body = loginForm(uid, clientName, { login, error: 'Wrong username or password.' });
        return undefined;
      }
      const result = { login: { accountId: account.sub } };
      return provider.interactionFinished(ctx.req, ctx.res, result, { mergeWithLastSubmission: false });
    }
    if (action === undefined && ctx.method === 'GET') {
      if (prompt.name === 'login') {
        ctx.type = 'html';
        ctx.body = loginForm(uid, clientName);
        return undefined;
      }
      if (prompt.name === 'consent') {
        // First-party client: grant what it asked for without a consent screen.
        const grant = details.grantId
          ? await provider.Grant.find(details.grantId)
          : new provider.Grant({ accountId: details.session?.accountId, clientId: String(params.client_id) });
        const missing = prompt.details;
        if (missing.missingOIDCScope) grant.addOIDCScope(missing.missingOIDCScope.join(' '));
        if (missing.missingOIDCClaims) grant.addOIDCClaims(missing.missingOIDCClaims);
        if (missing.missingResourceScopes) {
          for (const [indicator, scopes] of Object.entries(missing.missingResourceScopes)) grant.addResourceScope(indicator, scopes.join(' '));
        }
        const grantId = await grant.save();
        const result = { consent: details.grantId ? {} : { grantId } };
        return provider.interactionFinished(ctx.req, ctx.res, result, { mergeWithLastSubmission: true });
      }
      ctx.throw(400, `unsupported prompt ${prompt.name}`);
    }
    ctx.throw(405);
    return undefined;
  };
}

/**
 * Starts the provider on a plain http listener. `port: 0` picks a free port; the issuer is
 * `http://<host>:<port>` (known only after listening, so the provider is built then).
 *
 * @param {{ host?: string; port?: number; clients?: OidcTestClient[]; accounts?: OidcTestAccount[] }} [options]
 * @returns {Promise<{ issuer: string; close(): Promise<void> }>}
 */
export async function startOidcProvider(options = {}) {
  const host = options.host ?? '127.0.0.1';
  const clients = options.clients ?? [];
  const accounts = options.accounts ?? [staffAccount()];
  const server = http.createServer();
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
  const issuer = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;

  const bySub = new Map(accounts.map((a) => [a.sub, a]));
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwk = { ...privateKey.export({ format: 'jwk' }), use: 'sig', alg: 'RS256', kid: randomBytes(8).toString('hex') };

  const provider = new Provider(issuer, {
    clients: clients.map((c) => ({
      client_id: c.clientId,
      client_secret: c.clientSecret,
      client_name: 'Race Rewards',
      redirect_uris: c.redirectUris,
      grant_types: ['authorization_code'],
      response_types: ['code'],
      token_endpoint_auth_method: 'client_secret_basic',
    })),
    async findAccount(_ctx, sub) {
      const account = bySub.get(sub);
      if (!account) return undefined;
      return {
        accountId: sub,
        async claims() {
          return { sub, email: account.email, email_verified: account.emailVerified, name: account.name };
        },
      };
    },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    scopes: ['openid', 'email', 'profile'],
    responseTypes: ['code'],
    pkce: { required: () => true },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    clientBasedCORS: () => false,
    cookies: { keys: [randomBytes(32).toString('hex')] },
    jwks: { keys: [jwk] },
    ttl: { AccessToken: 600, AuthorizationCode: 60, IdToken: 600, Interaction: 600, Session: 3600, Grant: 3600 },
  });
  provider.use(interactions(provider, accounts));
  server.on('request', provider.callback());

  return {
    issuer,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const port = Number(process.env.OIDC_PROVIDER_PORT ?? 4400);
  const redirectUris = (process.env.OIDC_REDIRECT_URIS ?? 'http://localhost:8080/oauth/callback,http://127.0.0.1:8080/oauth/callback')
    .split(',')
    .map((u) => u.trim())
    .filter(Boolean);
  const { issuer } = await startOidcProvider({
    host: process.env.OIDC_PROVIDER_HOST ?? '127.0.0.1',
    port,
    clients: [
      {
        clientId: process.env.OIDC_CLIENT_ID ?? 'race-rewards',
        clientSecret: process.env.OIDC_CLIENT_SECRET ?? 'race-rewards-test-secret',
        redirectUris,
      },
    ],
    accounts: [staffAccount(process.env.OIDC_STAFF_EMAIL ?? 'admin@example.com')],
  });
  console.log(`OpenID provider ready: ${issuer}/.well-known/openid-configuration (staff login ${STAFF_LOGIN} / ${STAFF_PASSWORD})`);
}
