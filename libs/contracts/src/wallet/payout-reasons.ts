import { z } from 'zod';
import { CURRENCIES } from '../enums';

/** Why a line pays or does not, and what its lot, its credit and its withheld tax are: the payouts rules engine's words. */

/** Why a line pays, waits or does not (the payouts rules engine's reasons; `payout.reason.<code>` in every locale). */
export const PAYOUT_REASON_CODES = [
  'paid',
  'documentsMissing',
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
  'riderInactive',
  'otherSanctionPaid',
  'bikeNotRegistered',
  'vinNotVerified',
  'bikeTooOld',
  'sameBike',
  'classLimit',
  /** Paid by an administrator's approval of the rider's payout claim. */
  'claimApproved',
  /** Not paid again: the rider's approved payout claim already paid this class at this event. */
  'claimPaid',
  /**
   * Waits: the rider has several eligible bikes, one class at the event is already paid, and the sheet does not say
   * which bike this result was on (one machine is paid once). Paid once the promoter, staff or the rider names it.
   */
  'bikeNotNamed',
  /** The sheet names a bike of another make than the rider's registered bikes. */
  'otherMake',
  /** The line is no longer in the event's results (removed, or the results deleted): what it paid was taken back. */
  'resultRemoved',
  /** The class reached a tier of the minimum that pays fewer places than this one (e.g. 3–6 riders: the top 2). */
  'tierPlaceNotPaid',
  /** Staff flagged the rider as not eligible (e.g. factory-supported) under the programme's rules. */
  'riderIneligible',
  /** The rider's account was made later after the race than the programme's rules allow. */
  'riderRegisteredLate',
  /** The bike's make is not one the programme pays for. */
  'bikeMakeNotEligible',
  /** The bike's model year is newer than the programme's window. */
  'bikeTooNew',
  /** The programme pays only machines sold before the race, and this one's sale is not on record. */
  'bikeSaleNotRecorded',
  /** The bike was sold after the race. */
  'bikeSoldAfterRace',
] as const;
export type PayoutReasonCode = (typeof PAYOUT_REASON_CODES)[number];

export const LOT_STATUS_CODES = ['current', 'expired', 'spent', 'earned', 'funded'] as const;

/**
 * How long dealer credit (and bonus credit) lasts by default: it expires this many days after the day it is paid
 * (the payout rules' `creditExpiryDays`, which a programme year may change). Credit earned in a series is paid at the
 * series' end (spec §9), so its days count from then, never from an earlier date.
 */
export const DEFAULT_CREDIT_EXPIRY_DAYS = 365;

/**
 * The tax withheld from a cash award of `amountCents` at `percent` (spec §9: non-resident aliens), in whole cents,
 * half a cent rounded up. The one place it is computed: the ledger posts it, every view shows what the ledger posted.
 */
export function withheldCents(amountCents: number, percent: number): number {
  if (!Number.isSafeInteger(amountCents) || !Number.isInteger(percent) || percent <= 0 || amountCents <= 0) return 0;
  return Math.floor((amountCents * Math.min(percent, 100) + 50) / 100);
}

/**
 * Which clause of the programme's rule set decided a line (docs/rules.md), the tier of the minimum and the place range
 * it fell in when they mattered, and the published version that decided (null: the standard rules). Null for an
 * earning no rule decided (an approved claim, a bonus paid by hand) and for lines decided before rule sets.
 */
export const decisionRuleSchema = z.object({
  clause: z.string(),
  tier: z.object({ atLeast: z.number().int(), paidPlaces: z.number().int().nullable() }).optional(),
  range: z.object({ from: z.number().int(), to: z.number().int(), amountCents: z.number().int(), payoutType: z.string() }).optional(),
  ruleSet: z.object({ id: z.string(), version: z.number().int() }).nullable().optional(),
});
export type DecisionRule = z.infer<typeof decisionRuleSchema>;

/**
 * What the rules engine decided for one line, as a rider's earning and an event's decision both spell it: the class
 * and place, paid or not and why (`facts`: the numbers behind the reason; `rule`: the clause), and the amount in cents
 * of `currency` (what it pays, or will pay once the wait is over; 0 when not paid).
 */
export const payoutDecisionFields = {
  className: z.string().nullable(),
  place: z.number().int().nullable(),
  outcome: z.enum(['paid', 'pending', 'notPaid']),
  reason: z.enum(PAYOUT_REASON_CODES),
  /** The numbers behind the reason: `finishers`, `minimum`, `modelYear`, `oldestModelYear`, `paidClasses`, `maximum`, `vin`, `paidResultType`. */
  facts: z.record(z.string(), z.union([z.string(), z.number()])),
  rule: decisionRuleSchema.nullable().optional(),
  amountCents: z.number().int(),
  currency: z.enum(CURRENCIES),
};
