import type { PublishedLine, ResultsPublished } from '@rr/contracts';
import type { PlaceRange, RiderTier, RuleSet } from '@rr/contracts/rule-sets';
import type { Decision, LotKind, PayoutReason, RiderFacts, RulesContext } from './decisions.js';

// The parts of a decision that depend on the rider: when a paying line waits (documents, the series' end), why their
// bikes cannot be paid on, and whether their account came too late.

export /** A line with what the rule set pays for its place: the place range's amount and type, else the event's payout table. */
interface PricedLine extends PublishedLine {
  range: PlaceRange | null;
}

export /** Why one registered bike cannot be paid on, and how far it got through the checks (a higher stage is nearer to paying). */
interface BikeProblem {
  stage: number;
  reason: PayoutReason;
  facts: Decision['facts'];
}

/** A class below the lowest tier: how many were counted against the minimum (and, when not finishers, what was counted). */
export function tooSmallFacts(count: number, rules: RuleSet): Decision['facts'] {
  const minimum = Math.min(...rules.minimumRiders.tiers.map((tier) => tier.atLeast));
  return rules.minimumRiders.count === 'finishers' ? { finishers: count, minimum } : { finishers: count, minimum, counted: rules.minimumRiders.count };
}

/** The days by which the rider's account came after the rule set's deadline for this race, as facts, or null. */
export function registeredLate(rider: RiderFacts, raceDay: string, withinDays: number | null): Decision['facts'] | null {
  if (withinDays === null || !rider.registeredOn) return null;
  const deadline = new Date(Date.parse(`${raceDay.slice(0, 10)}T00:00:00Z`) + withinDays * 86_400_000).toISOString().slice(0, 10);
  return rider.registeredOn > deadline ? { registeredOn: rider.registeredOn, deadline, days: withinDays } : null;
}

/**
 * Why none of a rider's bikes can be paid on: none registered, else the problem of the bike that came nearest (a VIN
 * not verified, then a make the rules exclude, then the model year, then the sale date); among model years, the
 * newest bike's.
 */
export function nearestProblem(problems: BikeProblem[]): [PayoutReason, Decision['facts']?] {
  if (problems.length === 0) return ['bikeNotRegistered'];
  const stage = Math.max(...problems.map((p) => p.stage));
  const nearest = problems.filter((p) => p.stage === stage);
  if (stage === 0) return ['vinNotVerified'];
  if (stage === 2) {
    const newest = nearest.reduce((a, b) => (Number(b.facts.modelYear) > Number(a.facts.modelYear) ? b : a));
    return [newest.reason, newest.facts];
  }
  return [nearest[0]!.reason, nearest[0]!.facts];
}

/** Cash waits for the rider's documents when the rule set asks them of this rider (of pro riders, by the spec's rules). */
function documentsNeeded(rider: RiderFacts, rules: RuleSet): boolean {
  return rules.rider.documentsForCash === 'everyone' || (rules.rider.documentsForCash === 'pro' && rider.pro);
}

export function pendingOrPaid(lotType: LotKind, amountCents: number, rider: RiderFacts, results: ResultsPublished, context: RulesContext): Pick<Decision, 'outcome' | 'reason' | 'withholdPercent'> & Partial<Pick<Decision, 'rule'>> {
  const { rules } = context;
  const withholdPercent = lotType === 'cash' && rider.nonResidentAlien ? rules.withholdingPercent : 0;
  if (lotType === 'cash' && documentsNeeded(rider, rules) && !rider.documentsOnFile) return { outcome: 'pending', reason: 'documentsMissing', withholdPercent, rule: { clause: 'documents' } };
  // Dealer credit is paid at the end of a series (spec §9): it waits until the series has finished.
  if (lotType === 'credit' && results.seriesId && !context.seriesFinished?.(results.seriesId)) return { outcome: 'pending', reason: 'seriesNotFinished', withholdPercent, rule: { clause: 'series' } };
  return { outcome: amountCents > 0 ? 'paid' : 'notPaid', reason: 'paid', withholdPercent };
}

export function paidDecision(line: PricedLine, riderId: string, rider: RiderFacts, results: ResultsPublished, context: RulesContext, vin: string | null, tier: RiderTier): Decision {
  const lotType: LotKind = line.payoutType === 'cash' ? 'cash' : 'credit';
  return {
    key: `line:${line.resultId}`,
    riderId,
    classId: line.classId,
    className: line.className,
    place: line.place,
    amountCents: line.placeAmount,
    lotType,
    vin,
    facts: {},
    rule: { clause: 'placeAmounts', tier, ...(line.range ? { range: line.range } : {}) },
    ...pendingOrPaid(lotType, line.placeAmount, rider, results, context),
  };
}
