import { describe, expect, it } from 'vitest';
import { ApiError } from '@rr/api-client';
import { fieldErrors, recoveryCodeSchema } from '@rr/contracts';
import { serverFailure } from '@rr/ui/form';
import { normaliseCodeInput, recoveredDestination, recoveryReducer, resetToken } from './recovery-flow';

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
    expect(recoveryCodeSchema.safeParse({ email: 'r@example.com', code: normaliseCodeInput('123 456') }).success).toBe(true);
    const short = recoveryCodeSchema.safeParse({ email: 'r@example.com', code: '123' });
    expect(short.success ? null : fieldErrors(short.error).code?.defaultMessage).toBe('Enter the 6-digit code from the email');
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

describe('a failed code check (the code form: only the code is on screen, CODE_INVALID belongs to it)', () => {
  const failed = (error: ApiError) => serverFailure(error, ['code'], { CODE_INVALID: 'code' });

  it('shows a wrong code at the code input, focused, with no alert', () => {
    expect(failed(new ApiError('x', { status: 400, code: 'CODE_INVALID' }))).toEqual({
      fields: { code: expect.objectContaining({ id: 'error.CODE_INVALID' }) },
      problem: null,
      focus: true,
    });
  });

  it('does the same for a VALIDATION detail on the code', () => {
    const error = new ApiError('x', { status: 400, code: 'VALIDATION', body: { details: { code: { id: 'validation.code.format', message: 'Enter the 6-digit code from the email' } } } });
    expect(failed(error)).toEqual({ fields: { code: { id: 'validation.code.format', defaultMessage: 'Enter the 6-digit code from the email' } }, problem: null, focus: true });
  });

  it('says any other problem in the alert', () => {
    expect(failed(new ApiError('x', { status: 429, code: 'TOO_MANY_ATTEMPTS', body: { details: { minutes: 15 } } }))).toEqual({
      fields: {},
      problem: expect.objectContaining({ id: 'error.TOO_MANY_ATTEMPTS', values: { minutes: 15 } }),
      focus: true,
    });
  });
});
