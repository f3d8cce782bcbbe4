import { describe, expect, it } from 'vitest';
import { ApiError } from '@rr/api-client';
import { isUserType, knownMessageKey, loginDestination, loginErrorMessage, loginWithRedirect, ssoLoginUrl } from './login-outcome';

describe('knownMessageKey', () => {
  it('maps the login failure and deactivation messages to catalog keys', () => {
    expect(knownMessageKey('No account with that email + password combination was found')).toBe('public.login.error.noAccount');
    expect(knownMessageKey('Your account has been deactivated, please contact support')).toBe('public.login.error.deactivated');
  });

  it('returns null for unknown or empty messages', () => {
    expect(knownMessageKey('Something else')).toBeNull();
    expect(knownMessageKey('')).toBeNull();
    expect(knownMessageKey(undefined)).toBeNull();
  });
});

describe('loginDestination', () => {
  it('goes to the role area without a redirect', () => {
    expect(loginDestination('rider', null)).toBe('/auth/rider');
    expect(loginDestination('admin', '')).toBe('/auth/admin');
  });

  it('honours a redirect inside the own area, with its query', () => {
    expect(loginDestination('rider', '/auth/rider/profile?redirect=vin')).toBe('/auth/rider/profile?redirect=vin');
    expect(loginDestination('dealer', '/auth/dealer')).toBe('/auth/dealer');
    expect(loginDestination('rider', '/auth/email-verify')).toBe('/auth/email-verify');
  });

  it('ignores redirects to other sites or to another role', () => {
    expect(loginDestination('rider', 'https://evil.example/auth/rider')).toBe('/auth/rider');
    expect(loginDestination('rider', '//evil.example/auth/rider')).toBe('/auth/rider');
    expect(loginDestination('rider', '/\\evil.example')).toBe('/auth/rider');
    expect(loginDestination('rider', '/auth/admin/riders')).toBe('/auth/rider');
    expect(loginDestination('rider', '/auth/riderx')).toBe('/auth/rider');
  });
});

describe('isUserType', () => {
  it('accepts the four roles only', () => {
    expect(isUserType('promoter')).toBe(true);
    expect(isUserType('anonymous')).toBe(false);
    expect(isUserType(undefined)).toBe(false);
  });
});

describe('loginDestination and the create-PIN step', () => {
  it('lets a rider come back to the create-PIN step, in any locale', () => {
    expect(loginDestination('rider', '/register/pin')).toBe('/register/pin');
    expect(loginDestination('rider', '/fr/register/pin')).toBe('/fr/register/pin');
    expect(loginDestination('dealer', '/register/pin')).toBe('/auth/dealer');
    expect(loginDestination('rider', '/register/pinx')).toBe('/auth/rider');
  });

  it('builds the login link that comes back', () => {
    expect(loginWithRedirect('/de/login', '/de/register/pin')).toBe('/de/login?redirect=%2Fde%2Fregister%2Fpin');
  });
});

describe('ssoLoginUrl', () => {
  it("passes the login page's redirect on to the BFF", () => {
    expect(ssoLoginUrl('/auth/admin/riders')).toBe('/api/oauth/login?redirect=%2Fauth%2Fadmin%2Friders');
    expect(ssoLoginUrl(null)).toBe('/api/oauth/login');
    expect(ssoLoginUrl(' ')).toBe('/api/oauth/login');
  });
});

describe('loginErrorMessage', () => {
  it('translates the error codes of the login', () => {
    expect(loginErrorMessage(new ApiError('x', { status: 401, code: 'LOGIN_FAILED' })).id).toBe('error.LOGIN_FAILED');
    expect(loginErrorMessage(new ApiError('x', { status: 403, code: 'DEACTIVATED' })).id).toBe('error.DEACTIVATED');
  });

  it('says how many minutes to wait after too many attempts', () => {
    const withMinutes = loginErrorMessage(new ApiError('x', { status: 429, code: 'TOO_MANY_ATTEMPTS', body: { details: { minutes: 12 } } }));
    expect(withMinutes).toMatchObject({ id: 'error.TOO_MANY_ATTEMPTS', values: { minutes: 12 } });
    expect(loginErrorMessage(new ApiError('x', { status: 429, code: 'TOO_MANY_ATTEMPTS' })).values).toEqual({ minutes: 15 });
  });

  it('still knows the English messages of a server that sends no code, and shows other text as sent', () => {
    expect(loginErrorMessage(new ApiError('No account with that email + password combination was found', { status: 400 })).id).toBe('public.login.error.noAccount');
    expect(loginErrorMessage(new ApiError('Upstream down', { status: 502 }))).toEqual({ id: 'error.server', defaultMessage: 'Upstream down' });
    expect(loginErrorMessage(new Error('')).id).toBe('ui.error.unexpected');
  });
});
