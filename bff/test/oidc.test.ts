// Single sign-on end to end over HTTP: a real OpenID provider (e2e/oidc-provider.mjs, oidc-provider v9)
// in this process, the BFF with config.oidc pointing at it and a fake identity service that links
// accounts like the real one (issuer+subject, else verified e-mail).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createHash } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { createBff, type BffApp } from '../src/app.js';
import { landingPath, safeRedirectPath } from '../src/oidc/router.js';
import { STAFF_LOGIN, STAFF_PASSWORD, staffAccount, startOidcProvider } from '../../e2e/oidc-provider.mjs';
import { deadUrl, fakeService, makeUsers, testConfig } from './helpers.js';

const CLIENT_ID = 'race-rewards-test';
const CLIENT_SECRET = 'race-rewards-test-secret-0123456789';

const ACCOUNTS = [
  staffAccount('admin@example.com'),
  { sub: 'stranger-1', login: 'stranger', password: 'Stranger1', email: 'nobody@example.com', emailVerified: true, name: 'Stranger' },
  { sub: 'unverified-1', login: 'unverified', password: 'Unverified1', email: 'rider@example.com', emailVerified: false, name: 'Unverified' },
  { sub: 'gone-1', login: 'gone', password: 'Gone1', email: 'gone@example.com', emailVerified: true, name: 'Gone' },
];

type Fake = Awaited<ReturnType<typeof fakeService>>;
let identity: Fake;
let provider: Awaited<ReturnType<typeof startOidcProvider>>;
let bff: BffApp;
let bffServer: Server;
let bffUrl: string;
/** issuer|subject → user id, as identity stores links. */
const links = new Map<string, string>();

async function listenLater(): Promise<{ server: Server; url: string }> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });
}

beforeAll(async () => {
  identity = await fakeService('identity', makeUsers());
  // The real identity endpoint, as far as linking goes (docs/accounts.md "Single sign-on").
  identity.setResponder((ctx) => {
    if (ctx.method !== 'POST' || ctx.path !== '/internal/auth/oidc') return false;
    const seen = identity.seen[identity.seen.length - 1];
    if (seen?.identity?.typ !== 'service') {
      ctx.status = 401;
      return true;
    }
    const body = JSON.parse(seen.body) as { issuer: string; subject: string; email?: string; emailVerified: boolean };
    const key = `${body.issuer}|${body.subject}`;
    let userId = links.get(key);
    if (!userId && body.email && body.emailVerified) {
      userId = [...identity.users.values()].find((u) => u.email === body.email)?._id;
      if (userId) links.set(key, userId);
    }
    const user = userId ? identity.users.get(userId) : undefined;
    if (!user) {
      ctx.status = 403;
      ctx.body = { code: 'OIDC_NO_ACCOUNT', message: 'No Race Rewards account is linked to that sign-in' };
    } else if (user.deActivated) {
      ctx.status = 403;
      ctx.body = { code: 'DEACTIVATED', message: 'Your account has been deactivated, please contact support' };
    } else {
      ctx.body = { user };
    }
    return true;
  });
  const events = await fakeService('events');
  const payouts = await fakeService('payouts');
  // The provider must know the BFF's callback URL and the BFF the provider's issuer: listen first.
  const listening = await listenLater();
  bffServer = listening.server;
  bffUrl = listening.url;
  provider = await startOidcProvider({
    clients: [{ clientId: CLIENT_ID, clientSecret: CLIENT_SECRET, redirectUris: [`${bffUrl}/oauth/callback`] }],
    accounts: ACCOUNTS,
  });
  bff = createBff(
    testConfig({
      upstreams: { identity: identity.url, events: events.url, payouts: payouts.url },
      oidc: { issuer: provider.issuer, clientId: CLIENT_ID, clientSecret: CLIENT_SECRET, redirectUri: undefined },
      // The site as the browser reaches it: the callback is built from PUBLIC_URL, never from the request.
      publicUrl: bffUrl,
    }),
  );
  bffServer.on('request', bff.callback());
  return async () => {
    await closeServer(bffServer);
    await bff.dispose();
    await provider.close();
    await identity.close();
    await events.close();
    await payouts.close();
  };
});

/** A browser's cookie jar, enough for these flows: host-wide (ports ignored, as browsers do), path-scoped. */
class Browser {
  private cookies = new Map<string, { host: string; path: string; name: string; value: string }>();

