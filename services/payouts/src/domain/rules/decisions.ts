import { PAYOUT_REASON_CODES, type BikeValidity, type PayoutReasonCode, type PublishedLine } from '@rr/contracts';
import type { PlaceRange, RiderTier, RuleSet } from '@rr/contracts/rule-sets';

// What the payout rules engine (payout-rules.ts) decides: a decision per result line and bonus, its reason and the
// clause of the rule set that decided it, and the facts of the riders it reads.

/** Why a line pays, waits or does not pay (@rr/contracts; the rider, promoter and staff see it translated: `payout.reason.<code>`). */
export const PAYOUT_REASONS = PAYOUT_REASON_CODES;
export type PayoutReason = PayoutReasonCode;

export interface RiderFacts {
  riderId: string;
  active: boolean;
  pro: boolean;
  /** Driver's licence and W-9 both on file (pro riders need them for cash). */
  documentsOnFile: boolean;
  /** Set by programme staff: part of a cash prize is withheld. */
  nonResidentAlien: boolean;
  /** `make` as registered ('' when unknown: no make check); `saleDate` the retail sale's day (YYYY-MM-DD) when on record. */
  bikes: Array<{ vin: string; year: number; valid: BikeValidity; make?: string; saleDate?: string | null }>;
  /** The day the rider's account was made (YYYY-MM-DD); absent when not known, and no registration deadline applies. */
  registeredOn?: string;
  /** Flags programme staff set on the rider (`factory-supported`, any a rule set names). */
  flags?: readonly string[];
}

export interface RulesContext {
  rules: RuleSet;
  riders: ReadonlyMap<string, RiderFacts>;
  /**
   * The same race published twice (another event of the same day and country, same class): the event that pays this
   * rider's line instead of this one, or null when this one pays. `amountCents` is what this line would pay.
   */
  paidElsewhere?: (riderId: string, className: string, amountCents: number) => { eventId: string; title?: string } | null | boolean;
  /** True when staff already paid the rider for this class at this event by approving their payout claim. */
  paidByClaim?: (riderId: string, className: string) => boolean;
  /** True once the series has finished (`series.finished` applied for this event): its dealer credit is paid at once. */
  seriesFinished?: (seriesId: string) => boolean;
}

export type Outcome = 'paid' | 'pending' | 'notPaid';

/** The parts of a rule set a decision can rest on (`admin.rules.clause.<id>` names them for people). */
export const RULE_CLAUSES = ['event', 'resultTypes', 'programmeRider', 'result', 'minimumRiders', 'placeAmounts', 'rider', 'sameRace', 'claims', 'classesPerEvent', 'classesPerMachine', 'bike', 'modelYears', 'documents', 'series', 'bonus'] as const;
export type RuleClause = (typeof RULE_CLAUSES)[number];

/** Which clause of the rule set decided, and the tier of the minimum and the place range it fell in, when they mattered. */
export interface DecisionRule {
  clause: RuleClause;
  tier?: RiderTier;
  range?: PlaceRange;
}
export type LotKind = 'cash' | 'credit' | 'bonus';

export interface Decision {
  /** `line:<resultId>` or `bonus:<bonusId>`: stable across versions of the event's results. */
  key: string;
  riderId: string | null;
  classId: string | null;
  className: string | null;
  place: number | null;
  outcome: Outcome;
  reason: PayoutReason;
  /** What it pays (paid), or will pay once the wait is over (pending); 0 when not paid. */
  amountCents: number;
  lotType: LotKind | null;
  withholdPercent: number;
  /** The registered unit it was paid on. */
  vin: string | null;
  /** The numbers behind the reason (finishers and the minimum, model years, classes already paid). */
  facts: Record<string, number | string>;
  rule: DecisionRule;
}

/** A line the rules do not pay, and why. */
export const notPaid = (line: PublishedLine, reason: PayoutReason, facts: Decision['facts'] = {}, rule: DecisionRule = { clause: CLAUSE_OF[reason] }): Decision => ({
  key: `line:${line.resultId}`,
  riderId: line.riderId,
  classId: line.classId,
  className: line.className,
  place: line.place,
  outcome: 'notPaid',
  reason,
  amountCents: 0,
  lotType: null,
  withholdPercent: 0,
  vin: null,
  facts,
  rule,
});

/** The clause a reason comes from, when nothing more precise (a tier, a range) is known. */
export const CLAUSE_OF: Record<PayoutReason, RuleClause> = {
  paid: 'placeAmounts',
  documentsMissing: 'documents',
  seriesNotFinished: 'series',
  eventCanceled: 'event',
  eventNotPaying: 'event',
  resultTypeNotPaid: 'resultTypes',
  notProgrammeRider: 'programmeRider',
  didNotStart: 'result',
  didNotFinish: 'result',
  classNoPayout: 'placeAmounts',
  classTooSmall: 'minimumRiders',
  tierPlaceNotPaid: 'minimumRiders',
  placeNotPaid: 'placeAmounts',
  riderInactive: 'programmeRider',
  riderIneligible: 'rider',
  riderRegisteredLate: 'rider',
  otherSanctionPaid: 'sameRace',
  bikeNotRegistered: 'bike',
  vinNotVerified: 'bike',
  bikeMakeNotEligible: 'bike',
  bikeTooOld: 'modelYears',
  bikeTooNew: 'modelYears',
  bikeSaleNotRecorded: 'bike',
  bikeSoldAfterRace: 'bike',
  sameBike: 'classesPerMachine',
  classLimit: 'classesPerEvent',
  claimApproved: 'claims',
  claimPaid: 'claims',
  bikeNotNamed: 'classesPerMachine',
  otherMake: 'bike',
  resultRemoved: 'result',
};
