import { describe, expect, it } from 'vitest';
import { isUserType, knownMessageKey, loginDestination } from './login-outcome';

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