  private store(url: URL, headers: Headers) {
    for (const line of headers.getSetCookie()) {
      const [pair = '', ...attrs] = line.split(';').map((p) => p.trim());
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq);
      const value = pair.slice(eq + 1);
      let path = '/';
      let expired = value === '';
      for (const attr of attrs) {
        const [k = '', v = ''] = attr.split('=');
        if (k.toLowerCase() === 'path') path = v;
        if (k.toLowerCase() === 'max-age' && Number(v) <= 0) expired = true;
        if (k.toLowerCase() === 'expires' && Date.parse(v) <= Date.now()) expired = true;
      }
      const key = `${url.hostname}|${path}|${name}`;
      if (expired) this.cookies.delete(key);
      else this.cookies.set(key, { host: url.hostname, path, name, value });
    }
  }

  private header(url: URL): string {
    return [...this.cookies.values()]
      .filter((c) => c.host === url.hostname && (url.pathname === c.path || url.pathname.startsWith(c.path.endsWith('/') ? c.path : `${c.path}/`)))
      .map((c) => `${c.name}=${c.value}`)
      .join('; ');
  }

  cookie(name: string): string | undefined {
    return [...this.cookies.values()].find((c) => c.name === name)?.value;
  }

  async request(href: string, init: { method?: string; form?: Record<string, string>; json?: unknown } = {}): Promise<Response> {
    const url = new URL(href);
    const headers: Record<string, string> = { cookie: this.header(url) };
    let body: string | undefined;
    if (init.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(init.form).toString();
    } else if (init.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(init.json);
    }
    const res = await fetch(url, { method: init.method ?? 'GET', headers, body, redirect: 'manual' });
    this.store(url, res.headers);
    return res;
  }
}

/** GET /api/oauth/login → the provider's authorization URL. */
async function startSignIn(browser: Browser, redirect?: string): Promise<URL> {
  const res = await browser.request(`${bffUrl}/api/oauth/login${redirect === undefined ? '' : `?redirect=${encodeURIComponent(redirect)}`}`);
  expect(res.status).toBe(302);
  expect(res.headers.get('cache-control')).toBe('no-store');
  return new URL(res.headers.get('location') ?? '');
}

/**
 * Plays the user at the provider: follows its redirects, fills its login form (or presses Cancel when
 * `cancel`), until the provider sends the browser back to the BFF's /oauth/callback; returns that URL.
 */
async function atProvider(browser: Browser, authorizationUrl: URL, login: string, password: string, { cancel = false } = {}): Promise<URL> {
  let next: { href: string; form?: Record<string, string> } = { href: authorizationUrl.href };
  for (let step = 0; step < 12; step += 1) {
    if (next.href.startsWith(`${bffUrl}/oauth/callback`)) return new URL(next.href);
    const res = await browser.request(next.href, next.form ? { method: 'POST', form: next.form } : {});
    if (res.status >= 300 && res.status < 400) {
      next = { href: new URL(res.headers.get('location') ?? '', next.href).href };
      continue;
    }
    const html = await res.text();
    expect(res.status, html).toBe(200);
    const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1];
    expect(action, html).toBeTruthy();
    if (cancel) {
      next = { href: new URL(/href="([^"]+\/abort)"/.exec(html)?.[1] ?? '', next.href).href };
      continue;
    }
    next = { href: new URL(action ?? '', next.href).href, form: { login, password } };
  }
  throw new Error('the provider never sent the browser back');
}

/** What the /oauth/callback page does: post the query it received. */
function postCallback(browser: Browser, callbackUrl: URL | Record<string, string>) {
  const params = callbackUrl instanceof URL ? Object.fromEntries(callbackUrl.searchParams) : callbackUrl;
  return browser.request(`${bffUrl}/api/oauth/callback`, { method: 'POST', json: params });
}

async function sessionOf(browser: Browser) {
  return (await (await browser.request(`${bffUrl}/api/session`)).json()) as Record<string, unknown>;
}

async function signIn(browser: Browser, login: string, password: string, redirect?: string) {
  const authorizationUrl = await startSignIn(browser, redirect);
  const callbackUrl = await atProvider(browser, authorizationUrl, login, password);
  return { authorizationUrl, callbackUrl, res: await postCallback(browser, callbackUrl) };
}

