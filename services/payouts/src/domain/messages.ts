import { z } from 'zod';
import { CURRENCIES } from '../data-access/models/index.js';

/** Messages this service consumes (group `payouts`, declared in entry-points/consumers.ts), as published by identity. */

/** A rider account now exists: open their wallet in `currency`. */
export const RIDER_REGISTERED = 'rider.registered';
export const RiderRegistered = z.object({ riderId: z.string().min(1), currency: z.enum(CURRENCIES) });
export type RiderRegistered = z.infer<typeof RiderRegistered>;

/** Two rider accounts became one: `removedRiderId` was deleted, `keptRiderId` stays. */
export const RIDERS_MERGED = 'riders.merged';
export const RidersMerged = z
  .object({ keptRiderId: z.string().min(1), removedRiderId: z.string().min(1) })
  .refine((m) => m.keptRiderId !== m.removedRiderId, 'a rider cannot be merged into themself');
export type RidersMerged = z.infer<typeof RidersMerged>;

/** An event's whole result set at a version (events service; schema `resultsPublishedSchema` in @rr/contracts). */
export const RESULTS_PUBLISHED = 'results.published';
