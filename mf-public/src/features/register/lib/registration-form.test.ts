import { describe, expect, it } from 'vitest';
import { fieldErrors, registrationSchema } from '@rr/contracts';
import {
  addressVariant,
  bikeYears,
  defaultCountry,
  emptyRegistration,
  normaliseVinInput,
  registrationBody,
  todayIso,
  type RegistrationValues,
} from './registration-form';

const filled = (patch: Partial<RegistrationValues> = {}): RegistrationValues => ({
  ...emptyRegistration('en'),
  firstName: ' Ada ',
  lastName: 'Rider',
  email: ' Ada@Example.COM ',
  password: 'Password1',
  confirmPassword: 'Password1',
  phone1: '(555) 123-4567',
  dateOfBirth: '1990-05-01',
  addressLine1: '1 Main St',
  city: 'Springfield',
  state: 'IL',
  zipcode: '62701',
  bikeYear: '2024',
  bikeMake: 'Moto',
  bikeModel: 'MX 450',
  vin: '1hgcm82633a004352',
  riderConfirmed: true,
  ...patch,
});

describe('address variant', () => {
  it('uses the US list for the US, the Canadian list for Canada, a free region elsewhere', () => {
    expect(addressVariant('US')).toBe('us');
    expect(addressVariant('CA')).toBe('ca');
    for (const country of ['AU', 'ES', 'FR', 'DE', 'SE', 'IT', 'NL', 'BE', 'NO', 'AT', 'GB']) expect(addressVariant(country)).toBe('international');
  });

  it('preselects the country of the page language', () => {
    expect(defaultCountry('en')).toBe('US');
    expect(defaultCountry('sv')).toBe('SE');
    expect(emptyRegistration('de').country).toBe('DE');
  });
});

describe('registrationBody', () => {
  it('trims, lower-cases the e-mail, upper-cases the VIN and sends the year as a number', () => {
    const body = registrationBody(filled());
    expect(body).toMatchObject({ firstName: 'Ada', email: 'ada@example.com', vin: '1HGCM82633A004352', bikeYear: 2024, state: 'IL', pro: false });
    expect(body).not.toHaveProperty('phone2');
    expect(body).not.toHaveProperty('sex');
  });

  it('keeps passwords exactly as typed and includes optional fields that are filled', () => {
    const body = registrationBody(filled({ password: ' Pass word ', phone2: ' 5551234567 ', sex: 'female', racingType: 'motocross', amaNumber: ' 123 ' }));
    expect(body.password).toBe(' Pass word ');
    expect(body).toMatchObject({ phone2: '5551234567', sex: 'female', racingType: 'motocross', amaNumber: '123' });
  });

  it('passes the shared schema for a complete US rider, and an international one with a free region', () => {
    expect(registrationSchema.safeParse(registrationBody(filled())).success).toBe(true);
    const international = filled({ country: 'FR', state: '', zipcode: '75001', pro: true });
    expect(registrationSchema.safeParse(registrationBody(international)).success).toBe(true);
  });

  it('fails the schema on the fields the rider has to fix', () => {
    const result = registrationSchema.safeParse(registrationBody(filled({ country: 'CA', state: 'TX', zipcode: '123', confirmPassword: 'x', riderConfirmed: false })));
    expect(result.success).toBe(false);
    if (result.success) return;
    const errors = fieldErrors(result.error);
    expect(Object.keys(errors).sort()).toEqual(['confirmPassword', 'riderConfirmed', 'state', 'zipcode']);
    expect(errors.riderConfirmed?.defaultMessage).toBe('Rider must have an account they can register for');
    expect(errors.confirmPassword?.defaultMessage).toBe('Both password inputs must be the same');
  });

  it('has an input for every field of the schema (locale is added at send time)', () => {
    const schemaFields = Object.keys(registrationSchema.shape).filter((field) => field !== 'locale');
    expect(Object.keys(emptyRegistration('en')).sort()).toEqual(schemaFields.sort());
  });
});

describe('input helpers', () => {
  it('keeps VIN input to 17 upper-case letters and digits', () => {
    expect(normaliseVinInput('1hg cm8-2633a004352xyz')).toBe('1HGCM82633A004352');
  });

  it('offers model years from next year down to 1980', () => {
    const years = bikeYears(new Date('2025-06-01T00:00:00Z'));
    expect(years[0]).toBe(2026);
    expect(years.at(-1)).toBe(1980);
  });

  it('formats today for the date input', () => {
    expect(todayIso(new Date(2025, 0, 5))).toBe('2025-01-05');
  });
});
