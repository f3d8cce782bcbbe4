import { riderProfileInputSchema, type RiderBike, type RiderViewBody } from '@rr/contracts';
import { describe, expect, it } from 'vitest';
import { bikeBody, changedFrom, contactBody, contactValues, fileProblem, normaliseVinInput, pinMode, socialValues, vinAttention } from './profile-form';

const bike = (valid: RiderBike['valid'], id: string = valid): RiderBike => ({ _id: id, year: 2025, make: 'Apex', model: 'MX 450F', vin: '5RRMX4505SA100210', valid, validReason: valid === 'verified' ? 'matched' : 'notAccepted' });

const rider = {
  _id: 'r1',
  firstName: 'Olivia',
  lastName: 'Price',
  phone1: '3035550100',
  phone2: null,
  country: 'US',
  addressLine1: '1 Main St',
  addressLine2: null,
  city: 'Denver',
  state: 'CO',
  zipcode: '80202',
  sex: 'female',
  dateOfBirth: '2004-03-25',
  racingType: 'offroad',
  amaNumber: null,
  hometown: null,
  twitter: 'oprice',
  instagram: null,
  facebook: null,
  vimeo: null,
  linkedin: 'https://linkedin.com/in/oprice',
  youtube: null,
} as unknown as RiderViewBody;

describe('the profile forms', () => {
  it('fills the contact inputs from the rider (blanks for missing values) and sends a body the contract accepts', () => {
    const values = contactValues(rider);
    expect(values).toMatchObject({ phone2: '', addressLine2: '', amaNumber: '', hometown: '', dateOfBirth: '2004-03-25', state: 'CO' });
    expect(riderProfileInputSchema.safeParse(contactBody(values)).success).toBe(true);
    expect(changedFrom(values, { ...values })).toBe(false);
    expect(changedFrom(values, { ...values, city: 'Boulder' })).toBe(true);
  });

  it('reads the social accounts as saved', () => {
    expect(socialValues(rider)).toEqual({ twitter: 'oprice', instagram: '', facebook: '', vimeo: '', linkedin: 'https://linkedin.com/in/oprice', youtube: '' });
  });

  it('keeps a VIN as it is stored: no spaces, capitals', () => {
    expect(normaliseVinInput(' 5rr mx45 05 ')).toBe('5RRMX4505');
    expect(bikeBody({ year: ' 2025 ', make: 'Apex', model: 'MX', vin: ' 5rrmx4505sa100210 ' })).toEqual({ year: '2025', make: 'Apex', model: 'MX', vin: '5RRMX4505SA100210', saleDate: null });
  });
});

describe('vinAttention (redirect=vin)', () => {
  it('asks for a first bike, names the invalid bikes, and is satisfied by verified or waiting bikes', () => {
    expect(vinAttention([])).toEqual({ kind: 'noBike' });
    expect(vinAttention([bike('verified'), bike('invalid', 'b2')])).toEqual({ kind: 'invalid', bikes: [bike('invalid', 'b2')] });
    expect(vinAttention([bike('verified'), bike('unverified')])).toEqual({ kind: 'ready' });
  });
});

describe('pinMode', () => {
  it('creates a first PIN, changes one with the current PIN, and replaces a PIN the till locked without it', () => {
    expect(pinMode({ hasPin: false })).toBe('create');
    expect(pinMode({ hasPin: true, pinLocked: false })).toBe('change');
    expect(pinMode({ hasPin: true, pinLocked: true })).toBe('locked');
  });
});

describe('fileProblem', () => {
  it('refuses an empty file, one over 10 MB and one that is not a PNG or JPEG picture before sending it', () => {
    expect(fileProblem({ size: 0, type: 'image/png', name: 'a.png' })).toBe('empty');
    expect(fileProblem({ size: 10 * 1024 * 1024 + 1, type: 'image/jpeg', name: 'a.jpg' })).toBe('tooLarge');
    expect(fileProblem({ size: 1000, type: 'application/pdf', name: 'w9.pdf' })).toBe('type');
    expect(fileProblem({ size: 1000, type: '', name: 'scan.JPEG' })).toBeNull();
    expect(fileProblem({ size: 10 * 1024 * 1024, type: 'image/png', name: 'licence.png' })).toBeNull();
  });
});
