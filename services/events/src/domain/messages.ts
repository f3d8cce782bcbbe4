import { z } from 'zod';

/** Messages this service consumes (group `events`, declared in entry-points/consumers.ts), as published by identity. */

/** Two rider accounts became one: `removedRiderId` was deleted, `keptRiderId` stays. */
export const RIDERS_MERGED = 'riders.merged';
export const RidersMerged = z
  .object({ keptRiderId: z.string().min(1), removedRiderId: z.string().min(1) })
  .refine((m) => m.keptRiderId !== m.removedRiderId, 'a rider cannot be merged into themself');
export type RidersMerged = z.infer<typeof RidersMerged>;

/** A promoter's season as identity's programme team decided it: its status and the sanctioning bodies of the series. */
export const PROMOTER_SEASON = 'promoter.season';
export const PromoterSeason = z.object({
  promoterId: z.string().min(1),
  seasonYear: z.number().int().min(2000).max(2100),
  status: z.enum(['pending', 'approved', 'rejected']),
  sanctioningBodies: z.array(z.string().min(1).max(200)).max(10),
  at: z.iso.datetime(),
});
export type PromoterSeason = z.infer<typeof PromoterSeason>;
