import type { Currency } from './currency.js';

/**
 * Messages this service publishes through its outbox (consumers per topic: server-kit SUBSCRIPTIONS).
 */

/** A rider account now exists; payouts opens the rider's wallet in `currency`. */
export const RIDER_REGISTERED = 'rider.registered';
export interface RiderRegistered {
  riderId: string;
  currency: Currency;
}
