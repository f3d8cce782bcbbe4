import { describe, expect, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import {
  adminProfileSchema,
  changePasswordSchema,
  codeSchema,
  emailOnlySchema,
  loginSchema,
  mergeSchema,
  newPasswordSchema,
  pinSchema,
  recoveryCodeSchema,
  registrationSchema,
  type RegistrationInput,
} from './accounts';
import { CA_PROVINCES, COUNTRIES, US_STATES, statesOf } from './enums';
import { bikeYear, choice, mergeConfirmation, mergeConfirmationMatches, mergeConfirmationText, oneTimeCode, phone, postalCodeCheck, riderConfirmed, stateCheck } from './fields';
import { fieldErrors, issueDescriptor } from './issues';
import { toServerError } from './server-errors';
import type { MessageDescriptor } from './messages';

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

/** Field → first problem of each field, or {} when the body is accepted. */
function errorsOf(schema: z.ZodType, body: unknown): Record<string, MessageDescriptor> {
  const result = schema.safeParse(body);
  return result.success ? {} : fieldErrors(result.error);
}

function firstError(schema: z.ZodType, value: unknown): MessageDescriptor | null {
  const result = schema.safeParse(value);
  return result.success ? null : issueDescriptor(result.error.issues[0]!);
}

const registrationErrors = (changes: Record<string, unknown>) => errorsOf(registrationSchema, { ...validRider, ...changes });

describe('country and state lists (spec §9)', () => {
  it('offers the spec countries, the US states with DC and Puerto Rico, and the 13 Canadian provinces and territories', () => {
    expect(COUNTRIES).toEqual(['US', 'CA', 'AU', 'ES', 'FR', 'DE', 'SE', 'IT', 'NL', 'BE', 'NO', 'AT', 'GB']);
    expect(US_STATES).toHaveLength(52);
    expect(US_STATES).toContain('DC');
    expect(US_STATES).toContain('PR');
    expect(CA_PROVINCES).toHaveLength(13);
    expect(CA_PROVINCES).toEqual(expect.arrayContaining(['ON', 'QC', 'YT', 'NU', 'NT']));
    expect(statesOf('US')).toBe(US_STATES);
    expect(statesOf('CA')).toBe(CA_PROVINCES);
    expect(statesOf('DE')).toBeNull();
  });

  it('requires a listed state in the US and Canada, and takes free text elsewhere', () => {
    expect(stateCheck('US')('PR')).toBeNull();
    expect(stateCheck('US')('ON')?.id).toBe('validation.state.invalid');
    expect(stateCheck('CA')('')?.id).toBe('validation.required');
    expect(stateCheck('CA')('QC')).toBeNull();
    expect(stateCheck('DE')('Bavaria')).toBeNull();
    expect(stateCheck('GB')(undefined)).toBeNull();
    expect(stateCheck('DE')('x'.repeat(101))).toMatchObject({ id: 'validation.maxLength', values: { max: 100 } });
  });

  it('checks postal codes by country', () => {
    expect(postalCodeCheck('US')('78701')).toBeNull();
    expect(postalCodeCheck('US')('78701-1234')).toBeNull();
    expect(postalCodeCheck('US')('7870')?.id).toBe('validation.zipcode.invalid');
    expect(postalCodeCheck('CA')('K1A 0B1')).toBeNull();
    expect(postalCodeCheck('CA')('k1a0b1')).toBeNull();
    expect(postalCodeCheck('CA')('12345')?.id).toBe('validation.zipcode.invalid');
    expect(postalCodeCheck('GB')('SW1A 1AA')).toBeNull();
    expect(postalCodeCheck('DE')('')?.id).toBe('validation.required');
    expect(postalCodeCheck('SE')('1')?.id).toBe('validation.zipcode.invalid');
  });

  it.each(['__proto__', 'constructor', 'toString', 'hasOwnProperty'])('gives a field error, not a crash, for country %j', (country) => {
    expect(statesOf(country)).toBeNull();
    expect(() => postalCodeCheck(country)('12345')).not.toThrow();
    const errors = registrationErrors({ country, state: 'TX', zipcode: '78701' });
    expect(Object.keys(errors)).toEqual(['country']);
    expect(errors.country?.id).toBe('validation.country.invalid');
  });

  it('survives a JSON body whose own keys are __proto__ and constructor', () => {
    const body = JSON.parse(`{"__proto__": {"country": "US"}, "constructor": "x", "country": "__proto__", "state": "__proto__", "zipcode": "__proto__"}`) as unknown;
    const errors = errorsOf(registrationSchema, body);
    expect(errors.country?.id).toBe('validation.country.invalid');
    expect(errors.zipcode?.id).toBe('validation.zipcode.invalid');
    expect(errors.state).toBeUndefined(); // free text outside the US and Canada
  });
});

describe('field rules of the account forms', () => {
  it('phone: 10 to 15 digits with + ( ) . - and spaces', () => {
    expect(firstError(phone(), '(555) 123-4567')).toBeNull();
    expect(firstError(phone(), '+46 8 123 456 78')).toBeNull();
    expect(firstError(phone(), '123456789')?.id).toBe('validation.phone.invalid');
    expect(firstError(phone(), '1234567890123456')?.id).toBe('validation.phone.invalid');
    expect(firstError(phone(), '555-123-4567 ext')?.id).toBe('validation.phone.invalid');
    expect(firstError(phone(), 5551234567)?.id).toBe('validation.phone.invalid');
  });

  it('bikeYear: 1980 to next year, number or 4-digit string; Required when blank', () => {
    const now = () => new Date('2025-06-01T00:00:00Z');
    expect(firstError(bikeYear(now), 1980)).toBeNull();
    expect(firstError(bikeYear(now), '2026')).toBeNull();
    expect(firstError(bikeYear(now), 1979)?.id).toBe('validation.year.invalid');
    expect(firstError(bikeYear(now), 2027)?.id).toBe('validation.year.invalid');
    expect(firstError(bikeYear(now), 2000.5)?.id).toBe('validation.year.invalid');
    expect(firstError(bikeYear(now), '20a5')?.id).toBe('validation.year.invalid');
    expect(firstError(bikeYear(now), '')?.id).toBe('validation.required');
    expect(firstError(bikeYear(), String(new Date().getUTCFullYear() + 1))).toBeNull();
  });

  it('oneTimeCode: 6 digits', () => {
    expect(firstError(oneTimeCode(), '012345')).toBeNull();
    expect(firstError(oneTimeCode(), '12345')?.id).toBe('validation.code.format');
    expect(firstError(oneTimeCode(), '1234567')?.id).toBe('validation.code.format');
    expect(firstError(oneTimeCode(), 123456)?.id).toBe('validation.code.format');
  });

  it('choice: one of the list, blank passes', () => {
    const sex = choice(['male', 'female', 'nonbinary']);
    expect(firstError(sex, 'female')).toBeNull();
    expect(firstError(sex, '')).toBeNull();
    expect(firstError(sex, undefined)).toBeNull();
    expect(firstError(sex, 'Female')?.id).toBe('validation.choice.invalid');
    expect(firstError(sex, '__proto__')?.id).toBe('validation.choice.invalid');
  });

  it('riderConfirmed: only true', () => {
    expect(firstError(riderConfirmed(), true)).toBeNull();
    for (const value of [false, 'true', 1, undefined]) expect(firstError(riderConfirmed(), value)?.id).toBe('validation.riderAccountRequired');
  });

  it('mergeConfirmation: the typed text for the two e-mails', () => {
    const field = mergeConfirmation('a@example.com', 'b@example.com');
    expect(mergeConfirmationText('a@example.com', 'b@example.com')).toBe('DELETE a@example.com KEEP b@example.com');
    expect(firstError(field, 'delete A@example.com keep b@example.com')).toBeNull();
    expect(firstError(field, 'DELETE b@example.com KEEP a@example.com')?.id).toBe('validation.merge.confirmation');
  });
});

describe('registrationSchema', () => {
  it('accepts a complete US amateur and keeps the values as sent', () => {
    const result = registrationSchema.safeParse(validRider);
    expect(result.success).toBe(true);
    if (result.success) expect(result.data).toMatchObject(validRider);
  });

  it("refuses a VIN whose check digit is wrong with 'Invalid VIN', where the maker uses one, as the form shows it", () => {
    // 1HGBH41JXMN109186 carries its right check digit (X, position 9); one character off, it does not.
    expect(registrationErrors({ vin: '1HGBH41J1MN109186' })).toEqual({ vin: { id: 'validation.vin.invalid', defaultMessage: 'Invalid VIN' } });
    expect(registrationErrors({ vin: '1HGBH41JXMN109187' }).vin?.defaultMessage).toBe('Invalid VIN');
    // A European maker's VIN has no check digit: whatever stands at position 9 is fine.
    expect(registrationErrors({ vin: 'WP0ZZZ99ZTS392124' })).toEqual({});
  });

  it('accepts an international pro with a free region', () => {
    expect(registrationErrors({ country: 'SE', state: '', zipcode: '114 55', pro: true })).toEqual({});
  });

  it('drops fields it does not name, and a locale that is not one of ours', () => {
    const result = registrationSchema.safeParse({ ...validRider, isAdmin: true, locale: 'xx' });
    expect(result.success).toBe(true);
    if (!result.success) return;
    expect(result.data).not.toHaveProperty('isAdmin');
    expect(result.data.locale).toBeUndefined();
    expect(registrationSchema.parse({ ...validRider, locale: 'sv' }).locale).toBe('sv');
  });

  it("refuses a registration the rider did not confirm is their own with 'Rider must have an account they can register for'", () => {
    expect(registrationErrors({ riderConfirmed: false })).toEqual({
      riderConfirmed: { id: 'validation.riderAccountRequired', defaultMessage: 'Rider must have an account they can register for' },
    });
  });

  it('reports each broken field with its spec message, the cross-field ones included', () => {
    const errors = registrationErrors({
      firstName: ' ',
      password: 'short',
      confirmPassword: 'other',
      dateOfBirth: '2001-02-30',
      vin: 'SHORT',
      state: 'XX',
    });
    expect(errors.firstName?.defaultMessage).toBe('Required');
    expect(errors.password).toMatchObject({ id: 'validation.password.minLength', values: { minLength: 8 } });
    expect(errors.confirmPassword?.defaultMessage).toBe('Both password inputs must be the same');
    expect(errors.dateOfBirth?.defaultMessage).toBe('Invalid date');
    expect(errors.vin?.defaultMessage).toBe('Invalid VIN');
    expect(errors.state?.id).toBe('validation.state.invalid');
    expect(Object.keys(errors).sort()).toEqual(['confirmPassword', 'dateOfBirth', 'firstName', 'password', 'state', 'vin']);
  });

  it("says 'Required' for missing required fields, not their format message", () => {
    const errors = errorsOf(registrationSchema, {});
    for (const field of ['firstName', 'lastName', 'email', 'phone1', 'dateOfBirth', 'country', 'addressLine1', 'city', 'zipcode', 'bikeYear', 'bikeMake', 'bikeModel', 'vin']) {
      expect(errors[field]?.id, field).toBe('validation.required');
    }
    expect(errors.password?.id).toBe('validation.password.minLength');
    expect(errors.riderConfirmed?.id).toBe('validation.riderAccountRequired');
    expect(errors.phone2).toBeUndefined();
    expect(errors.sex).toBeUndefined();
  });

  it('takes an optional second phone, sex and racing type from their lists, and text limits', () => {
    expect(registrationErrors({ phone2: '', sex: 'nonbinary', racingType: 'supermoto', amaNumber: 'A1' })).toEqual({});
    expect(registrationErrors({ phone2: '   ' })).toEqual({});
    const errors = registrationErrors({ phone2: '12', sex: 'x', racingType: 'nascar', amaNumber: 'x'.repeat(51), pro: 'yes', lastName: 'x'.repeat(101) });
    expect(errors.phone2?.id).toBe('validation.phone.invalid');
    expect(errors.sex?.id).toBe('validation.choice.invalid');
    expect(errors.racingType?.id).toBe('validation.choice.invalid');
    expect(errors.amaNumber).toMatchObject({ id: 'validation.maxLength', values: { max: 50 } });
    expect(errors.pro?.id).toBe('validation.invalid');
    expect(errors.lastName).toMatchObject({ id: 'validation.maxLength', values: { max: 100 } });
  });

  it('refuses countries outside the spec list and model years out of range', () => {
    const errors = registrationErrors({ country: 'MX', bikeYear: 1901 });
    expect(errors.country?.id).toBe('validation.country.invalid');
    expect(errors.bikeYear?.id).toBe('validation.year.invalid');
    expect(registrationErrors({ bikeYear: '2025' })).toEqual({});
  });

  it('checks the state and postal code against the country', () => {
    expect(registrationErrors({ country: 'CA', state: 'ON', zipcode: 'K1A 0B1' })).toEqual({});
    expect(registrationErrors({ country: 'CA', state: 'TX', zipcode: '78701' })).toEqual({
      state: expect.objectContaining({ id: 'validation.state.invalid' }),
      zipcode: expect.objectContaining({ id: 'validation.zipcode.invalid' }),
    });
    expect(registrationErrors({ country: 'US', state: undefined })).toEqual({ state: expect.objectContaining({ id: 'validation.required' }) });
  });

  it('answers a body that is not an object with one error', () => {
    for (const body of [null, 'x', 42, []]) expect(errorsOf(registrationSchema, body)).toEqual({ '': expect.objectContaining({ id: 'validation.invalid' }) });
  });

  it('infers the registration type', () => {
    expectTypeOf<RegistrationInput['email']>().toEqualTypeOf<string>();
    expectTypeOf<RegistrationInput['country']>().toEqualTypeOf<'US' | 'CA' | 'AU' | 'ES' | 'FR' | 'DE' | 'SE' | 'IT' | 'NL' | 'BE' | 'NO' | 'AT' | 'GB'>();
    expectTypeOf<RegistrationInput['bikeYear']>().toEqualTypeOf<number | string>();
  });
});

describe('pinSchema', () => {
  it("wants exactly 4 digits typed twice the same ('PIN must be 4 numbers')", () => {
    expect(errorsOf(pinSchema, { pin: '0042', confirmPin: '0042' })).toEqual({});
    expect(errorsOf(pinSchema, { pin: '12a4', confirmPin: '1234' }).pin?.defaultMessage).toBe('PIN must be 4 numbers');
    expect(errorsOf(pinSchema, { pin: '1234', confirmPin: '4321' })).toEqual({
      confirmPin: { id: 'validation.pin.mismatch', defaultMessage: 'Both PIN inputs must be the same' },
    });
  });

  it('passes a current PIN through when it is text, and drops anything else', () => {
    expect(pinSchema.parse({ pin: '1234', confirmPin: '1234', currentPin: '0000' }).currentPin).toBe('0000');
    expect(pinSchema.parse({ pin: '1234', confirmPin: '1234', currentPin: 42 }).currentPin).toBeUndefined();
  });
});

describe('password schemas', () => {
  it('newPasswordSchema: the password rules, then the same text twice', () => {
    expect(errorsOf(newPasswordSchema, { password: 'Secret123', confirmPassword: 'Secret123' })).toEqual({});
    expect(errorsOf(newPasswordSchema, { password: 'Secret123', confirmPassword: 'secret123' })).toEqual({
      confirmPassword: { id: 'validation.password.mismatch', defaultMessage: 'Both password inputs must be the same' },
    });
    expect(errorsOf(newPasswordSchema, { password: 'Secret 123', confirmPassword: 'Secret 123' }).password?.id).toBe('validation.password.specialCharacters');
  });

  it('changePasswordSchema: also the current password, which is only required', () => {
    expect(errorsOf(changePasswordSchema, { currentPassword: 'old!', password: 'Secret123', confirmPassword: 'Secret123' })).toEqual({});
    expect(errorsOf(changePasswordSchema, { password: 'Secret123', confirmPassword: 'Secret123' })).toEqual({
      currentPassword: { id: 'validation.required', defaultMessage: 'Required' },
    });
  });
});

describe('e-mail and code schemas', () => {
  it('emailOnlySchema: Required, then the e-mail format', () => {
    expect(errorsOf(emailOnlySchema, { email: 'rita@example.com' })).toEqual({});
    expect(errorsOf(emailOnlySchema, { email: '  ' }).email?.id).toBe('validation.required');
    expect(errorsOf(emailOnlySchema, { email: 'rita' }).email?.id).toBe('validation.email.invalid');
  });

  it('codeSchema and recoveryCodeSchema', () => {
    expect(errorsOf(codeSchema, { code: '123456' })).toEqual({});
    expect(errorsOf(codeSchema, { code: '12345' }).code?.id).toBe('validation.code.format');
    expect(errorsOf(recoveryCodeSchema, { email: 'rita@example.com', code: '123456' })).toEqual({});
    expect(Object.keys(errorsOf(recoveryCodeSchema, {}))).toEqual(['email', 'code']);
  });
});

describe('adminProfileSchema', () => {
  it('names required, the e-mail format, an optional phone and a 500-character image address', () => {
    expect(errorsOf(adminProfileSchema, { firstName: 'Ada', lastName: 'Admin', email: 'ada@example.com' })).toEqual({});
    expect(errorsOf(adminProfileSchema, { firstName: 'Ada', lastName: 'Admin', email: 'ada@example.com', phone: '', profileImage: '' })).toEqual({});
    const errors = errorsOf(adminProfileSchema, { firstName: '', lastName: 'Admin', email: 'ada', phone: '12', profileImage: 'x'.repeat(501) });
    expect(errors).toEqual({
      firstName: expect.objectContaining({ id: 'validation.required' }),
      email: expect.objectContaining({ id: 'validation.email.invalid' }),
      phone: expect.objectContaining({ id: 'validation.phone.invalid' }),
      profileImage: expect.objectContaining({ id: 'validation.maxLength', values: { max: 500 } }),
    });
  });
});

describe('mergeSchema and mergeConfirmationMatches (spec §5 merge)', () => {
  it('wants both rider ids; a blank confirmation is left to identity (MERGE_CONFIRMATION)', () => {
    expect(errorsOf(mergeSchema, { keepRiderId: 'a', deleteRiderId: 'b', confirmation: 'DELETE x KEEP y' })).toEqual({});
    expect(errorsOf(mergeSchema, { keepRiderId: 'a', deleteRiderId: 'b' })).toEqual({});
    expect(Object.keys(errorsOf(mergeSchema, { keepRiderId: 'a', deleteRiderId: 'x'.repeat(37), confirmation: 'x'.repeat(701) }))).toEqual(['deleteRiderId', 'confirmation']);
  });

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

describe('loginSchema', () => {
  it('checks presence only', () => {
    expect(errorsOf(loginSchema, { email: 'anything', password: 'x' })).toEqual({});
    expect(Object.keys(errorsOf(loginSchema, { email: ' ' }))).toEqual(['email', 'password']);
  });
});

describe('the 400 body of a rejected registration', () => {
  it('names every field with its id, text and values, in the language asked for', () => {
    const result = registrationSchema.safeParse({ ...validRider, password: 'abc', confirmPassword: 'abc', vin: 'x' });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(toServerError(result.error, 'fr')).toEqual({
      message: 'Le mot de passe doit contenir au moins 8 caractères.',
      code: 'VALIDATION',
      details: {
        password: { id: 'validation.password.minLength', message: 'Le mot de passe doit contenir au moins 8 caractères.', values: { minLength: 8 } },
        vin: { id: 'validation.vin.invalid', message: expect.any(String) },
      },
    });
  });
});
