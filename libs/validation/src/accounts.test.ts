import { describe, expect, it } from 'vitest';
import {
  CA_PROVINCES,
  COUNTRIES,
  US_STATES,
  bikeYear,
  mergeConfirmationMatches,
  pinSchema,
  postalCodeFor,
  registrationSchema,
  stateFor,
} from './accounts';
import { apiErrorDescriptor, validationMessages } from '@rr/contracts';
import { validate } from './validate';

const validRider = {
  firstName: 'Rita',
  lastName: 'Rider',
  email: 'rita@example.com',
  password: 'Password1',
  confirmPassword: 'Password1',
  phone1: '(555) 123-4567',
  dateOfBirth: '2001-04-05',
  pro: false,
  country: 'US',
  addressLine1: '1 Main St',
  city: 'Austin',
  state: 'TX',
  zipcode: '78701',
  bikeYear: 2025,
  bikeMake: 'Maker',
  bikeModel: 'MX 450',
  vin: '1HGBH41JXMN109186',
  riderConfirmed: true,
};

describe('country and state lists (spec §9)', () => {
  it('offers the spec countries, the US states with DC and Puerto Rico, and the 13 Canadian provinces and territories', () => {
    expect(COUNTRIES).toEqual(['US', 'CA', 'AU', 'ES', 'FR', 'DE', 'SE', 'IT', 'NL', 'BE', 'NO', 'AT', 'GB']);
    expect(US_STATES).toHaveLength(52);
    expect(US_STATES).toContain('DC');
    expect(US_STATES).toContain('PR');
    expect(CA_PROVINCES).toHaveLength(13);
    expect(CA_PROVINCES).toEqual(expect.arrayContaining(['ON', 'QC', 'YT', 'NU', 'NT']));
  });

  it('requires a listed state in the US and Canada, and takes free text elsewhere', () => {
    expect(stateFor('PR', { country: 'US' })).toBeNull();
    expect(stateFor('ON', { country: 'US' })?.id).toBe('validation.state.invalid');
    expect(stateFor('', { country: 'CA' })?.id).toBe('validation.required');
    expect(stateFor('QC', { country: 'CA' })).toBeNull();
    expect(stateFor('Bavaria', { country: 'DE' })).toBeNull();
    expect(stateFor(undefined, { country: 'GB' })).toBeNull();
  });

  it('checks postal codes by country', () => {
    expect(postalCodeFor('78701', { country: 'US' })).toBeNull();
    expect(postalCodeFor('78701-1234', { country: 'US' })).toBeNull();
    expect(postalCodeFor('7870', { country: 'US' })?.id).toBe('validation.zipcode.invalid');
    expect(postalCodeFor('K1A 0B1', { country: 'CA' })).toBeNull();
    expect(postalCodeFor('12345', { country: 'CA' })?.id).toBe('validation.zipcode.invalid');
    expect(postalCodeFor('SW1A 1AA', { country: 'GB' })).toBeNull();
    expect(postalCodeFor('', { country: 'DE' })?.id).toBe('validation.required');
  });
});

describe('registrationSchema', () => {
  it('accepts a complete US amateur', () => {
    expect(validate(registrationSchema, validRider)).toEqual({ ok: true });
  });

  it('accepts an international pro with a free region', () => {
    const international = { ...validRider, country: 'SE', state: '', zipcode: '114 55', pro: true };
    expect(validate(registrationSchema, international)).toEqual({ ok: true });
  });

  it("refuses a registration the rider did not confirm is their own with 'Rider must have an account they can register for'", () => {
    const result = validate(registrationSchema, { ...validRider, riderConfirmed: false });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors.riderConfirmed?.defaultMessage).toBe('Rider must have an account they can register for');
  });

  it('reports each broken field with its spec message', () => {
    const result = validate(registrationSchema, {
      ...validRider,
      firstName: ' ',
      password: 'short',
      confirmPassword: 'other',
      dateOfBirth: '2001-02-30',
      vin: 'SHORT',
      state: 'XX',
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.firstName?.defaultMessage).toBe('Required');
    expect(result.errors.password).toMatchObject({ id: 'validation.password.minLength', values: { minLength: 8 } });
    expect(result.errors.confirmPassword?.defaultMessage).toBe('Both password inputs must be the same');
    expect(result.errors.dateOfBirth?.defaultMessage).toBe('Invalid date');
    expect(result.errors.vin?.defaultMessage).toBe('Invalid VIN');
    expect(result.errors.state?.id).toBe('validation.state.invalid');
  });

  it('refuses countries outside the spec list and model years out of range', () => {
    const result = validate(registrationSchema, { ...validRider, country: 'MX', bikeYear: 1901 });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.country?.id).toBe('validation.country.invalid');
    expect(result.errors.bikeYear?.id).toBe('validation.year.invalid');
    expect(bikeYear('2025')).toBeNull();
  });
});

