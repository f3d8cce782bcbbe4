import type { Currency } from './currency.js';

/**
 * Messages this service publishes through its outbox (each consuming service subscribes its own group to them).
 */

/** A rider account now exists; payouts opens the rider's wallet in `currency`. */
export const RIDER_REGISTERED = 'rider.registered';
export interface RiderRegistered {
  riderId: string;
  currency: Currency;
}

/** Two rider accounts were merged; events moves results and payouts the wallet to the kept rider. */
export const RIDERS_MERGED = 'riders.merged';
export interface RidersMerged {
  keptRiderId: string;
  removedRiderId: string;
}
