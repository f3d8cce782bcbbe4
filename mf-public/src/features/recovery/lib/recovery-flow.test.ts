import { describe, expect, it } from 'vitest';
import { recoveryCodeSchema, validate } from '@rr/validation';
import { submitFailure } from '../../../lib/form';
import { codeFailure, normaliseCodeInput, recoveredDestination, recoveryReducer, resetToken } from './recovery-flow';

describe('resetToken', () => {
  it('reads the token of the e-mailed link', () => {
    expect(resetToken(new URLSearchParams('token=abc123'))).toBe('abc123');
    expect(resetToken(new URLSearchParams('token=%20'))).toBeNull();
    expect(resetToken(new URLSearchParams(''))).toBeNull();
  });
});

describe('account recovery steps', () => {
  it('moves to the code step with the e-mail the code went to, and back', () => {
    const code = recoveryReducer({ step: 'email' }, { type: 'codeSent', email: 'r@example.com' });
    expect(code).toEqual({ step: 'code', email: 'r@example.com' });
    expect(recoveryReducer(code, { type: 'changeEmail' })).toEqual({ step: 'email' });
  });

  it('keeps six digits of a pasted code, which the shared schema accepts', () => {
    expect(normaliseCodeInput(' 123-456 7')).toBe('123456');
    expect(validate(recoveryCodeSchema, { email: 'r@example.com', code: normaliseCodeInput('123 456') })).toEqual({ ok: true });
    const short = validate(recoveryCodeSchema, { email: 'r@example.com', code: '123' });
    expect(short.ok ? null : short.errors.code?.defaultMessage).toBe('Enter the 6-digit code from the email');
  });
});

describe('recoveredDestination', () => {
  it("sends the user to their own area after the new password", () => {
    expect(recoveredDestination({ type: 'dealer', user: {} })).toBe('/auth/dealer');
    expect(recoveredDestination({ authenticated: true, user: { type: 'rider' } })).toBe('/auth/rider');
    expect(recoveredDestination(undefined, 'promoter')).toBe('/auth/promoter');
  });

  it('gives nothing when no user type is known', () => {
    expect(recoveredDestination({}, null)).toBeNull();
    expect(recoveredDestination({ type: 'root' })).toBeNull();
  });
});

describe('codeFailure', () => {
  const failed = (error: { code: string; message?: string; body?: unknown }) => codeFailure(error, submitFailure(error, ['code']));

  it('shows a wrong code at the code input, focused, with no alert', () => {
    expect(failed({ code: 'CODE_INVALID', message: 'x' })).toEqual({
      fields: { code: expect.objectContaining({ id: 'error.CODE_INVALID' }) },
      problem: null,
      focus: 'code',
    });
  });

  it('does the same for a VALIDATION detail on the code', () => {
    const result = failed({ code: 'VALIDATION', body: { details: { code: { id: 'validation.code.invalid', message: 'Enter the 6-digit code' } } } });
    expect(result).toEqual({ fields: { code: { id: 'validation.code.invalid', defaultMessage: 'Enter the 6-digit code' } }, problem: null, focus: 'code' });
  });

  it('says any other problem in the alert, focus left alone', () => {
    expect(failed({ code: 'TOO_MANY_ATTEMPTS', message: 'x' })).toEqual({
      fields: {},
      problem: expect.objectContaining({ id: 'error.TOO_MANY_ATTEMPTS' }),
      focus: null,
    });
  });
});
