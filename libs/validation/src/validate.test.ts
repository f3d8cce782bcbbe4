import { describe, expect, expectTypeOf, it } from 'vitest';
import { formatMessage } from '@rr/contracts';
import { maxLength, password, passwordsMatch, pin, required, vin } from './rules';
import { VALIDATION_STATUS, toServerError, validate, type FieldValidator, type Schema } from './validate';

const signUp = {
  email: [required],
  password: [required, (v) => password(v)],
  confirmPassword: [required, (v, input) => passwordsMatch(input.password, v)],
  bio: [(v) => maxLength(v, 500)],
} satisfies Schema;

describe('validate', () => {
  it('returns { ok: true } when every field passes', () => {
    expect(validate(signUp, { email: 'a@b.co', password: 'Secret123', confirmPassword: 'Secret123' })).toEqual({ ok: true });
  });

  it('keeps the first failure per field, in schema order, with ids and values', () => {
    const result = validate(signUp, { password: 'short', confirmPassword: 'Short', bio: 'x'.repeat(501) });
    expect(result).toEqual({
      ok: false,
      errors: {
        email: { id: 'validation.required', defaultMessage: 'Required' },
        password: {
          id: 'validation.password.minLength',
          defaultMessage: 'Password must be at least {minLength} characters long.',
          values: { minLength: 8 },
        },
        confirmPassword: { id: 'validation.password.mismatch', defaultMessage: 'Both password inputs must be the same' },
        bio: { id: 'validation.maxLength', defaultMessage: 'Must be at most {max} characters', values: { max: 500 } },
      },
    });
    expect(result.ok === false && Object.keys(result.errors)).toEqual(['email', 'password', 'confirmPassword', 'bio']);
  });

  it('stops at the first failing validator of a field', () => {
    let called = false;
    const spy: FieldValidator = () => {
      called = true;
      return null;
    };
    expect(validate({ pin: [required, spy] }, {})).toEqual({ ok: false, errors: { pin: { id: 'validation.required', defaultMessage: 'Required' } } });
    expect(called).toBe(false);
  });

  it('passes the whole input to each validator and ignores fields outside the schema', () => {
    const seen: unknown[] = [];
    const input = { pin: '1234', extra: 'ignored' };
    validate({ pin: [(v, all) => (seen.push(v, all), null)] }, input);
    expect(seen).toEqual(['1234', input]);
  });

  it('treats non-object input as empty', () => {
    for (const input of [undefined, null, 'pin=1234', 42, ['1234']]) {
      expect(validate({ pin: [required] }, input)).toEqual({ ok: false, errors: { pin: { id: 'validation.required', defaultMessage: 'Required' } } });
    }
  });

  it('reads own properties only', () => {
    expect(validate({ constructor: [required], toString: [required] }, {})).toEqual({
      ok: false,
      errors: {
        constructor: { id: 'validation.required', defaultMessage: 'Required' },
        toString: { id: 'validation.required', defaultMessage: 'Required' },
      },
    });
    const inherited = Object.create({ pin: '1234' }) as object;
    expect(validate({ pin: [pin] }, inherited).ok).toBe(false);
  });

  it('an empty schema always passes', () => {
    expect(validate({}, { anything: 1 })).toEqual({ ok: true });
  });

  it('types errors by the schema fields', () => {
    const result = validate(signUp, {});
    if (!result.ok) expectTypeOf(result.errors).toEqualTypeOf<Partial<Record<'email' | 'password' | 'confirmPassword' | 'bio', import('@rr/contracts').MessageDescriptor>>>();
  });

  it('does not accept a rule with extra parameters unwrapped', () => {
    // @ts-expect-error password's second parameter is minLength, not the input: wrap it as (v) => password(v)
    const schema: Schema = { password: [password] };
    expect(() => validate(schema, { password: 'Secret123' })).toThrow(TypeError);
  });
});

describe('toServerError', () => {
  it('builds the 400 body: message, code VALIDATION, details with id and English text', () => {
    const result = validate({ pin: [required, pin], vin: [vin], password: [(v) => password(v, 10)] }, { pin: '12', vin: 'X', password: 'abc' });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(toServerError(result.errors)).toEqual({
      message: 'PIN must be 4 numbers',
      code: 'VALIDATION',
      details: {
        pin: { id: 'validation.pin.format', message: 'PIN must be 4 numbers' },
        vin: { id: 'validation.vin.invalid', message: 'Invalid VIN' },
        password: { id: 'validation.password.minLength', message: 'Password must be at least 10 characters long.' },
      },
    });
    expect(VALIDATION_STATUS).toBe(400);
  });

  it('formats in another locale', () => {
    const body = toServerError({ bio: maxLength('abc', 2)!, pin: pin('1')! }, 'de');
    expect(body).toEqual({
      message: 'Darf höchstens 2 Zeichen lang sein',
      code: 'VALIDATION',
      details: {
        bio: { id: 'validation.maxLength', message: 'Darf höchstens 2 Zeichen lang sein' },
        pin: { id: 'validation.pin.format', message: 'Die PIN muss aus 4 Ziffern bestehen' },
      },
    });
  });

  it('is plain JSON', () => {
    const body = toServerError({ email: required('')! });
    expect(JSON.parse(JSON.stringify(body))).toEqual(body);
  });

  it('skips undefined entries and still answers with no errors', () => {
    expect(toServerError({ a: undefined })).toEqual({ message: 'Invalid value', code: 'VALIDATION', details: {} });
  });
});

describe('formatMessage', () => {
  it('uses the catalog text, else the default message, and fills simple arguments', () => {
    expect(formatMessage({ id: 'validation.password.minLength', defaultMessage: 'x', values: { minLength: 12 } }, 'fr')).toBe(
      'Le mot de passe doit contenir au moins 12 caractères.',
    );
    expect(formatMessage({ id: 'unknown.key', defaultMessage: 'Hello {name}', values: { name: 'Ann' } })).toBe('Hello Ann');
    expect(formatMessage({ id: 'unknown.key', defaultMessage: 'Hello {name}' })).toBe('Hello {name}');
  });
});
