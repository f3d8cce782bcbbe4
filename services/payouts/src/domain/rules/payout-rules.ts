import { makeNamedIn, sameMake, type PublishedLine, type ResultsPublished } from '@rr/contracts';
import { modelYearWindow, rangeFor, resultTypesFor, tierFor, type RiderTier, type RuleSet } from '@rr/contracts/rule-sets';
import { CLAUSE_OF, notPaid, type Decision, type DecisionRule, type LotKind, type PayoutReason, type RiderFacts, type RulesContext } from './decisions.js';
import { nearestProblem, paidDecision, pendingOrPaid, registeredLate, tooSmallFacts, type BikeProblem, type PricedLine } from './paying-decision.js';

export * from './decisions.js';

/**
 * The payout rules engine (spec §9): a pure function from one event's published result set, the facts of its riders
 * and the programme's rule set (@rr/contracts/rule-sets, docs/rules.md) to one decision per result line and bonus,
 * each saying what it pays or why it does not, and which clause of the rule set (and which tier or place range)
 * decided it. No database, no clock: the consumer supplies everything.
 */

/**
 * Which result type pays at this event: the first of the rule set's result types for its discipline that the results
 * hold, else the last of them (the spec's rules: supercross pays the main event, its overall when the sheet has no
 * main; every other discipline the overall, motocross' being the combined moto scores).
 */
export function payingResultType(results: Pick<ResultsPublished, 'type' | 'lines'>, rules: Pick<RuleSet, 'defaultResultTypes' | 'disciplines'>): string {
  const preferred = resultTypesFor(rules, results.type);
  const present = new Set(results.lines.map((line) => line.resultType));
  return preferred.find((type) => present.has(type)) ?? preferred.at(-1)!;
}

const normaliseVin = (vin: string) => vin.trim().toUpperCase();

/**
 * Which of a rider's lines at one event pays first. `bestPlace` (spec §9: "the rider's best overall finish"): the
 * better place, then on equal places the larger amount; `highestAmount`: the larger amount, then the better place.
 * Then the class name and the line, so the order never depends on the sheet's.
 */
export function finishOrder(selection: RuleSet['selection']): (a: PublishedLine, b: PublishedLine) => number {
  const byName = (a: PublishedLine, b: PublishedLine) => a.className.localeCompare(b.className) || a.resultId.localeCompare(b.resultId);
  return selection === 'highestAmount'
    ? (a, b) => b.placeAmount - a.placeAmount || a.place - b.place || byName(a, b)
    : (a, b) => a.place - b.place || b.placeAmount - a.placeAmount || byName(a, b);
}

/** Riders of a class counted toward its minimum, per the rule set. */
const COUNTED: Record<RuleSet['minimumRiders']['count'], (line: PublishedLine) => boolean> = {
  finishers: (line) => line.status === 'finished',
  starters: (line) => line.status !== 'DNS',
  entries: () => true,
};

