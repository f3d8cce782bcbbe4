import { PAYOUT_REASON_CODES, type BikeValidity, type PayoutReasonCode, type PublishedLine, type ResultsPublished } from '@rr/contracts';
import type { ProgrammeRules } from './programme-rules.js';

/**
 * The payout rules engine (spec §9, issue 12 item 2): a pure function from one event's published result set, the
 * facts of its riders and the programme's parameters to one decision per result line and bonus, each saying what it
 * pays or why it does not (item 3). No database, no clock: the consumer supplies everything.
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
  bikes: Array<{ vin: string; year: number; valid: BikeValidity }>;
}

export interface RulesContext {
  rules: ProgrammeRules;
  riders: ReadonlyMap<string, RiderFacts>;
  /** True when the same rider was already paid for this class at the same race under another sanctioning body. */
  paidElsewhere?: (riderId: string, className: string) => boolean;
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
    else if (context.paidElsewhere?.(line.riderId, line.className)) decide('otherSanctionPaid');
    else if (context.paidByClaim?.(line.riderId, line.className)) decide('claimPaid');
    else candidates.set(line.riderId, [...(candidates.get(line.riderId) ?? []), line]);
  }

  // Per rider: the best finishes first (largest amount, then best place), one registered unit each, at most
  // `maxPaidClasses` of them.
  for (const [riderId, lines] of candidates) {
    const rider = riders.get(riderId)!;
    const eligible = (bike: RiderFacts['bikes'][number]) => bike.valid === 'verified' && bike.year >= oldestModelYear && bike.year <= newestModelYear;
    const used = new Set<string>();
    let paid = 0;
    const ordered = [...lines].sort((a, b) => b.placeAmount - a.placeAmount || a.place - b.place || a.className.localeCompare(b.className) || a.resultId.localeCompare(b.resultId));
    for (const line of ordered) {
      const decide = (reason: PayoutReason, facts?: Decision['facts']) => decisions.set(line.resultId, notPaid(line, reason, facts));
      if (paid >= rules.maxPaidClasses) {
        decide('classLimit', { paidClasses: paid, maximum: rules.maxPaidClasses });
        continue;
      }
      let vin: string | null = null;
      if (line.bikeVin) {
        const bike = rider.bikes.find((b) => normaliseVin(b.vin) === normaliseVin(line.bikeVin!));
        if (!bike) decide('bikeNotRegistered', { vin: normaliseVin(line.bikeVin) });
        else if (bike.valid !== 'verified') decide('vinNotVerified', { vin: bike.vin });
        else if (!eligible(bike)) decide('bikeTooOld', { modelYear: bike.year, oldestModelYear });
        else if (used.has(normaliseVin(bike.vin))) decide('sameBike', { vin: bike.vin });
        else vin = normaliseVin(bike.vin);
      } else {
        const free = rider.bikes.find((bike) => eligible(bike) && !used.has(normaliseVin(bike.vin)));
        if (free) vin = normaliseVin(free.vin);
        else if (rider.bikes.some(eligible)) decide('sameBike');
        else if (rider.bikes.length === 0) decide('bikeNotRegistered');
        else if (!rider.bikes.some((bike) => bike.valid === 'verified')) decide('vinNotVerified');
        else decide('bikeTooOld', { modelYear: Math.max(...rider.bikes.filter((bike) => bike.valid === 'verified').map((bike) => bike.year)), oldestModelYear });
      }
      if (!vin) continue;
      used.add(vin);
      paid += 1;
      decisions.set(line.resultId, paidDecision(line, riderId, line.placeAmount, line.payoutType === 'cash' ? 'cash' : 'credit', rider, results, context, vin));
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

function paidDecision(line: PublishedLine, riderId: string, amountCents: number, lotType: LotKind, rider: RiderFacts, results: ResultsPublished, context: RulesContext, vin: string): Decision {
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
