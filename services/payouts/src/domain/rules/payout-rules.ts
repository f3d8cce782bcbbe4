import { PAYOUT_REASON_CODES, makeNamedIn, sameMake, type BikeValidity, type PayoutReasonCode, type PublishedLine, type ResultsPublished } from '@rr/contracts';
import type { ProgrammeRules } from './programme-rules.js';

/**
 * The payout rules engine (spec §9): a pure function from one event's published result set, the facts of its riders
 * and the programme's parameters to one decision per result line and bonus, each saying what it pays or why it does
 * not. No database, no clock: the consumer supplies everything.
 */

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
  /** `make` as registered ('' when unknown: no make check). */
  bikes: Array<{ vin: string; year: number; valid: BikeValidity; make?: string }>;
}

export interface RulesContext {
  rules: ProgrammeRules;
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
}

const notPaid = (line: PublishedLine, reason: PayoutReason, facts: Decision['facts'] = {}): Decision => ({
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
});

/**
 * Which result type pays: supercross pays the main event (its overall when the sheet has no main), every other
 * style the overall (motocross: the combined moto scores).
 */
export function payingResultType(results: Pick<ResultsPublished, 'type' | 'lines'>): string {
  if (results.type === 'supercross' && results.lines.some((line) => line.resultType === 'main')) return 'main';
  return 'overall';
}

const normaliseVin = (vin: string) => vin.trim().toUpperCase();

/**
 * Which of a rider's lines at one event pays first (spec §9: "the rider's best overall finish"): the better place,
 * then on equal places the larger amount, then the class name and the line (so the order never depends on the sheet's).
 * The one place the selection is made, so a programme's own rule can replace it.
 */
export function bestFinishFirst(a: PublishedLine, b: PublishedLine): number {
  return a.place - b.place || b.placeAmount - a.placeAmount || a.className.localeCompare(b.className) || a.resultId.localeCompare(b.resultId);
}

