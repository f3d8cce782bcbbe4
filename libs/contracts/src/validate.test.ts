import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldRule, maxLength, password, passwordsMatch, pin, required, vin } from './fields';
import { VALIDATION_STATUS, fieldErrors } from './issues';
import { toServerError } from './server-errors';
import { formatMessage } from './catalogs';
import { MESSAGES, descriptor } from './messages';

/** A sign-up form built from the field rules, as a service or a form would write one. */
const signUp = z
  .object({
    email: required<string>(),
    password: password(),
    confirmPassword: required<string>(),
    bio: maxLength(500),
  })
  .check(passwordsMatch());

function errorsOf(schema: z.ZodType, body: unknown) {
  const result = schema.safeParse(body);
  return result.success ? null : fieldErrors(result.error);
}

describe('parsing a body with field rules', () => {
  it('accepts a body whose every field passes', () => {
    expect(signUp.safeParse({ email: 'a@b.co', password: 'Secret123', confirmPassword: 'Secret123' }).success).toBe(true);
  });

  it('keeps the first failure per field, field rules in schema order, then the cross-field ones', () => {
    const errors = errorsOf(signUp, { password: 'short', confirmPassword: 'Short', bio: 'x'.repeat(501) });
    expect(errors).toEqual({
      email: { id: 'validation.required', defaultMessage: 'Required' },
      password: {
        id: 'validation.password.minLength',
        defaultMessage: 'Password must be at least {minLength} characters long.',
        values: { minLength: 8 },
      },
      bio: { id: 'validation.maxLength', defaultMessage: 'Must be at most {max} characters', values: { max: 500 } },
      confirmPassword: { id: 'validation.password.mismatch', defaultMessage: 'Both password inputs must be the same' },
    });
    expect(Object.keys(errors ?? {})).toEqual(['email', 'password', 'bio', 'confirmPassword']);
  });

  it('stops at the first failing check of a field', () => {
    let called = false;
    const schema = z.object({
      pin: fieldRule<string>(
        (value) => (value === undefined ? descriptor(MESSAGES.required) : null),
        () => {
          called = true;
          return null;
        },
      ),
    });
    expect(errorsOf(schema, {})).toEqual({ pin: { id: 'validation.required', defaultMessage: 'Required' } });
    expect(called).toBe(false);
  });

  it('drops fields outside the schema', () => {
    const result = z.object({ pin: pin() }).safeParse({ pin: '1234', extra: 'ignored' });
    expect(result).toEqual({ success: true, data: { pin: '1234' } });
  });

  it('answers a body that is not an object with one error for the whole body', () => {
    for (const body of [undefined, null, 'pin=1234', 42, ['1234']]) {
      expect(errorsOf(z.object({ pin: pin() }), body)).toEqual({ '': { id: 'validation.invalid', defaultMessage: 'Invalid value' } });
    }
  });

  it('reads a JSON body with a __proto__ key as data, never as a prototype', () => {
    const body = JSON.parse('{"__proto__": {"pin": "1234"}}') as unknown;
    expect(errorsOf(z.object({ pin: pin() }), body)).toEqual({ pin: { id: 'validation.pin.format', defaultMessage: 'PIN must be 4 numbers' } });
  });

  it('an empty schema always passes', () => {
    expect(z.object({}).safeParse({ anything: 1 }).success).toBe(true);
  });
});

describe('toServerError', () => {
  const failed = (schema: z.ZodType, body: unknown) => {
    const result = schema.safeParse(body);
    if (result.success) throw new Error('expected a failure');
    return result.error;
  };

  it('builds the 400 body: message, code VALIDATION, details with id, English text and values', () => {
    const error = failed(z.object({ pin: pin(), vin: vin(), password: password(10) }), { pin: '12', vin: 'X', password: 'abc' });
    expect(toServerError(error)).toEqual({
      message: 'PIN must be 4 numbers',
      code: 'VALIDATION',
      details: {
        pin: { id: 'validation.pin.format', message: 'PIN must be 4 numbers' },
        vin: { id: 'validation.vin.invalid', message: 'Invalid VIN' },
        password: { id: 'validation.password.minLength', message: 'Password must be at least 10 characters long.', values: { minLength: 10 } },
      },
    });
    expect(VALIDATION_STATUS).toBe(400);
  });

  it('formats in another locale', () => {
    const error = failed(z.object({ bio: maxLength(2), pin: pin() }), { bio: 'abc', pin: '1' });
    expect(toServerError(error, 'de')).toEqual({
      message: 'Darf höchstens 2 Zeichen lang sein',
      code: 'VALIDATION',
      details: {
        bio: { id: 'validation.maxLength', message: 'Darf höchstens 2 Zeichen lang sein', values: { max: 2 } },
        pin: { id: 'validation.pin.format', message: 'Die PIN muss aus 4 Ziffern bestehen' },
      },
    });
  });

  it('is plain JSON', () => {
    const body = toServerError(failed(z.object({ email: required() }), { email: '' }));
    expect(JSON.parse(JSON.stringify(body))).toEqual(body);
  });

  it('still answers when there are no issues', () => {
    expect(toServerError({ issues: [] })).toEqual({ message: 'Invalid value', code: 'VALIDATION', details: {} });
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
