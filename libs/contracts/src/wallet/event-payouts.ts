import { z } from 'zod';
import { payoutDecisionFields } from './payout-reasons';

/** An event's payout decisions (the promoter and staff see why each result line pays or not). */

/**
 * One result line's (or bonus's) decision, as the payouts rules engine made it for the event's current results:
 * `resultId` for a result line (the events service's result `_id`), `bonusId` for a bonus added at the event.
 */
export const eventPayoutDecisionSchema = z.object({
  resultId: z.string().optional(),
  bonusId: z.string().optional(),
  riderId: z.string().nullable(),
  ...payoutDecisionFields,
  lotType: z.enum(['cash', 'credit', 'bonus']).nullable(),
  withholdPercent: z.number().int(),
});
export type EventPayoutDecision = z.infer<typeof eventPayoutDecisionSchema>;

/**
 * `GET /api/{promoter|admin}/event-payouts/{eventId}` → the decisions of the event's results at `version` (the
 * `results.published` version the payouts service applied). 404 before the service has applied any results of the
 * event, and for a promoter for someone else's event.
 */
export const eventPayoutsAnswerSchema = z.object({ eventId: z.string(), version: z.number().int(), decisions: z.array(eventPayoutDecisionSchema) });
export type EventPayoutsAnswer = z.infer<typeof eventPayoutsAnswerSchema>;
