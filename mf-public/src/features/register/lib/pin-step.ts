import { apiPath, paths } from '@rr/contracts/routes';
import type { Session } from '@rr/session';

/**
 * The create-PIN step (/register/pin, docs/accounts.md "Email verification"): only a signed-in rider may set a
 * PIN here. Others log in first and come back; an unverified rider verifies the e-mail first (spec §4); a rider
 * who already has a PIN changes it in the profile instead.
 */
export type PinStep =
  | { kind: 'login' }
  | { kind: 'verify-email' }
  | { kind: 'has-pin' }
  | { kind: 'form'; riderId: string };

export function pinStep(session: Session | null): PinStep {
  if (!session?.authenticated || session.type !== 'rider') return { kind: 'login' };
  const user = session.user as typeof session.user & { hasPin?: boolean };
  if (!user.emailVerified && !session.proxyHost) return { kind: 'verify-email' };
  if (user.hasPin === true) return { kind: 'has-pin' };
  return { kind: 'form', riderId: user._id };
}

/** PUT target of the rider's PIN. */
export function pinUrl(riderId: string): string {
  return apiPath('/api/rider/rider/:riderId/pin', { riderId });
}

/** Where the rider goes once the PIN is set. */
export const AFTER_PIN_PATH = paths.rider.dashboard();

/** A PIN input keeps digits only, at most 4. */
export function normalisePinInput(value: string): string {
  return value.replace(/\D/g, '').slice(0, 4);
}
