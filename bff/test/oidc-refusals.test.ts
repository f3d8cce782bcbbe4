// Sign-ins the BFF refuses: a forged, replayed or foreign callback, a cancelled one, and the accounts identity does
// not let in (oidc-stack.ts starts the provider, the fake services and the BFF).
import { describe, expect, it } from 'vitest';
import { STAFF_LOGIN, STAFF_PASSWORD } from '../../e2e/oidc-provider.mjs';
import { Browser } from './oidc-browser.js';
import { oidcStackForFile } from './oidc-stack.js';

const sso = oidcStackForFile();
const { atProvider, postCallback, sessionOf, signIn, startSignIn } = sso;

describe('single sign-on with a real OpenID provider', () => {
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
    const call = sso.identity.seen.filter((r) => r.url === '/internal/auth/oidc').at(-1);
    expect(JSON.parse(call?.body ?? '{}')).toMatchObject({ subject: 'unverified-1', email: 'rider@example.com', emailVerified: false });
  });

  it("identity's DEACTIVATED is passed through", async () => {
    const browser = new Browser();
    const { res } = await signIn(browser, 'gone', 'Gone1');
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ code: 'DEACTIVATED', message: 'Your account has been deactivated, please contact support' });
    expect(await sessionOf(browser)).toEqual({ authenticated: false });
  });

  it('a malformed callback body is OIDC_FAILED', async () => {
    const browser = new Browser();
    await startSignIn(browser, '/auth/admin');
    const res = await postCallback(browser, { code: ['a', 'b'] } as unknown as Record<string, string>);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'OIDC_FAILED' });
  });
});
