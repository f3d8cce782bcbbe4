import { ApiError } from '@rr/api-client';
import { HOME_PATHS } from '@rr/session';
import { describe, expect, it } from 'vitest';
import { PROXY_REMOVE_FAILED, proxyRemoveFailure, proxyRemoved, proxyStartFailure, proxyStarted } from './proxy-result';

const rider = { _id: 'r1', type: 'rider' as const, email: 'rider@example.com', emailVerified: true, deActivated: false, fullName: 'Rae Rider' };
const admin = { _id: 'a1', type: 'admin' as const, email: 'admin@example.com', emailVerified: true, deActivated: false, firstName: 'Ada' };

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
  it('returns the administrator to the staff page of the user they acted as', () => {
    const adminAgain = { authenticated: true as const, type: 'admin' as const, user: admin, proxyHost: false };
    const proxied = { authenticated: true as const, type: 'rider' as const, user: rider, proxyHost: true };
    expect(proxyRemoved(adminAgain, proxied)).toMatchObject({ kind: 'go', to: `/auth/admin/rider/${rider._id}` });
    const promoter = { authenticated: true as const, type: 'promoter' as const, user: { ...rider, _id: 'p-7', type: 'promoter' as const }, proxyHost: true };
    expect(proxyRemoved(adminAgain, promoter)).toMatchObject({ kind: 'go', to: '/auth/admin/promoter/p-7' });
    const dealer = { authenticated: true as const, type: 'dealer' as const, user: { ...rider, _id: 'd-3', type: 'dealer' as const }, proxyHost: true };
    expect(proxyRemoved(adminAgain, dealer)).toMatchObject({ kind: 'go', to: '/auth/admin/dealer/d-3' });
  });
  it('with nothing to remove, takes the user to their own area', () => {
    const adminSession = { authenticated: true as const, type: 'admin' as const, user: admin, proxyHost: false };
    expect(proxyRemoved({ authenticated: true, type: 'admin', user: admin, proxyHost: false }, adminSession)).toMatchObject({ kind: 'go', to: HOME_PATHS.admin });
    const riderSession = { authenticated: true as const, type: 'rider' as const, user: rider, proxyHost: false };
    expect(proxyRemoved({ authenticated: true, type: 'rider', user: rider, proxyHost: false }, riderSession)).toEqual({
      kind: 'go',
      to: HOME_PATHS.rider,
      session: riderSession,
    });
    // The shell had not loaded the session: a rider's answer still leads to the rider's area, never a retry.
    expect(proxyRemoved({ authenticated: true, type: 'dealer', user: { ...rider, type: 'dealer' as const }, proxyHost: false })).toMatchObject({ kind: 'go', to: HOME_PATHS.dealer });
  });
  it('has the spec’s failure text', () => {
    expect(PROXY_REMOVE_FAILED).toEqual({ id: 'shell.proxy.removeFailed', defaultMessage: 'Sorry could not complete the removal' });
  });
});

describe('proxyRemoveFailure', () => {
  it('sends a signed-out caller (401) to login instead of a retry that cannot pass', () => {
    expect(proxyRemoveFailure(new ApiError('Please sign in', { status: 401, code: 'UNAUTHENTICATED' }))).toEqual({
      kind: 'go',
      to: '/login',
      session: { authenticated: false },
    });
  });
  it('keeps a server error or a lost connection retryable', () => {
    expect(proxyRemoveFailure(new ApiError('down', { status: 503 }))).toEqual({ kind: 'failed', message: PROXY_REMOVE_FAILED, retryable: true });
    expect(proxyRemoveFailure(new ApiError('Failed to fetch', { network: true }))).toMatchObject({ kind: 'failed', retryable: true });
  });
  it('offers no retry for a refusal', () => {
    expect(proxyRemoveFailure(new ApiError('Nothing to remove', { status: 409, code: 'PROXY_REMOVE_FAILED' }))).toEqual({
      kind: 'failed',
      message: PROXY_REMOVE_FAILED,
      retryable: false,
    });
  });
});
