import { describe, expect, it } from 'vitest';
import { oauthCallbackRequest, oauthDestination } from './oauth-callback';

describe('oauthCallbackRequest', () => {
  it('posts the code and state the provider sent back', () => {
    expect(oauthCallbackRequest(new URLSearchParams('code=abc&state=xyz&iss=https%3A%2F%2Fidp'))).toEqual({ kind: 'post', body: { code: 'abc', state: 'xyz' } });
  });

  it("posts the provider's error so the BFF can end the attempt", () => {
    expect(oauthCallbackRequest(new URLSearchParams('error=access_denied&state=xyz'))).toEqual({ kind: 'post', body: { error: 'access_denied', state: 'xyz' } });
  });

  it('fails without a request when the page is opened without a code or error', () => {
    expect(oauthCallbackRequest(new URLSearchParams(''))).toEqual({ kind: 'fail', code: 'OIDC_FAILED' });
    expect(oauthCallbackRequest(new URLSearchParams('state=xyz'))).toEqual({ kind: 'fail', code: 'OIDC_FAILED' });
  });
});

describe('oauthDestination', () => {
  it("goes to the answer's redirect inside the user's own area", () => {
    expect(oauthDestination({ type: 'admin', redirect: '/auth/admin/riders' })).toBe('/auth/admin/riders');
  });

  it('falls back to the area when the redirect is missing, foreign or elsewhere', () => {
    expect(oauthDestination({ type: 'admin' })).toBe('/auth/admin');
    expect(oauthDestination({ type: 'dealer', redirect: 'https://evil.example' })).toBe('/auth/dealer');
    expect(oauthDestination({ type: 'dealer', redirect: '/auth/admin' })).toBe('/auth/dealer');
  });

  it('gives nothing for an answer without a user type', () => {
    expect(oauthDestination({ redirect: '/auth/admin' })).toBeNull();
    expect(oauthDestination(undefined)).toBeNull();
  });
});
