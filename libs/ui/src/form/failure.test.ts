import { ApiError } from '@rr/api-client';
import type { FieldErrors } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { detailDescriptor, errorNames, firstErrorField, serverFailure } from './failure';

const validation = (details: Record<string, unknown>) =>
  new ApiError('Invalid phone number', { status: 400, code: 'VALIDATION', body: { message: 'Invalid phone number', code: 'VALIDATION', details } });

describe('serverFailure', () => {
  it("puts a VALIDATION answer's details on the form's fields, with their values, and no alert", () => {
    const error = validation({
      phone: { id: 'validation.phone.invalid', message: 'Invalid phone number' },
      password: { id: 'validation.password.minLength', message: 'Password must be at least 8 characters long.', values: { minLength: 8 } },
    });
    expect(serverFailure(error, ['email', 'phone', 'password'])).toEqual({
      fields: {
        phone: { id: 'validation.phone.invalid', defaultMessage: 'Invalid phone number' },
        password: { id: 'validation.password.minLength', defaultMessage: 'Password must be at least 8 characters long.', values: { minLength: 8 } },
      },
      problem: null,
      focus: true,
    });
  });

  it('says a detail no input shows in the alert', () => {
    const error = validation({ email: { id: 'validation.email.invalid', message: 'Invalid email address' }, code: { id: 'validation.code.format', message: 'Enter the 6-digit code from the email' } });
    expect(serverFailure(error, ['code'])).toEqual({
      fields: { code: { id: 'validation.code.format', defaultMessage: 'Enter the 6-digit code from the email' } },
      problem: { id: 'validation.email.invalid', defaultMessage: 'Invalid email address' },
      focus: true,
    });
  });

  it('puts a code that belongs to a field on it, with the code message', () => {
    const taken = new ApiError('taken', { status: 409, code: 'EMAIL_TAKEN' });
    expect(serverFailure(taken, ['firstName', 'email'], { EMAIL_TAKEN: 'email' })).toMatchObject({ fields: { email: { id: 'error.EMAIL_TAKEN' } }, problem: null });
    // Not on screen: the alert says it.
    expect(serverFailure(taken, ['firstName'], { EMAIL_TAKEN: 'email' })).toMatchObject({ fields: {}, problem: { id: 'error.EMAIL_TAKEN' } });
  });

  it('says any other failure once in the alert: error.<code> with details, the server text, or Unexpected Error', () => {
    const throttled = new ApiError('x', { status: 429, code: 'TOO_MANY_ATTEMPTS', body: { details: { minutes: 15 } } });
    expect(serverFailure(throttled, ['email'])).toEqual({ fields: {}, problem: expect.objectContaining({ id: 'error.TOO_MANY_ATTEMPTS', values: { minutes: 15 } }), focus: true });
    expect(serverFailure(new ApiError('Boom', { status: 500, code: 'SOMETHING_NEW' }), ['email']).problem).toEqual({ id: 'error.server', defaultMessage: 'Boom' });
    expect(serverFailure(new Error('Unexpected Error'), ['email']).problem).toEqual({ id: 'ui.error.unexpected', defaultMessage: 'Unexpected Error' });
  });

  it('translates a VALIDATION answer without usable details as the code', () => {
    expect(serverFailure(validation({ phone: 42 }), ['phone']).problem?.id).toBe('error.VALIDATION');
  });
});

describe('detailDescriptor', () => {
  it('reads { id, message, values }, { id, defaultMessage } and plain text', () => {
    expect(detailDescriptor({ id: 'validation.maxLength', message: 'Must be at most 500 characters', values: { max: 500, bad: {} } })).toEqual({
      id: 'validation.maxLength',
      defaultMessage: 'Must be at most 500 characters',
      values: { max: 500 },
    });
    expect(detailDescriptor({ id: 'validation.required', defaultMessage: 'Required' })).toEqual({ id: 'validation.required', defaultMessage: 'Required' });
    expect(detailDescriptor('Too short')).toEqual({ id: 'error.server', defaultMessage: 'Too short' });
  });

  it('ignores empty or shapeless details', () => {
    expect(detailDescriptor('  ')).toBeNull();
    expect(detailDescriptor({})).toBeNull();
    expect(detailDescriptor(null)).toBeNull();
  });
});

describe('errorNames and firstErrorField', () => {
  it('lists nested errors as dotted paths and leaves the form-level root out', () => {
    const errors = { email: { type: 'contract', message: 'x' }, bikes: [{ vin: { type: 'server', message: 'y' } }], root: { type: 'contract', message: 'z' } };
    expect(errorNames(errors as unknown as FieldErrors)).toEqual(['email', 'bikes.0.vin']);
  });

  it('picks the first field in on-screen order, else the first in error', () => {
    expect(firstErrorField(['firstName', 'email', 'vin'], ['vin', 'email'])).toBe('email');
    expect(firstErrorField(['code'], ['email'])).toBe('email');
    expect(firstErrorField(['code'], [])).toBeNull();
  });
});
