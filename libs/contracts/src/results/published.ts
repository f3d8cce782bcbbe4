import { z } from 'zod';
import { CURRENCIES, EVENT_TYPES, PAYOUT_TYPES } from '../enums';
import { BONUS_TYPES } from './bonuses';
import { MATCH_STATUSES, RESULT_STATUSES } from './vocabulary';

/** The contract to payouts (docs/architecture.md "results.published"). */

export const RESULTS_PUBLISHED = 'results.published';

/** One line of `results.published`: everything the payout rules read. */
export const publishedLineSchema = z.object({
  resultId: z.string(),
  classId: z.string(),
  className: z.string(),
  startGroup: z.string().nullable(),
  payoutType: z.enum(PAYOUT_TYPES),
  /** What this place of the class posts, in cents of the event's currency (0 past the paid places). */
  placeAmount: z.number().int(),
  place: z.number().int(),
  status: z.enum(RESULT_STATUSES),
  resultType: z.string(),
  riderId: z.string().nullable(),
  riderName: z.string(),
  bikeVin: z.string().nullable(),
  /** The bike as the sheet names it (free text, often the make and model): a make that contradicts the rider's bikes is not paid. */
  bike: z.string().default(''),
  matchStatus: z.enum(MATCH_STATUSES),
});
export type PublishedLine = z.infer<typeof publishedLineSchema>;

/**
 * Published in the events service's outbox whenever an event's results are set, changed or deleted: the whole
 * result set of the event at `version` (1, 2, …; a consumer keeps the highest it applied and ignores older or
 * equal versions, so a redelivery or a re-publish is harmless). `lines` empty = the results were deleted.
 */
export const resultsPublishedSchema = z.object({
  eventId: z.string(),
  version: z.number().int().min(1),
  seriesId: z.string().nullable(),
  promoterId: z.string(),
  title: z.string(),
  country: z.string(),
  currency: z.enum(CURRENCIES),
  startDate: z.string(),
  endDate: z.string(),
  type: z.enum(EVENT_TYPES),
  /** The bodies that sanction the event: its own, else the promoter's application for its season; empty when unknown. */
  sanctioningBodies: z.array(z.string()),
  canceled: z.boolean(),
  payingEvent: z.boolean(),
  /**
   * Events on the same day in the same country that programme staff marked as a different race: a rider paid at one
   * of them is paid here too. Every other event of that day and country with the same class is the same race
   * published twice (a double sanction), which pays once.
   */
  distinctRaceIds: z.array(z.string()).default([]),
  lines: z.array(publishedLineSchema),
  /** Bonuses added at the event (each for a matched programme rider), in cents of `currency`. */
  bonuses: z
    .array(z.object({ bonusId: z.string(), riderId: z.string(), riderName: z.string(), amountCents: z.number().int(), payoutType: z.enum(BONUS_TYPES), note: z.string() }))
    .default([]),
});
export type ResultsPublished = z.infer<typeof resultsPublishedSchema>;
