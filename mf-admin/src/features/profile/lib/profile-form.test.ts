import { ApiError } from '@rr/api-client';
import type { SessionUser } from '@rr/session';
import { describe, expect, it } from 'vitest';
import { passwordFieldErrors, profileBody, profileChanged, profileFieldErrors, profileValues } from './profile-form';

const admin = { _id: 'a1', type: 'admin', email: 'admin@example.com', emailVerified: true, deActivated: false, firstName: 'Ada', lastName: 'Admin', phone: '5551234567' } as SessionUser;

describe('profileValues / profileBody', () => {
  it('starts from the session user', () => {
    expect(profileValues(admin)).toEqual({ firstName: 'Ada', lastName: 'Admin', email: 'admin@example.com', phone: '5551234567' });
    expect(profileValues(null)).toEqual({ firstName: '', lastName: '', email: '', phone: '' });
  });
  it('trims and lower-cases the e-mail', () => {
    expect(profileBody({ firstName: ' Ada ', lastName: 'Admin ', email: ' Ada@Example.COM ', phone: ' ' })).toEqual({
      firstName: 'Ada',
      lastName: 'Admin',
      email: 'ada@example.com',
      phone: '',
    });
  });
  it('notices a real change only', () => {
    const saved = profileValues(admin);
    expect(profileChanged(saved, { ...saved, firstName: 'Ada ' })).toBe(false);
    expect(profileChanged(saved, { ...saved, lastName: 'Lovelace' })).toBe(true);
  });
});

describe('field errors from the server', () => {
  it('puts VALIDATION details on their fields', () => {
    const error = new ApiError('Invalid phone number', {
      status: 400,
      code: 'VALIDATION',
      body: { code: 'VALIDATION', details: { phone: { id: 'validation.phone.invalid', message: 'Invalid phone number' } } },
    });
    expect(profileFieldErrors(error)).toEqual({ phone: { id: 'validation.phone.invalid', defaultMessage: 'Invalid phone number' } });
  });
  it('puts EMAIL_TAKEN on the e-mail', () => {
    expect(profileFieldErrors(new ApiError('taken', { status: 409, code: 'EMAIL_TAKEN' })).email?.id).toBe('error.EMAIL_TAKEN');
  });
  it('puts CURRENT_PASSWORD_WRONG on the current password', () => {
    expect(passwordFieldErrors(new ApiError('wrong', { status: 400, code: 'CURRENT_PASSWORD_WRONG' }))).toEqual({
      currentPassword: { id: 'error.CURRENT_PASSWORD_WRONG', defaultMessage: 'Your current password is not correct' },
    });
  });
  it('leaves other failures to the form-level message', () => {
    expect(passwordFieldErrors(new ApiError('down', { status: 503, code: 'UNAVAILABLE' }))).toEqual({});
  });
});
