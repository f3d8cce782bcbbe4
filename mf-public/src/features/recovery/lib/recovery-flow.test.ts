import { describe, expect, it } from 'vitest';
import { recoveryCodeSchema, validate } from '@rr/validation';
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
