import { describe, expect, it } from 'vitest';
import { fieldErrors, pinSchema } from '@rr/contracts';
import type { Session, SessionUser } from '@rr/session';
import { normalisePinInput, pinStep, pinUrl } from './pin-step';

const rider: SessionUser = { _id: 'r1', type: 'rider', email: 'r@example.com', emailVerified: true, deActivated: false };
const signedIn = (user: SessionUser & { hasPin?: boolean }, proxyHost = false): Session => ({ authenticated: true, type: user.type, user, proxyHost });

describe('pinStep', () => {
  it('shows the form to a signed-in rider without a PIN', () => {
    expect(pinStep(signedIn(rider))).toEqual({ kind: 'form', riderId: 'r1' });
    expect(pinStep(signedIn({ ...rider, hasPin: false }))).toEqual({ kind: 'form', riderId: 'r1' });
  });

  it('sends everyone else to log in first', () => {
    expect(pinStep({ authenticated: false })).toEqual({ kind: 'login' });
    expect(pinStep(null)).toEqual({ kind: 'login' });
    expect(pinStep(signedIn({ ...rider, type: 'dealer' }))).toEqual({ kind: 'login' });
  });

  it('asks an unverified rider to verify the e-mail first, unless an admin is acting as the rider', () => {
    expect(pinStep(signedIn({ ...rider, emailVerified: false }))).toEqual({ kind: 'verify-email' });
    expect(pinStep(signedIn({ ...rider, emailVerified: false }, true))).toEqual({ kind: 'form', riderId: 'r1' });
  });

  it('sends a rider who already has a PIN to the profile', () => {
    expect(pinStep(signedIn({ ...rider, hasPin: true }))).toEqual({ kind: 'has-pin' });
  });
});

describe('PIN input', () => {
  it('keeps four digits and validates with the shared schema', () => {
    expect(normalisePinInput('12a3-45')).toBe('1234');
    expect(pinSchema.safeParse({ pin: '0042', confirmPin: '0042' }).success).toBe(true);
    const result = pinSchema.safeParse({ pin: '42', confirmPin: '43' });
    const errors = result.success ? {} : fieldErrors(result.error);
    expect(errors.pin?.defaultMessage).toBe('PIN must be 4 numbers');
    expect(errors.confirmPin?.defaultMessage).toBe('Both PIN inputs must be the same');
  });

  it('puts the rider id in the PUT path', () => {
    expect(pinUrl('a/b')).toBe('/api/rider/rider/a%2Fb/pin');
  });
});
