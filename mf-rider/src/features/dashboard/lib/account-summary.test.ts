import { describe, expect, it } from 'vitest';
import type { SessionUser } from '@rr/session';
import { accountSummary } from './account-summary';

const rider = (over: Partial<SessionUser> = {}): SessionUser => ({
  _id: 'r1',
  type: 'rider',
  email: 'rider@example.com',
  emailVerified: true,
  deActivated: false,
  phone: '5551234567',
  profileImage: null,
  fullName: 'Ada Rider',
  bikes: [],
  hasPin: true,
  ...over,
});
const bike = (valid: 'verified' | 'invalid' | 'unverified') => ({ _id: valid, year: 2022, make: 'KTM', model: '450 SX-F', vin: 'VIN', valid });

describe('accountSummary', () => {
  it('asks for attention without a bike or with a refused VIN (spec §4), else waits until every VIN is verified', () => {
    expect(accountSummary(rider()).vin).toBe('attention');
    expect(accountSummary(rider({ bikes: [bike('verified'), bike('invalid')] })).vin).toBe('attention');
    expect(accountSummary(rider({ bikes: [bike('verified'), bike('unverified')] })).vin).toBe('pending');
    expect(accountSummary(rider({ bikes: [bike('verified'), bike('verified')] }))).toMatchObject({ vin: 'verified', bikes: 2 });
  });

  it('takes contact details and the PIN from the session user, an empty phone as none', () => {
    expect(accountSummary(rider())).toEqual({ email: 'rider@example.com', phone: '5551234567', bikes: 0, vin: 'attention', hasPin: true, pinLocked: false, emailVerified: true });
    expect(accountSummary(rider({ pinLocked: true })).pinLocked).toBe(true);
    expect(accountSummary(rider({ phone: '', hasPin: undefined }))).toMatchObject({ phone: null, hasPin: false });
  });
});