export function evaluateResults(results: ResultsPublished, context: RulesContext): Decision[] {
  const { rules, riders } = context;
  const eventYear = Number(results.startDate.slice(0, 4));
  const { oldest: oldestModelYear, newest: newestModelYear } = modelYearWindow(rules.modelYears, eventYear);
  const eventReason: PayoutReason | null = results.canceled ? 'eventCanceled' : results.payingEvent ? null : 'eventNotPaying';
  const paying = payingResultType(results, rules);
  const counted = COUNTED[rules.minimumRiders.count];
  const makes = rules.bike.makes;

  // Riders counted per class, on the paying result type only; classes that start together are not combined.
  const classSize = new Map<string, number>();
  for (const line of results.lines) {
    if (line.resultType === paying && counted(line)) classSize.set(line.classId, (classSize.get(line.classId) ?? 0) + 1);
  }

  // What each place pays: the rule set's place ranges, else the event's payout table for the class.
  const priced = (line: PublishedLine): PricedLine => {
    if (rules.placeRanges.length === 0) return { ...line, range: null };
    const range = rangeFor(rules.placeRanges, line.place);
    return { ...line, placeAmount: range?.amountCents ?? 0, payoutType: range ? range.payoutType : line.payoutType, range };
  };

  const decisions = new Map<string, Decision>();
  const candidates = new Map<string, Array<{ line: PricedLine; tier: RiderTier }>>();
  // Where the same race published twice pays this line instead (the facts name that event, and what this one would pay).
  const elsewhere = new Map<string, Decision['facts'] | null>();
  const paidAt = (line: PublishedLine): Decision['facts'] | null => {
    if (!elsewhere.has(line.resultId)) {
      const other = context.paidElsewhere?.(line.riderId!, line.className, line.placeAmount) ?? null;
      elsewhere.set(line.resultId, other ? { ...(typeof other === 'object' ? { sameRaceEventId: other.eventId, ...(other.title ? { sameRaceEventTitle: other.title } : {}) } : {}), wouldPayCents: line.placeAmount } : null);
    }
    return elsewhere.get(line.resultId)!;
  };
  for (const sheetLine of results.lines) {
    const line = priced(sheetLine);
    const decide = (reason: PayoutReason, facts?: Decision['facts'], rule?: DecisionRule) => decisions.set(line.resultId, notPaid(line, reason, facts, rule));
    const count = classSize.get(line.classId) ?? 0;
    const tier = tierFor(rules.minimumRiders.tiers, count);
    const rider = line.riderId ? riders.get(line.riderId) : undefined;
    const flag = rider?.flags?.find((f) => rules.rider.ineligibleFlags.includes(f));
    const lateBy = rider ? registeredLate(rider, results.startDate, rules.rider.registeredWithinDays) : null;
    if (eventReason) decide(eventReason);
    else if (line.resultType !== paying) decide('resultTypeNotPaid', { paidResultType: paying });
    else if (line.matchStatus !== 'matched' || !line.riderId || !rider) decide('notProgrammeRider');
    else if (line.status === 'DNS') decide('didNotStart');
    else if (line.status === 'DNF') decide('didNotFinish');
    else if (sheetLine.payoutType === 'noPayout') decide('classNoPayout');
    else if (!tier) decide('classTooSmall', tooSmallFacts(count, rules), { clause: 'minimumRiders', tier: rules.minimumRiders.tiers[0]! });
    else if (tier.paidPlaces !== null && line.place > tier.paidPlaces) decide('tierPlaceNotPaid', { counted: count, atLeast: tier.atLeast, paidPlaces: tier.paidPlaces }, { clause: 'minimumRiders', tier });
    else if (line.placeAmount <= 0) decide('placeNotPaid', {}, { clause: 'placeAmounts', ...(line.range ? { range: line.range } : {}) });
    else if (!rider.active) decide('riderInactive');
    else if (flag) decide('riderIneligible', { flag });
    else if (lateBy) decide('riderRegisteredLate', lateBy);
    else if (paidAt(line)) decide('otherSanctionPaid', paidAt(line)!);
    else if (context.paidByClaim?.(line.riderId, line.className)) decide('claimPaid');
    else candidates.set(line.riderId, [...(candidates.get(line.riderId) ?? []), { line, tier }]);
  }

  /** What keeps a bike from being paid on at this event, or null when it is eligible. */
  const bikeProblem = (bike: RiderFacts['bikes'][number]): BikeProblem | null => {
    if (bike.valid === 'invalid' || (rules.bike.verifiedVin && bike.valid !== 'verified')) return { stage: 0, reason: 'vinNotVerified', facts: { vin: bike.vin } };
    if (makes.length > 0 && !makes.some((make) => sameMake(make, bike.make ?? ''))) return { stage: 1, reason: 'bikeMakeNotEligible', facts: { make: bike.make ?? '' } };
    if (bike.year < oldestModelYear) return { stage: 2, reason: 'bikeTooOld', facts: { modelYear: bike.year, oldestModelYear } };
    if (bike.year > newestModelYear) return { stage: 2, reason: 'bikeTooNew', facts: { modelYear: bike.year, newestModelYear } };
    if (rules.bike.soldBeforeRace && !bike.saleDate) return { stage: 3, reason: 'bikeSaleNotRecorded', facts: { vin: bike.vin } };
    if (rules.bike.soldBeforeRace && bike.saleDate! > results.startDate) return { stage: 3, reason: 'bikeSoldAfterRace', facts: { saleDate: bike.saleDate!, raceDate: results.startDate } };
    return null;
  };
  const order = finishOrder(rules.selection);
  const perMachine = rules.classesPerMachine;

  // Per rider: the first finishes by the rule set's selection, at most `classesPerEvent` of them and
  // `classesPerMachine` on each registered unit.
  for (const [riderId, entries] of candidates) {
    const rider = riders.get(riderId)!;
    const tierOf = new Map(entries.map(({ line, tier }) => [line.resultId, tier]));
    const eligibleBikes = rider.bikes.filter((bike) => !bikeProblem(bike));
    // Classes paid on each unit, and those paid on a unit not known (the rider has several and the sheet named none).
    const used = new Map<string, number>();
    const usedOn = (vin: string) => used.get(normaliseVin(vin)) ?? 0;
    let unknownPaid = 0;
    let paid = 0;
    const pay = (line: PricedLine, vin: string | null) => {
      if (vin) used.set(vin, usedOn(vin) + 1);
      else unknownPaid += 1;
      paid += 1;
      decisions.set(line.resultId, paidDecision(line, riderId, rider, results, context, vin, tierOf.get(line.resultId)!));
    };
    const classLimit = (): [PayoutReason, Decision['facts']] => ['classLimit', { paidClasses: paid, maximum: rules.classesPerEvent }];
    // The sheet's VIN names the unit; lines that name none come after, so a named unit is never taken for a guess.
    const ordered = entries.map(({ line }) => line).sort(order);
    const named = ordered.filter((line) => line.bikeVin);
    const unnamed = ordered.filter((line) => !line.bikeVin);
    for (const line of named) {
      const decide = (reason: PayoutReason, facts?: Decision['facts']) => decisions.set(line.resultId, notPaid(line, reason, facts));
      if (paid >= rules.classesPerEvent) {
        decide(...classLimit());
        continue;
      }
      const bike = rider.bikes.find((b) => normaliseVin(b.vin) === normaliseVin(line.bikeVin!));
      const problem = bike ? bikeProblem(bike) : null;
      if (!bike) decide('bikeNotRegistered', { vin: normaliseVin(line.bikeVin!) });
      else if (problem) decide(problem.reason, problem.facts);
      else if (usedOn(bike.vin) >= perMachine) decide('sameBike', { vin: bike.vin });
      else pay(line, normaliseVin(bike.vin));
    }
    for (const line of unnamed) {
      const decide = (reason: PayoutReason, facts?: Decision['facts']) => decisions.set(line.resultId, notPaid(line, reason, facts));
      const sheetMake = makeNamedIn(line.bike);
      const bikeMakes = eligibleBikes.map((b) => b.make ?? '').filter(Boolean);
      const withRoom = eligibleBikes.filter((bike) => usedOn(bike.vin) < perMachine);
      if (eligibleBikes.length === 0) {
        const [reason, facts] = nearestProblem(rider.bikes.map(bikeProblem).filter((p): p is BikeProblem => p !== null));
        decide(reason, facts);
      } else if (sheetMake && bikeMakes.length === eligibleBikes.length && !bikeMakes.some((make) => sameMake(make, sheetMake))) {
        // The sheet says another make: none of the rider's registered bikes raced this.
        decide('otherMake', { make: sheetMake });
      } else if (paid >= rules.classesPerEvent) {
        decide(...classLimit());
      } else if (eligibleBikes.length === 1) {
        // The rider's only eligible bike: it is the unit, as often as a machine may be paid.
        const vin = normaliseVin(eligibleBikes[0]!.vin);
        if (usedOn(vin) >= perMachine) decide('sameBike', { vin: eligibleBikes[0]!.vin });
        else pay(line, vin);
      } else if (withRoom.length === 0) {
        decide('sameBike');
      } else if (unknownPaid === 0 && withRoom.length === 1) {
        // The sheet named the rider's other bikes for other classes (as often as they may be paid): the one left is this line's.
        pay(line, normaliseVin(withRoom[0]!.vin));
      } else if (eligibleBikes.every((bike) => usedOn(bike.vin) + unknownPaid + 1 <= perMachine)) {
        // Several eligible bikes, and whichever this line and the other unknown ones were raced on, no machine is paid
        // more often than it may be: paid, on a unit not known.
        pay(line, null);
      } else {
        // This line may have been on a machine already paid as often as it may be: it waits until the bike is named.
        decisions.set(line.resultId, { ...paidDecision(line, riderId, rider, results, context, null, tierOf.get(line.resultId)!), outcome: 'pending', reason: 'bikeNotNamed', facts: { bikes: eligibleBikes.length }, rule: { clause: 'classesPerMachine' } });
      }
    }
  }

  const bonuses: Decision[] = results.bonuses.map((bonus) => {
    const base: Decision = {
      key: `bonus:${bonus.bonusId}`,
      riderId: bonus.riderId,
      classId: null,
      className: null,
      place: null,
      outcome: 'notPaid',
      reason: 'paid',
      amountCents: 0,
      lotType: null,
      withholdPercent: 0,
      vin: null,
      facts: {},
      rule: { clause: 'bonus' },
    };
    const rider = riders.get(bonus.riderId);
    const refuse = (reason: PayoutReason): Decision => ({ ...base, reason, rule: { clause: CLAUSE_OF[reason] } });
    if (eventReason) return refuse(eventReason);
    if (!rider) return refuse('notProgrammeRider');
    if (!rider.active) return refuse('riderInactive');
    if (bonus.amountCents <= 0) return refuse('placeNotPaid');
    const lotType: LotKind = bonus.payoutType === 'cash' ? 'cash' : 'bonus';
    return { ...base, ...pendingOrPaid(lotType, bonus.amountCents, rider, results, context), lotType, amountCents: bonus.amountCents };
  });

  return [...results.lines.map((line) => decisions.get(line.resultId)!), ...bonuses];
}
