import { COUNTRIES, CURRENCIES } from '@rr/contracts';
import { z } from 'zod';

/** Messages this service consumes (group `events`, declared in entry-points/consumers.ts), as published by identity. */

/** Two rider accounts became one: `removedRiderId` was deleted, `keptRiderId` stays. */
export const RIDERS_MERGED = 'riders.merged';
export const RidersMerged = z
  .object({ keptRiderId: z.string().min(1), removedRiderId: z.string().min(1) })
  .refine((m) => m.keptRiderId !== m.removedRiderId, 'a rider cannot be merged into themself');
export type RidersMerged = z.infer<typeof RidersMerged>;

/**
 * The series an approved application names (identity's `ApplicationSeries`): events sets it up for the promoter, once
 * per application.
 */
export const ApplicationSeries = z.object({
  applicationId: z.string().min(1).max(36),
  name: z.string().trim().min(1).max(200),
  races: z.number().int().min(1).max(200),
  averageEntries: z.number().int().min(0).max(100_000),
  mixedClasses: z.boolean(),
  tracks: z.array(z.object({ name: z.string().trim().min(1).max(200), website: z.string().max(500).optional() })).max(50),
  country: z.enum(COUNTRIES),
  state: z.string().max(40).nullable(),
  zipcode: z.string().max(12),
  currency: z.enum(CURRENCIES),
});
export type ApplicationSeries = z.infer<typeof ApplicationSeries>;

/**
 * A promoter's season as identity's programme team decided it: its status and the sanctioning bodies of the series;
 * an approval also names the series the application is for (`series`).
 */
export const PROMOTER_SEASON = 'promoter.season';
export const PromoterSeason = z.object({
  promoterId: z.string().min(1),
  seasonYear: z.number().int().min(2000).max(2100),
  status: z.enum(['pending', 'approved', 'rejected']),
  sanctioningBodies: z.array(z.string().min(1).max(200)).max(10),
  at: z.iso.datetime(),
  series: ApplicationSeries.optional(),
});
export type PromoterSeason = z.infer<typeof PromoterSeason>;