export function evaluateResults(results: ResultsPublished, context: RulesContext): Decision[] {
  const { rules, riders } = context;
  const eventYear = Number(results.startDate.slice(0, 4));
  const oldestModelYear = eventYear - rules.modelYearsBack;
  const newestModelYear = eventYear + 1;
  const eventReason: PayoutReason | null = results.canceled ? 'eventCanceled' : results.payingEvent ? null : 'eventNotPaying';
  const paying = payingResultType(results);

  // Finishers per class, counted on the paying result type only; classes that start together are not combined.
  const finishers = new Map<string, number>();
  for (const line of results.lines) {
    if (line.resultType === paying && line.status === 'finished') finishers.set(line.classId, (finishers.get(line.classId) ?? 0) + 1);
  }

  const decisions = new Map<string, Decision>();
  const candidates = new Map<string, PublishedLine[]>();
  // Where the same race published twice pays this line instead (the facts name that event, and what this one would pay).
  const elsewhere = new Map<string, Decision['facts'] | null>();
  const paidAt = (line: PublishedLine): Decision['facts'] | null => {
    if (!elsewhere.has(line.resultId)) {
      const other = context.paidElsewhere?.(line.riderId!, line.className, line.placeAmount) ?? null;
      elsewhere.set(line.resultId, other ? { ...(typeof other === 'object' ? { sameRaceEventId: other.eventId, ...(other.title ? { sameRaceEventTitle: other.title } : {}) } : {}), wouldPayCents: line.placeAmount } : null);
    }
    return elsewhere.get(line.resultId)!;
  };
  for (const line of results.lines) {
    const decide = (reason: PayoutReason, facts?: Decision['facts']) => decisions.set(line.resultId, notPaid(line, reason, facts));
    const count = finishers.get(line.classId) ?? 0;
    const rider = line.riderId ? riders.get(line.riderId) : undefined;
    if (eventReason) decide(eventReason);
    else if (line.resultType !== paying) decide('resultTypeNotPaid', { paidResultType: paying });
    else if (line.matchStatus !== 'matched' || !line.riderId || !rider) decide('notProgrammeRider');
    else if (line.status === 'DNS') decide('didNotStart');
    else if (line.status === 'DNF') decide('didNotFinish');
    else if (line.payoutType === 'noPayout') decide('classNoPayout');
    else if (count < rules.minFinishers) decide('classTooSmall', { finishers: count, minimum: rules.minFinishers });
    else if (line.placeAmount <= 0) decide('placeNotPaid');
    else if (!rider.active) decide('riderInactive');
    else if (paidAt(line)) decide('otherSanctionPaid', paidAt(line)!);
    else if (context.paidByClaim?.(line.riderId, line.className)) decide('claimPaid');
    else candidates.set(line.riderId, [...(candidates.get(line.riderId) ?? []), line]);
  }

  // Per rider: the best finishes first, one registered unit each, at most `maxPaidClasses` of them.
  for (const [riderId, lines] of candidates) {
    const rider = riders.get(riderId)!;
    const eligible = (bike: RiderFacts['bikes'][number]) => bike.valid === 'verified' && bike.year >= oldestModelYear && bike.year <= newestModelYear;
    const eligibleBikes = rider.bikes.filter(eligible);
    const used = new Set<string>();
    let paid = 0;
    let unnamedPaid = false;
    const pay = (line: PublishedLine, vin: string | null) => {
      if (vin) used.add(vin);
      paid += 1;
      decisions.set(line.resultId, paidDecision(line, riderId, line.placeAmount, line.payoutType === 'cash' ? 'cash' : 'credit', rider, results, context, vin));
    };
    // The sheet's VIN names the unit; lines that name none come after, so a named unit is never taken for a guess.
    const ordered = [...lines].sort(bestFinishFirst);
    const named = ordered.filter((line) => line.bikeVin);
    const unnamed = ordered.filter((line) => !line.bikeVin);
    for (const line of named) {
      const decide = (reason: PayoutReason, facts?: Decision['facts']) => decisions.set(line.resultId, notPaid(line, reason, facts));
      if (paid >= rules.maxPaidClasses) {
        decide('classLimit', { paidClasses: paid, maximum: rules.maxPaidClasses });
        continue;
      }
      const bike = rider.bikes.find((b) => normaliseVin(b.vin) === normaliseVin(line.bikeVin!));
      if (!bike) decide('bikeNotRegistered', { vin: normaliseVin(line.bikeVin!) });
      else if (bike.valid !== 'verified') decide('vinNotVerified', { vin: bike.vin });
      else if (!eligible(bike)) decide('bikeTooOld', { modelYear: bike.year, oldestModelYear });
      else if (used.has(normaliseVin(bike.vin))) decide('sameBike', { vin: bike.vin });
      else pay(line, normaliseVin(bike.vin));
    }
    for (const line of unnamed) {
      const decide = (reason: PayoutReason, facts?: Decision['facts']) => decisions.set(line.resultId, notPaid(line, reason, facts));
      const sheetMake = makeNamedIn(line.bike);
      const makes = eligibleBikes.map((b) => b.make ?? '').filter(Boolean);
      if (eligibleBikes.length === 0) {
        if (rider.bikes.length === 0) decide('bikeNotRegistered');
        else if (!rider.bikes.some((b) => b.valid === 'verified')) decide('vinNotVerified');
        else decide('bikeTooOld', { modelYear: Math.max(...rider.bikes.filter((b) => b.valid === 'verified').map((b) => b.year)), oldestModelYear });
      } else if (sheetMake && makes.length === eligibleBikes.length && !makes.some((make) => sameMake(make, sheetMake))) {
        // The sheet says another make: none of the rider's registered bikes raced this.
        decide('otherMake', { make: sheetMake });
      } else if (paid >= rules.maxPaidClasses) {
        decide('classLimit', { paidClasses: paid, maximum: rules.maxPaidClasses });
      } else if (eligibleBikes.length === 1) {
        // The rider's only eligible bike: it is the unit, once.
        const vin = normaliseVin(eligibleBikes[0]!.vin);
        if (used.has(vin)) decide('sameBike', { vin: eligibleBikes[0]!.vin });
        else pay(line, vin);
      } else if (eligibleBikes.every((bike) => used.has(normaliseVin(bike.vin)))) {
        decide('sameBike');
      } else if (!unnamedPaid && eligibleBikes.filter((bike) => !used.has(normaliseVin(bike.vin))).length === 1) {
        // The sheet named the rider's other bikes for other classes: the one left is this line's.
        pay(line, normaliseVin(eligibleBikes.find((bike) => !used.has(normaliseVin(bike.vin)))!.vin));
      } else if (paid === 0 && !unnamedPaid) {
        // Several eligible bikes and nothing paid yet: the best finish is paid (whichever bike it was on, it is one
        // machine's one class); which unit is not known.
        unnamedPaid = true;
        pay(line, null);
      } else {
        // One class is paid already and this line may have been on the same machine: it waits until the bike is named.
        decisions.set(line.resultId, { ...paidDecision(line, riderId, line.placeAmount, line.payoutType === 'cash' ? 'cash' : 'credit', rider, results, context, null), outcome: 'pending', reason: 'bikeNotNamed', facts: { bikes: eligibleBikes.length } });
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
    };
    const rider = riders.get(bonus.riderId);
    if (eventReason) return { ...base, reason: eventReason };
    if (!rider) return { ...base, reason: 'notProgrammeRider' };
    if (!rider.active) return { ...base, reason: 'riderInactive' };
    if (bonus.amountCents <= 0) return { ...base, reason: 'placeNotPaid' };
    const lotType: LotKind = bonus.payoutType === 'cash' ? 'cash' : 'bonus';
    return { ...base, ...pendingOrPaid(lotType, bonus.amountCents, rider, results, context), lotType, amountCents: bonus.amountCents };
  });

  return [...results.lines.map((line) => decisions.get(line.resultId)!), ...bonuses];
}

function pendingOrPaid(lotType: LotKind, amountCents: number, rider: RiderFacts, results: ResultsPublished, context: RulesContext): Pick<Decision, 'outcome' | 'reason' | 'withholdPercent'> {
  const { rules } = context;
  const withholdPercent = lotType === 'cash' && rider.nonResidentAlien ? rules.withholdingPercent : 0;
  if (lotType === 'cash' && rider.pro && !rider.documentsOnFile) return { outcome: 'pending', reason: 'documentsMissing', withholdPercent };
  // Dealer credit is paid at the end of a series (spec §9): it waits until the series has finished.
  if (lotType === 'credit' && results.seriesId && !context.seriesFinished?.(results.seriesId)) return { outcome: 'pending', reason: 'seriesNotFinished', withholdPercent };
  return { outcome: amountCents > 0 ? 'paid' : 'notPaid', reason: 'paid', withholdPercent };
}

function paidDecision(line: PublishedLine, riderId: string, amountCents: number, lotType: LotKind, rider: RiderFacts, results: ResultsPublished, context: RulesContext, vin: string | null): Decision {
  return {
    key: `line:${line.resultId}`,
    riderId,
    classId: line.classId,
    className: line.className,
    place: line.place,
    ...pendingOrPaid(lotType, amountCents, rider, results, context),
    amountCents,
    lotType,
    vin,
    facts: {},
  };
}
