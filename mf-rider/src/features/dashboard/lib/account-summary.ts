import type { SessionUser } from '@rr/session';

/** Where the rider's VIN checks stand (spec §4): every bike accepted, one waiting, or one to fix (or no bike yet). */
export type VinStatus = 'verified' | 'pending' | 'attention';

/** What the dashboard says about the rider's account, from the session user alone (no extra request). */
export interface AccountSummary {
  email: string;
  phone: string | null;
  bikes: number;
  vin: VinStatus;
  hasPin: boolean;
  /** Five wrong PINs at a dealer's till locked it until the rider sets a new one. */
  pinLocked: boolean;
  emailVerified: boolean;
}

/** The dashboard's account summary for a signed-in rider. */
export function accountSummary(user: SessionUser): AccountSummary {
  const bikes = user.bikes ?? [];
  const vin: VinStatus =
    bikes.length === 0 || bikes.some((bike) => bike.valid === 'invalid')
      ? 'attention'
      : bikes.every((bike) => bike.valid === 'verified')
        ? 'verified'
        : 'pending';
  return {
    email: user.email,
    phone: user.phone ? user.phone : null,
    bikes: bikes.length,
    vin,
    hasPin: user.hasPin === true,
    pinLocked: user.pinLocked === true,
    emailVerified: user.emailVerified,
  };
}
