import { ApiError } from '@rr/api-client';
import type { Session, SessionUser } from '@rr/session';
import { describe, expect, it } from 'vitest';
import { RESEND_INTERVAL_SECONDS, codeFromSearch, destinationAfterVerify, normalizeCode, resendWaitSeconds } from './email-verify-flow';

const user = (over: Partial<SessionUser> & { hasPin?: boolean } = {}): SessionUser =>
  ({ _id: 'u1', type: 'rider', email: 'r@example.com', emailVerified: true, deActivated: false, ...over }) as SessionUser;
const signedIn = (type: SessionUser['type'], over: Partial<SessionUser> & { hasPin?: boolean } = {}): Session => ({
  authenticated: true,
  type,
  user: user({ type, ...over }),
  proxyHost: false,
});

describe('normalizeCode', () => {
  it('keeps only digits, at most six', () => {
    expect(normalizeCode('123 456')).toBe('123456');
    expect(normalizeCode('12-34-56-78')).toBe('123456');
    expect(normalizeCode('abc')).toBe('');
  });
});

describe('codeFromSearch (the mailed link)', () => {
  it('reads a 6-digit code from the query', () => {
    expect(codeFromSearch('?code=123456')).toBe('123456');
    expect(codeFromSearch('?x=1&code=%20654321%20')).toBe('654321');
  });
  it('ignores a missing or malformed code', () => {
    expect(codeFromSearch('')).toBeNull();
    expect(codeFromSearch('?code=12345')).toBeNull();
    expect(codeFromSearch('?code=12345a')).toBeNull();
  });
});

describe('resendWaitSeconds', () => {
  it('uses the seconds of CODE_TOO_SOON', () => {
    const error = new ApiError('wait', { status: 429, code: 'CODE_TOO_SOON', body: { code: 'CODE_TOO_SOON', details: { seconds: 42 } } });
    expect(resendWaitSeconds(error)).toBe(42);
  });
  it('rounds up and falls back to the interval when the seconds are missing', () => {
    expect(resendWaitSeconds(new ApiError('wait', { status: 429, code: 'CODE_TOO_SOON', body: { details: { seconds: '7.2' } } }))).toBe(8);
    expect(resendWaitSeconds(new ApiError('wait', { status: 429, code: 'CODE_TOO_SOON' }))).toBe(RESEND_INTERVAL_SECONDS);
  });
  it('is null for other failures', () => {
    expect(resendWaitSeconds(new ApiError('boom', { status: 500 }))).toBeNull();
  });
});

describe('destinationAfterVerify', () => {
  it('sends a rider without a PIN to create one, in their locale', () => {
    expect(destinationAfterVerify(signedIn('rider', { hasPin: false }), 'en')).toEqual({ kind: 'full-page', href: '/register/pin' });
    expect(destinationAfterVerify(signedIn('rider', { hasPin: false }), 'de')).toEqual({ kind: 'full-page', href: '/de/register/pin' });
  });
  it('sends a rider with a PIN, or whose PIN state is unknown, to the dashboard', () => {
    expect(destinationAfterVerify(signedIn('rider', { hasPin: true }), 'en')).toEqual({ kind: 'route', to: '/auth/rider/dashboard' });
    expect(destinationAfterVerify(signedIn('rider'), 'en')).toEqual({ kind: 'route', to: '/auth/rider/dashboard' });
  });
  it('sends other users to their start page', () => {
    expect(destinationAfterVerify(signedIn('dealer'), 'fr')).toEqual({ kind: 'route', to: '/auth/dealer/home' });
    expect(destinationAfterVerify(signedIn('admin'), 'en')).toEqual({ kind: 'route', to: '/auth/admin' });
  });
  it('sends a session that ended to login', () => {
    expect(destinationAfterVerify({ authenticated: false }, 'sv')).toEqual({ kind: 'full-page', href: '/sv/login' });
  });
});
