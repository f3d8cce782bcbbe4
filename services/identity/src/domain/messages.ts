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

/**
 * A promoter's season as the programme team decided it (approved, rejected, pending again after an undo, answers
 * changed): events keeps it to name the sanctioning bodies in `results.published` (AMA, else the other sanction the
 * application names). `at` orders messages about the same season (the newest wins).
 */
export const PROMOTER_SEASON = 'promoter.season';
export interface PromoterSeason {
  promoterId: string;
  seasonYear: number;
  status: 'pending' | 'approved' | 'rejected';
  sanctioningBodies: string[];
  at: string;
  /** On an approval: the series the application names, which events sets up for the promoter (once per application). */
  series?: ApplicationSeries;
}

/**
 * The series an approved application names, as the application answered: its name, planned races, tracks, where the
 * promoter is (the series starts there), the currency of that country, and what a series has no field for (entries
 * per event, whether classes mix electric and gas bikes).
 */
export interface ApplicationSeries {
  applicationId: string;
  name: string;
  races: number;
  averageEntries: number;
  mixedClasses: boolean;
  tracks: Array<{ name: string; website?: string }>;
  country: string;
  state: string | null;
  zipcode: string;
  currency: Currency;
}

/** A rider's reporting facts (payouts' reporting read model), at every change of one: domain/rider-facts.ts. */
export { RIDER_CHANGED, type RiderChanged } from '@rr/contracts/server';
