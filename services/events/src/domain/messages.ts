import { z } from 'zod';

/** Messages this service consumes (group `events`, declared in entry-points/consumers.ts), as published by identity. */

/** Two rider accounts became one: `removedRiderId` was deleted, `keptRiderId` stays. */
export const RIDERS_MERGED = 'riders.merged';
export const RidersMerged = z
  .object({ keptRiderId: z.string().min(1), removedRiderId: z.string().min(1) })
  .refine((m) => m.keptRiderId !== m.removedRiderId, 'a rider cannot be merged into themself');
export type RidersMerged = z.infer<typeof RidersMerged>;