describe('pinSchema', () => {
  it("wants exactly 4 digits typed twice the same ('PIN must be 4 numbers')", () => {
    expect(validate(pinSchema, { pin: '0042', confirmPin: '0042' })).toEqual({ ok: true });
    const result = validate(pinSchema, { pin: '12a4', confirmPin: '1234' });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors.pin?.defaultMessage).toBe('PIN must be 4 numbers');
    const mismatch = validate(pinSchema, { pin: '1234', confirmPin: '4321' });
    expect(mismatch.ok).toBe(false);
    if (!mismatch.ok) expect(mismatch.errors.confirmPin?.id).toBe('validation.pin.mismatch');
  });
});

describe('mergeConfirmationMatches (spec §5 merge)', () => {
  it('accepts DELETE <deleted email> KEEP <kept email> in any case and spacing', () => {
    expect(mergeConfirmationMatches('DELETE a@example.com KEEP b@example.com', 'a@example.com', 'b@example.com')).toBe(true);
    expect(mergeConfirmationMatches('  delete   A@example.com\tkeep b@example.com ', 'a@example.com', 'b@example.com')).toBe(true);
  });

  it('refuses swapped, partial or wrong e-mails', () => {
    expect(mergeConfirmationMatches('DELETE b@example.com KEEP a@example.com', 'a@example.com', 'b@example.com')).toBe(false);
    expect(mergeConfirmationMatches('DELETE a@example.com', 'a@example.com', 'b@example.com')).toBe(false);
    expect(mergeConfirmationMatches('DELETE a@example.co KEEP b@example.com', 'a@example.com', 'b@example.com')).toBe(false);
    expect(mergeConfirmationMatches(undefined, 'a@example.com', 'b@example.com')).toBe(false);
  });
});

describe('apiErrorDescriptor', () => {
  it('maps a known code to its catalog entry with the details as values', () => {
    expect(apiErrorDescriptor({ code: 'TOO_MANY_ATTEMPTS', message: 'x', details: { minutes: 15 } })).toEqual({
      id: 'error.TOO_MANY_ATTEMPTS',
      defaultMessage: 'Too many attempts. Please wait {minutes} minutes and try again.',
      values: { minutes: 15 },
    });
    expect(apiErrorDescriptor({ code: 'LOGIN_FAILED' })?.defaultMessage).toBe('No account with that email + password combination was found');
  });

  it("falls back to the server's text for unknown codes, and to null without any", () => {
    expect(apiErrorDescriptor({ code: 'SOMETHING_NEW', message: 'Server says no' })).toEqual({ id: 'error.server', defaultMessage: 'Server says no' });
    expect(apiErrorDescriptor({})).toBeNull();
  });

  it('has every error.* entry translated in every locale', () => {
    const ids = Object.keys(validationMessages.en).filter((k) => k.startsWith('error.'));
    expect(ids.length).toBeGreaterThan(20);
    for (const [locale, catalog] of Object.entries(validationMessages)) {
      for (const id of ids) expect(catalog[id], `${locale} ${id}`).toBeTruthy();
    }
  });
});