describe('single sign-on with a real OpenID provider', () => {
  it('signs the staff member in as the admin linked by verified e-mail and lands where asked', async () => {
    const browser = new Browser();
    const before = identity.seen.length;
    const { authorizationUrl, callbackUrl, res } = await signIn(browser, STAFF_LOGIN, STAFF_PASSWORD, '/auth/admin/riders?page=2');

    // The authorization request: this client, code flow, PKCE S256, state and nonce, back to /oauth/callback.
    expect(authorizationUrl.origin).toBe(provider.issuer);
    const q = authorizationUrl.searchParams;
    expect(q.get('client_id')).toBe(CLIENT_ID);
    expect(q.get('response_type')).toBe('code');
    expect(q.get('redirect_uri')).toBe(`${bffUrl}/oauth/callback`);
    expect(q.get('scope')?.split(' ')).toEqual(expect.arrayContaining(['openid', 'email']));
    expect(q.get('code_challenge_method')).toBe('S256');
    expect(q.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(q.get('state')).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    expect(q.get('nonce')).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    expect(q.get('state')).not.toBe(q.get('nonce'));
    // The provider answered on the registered callback with the code, our state and its issuer.
    expect(callbackUrl.searchParams.get('code')).toBeTruthy();
    expect(callbackUrl.searchParams.get('state')).toBe(q.get('state'));

    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const body = (await res.json()) as Record<string, unknown>;
    expect(body).toMatchObject({ type: 'admin', user: { _id: 'a1', email: 'admin@example.com' }, redirect: '/auth/admin/riders?page=2' });

    // Identity was asked with a service token, for the provider's verified claims.
    const call = identity.seen.slice(before).find((r) => r.url === '/internal/auth/oidc');
    expect(call?.identity?.typ).toBe('service');
    expect(JSON.parse(call?.body ?? '{}')).toEqual({ issuer: provider.issuer, subject: 'staff-0001', email: 'admin@example.com', emailVerified: true });

    expect(await sessionOf(browser)).toMatchObject({ authenticated: true, type: 'admin', user: { _id: 'a1' }, proxyHost: false });
  });

  it('the PKCE challenge is the S256 of a verifier the browser never sees in the URL', async () => {
    const browser = new Browser();
    const authorizationUrl = await startSignIn(browser, '/auth/admin');
    const challenge = authorizationUrl.searchParams.get('code_challenge') ?? '';
    // The verifier is not in the authorization request, only its hash.
    for (const value of authorizationUrl.searchParams.values()) {
      expect(createHash('sha256').update(value).digest('base64url')).not.toBe(challenge);
    }
  });

  it('rotates the session: the cookie issued at the callback differs from the one that started the sign-in', async () => {
    const browser = new Browser();
    const authorizationUrl = await startSignIn(browser, '/auth/admin');
    const startedWith = browser.cookie('rr.sid');
    expect(startedWith).toBeTruthy();
    const callbackUrl = await atProvider(browser, authorizationUrl, STAFF_LOGIN, STAFF_PASSWORD);
    expect((await postCallback(browser, callbackUrl)).status).toBe(200);
    expect(browser.cookie('rr.sid')).toBeTruthy();
    expect(browser.cookie('rr.sid')).not.toBe(startedWith);
  });

  it('works when the page posts only { code, state } (no iss), as mf-public does', async () => {
    const browser = new Browser();
    const authorizationUrl = await startSignIn(browser, '/auth/admin');
    const callbackUrl = await atProvider(browser, authorizationUrl, STAFF_LOGIN, STAFF_PASSWORD);
    expect(callbackUrl.searchParams.get('iss')).toBe(provider.issuer);
    const res = await postCallback(browser, { code: callbackUrl.searchParams.get('code') ?? '', state: callbackUrl.searchParams.get('state') ?? '' });
    expect(res.status).toBe(200);
    expect(await sessionOf(browser)).toMatchObject({ authenticated: true, type: 'admin' });
  });

  it('an answer naming another issuer (RFC 9207 iss) is refused', async () => {
    const browser = new Browser();
    const authorizationUrl = await startSignIn(browser, '/auth/admin');
    const callbackUrl = await atProvider(browser, authorizationUrl, STAFF_LOGIN, STAFF_PASSWORD);
    const res = await postCallback(browser, { ...Object.fromEntries(callbackUrl.searchParams), iss: 'https://attacker.example.com' });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'OIDC_FAILED' });
    expect(await sessionOf(browser)).toEqual({ authenticated: false });
  });

  it('state is single use: posting the same callback again is refused', async () => {
    const browser = new Browser();
    const { callbackUrl, res } = await signIn(browser, STAFF_LOGIN, STAFF_PASSWORD, '/auth/admin');
    expect(res.status).toBe(200);
    const again = await postCallback(browser, callbackUrl);
    expect(again.status).toBe(400);
    expect(await again.json()).toEqual({ code: 'OIDC_FAILED', message: 'Sign-in with your organisation failed. Please try again.' });
  });

  it('a wrong state is refused with OIDC_FAILED and burns the pending sign-in', async () => {
    const browser = new Browser();
    const authorizationUrl = await startSignIn(browser, '/auth/admin');
    const callbackUrl = await atProvider(browser, authorizationUrl, STAFF_LOGIN, STAFF_PASSWORD);
    const forged = { ...Object.fromEntries(callbackUrl.searchParams), state: 'not-the-state-we-sent' };
    const res = await postCallback(browser, forged);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'OIDC_FAILED' });
    // Even the genuine answer is no good now.
    expect((await postCallback(browser, callbackUrl)).status).toBe(400);
    expect(await sessionOf(browser)).toEqual({ authenticated: false });
  });

  it('a callback without a sign-in started in this browser session is refused (login CSRF)', async () => {
    const victim = new Browser();
    const attacker = new Browser();
    const authorizationUrl = await startSignIn(attacker, '/auth/admin');
    const callbackUrl = await atProvider(attacker, authorizationUrl, STAFF_LOGIN, STAFF_PASSWORD);
    const res = await postCallback(victim, callbackUrl);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'OIDC_FAILED' });
    expect(await sessionOf(victim)).toEqual({ authenticated: false });
  });

  it("a code issued for another session's challenge cannot be redeemed (PKCE binds the code to its verifier)", async () => {
    const a = new Browser();
    const b = new Browser();
    const urlA = await startSignIn(a, '/auth/admin');
    const urlB = await startSignIn(b, '/auth/admin');
    const callbackA = await atProvider(a, urlA, STAFF_LOGIN, STAFF_PASSWORD);
    // B's own state, A's code: the state check passes, the exchange with B's verifier does not.
    const res = await postCallback(b, { ...Object.fromEntries(callbackA.searchParams), state: urlB.searchParams.get('state') ?? '' });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'OIDC_FAILED' });
  });

  it('a provider error (the user cancelled) becomes OIDC_FAILED', async () => {
    const browser = new Browser();
    const authorizationUrl = await startSignIn(browser, '/auth/admin');
    const callbackUrl = await atProvider(browser, authorizationUrl, '', '', { cancel: true });
    expect(callbackUrl.searchParams.get('error')).toBe('access_denied');
    const res = await postCallback(browser, callbackUrl);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'OIDC_FAILED' });
  });

  it('a sign-in no account is linked to gets 403 OIDC_NO_ACCOUNT and no session', async () => {
    const browser = new Browser();
    const { res } = await signIn(browser, 'stranger', 'Stranger1', '/auth/admin');
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ code: 'OIDC_NO_ACCOUNT', message: 'No Race Rewards account is linked to that sign-in' });
    expect(await sessionOf(browser)).toEqual({ authenticated: false });
  });

  it('an unverified e-mail is passed on as unverified, so identity does not link by it', async () => {
    const browser = new Browser();
    const { res } = await signIn(browser, 'unverified', 'Unverified1');
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ code: 'OIDC_NO_ACCOUNT' });
    const call = identity.seen.filter((r) => r.url === '/internal/auth/oidc').at(-1);
    expect(JSON.parse(call?.body ?? '{}')).toMatchObject({ subject: 'unverified-1', email: 'rider@example.com', emailVerified: false });
  });

  it("identity's DEACTIVATED is passed through", async () => {
    const browser = new Browser();
    const { res } = await signIn(browser, 'gone', 'Gone1');
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ code: 'DEACTIVATED', message: 'Your account has been deactivated, please contact support' });
    expect(await sessionOf(browser)).toEqual({ authenticated: false });
  });

  for (const attempt of ['//evil.example.com/auth/admin', 'https://evil.example.com/auth/admin', '/\\evil.example.com', 'javascript:alert(1)', '/auth/rider/dashboard', '/api/logout']) {
    it(`an open-redirect attempt (${attempt}) falls back to the user's home`, async () => {
      const browser = new Browser();
      const { res } = await signIn(browser, STAFF_LOGIN, STAFF_PASSWORD, attempt);
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({ type: 'admin', redirect: '/auth/admin' });
    });
  }

  it('without ?redirect the user lands on their home', async () => {
    const { res } = await signIn(new Browser(), STAFF_LOGIN, STAFF_PASSWORD);
    expect(await res.json()).toMatchObject({ redirect: '/auth/admin' });
  });

  it('a malformed callback body is OIDC_FAILED', async () => {
    const browser = new Browser();
    await startSignIn(browser, '/auth/admin');
    const res = await postCallback(browser, { code: ['a', 'b'] } as unknown as Record<string, string>);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'OIDC_FAILED' });
  });
});

