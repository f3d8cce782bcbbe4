import { z } from 'zod';
import { CURRENCIES } from '../enums';
import type { PayoutReasonCode } from './payout-reasons';

/** An event's payout decisions as everyone may read them (the public event page). */

/**
 * The reasons anyone may read as the payout rules gave them: rules about the event, the result, the class, the place
 * and the series, which anyone can check against the published results. Every paid line reads `paid`.
 */
export const PUBLIC_RULE_REASON_CODES = [
  'paid',
  'seriesNotFinished',
  'eventCanceled',
  'eventNotPaying',
  'resultTypeNotPaid',
  'notProgrammeRider',
  'didNotStart',
  'didNotFinish',
  'classNoPayout',
  'classTooSmall',
  'placeNotPaid',
  'classLimit',
  'sameBike',
  'otherSanctionPaid',
  'tierPlaceNotPaid',
] as const satisfies readonly PayoutReasonCode[];
/**
 * What the public reads for any other reason: those are the rider's own business with the programme (documents,
 * the account, bikes and VINs, payout claims, and any reason added later), never told apart in public.
 */
export const RIDER_REQUIREMENTS_REASON = 'riderRequirements';
/** A public decision's reason (`public.payout.reason.<code>` on the public site). */
export const PUBLIC_PAYOUT_REASON_CODES = [...PUBLIC_RULE_REASON_CODES, RIDER_REQUIREMENTS_REASON] as const;
export type PublicPayoutReasonCode = (typeof PUBLIC_PAYOUT_REASON_CODES)[number];

/**
 * One result line's (`resultId`) or bonus's (`bonusId`) decision as the public sees it: never the rider, the facts
 * behind the reason or the tax withheld.
 */
export const publicPayoutDecisionSchema = z.object({
  resultId: z.string().optional(),
  bonusId: z.string().optional(),
  outcome: z.enum(['paid', 'pending', 'notPaid']),
  reason: z.enum(PUBLIC_PAYOUT_REASON_CODES),
  /** What it pays (paid) or will pay once the wait is over (pending), before any tax; null when not paid. */
  amountCents: z.number().int().nullable(),
  currency: z.enum(CURRENCIES),
  /** cash, dealer credit or bonus credit (paid and pending); null when not paid. */
  lotType: z.enum(['cash', 'credit', 'bonus']).nullable(),
});
export type PublicPayoutDecision = z.infer<typeof publicPayoutDecisionSchema>;

/**
 * `GET /api/event-payouts/{eventId}` (anyone) → the decisions of the event's results at `version` (the
 * `results.published` version the payouts service applied: below the event's `resultsVersion` while the rules catch
 * up). 404 before the service has applied any results of the event.
 */
export const publicEventPayoutsAnswerSchema = z.object({ eventId: z.string(), version: z.number().int(), decisions: z.array(publicPayoutDecisionSchema) });
export type PublicEventPayoutsAnswer = z.infer<typeof publicEventPayoutsAnswerSchema>;
