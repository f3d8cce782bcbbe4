import { ApiError } from '@rr/api-client';
import { describe, expect, it } from 'vitest';
import { initialUnlockState, logoutFailure, logoutView, oncePerAttempt, unlockAnswered, unlockFailed, unlockToken } from './sign-out';

const rider = { _id: 'r1', type: 'rider' as const, email: 'rider@example.com', emailVerified: true, deActivated: false };

describe('logoutView', () => {
  it('asks a signed-in user, and tells everyone else there is nothing to end', () => {
    expect(logoutView({ authenticated: true, type: 'rider', user: rider, proxyHost: false })).toBe('confirm');
    expect(logoutView({ authenticated: false })).toBe('signedOut');
    expect(logoutView(null)).toBe('signedOut');
  });
});

describe('logoutFailure', () => {
  it('says a refused sign-out in the catalogue’s words', () => {
    expect(logoutFailure(new ApiError('cross', { status: 403, code: 'CROSS_SITE' })).id).toBe('error.CROSS_SITE');
  });
});

describe('the unlock link', () => {
  it('reads the token, and treats a link without one as invalid without posting', () => {
    expect(unlockToken(new URLSearchParams('token=abc'))).toBe('abc');
    expect(unlockToken(new URLSearchParams('token=%20'))).toBeNull();
    expect(unlockToken(new URLSearchParams(''))).toBeNull();
    expect(initialUnlockState(null)).toEqual({ kind: 'invalid' });
    expect(initialUnlockState('abc')).toEqual({ kind: 'working' });
  });

  it('shows the unlocked e-mail on 200 { unlocked: true, email }', () => {
    expect(unlockAnswered({ unlocked: true, email: 'rider@example.com' })).toEqual({ kind: 'unlocked', email: 'rider@example.com' });
    expect(unlockAnswered({ unlocked: false })).toMatchObject({ kind: 'failed', message: { id: 'ui.error.unexpected' } });
    expect(unlockAnswered(undefined)).toMatchObject({ kind: 'failed' });
  });

  it('is invalid on 400 UNLOCK_LINK_INVALID; anything else is said as it is and may be retried', () => {
    expect(unlockFailed(new ApiError('bad', { status: 400, code: 'UNLOCK_LINK_INVALID' }))).toEqual({ kind: 'invalid' });
    expect(unlockFailed(new ApiError('slow down', { status: 429, code: 'TOO_MANY_ATTEMPTS', body: { code: 'TOO_MANY_ATTEMPTS', details: { minutes: 15 } } }))).toEqual({
      kind: 'failed',
      message: { id: 'error.TOO_MANY_ATTEMPTS', defaultMessage: expect.any(String) as string, values: { minutes: 15 } },
      retryable: true,
    });
    expect(unlockFailed(new ApiError('down', { status: 503 }))).toMatchObject({ kind: 'failed', retryable: true });
    expect(unlockFailed(new ApiError('Failed to fetch', { network: true }))).toMatchObject({ kind: 'failed', retryable: true });
    expect(unlockFailed(new ApiError('Not Found', { status: 404, code: 'NOT_FOUND' }))).toMatchObject({ kind: 'failed', retryable: false });
  });

  it('posts once per attempt however often the effect runs (StrictMode runs it twice)', () => {
    const firstTime = oncePerAttempt();
    expect(firstTime(0)).toBe(true);
    expect(firstTime(0)).toBe(false);
    expect(firstTime(1)).toBe(true);
    expect(firstTime(1)).toBe(false);
  });
});
