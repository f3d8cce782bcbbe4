import { describe, expect, it } from 'vitest';
import { displayName, profilePath, riderNeedsVin, type SessionUser } from './index';

const base: SessionUser = { _id: '1', type: 'rider', email: 'r@example.com', emailVerified: true, deActivated: false };
const bike = (valid: 'verified' | 'invalid' | 'unverified') => ({ _id: valid, year: 2024, make: 'X', model: 'Y', vin: 'V'.repeat(17), valid });

describe('session helpers', () => {
  it('names each user type from its own identity fields', () => {
    expect(displayName({ ...base, fullName: 'Ada Rider' })).toBe('Ada Rider');
    expect(displayName({ ...base, type: 'admin', firstName: 'Sam', lastName: 'Staff' })).toBe('Sam Staff');
    expect(displayName({ ...base, type: 'dealer', name: 'Main Street Motors' })).toBe('Main Street Motors');
  });
  it('sends a rider without bikes or with an invalid bike to fix their VIN', () => {
    expect(riderNeedsVin(base)).toBe(true);
    expect(riderNeedsVin({ ...base, bikes: [bike('verified'), bike('unverified')] })).toBe(false);
    expect(riderNeedsVin({ ...base, bikes: [bike('verified'), bike('invalid')] })).toBe(true);
  });
  it('builds the profile path of a user type', () => {
    expect(profilePath('promoter')).toBe('/auth/promoter/profile');
  });
});
