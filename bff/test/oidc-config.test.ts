// How the BFF's single sign-on is configured: off, its redirect URI, and a provider that is down at first.
import { beforeAll, describe, expect, it } from 'vitest';
// The answers of the BFF's own routes are checked against the operation catalog (browsers.ts).
import { checked as request } from './browsers.js';
import { startOidcProvider } from '../../e2e/oidc-provider.mjs';
import { deadUrl, testConfig } from './helpers.js';
import { CLIENT_ID, CLIENT_SECRET, type OidcProvider } from './oidc-stack.js';
import { withBff } from './with-bff.js';

let provider: OidcProvider;
beforeAll(async () => {
  provider = await startOidcProvider({ clients: [{ clientId: CLIENT_ID, clientSecret: CLIENT_SECRET, redirectUris: ['https://rewards.example.com/oauth/callback'] }] });
  return () => provider.close();
});

describe('single sign-on configuration', () => {
  it('answers 404 OIDC_DISABLED on both routes when not configured', async () => {
    await withBff(testConfig({ oidc: null }), async (url) => {
      for (const res of [
        await fetch(`${url}/api/oauth/login?redirect=/auth/admin`, { redirect: 'manual' }),
        await fetch(`${url}/api/oauth/callback`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ code: 'x', state: 'y' }) }),
      ]) {
        expect(res.status).toBe(404);
        expect(await res.json()).toEqual({ code: 'OIDC_DISABLED', message: 'Single sign-on is not configured' });
      }
    });
  });

  it('builds the default redirect URI from PUBLIC_URL, not from the Host the client sent', async () => {
    const config = testConfig({
      publicUrl: 'https://rewards.example.com',
      oidc: { issuer: provider.issuer, clientId: CLIENT_ID, clientSecret: CLIENT_SECRET, redirectUri: undefined },
    });
    await withBff(config, async (url) => {
      for (const headers of [{ host: 'evil.example.net' }, { 'x-forwarded-host': 'evil.example.net', 'x-forwarded-proto': 'https' }]) {
        const res = await request(url).get('/api/oauth/login?redirect=/auth/admin').set(headers);
        expect(res.status).toBe(302);
        const authorizationUrl = new URL(res.headers.location ?? '');
        expect(authorizationUrl.origin).toBe(provider.issuer);
        expect(authorizationUrl.searchParams.get('redirect_uri')).toBe('https://rewards.example.com/oauth/callback');
      }
    });
  });

  it('sends the browser to the callback page with an error while the provider is down, and retries discovery later', async () => {
    const issuer = await deadUrl();
    const port = Number(new URL(issuer).port);
    const config = testConfig({ oidc: { issuer, clientId: CLIENT_ID, clientSecret: CLIENT_SECRET, redirectUri: 'http://rr.example/oauth/callback' } });
    let late: OidcProvider | undefined;
    try {
      await withBff(config, async (url) => {
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
      });
    } finally {
      await late?.close();
    }
  });
});
