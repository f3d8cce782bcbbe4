import { ApiError } from '@rr/api-client';
import type { SessionUser } from '@rr/session';
import { describe, expect, it } from 'vitest';
import { serverFailure } from '@rr/ui/form';
import { PASSWORD_CODE_FIELDS } from '@rr/ui/account';
import { PROFILE_CODE_FIELDS, profileBody, profileChanged, profileValues, savedValues } from './profile-form';

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

describe('savedValues', () => {
  it('puts a saved body back in the form, a missing phone as empty', () => {
    expect(savedValues({ firstName: 'Ada', lastName: 'Admin', email: 'ada@example.com', phone: undefined })).toEqual({ firstName: 'Ada', lastName: 'Admin', email: 'ada@example.com', phone: '' });
  });
});

describe('failed saves', () => {
  const profileFields = ['firstName', 'lastName', 'email', 'phone'];
  const passwordFields = ['currentPassword', 'password', 'confirmPassword'];

  it('puts VALIDATION details on their fields, with no message for the whole form', () => {
    const error = new ApiError('Invalid phone number', {
      status: 400,
      code: 'VALIDATION',
      body: { code: 'VALIDATION', details: { phone: { id: 'validation.phone.invalid', message: 'Invalid phone number' } } },
    });
    expect(serverFailure(error, profileFields, PROFILE_CODE_FIELDS)).toEqual({ fields: { phone: { id: 'validation.phone.invalid', defaultMessage: 'Invalid phone number' } }, problem: null, focus: true });
  });
  it('puts EMAIL_TAKEN on the e-mail', () => {
    expect(serverFailure(new ApiError('taken', { status: 409, code: 'EMAIL_TAKEN' }), profileFields, PROFILE_CODE_FIELDS).fields.email?.id).toBe('error.EMAIL_TAKEN');
  });
  it('puts CURRENT_PASSWORD_WRONG on the current password', () => {
    expect(serverFailure(new ApiError('wrong', { status: 400, code: 'CURRENT_PASSWORD_WRONG' }), passwordFields, PASSWORD_CODE_FIELDS).fields).toEqual({
      currentPassword: { id: 'error.CURRENT_PASSWORD_WRONG', defaultMessage: 'Your current password is not correct' },
    });
  });
  it('says other failures for the whole form', () => {
    expect(serverFailure(new ApiError('down', { status: 503, code: 'UNAVAILABLE' }), passwordFields, PASSWORD_CODE_FIELDS)).toEqual({
      fields: {},
      problem: expect.objectContaining({ id: 'error.UNAVAILABLE' }),
      focus: true,
    });
  });
});
