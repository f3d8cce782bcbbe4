import type { Session, SessionUser, UserType } from '@rr/session';
import { describe, expect, it } from 'vitest';
import { decideGuard } from './guard';

const verifiedBike = { _id: 'b1', year: 2024, make: 'Maker', model: 'MX', vin: 'A'.repeat(17), valid: 'verified' as const };

function signedIn(type: UserType, user: Partial<SessionUser> = {}, proxyHost = false): Session {
  return {
    authenticated: true,
    type,
    proxyHost,
    user: { _id: 'u1', type, email: 'u@example.com', emailVerified: true, deActivated: false, bikes: type === 'rider' ? [verifiedBike] : undefined, ...user },
  };
}

describe('decideGuard', () => {
  it('leaves public pages alone', () => {
    expect(decideGuard(null, '/events')).toBeNull();
    expect(decideGuard({ authenticated: false }, '/authors')).toBeNull();
  });

  it('sends visitors without a session to login, coming back to the same page', () => {
    expect(decideGuard({ authenticated: false }, '/auth/rider/earnings', '?year=2024')).toBe('/login?redirect=%2Fauth%2Frider%2Fearnings%3Fyear%3D2024');
    expect(decideGuard(null, '/auth/admin')).toBe('/login?redirect=%2Fauth%2Fadmin');
  });

  it('logs deactivated users out unless an admin is proxying', () => {
    expect(decideGuard(signedIn('dealer', { deActivated: true }), '/auth/dealer/home')).toBe('/api/logout');
    expect(decideGuard(signedIn('dealer', { deActivated: true }, true), '/auth/dealer/home')).toBeNull();
  });

  it('sends unverified emails to email-verify unless proxying, and lets them stay there', () => {
    expect(decideGuard(signedIn('promoter', { emailVerified: false }), '/auth/promoter/home')).toBe('/auth/email-verify');
    expect(decideGuard(signedIn('promoter', { emailVerified: false }), '/auth/email-verify')).toBeNull();
    expect(decideGuard(signedIn('promoter', { emailVerified: false }, true), '/auth/promoter/home')).toBeNull();
  });

  it('sends verified users away from email-verify to their start page', () => {
    expect(decideGuard(signedIn('admin'), '/auth/email-verify')).toBe('/auth/admin');
  });

  it('keeps each user type in its own /auth area', () => {
    expect(decideGuard(signedIn('rider'), '/auth/admin/riders')).toBe('/auth/rider/dashboard');
    expect(decideGuard(signedIn('admin'), '/auth/dealer/home')).toBe('/auth/admin');
    expect(decideGuard(signedIn('dealer'), '/auth/dealer/rider/42')).toBeNull();
    expect(decideGuard(signedIn('promoter'), '/auth')).toBe('/auth/promoter/home');
  });

  it('sends a rider with no bikes or an invalid bike to the profile with redirect=vin', () => {
    expect(decideGuard(signedIn('rider', { bikes: [] }), '/auth/rider/dashboard')).toBe('/auth/rider/profile?redirect=vin');
    expect(decideGuard(signedIn('rider', { bikes: undefined }), '/auth/rider/earnings')).toBe('/auth/rider/profile?redirect=vin');
    expect(decideGuard(signedIn('rider', { bikes: [verifiedBike, { ...verifiedBike, _id: 'b2', valid: 'invalid' }] }), '/auth/rider/redemptions')).toBe(
      '/auth/rider/profile?redirect=vin',
    );
  });

  it('does not loop on the rider profile page itself', () => {
    expect(decideGuard(signedIn('rider', { bikes: [] }), '/auth/rider/profile')).toBeNull();
    expect(decideGuard(signedIn('rider', { bikes: [] }), '/auth/rider/profile/')).toBeNull();
  });

  it('lets a ready rider through', () => {
    expect(decideGuard(signedIn('rider'), '/auth/rider/dashboard')).toBeNull();
  });
});
