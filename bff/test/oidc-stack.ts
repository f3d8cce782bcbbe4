// Single sign-on end to end over HTTP: a real OpenID provider (e2e/oidc-provider.mjs, oidc-provider v9)
// in this process, the BFF with config.oidc pointing at it and a fake identity service that links
// accounts like the real one (issuer+subject, else verified e-mail).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { beforeAll, expect } from 'vitest';
import { createBff, type BffApp } from '../src/app.js';
import { staffAccount, startOidcProvider } from '../../e2e/oidc-provider.mjs';
import type { FakeService } from './fake-service.js';
import { fakeUpstreams } from './helpers.js';
import type { Browser } from './oidc-browser.js';
import { testConfig } from './test-config.js';

export const CLIENT_ID = 'race-rewards-test';
export const CLIENT_SECRET = 'race-rewards-test-secret-0123456789';

const ACCOUNTS = [
  staffAccount('admin@example.com'),
  { sub: 'stranger-1', login: 'stranger', password: 'Stranger1', email: 'nobody@example.com', emailVerified: true, name: 'Stranger' },
  { sub: 'unverified-1', login: 'unverified', password: 'Unverified1', email: 'rider@example.com', emailVerified: false, name: 'Unverified' },
  { sub: 'gone-1', login: 'gone', password: 'Gone1', email: 'gone@example.com', emailVerified: true, name: 'Gone' },
];

export type OidcProvider = Awaited<ReturnType<typeof startOidcProvider>>;

export function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });
}

async function listenLater(): Promise<{ server: Server; url: string }> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

/** The real identity endpoint, as far as linking goes (docs/accounts.md "Single sign-on"): issuer|subject → user id. */
function linkLikeIdentity(identity: FakeService) {
  const links = new Map<string, string>();
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
}

/**
 * The provider, the fake services and the BFF for one test file (started before its tests, closed after them), and
 * the steps of a sign-in a browser goes through against them.
 */
export function oidcStackForFile() {
  const stack = { identity: {} as FakeService, provider: {} as OidcProvider, bffUrl: '' };

  beforeAll(async () => {
    const upstreams = await fakeUpstreams();
    linkLikeIdentity(upstreams.identity);
    // The provider must know the BFF's callback URL and the BFF the provider's issuer: listen first.
    const { server, url } = await listenLater();
    const provider = await startOidcProvider({
      clients: [{ clientId: CLIENT_ID, clientSecret: CLIENT_SECRET, redirectUris: [`${url}/oauth/callback`] }],
      accounts: ACCOUNTS,
    });
    const bff: BffApp = createBff(
      testConfig({
        upstreams: upstreams.upstreams,
        oidc: { issuer: provider.issuer, clientId: CLIENT_ID, clientSecret: CLIENT_SECRET, redirectUri: undefined },
        // The site as the browser reaches it: the callback is built from PUBLIC_URL, never from the request.
        publicUrl: url,
      }),
    );
    server.on('request', bff.callback());
    Object.assign(stack, { identity: upstreams.identity, provider, bffUrl: url });
    return async () => {
      await closeServer(server);
      await bff.dispose();
      await provider.close();
      await upstreams.close();
    };
  });

  /** GET /api/oauth/login → the provider's authorization URL. */
  async function startSignIn(browser: Browser, redirect?: string): Promise<URL> {
    const res = await browser.request(`${stack.bffUrl}/api/oauth/login${redirect === undefined ? '' : `?redirect=${encodeURIComponent(redirect)}`}`);
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
      if (next.href.startsWith(`${stack.bffUrl}/oauth/callback`)) return new URL(next.href);
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
    return browser.request(`${stack.bffUrl}/api/oauth/callback`, { method: 'POST', json: params });
  }

  async function sessionOf(browser: Browser) {
    return (await (await browser.request(`${stack.bffUrl}/api/session`)).json()) as Record<string, unknown>;
  }

  async function signIn(browser: Browser, login: string, password: string, redirect?: string) {
    const authorizationUrl = await startSignIn(browser, redirect);
    const callbackUrl = await atProvider(browser, authorizationUrl, login, password);
    return { authorizationUrl, callbackUrl, res: await postCallback(browser, callbackUrl) };
  }

  return Object.assign(stack, { startSignIn, atProvider, postCallback, sessionOf, signIn });
}
