// Signing in through the organisation's OpenID provider: the authorization request, the session it leaves and where
// the user lands (oidc-stack.ts starts the provider, the fake services and the BFF).
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { landingPath, safeRedirectPath } from '../src/oidc/router.js';
import { STAFF_LOGIN, STAFF_PASSWORD } from '../../e2e/oidc-provider.mjs';
import { Browser } from './oidc-browser.js';
import { CLIENT_ID, oidcStackForFile } from './oidc-stack.js';

const sso = oidcStackForFile();
const { atProvider, postCallback, sessionOf, signIn, startSignIn } = sso;

describe('single sign-on with a real OpenID provider', () => {
  it('signs the staff member in as the admin linked by verified e-mail and lands where asked', async () => {
    const browser = new Browser();
    const before = sso.identity.seen.length;
    const { authorizationUrl, callbackUrl, res } = await signIn(browser, STAFF_LOGIN, STAFF_PASSWORD, '/auth/admin/riders?page=2');

    // The authorization request: this client, code flow, PKCE S256, state and nonce, back to /oauth/callback.
    expect(authorizationUrl.origin).toBe(sso.provider.issuer);
    const q = authorizationUrl.searchParams;
    expect(q.get('client_id')).toBe(CLIENT_ID);
    expect(q.get('response_type')).toBe('code');
    expect(q.get('redirect_uri')).toBe(`${sso.bffUrl}/oauth/callback`);
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
    const call = sso.identity.seen.slice(before).find((r) => r.url === '/internal/auth/oidc');
    expect(call?.identity?.typ).toBe('service');
    expect(JSON.parse(call?.body ?? '{}')).toEqual({ issuer: sso.provider.issuer, subject: 'staff-0001', email: 'admin@example.com', emailVerified: true });

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
    expect(callbackUrl.searchParams.get('iss')).toBe(sso.provider.issuer);
    const res = await postCallback(browser, { code: callbackUrl.searchParams.get('code') ?? '', state: callbackUrl.searchParams.get('state') ?? '' });
    expect(res.status).toBe(200);
    expect(await sessionOf(browser)).toMatchObject({ authenticated: true, type: 'admin' });
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
