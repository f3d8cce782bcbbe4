import { dealerAdminRecordSchema, type DealerView } from '@rr/contracts';
import { describe, expect, it } from 'vitest';
import { DEALER_CODE_FIELDS, dealerBody, dealerValues, emptyDealer, placeOf } from './dealer-form';

const view: DealerView = {
  _id: 'd1',
  name: 'Lone Star Moto',
  dealerId: 'D10002',
  email: 'lonestar.moto@example.com',
  addressLine1: '1200 N Lamar Blvd',
  addressLine2: null,
  city: 'Austin',
  state: 'TX',
  zipcode: '78703',
  country: 'US',
  phone: '5125550102',
  websiteUrl: null,
  bio: null,
  timeZone: 'America/Chicago',
  timeZoneFromAddress: true,
  active: true,
  invited: false,
  lastLoginAt: null,
  loginCount: 0,
  createdAt: '2026-01-01T00:00:00.000Z',
};

describe('dealer form', () => {
  it('starts a new dealer active, in the US, empty', () => {
    expect(emptyDealer()).toMatchObject({ name: '', email: '', country: 'US', active: true, state: '' });
  });

  it('fills the form from a dealer, missing values as empty inputs', () => {
    expect(dealerValues(view)).toMatchObject({ dealerId: 'D10002', addressLine2: '', websiteUrl: '', bio: '', state: 'TX', active: true });
  });

  it('sends a trimmed body the contract accepts, e-mail lower-cased, postal code upper-cased, cleared texts empty', () => {
    const body = dealerBody({ ...dealerValues(view), name: '  Lone Star Moto ', email: ' Sales@LoneStar.Example.com ', zipcode: ' 78703 ', bio: '  ', country: 'CA', state: 'on', city: 'Toronto' });
    expect(body).toMatchObject({ name: 'Lone Star Moto', email: 'sales@lonestar.example.com', bio: '', websiteUrl: '', addressLine2: '', state: 'on' });
    const canadian = dealerBody({ ...dealerValues(view), country: 'CA', state: 'ON', city: 'Toronto', zipcode: 'm8v 1a6' });
    expect(canadian.zipcode).toBe('M8V 1A6');
    expect(dealerAdminRecordSchema.safeParse(canadian).success).toBe(true);
    expect(dealerAdminRecordSchema.safeParse(dealerBody(dealerValues(view))).success).toBe(true);
  });

  it('reports a missing state as null, so the contract names the field', () => {
    const body = dealerBody({ ...dealerValues(view), state: ' ' });
    expect(body.state).toBeNull();
    const result = dealerAdminRecordSchema.safeParse(body);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toContain('state');
  });

  it('follows the address’s time zone unless staff chose one, and sends the choice', () => {
    expect(emptyDealer().timeZone).toBe('');
    expect(dealerValues(view).timeZone).toBe('');
    // El Paso keeps Mountain time, unlike most of Texas.
    expect(dealerValues({ ...view, timeZone: 'America/Denver', timeZoneFromAddress: false }).timeZone).toBe('America/Denver');
    expect(dealerBody({ ...dealerValues(view), timeZone: 'America/Denver' }).timeZone).toBe('America/Denver');
    expect(dealerAdminRecordSchema.safeParse(dealerBody({ ...dealerValues(view), timeZone: 'Texas/El_Paso' })).error?.issues.map((issue) => issue.path.join('.'))).toEqual(['timeZone']);
  });

  it('puts the taken e-mail and dealer number on their fields', () => {
    expect(DEALER_CODE_FIELDS).toEqual({ EMAIL_TAKEN: 'email', DEALER_NUMBER_TAKEN: 'dealerId' });
  });

  it('writes where a dealer is, leaving out what is missing', () => {
    expect(placeOf(view)).toBe('Austin, TX, US');
    expect(placeOf({ city: null, state: null, country: 'CA' })).toBe('CA');
  });
});
