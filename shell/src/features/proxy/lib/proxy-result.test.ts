import { ApiError } from '@rr/api-client';
import { describe, expect, it } from 'vitest';
import { PROXY_REMOVE_FAILED, proxyRemoved, proxyStartFailure, proxyStarted } from './proxy-result';

const rider = { _id: 'r1', type: 'rider', email: 'rider@example.com', emailVerified: true, deActivated: false, fullName: 'Rae Rider' };
const admin = { _id: 'a1', type: 'admin', email: 'admin@example.com', emailVerified: true, deActivated: false, firstName: 'Ada' };

describe('proxyStarted', () => {
  it('takes the impersonated session to the user’s start page', () => {
    const step = proxyStarted({ authenticated: true, type: 'rider', user: rider, proxyHost: true }, 'rider');
    expect(step).toEqual({ kind: 'go', to: '/auth/rider/dashboard', session: { authenticated: true, type: 'rider', user: rider, proxyHost: true } });
  });
  it('refuses an answer for another type of user', () => {
    expect(proxyStarted({ authenticated: true, type: 'dealer', user: { ...rider, type: 'dealer' }, proxyHost: true }, 'rider')).toMatchObject({
      kind: 'failed',
      message: { id: 'shell.proxy.error.unexpected' },
    });
  });
  it('logs out when the BFF reports the session inconsistent', () => {
    expect(proxyStarted({ authenticated: false, problem: 'AUTH_INCONSISTENT' }, 'rider')).toEqual({ kind: 'logout', messageId: 'shell.auth.inconsistent' });
  });
});

describe('proxyStartFailure', () => {
  it('translates PROXY_NOT_ALLOWED from the shared catalog', () => {
    const error = new ApiError('This user cannot be proxied', { status: 403, code: 'PROXY_NOT_ALLOWED' });
    expect(proxyStartFailure(error, 'dealer').id).toBe('error.PROXY_NOT_ALLOWED');
  });
  it('says which kind of user was not found', () => {
    expect(proxyStartFailure(new ApiError('No such user', { status: 404 }), 'promoter').id).toBe('shell.proxy.error.notFound.promoter');
  });
  it('tells a non-administrator they may not proxy', () => {
    expect(proxyStartFailure(new ApiError('You are not allowed to do that', { status: 403 }), 'rider').id).toBe('shell.proxy.error.notAdmin');
  });
  it('falls back to the server text for anything else', () => {
    expect(proxyStartFailure(new ApiError('Only riders, dealers and promoters can be proxied', { status: 400 }), 'rider')).toEqual({
      id: 'error.server',
      defaultMessage: 'Only riders, dealers and promoters can be proxied',
    });
  });
});

describe('proxyRemoved', () => {
  it('returns the administrator to the Rider Manager', () => {
    expect(proxyRemoved({ authenticated: true, type: 'admin', user: admin, proxyHost: false })).toMatchObject({ kind: 'go', to: '/auth/admin/riders' });
  });
  it('sends a session that ended to login', () => {
    expect(proxyRemoved({ authenticated: false })).toEqual({ kind: 'go', to: '/login', session: { authenticated: false } });
  });
  it('has the spec’s failure text', () => {
    expect(PROXY_REMOVE_FAILED).toEqual({ id: 'shell.proxy.removeFailed', defaultMessage: 'Sorry could not complete the removal' });
  });
});