describe('single sign-on configuration', () => {
  it('answers 404 OIDC_DISABLED on both routes when not configured', async () => {
    const off = createBff(testConfig({ oidc: null }));
    const server = createServer(off.callback());
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      for (const res of [
        await fetch(`${url}/api/oauth/login?redirect=/auth/admin`, { redirect: 'manual' }),
        await fetch(`${url}/api/oauth/callback`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ code: 'x', state: 'y' }) }),
      ]) {
        expect(res.status).toBe(404);
        expect(await res.json()).toEqual({ code: 'OIDC_DISABLED', message: 'Single sign-on is not configured' });
      }
    } finally {
      await closeServer(server);
      await off.dispose();
    }
  });

  it('builds the default redirect URI from PUBLIC_URL, not from the Host the client sent', async () => {
    const pinned = createBff(
      testConfig({
        publicUrl: 'https://rewards.example.com',
        oidc: { issuer: provider.issuer, clientId: CLIENT_ID, clientSecret: CLIENT_SECRET, redirectUri: undefined },
      }),
    );
    const server = createServer(pinned.callback());
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      for (const headers of [{ host: 'evil.example.net' }, { 'x-forwarded-host': 'evil.example.net', 'x-forwarded-proto': 'https' }]) {
        const res = await request(url).get('/api/oauth/login?redirect=/auth/admin').set(headers);
        expect(res.status).toBe(302);
        const authorizationUrl = new URL(res.headers.location ?? '');
        expect(authorizationUrl.origin).toBe(provider.issuer);
        expect(authorizationUrl.searchParams.get('redirect_uri')).toBe('https://rewards.example.com/oauth/callback');
      }
    } finally {
      await closeServer(server);
      await pinned.dispose();
    }
  });

  it('sends the browser to the callback page with an error while the provider is down, and retries discovery later', async () => {
    const issuer = await deadUrl();
    const port = Number(new URL(issuer).port);
    const down = createBff(testConfig({ oidc: { issuer, clientId: CLIENT_ID, clientSecret: CLIENT_SECRET, redirectUri: 'http://rr.example/oauth/callback' } }));
    const server = createServer(down.callback());
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    let late: Awaited<ReturnType<typeof startOidcProvider>> | undefined;
    try {
      const first = await fetch(`${url}/api/oauth/login?redirect=/auth/admin`, { redirect: 'manual' });
      expect(first.status).toBe(302);
      const location = new URL(first.headers.get('location') ?? '');
      expect(`${location.origin}${location.pathname}`).toBe('http://rr.example/oauth/callback');
      expect(location.searchParams.get('error')).toBe('temporarily_unavailable');

      // The provider comes up: the next sign-in discovers it (the failure was not cached) and uses OIDC_REDIRECT_URI.
      late = await startOidcProvider({ port, clients: [{ clientId: CLIENT_ID, clientSecret: CLIENT_SECRET, redirectUris: ['http://rr.example/oauth/callback'] }] });
      const second = await fetch(`${url}/api/oauth/login?redirect=/auth/admin`, { redirect: 'manual' });
      expect(second.status).toBe(302);
      const authorizationUrl = new URL(second.headers.get('location') ?? '');
      expect(authorizationUrl.origin).toBe(late.issuer);
      expect(authorizationUrl.searchParams.get('redirect_uri')).toBe('http://rr.example/oauth/callback');
    } finally {
      await closeServer(server);
      await down.dispose();
      await late?.close();
    }
  });
});

describe('redirect paths', () => {
  it('keeps only same-site absolute paths', () => {
    expect(safeRedirectPath('/auth/admin/riders?page=2#top')).toBe('/auth/admin/riders?page=2#top');
    expect(safeRedirectPath('/auth/../auth/admin')).toBe('/auth/admin');
    for (const bad of [undefined, '', 'auth/admin', '//evil.example.com', '/\\evil.example.com', 'https://evil.example.com/', 'javascript:alert(1)', '/\tevil', ['/auth/admin']]) {
      expect(safeRedirectPath(bad)).toBeNull();
    }
  });

  it("lands inside the user's own area only", () => {
    expect(landingPath('admin', '/auth/admin/riders')).toBe('/auth/admin/riders');
    expect(landingPath('admin', '/auth/admin')).toBe('/auth/admin');
    expect(landingPath('admin', '/auth/administrator')).toBe('/auth/admin');
    expect(landingPath('admin', '/auth/rider/dashboard')).toBe('/auth/admin');
    expect(landingPath('rider', null)).toBe('/auth/rider');
  });
});
