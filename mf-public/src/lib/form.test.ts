import { describe, expect, it } from 'vitest';
import { newPasswordSchema } from '@rr/validation';
import { clientErrors, errorMessage, fieldToFix, firstErrorField, serverFieldErrors, submitFailure, visibleErrors, withoutField } from './form';

describe('clientErrors', () => {
  it('gives the shared schema messages by field', () => {
    const errors = clientErrors(newPasswordSchema, { password: 'short', confirmPassword: 'other' });
    expect(errors.password).toMatchObject({ id: 'validation.password.minLength', values: { minLength: 8 } });
    expect(errors.confirmPassword?.defaultMessage).toBe('Both password inputs must be the same');
    expect(clientErrors(newPasswordSchema, { password: 'Password1', confirmPassword: 'Password1' })).toEqual({});
  });
});

describe('visibleErrors', () => {
  const client = { password: { id: 'validation.required', defaultMessage: 'Required' } };
  const server = { vin: { id: 'error.VIN_TAKEN', defaultMessage: 'That VIN is already registered' } };

  it('shows only server errors before the first submit', () => {
    expect(visibleErrors(false, client, server)).toEqual(server);
  });

  it('shows both after a submit, the live client error winning on the same field', () => {
    expect(visibleErrors(true, client, server)).toEqual({ ...server, ...client });
    expect(visibleErrors(true, { vin: client.password }, server).vin).toEqual(client.password);
  });

  it('drops a field and finds the first field with an error in screen order', () => {
    expect(withoutField(server, 'vin')).toEqual({});
    expect(withoutField(server, 'email')).toBe(server);
    expect(firstErrorField(['email', 'password', 'vin'], { ...server, ...client })).toBe('password');
    expect(firstErrorField(['email'], {})).toBeNull();
  });
});

describe('serverFieldErrors', () => {
  it('puts VALIDATION details next to their inputs, in either detail shape', () => {
    const error = {
      code: 'VALIDATION',
      message: 'Please correct the highlighted fields',
      body: {
        details: {
          vin: { id: 'validation.vin.invalid', message: 'Invalid VIN' },
          password: { id: 'validation.password.minLength', defaultMessage: 'Password must be at least {minLength} characters long.', values: { minLength: 8 } },
          captchaToken: { id: 'validation.required', message: 'Required' },
        },
      },
    };
    const result = serverFieldErrors(error, ['vin', 'password']);
    expect(result.fields.vin).toEqual({ id: 'validation.vin.invalid', defaultMessage: 'Invalid VIN' });
    expect(result.fields.password).toMatchObject({ values: { minLength: 8 } });
    expect(result.other).toEqual([{ id: 'validation.required', defaultMessage: 'Required' }]);
  });

  it('restores the password length a formatted server message leaves out', () => {
    const error = { code: 'VALIDATION', body: { details: { password: { id: 'validation.password.minLength', message: 'Password must be at least 8 characters long.' } } } };
    expect(serverFieldErrors(error, ['password']).fields.password?.values).toEqual({ minLength: 8 });
  });

  it('ignores other errors and malformed details', () => {
    expect(serverFieldErrors({ code: 'EMAIL_TAKEN', body: { details: { email: 'x' } } }, ['email'])).toEqual({ fields: {}, other: [] });
    expect(serverFieldErrors({ code: 'VALIDATION', body: { details: { email: 42, pin: 'Wrong' } } }, ['email', 'pin']).fields).toEqual({
      pin: { id: 'error.server', defaultMessage: 'Wrong' },
    });
  });
});

describe('errorMessage', () => {
  it('translates a known code with its details as values', () => {
    expect(errorMessage({ code: 'CODE_TOO_SOON', message: 'x', body: { details: { seconds: 40 } } })).toMatchObject({ id: 'error.CODE_TOO_SOON', values: { seconds: 40 } });
  });

  it("shows an unknown failure's text, and 'Unexpected Error' when there is none", () => {
    expect(errorMessage({ code: 'SOMETHING_NEW', message: 'Boom' })).toEqual({ id: 'error.server', defaultMessage: 'Boom' });
    expect(errorMessage({ message: 'Unexpected Error' })).toEqual({ id: 'public.error.unexpected', defaultMessage: 'Unexpected Error' });
    expect(errorMessage({})).toEqual({ id: 'public.error.unexpected', defaultMessage: 'Unexpected Error' });
  });
});

describe('fieldToFix', () => {
  const required = { id: 'validation.required', defaultMessage: 'Required' };

  it("stops at the first of the form's fields with a client error, in screen order", () => {
    expect(fieldToFix(['pin', 'confirmPin'], { confirmPin: required, pin: required })).toBe('pin');
    expect(fieldToFix(['pin', 'confirmPin'], {})).toBeNull();
  });

  it('lets an error on a field the form does not show through (the e-mail of an earlier step)', () => {
    expect(fieldToFix(['code'], { email: required })).toBeNull();
  });
});

describe('submitFailure', () => {
  it('puts VALIDATION details on their fields, says the problem and focuses the first faulted field', () => {
    const error = {
      code: 'VALIDATION',
      message: 'Please correct the highlighted fields',
      body: { details: { confirmPassword: { id: 'validation.password.mismatch', message: 'Mismatch' }, password: { id: 'validation.required', message: 'Required' } } },
    };
    expect(submitFailure(error, ['password', 'confirmPassword'])).toEqual({
      fields: {
        confirmPassword: { id: 'validation.password.mismatch', defaultMessage: 'Mismatch' },
        password: { id: 'validation.required', defaultMessage: 'Required' },
      },
      problem: errorMessage(error),
      focus: 'password',
    });
  });

  it('shows any other failure in the alert only', () => {
    expect(submitFailure({ code: 'CODE_TOO_SOON', body: { details: { seconds: 40 } } }, ['email'])).toEqual({
      fields: {},
      problem: expect.objectContaining({ id: 'error.CODE_TOO_SOON', values: { seconds: 40 } }),
      focus: null,
    });
  });
});
