import type { PublishedLine, ResultsPublished } from '@rr/contracts';
import { describe, expect, it } from 'vitest';
import { evaluateResults, type Decision, type RiderFacts } from '../../src/domain/rules/payout-rules.js';
import { ruleSetFromParameters } from '@rr/contracts/rule-sets';
import { DEFAULT_RULES, rulesFor, type ProgrammeRules } from '../../src/domain/rules/programme-rules.js';
import { aLine, aResultSet } from '../results-factories.js';

/** Spec §9 as a table: each scenario an event's published results, its riders, and what each line must decide. */

const VIN = (n: number) => `1HD1KB4197Y${String(100000 + n)}`;
const bike = (n: number, year = 2026, valid: 'verified' | 'unverified' | 'invalid' = 'verified') => ({ vin: VIN(n), year, valid });
const rider = (riderId: string, over: Partial<RiderFacts> = {}): RiderFacts => ({ riderId, active: true, pro: false, documentsOnFile: false, nonResidentAlien: false, bikes: [bike(Number(riderId.replace(/\D/g, '') || 0))], ...over });

const line = (over: Partial<PublishedLine> & { riderId?: string | null }): PublishedLine =>
  aLine({ classId: 'c-450', className: '450 Pro', placeAmount: 10_000, place: 1, riderName: 'A Rider', riderId: 'r1', matchStatus: over.riderId === null ? 'unmatched' : 'matched', ...over });
/** `n` other finishers of a class (riders not in the programme), so it reaches its minimum. */
const field = (n: number, over: Partial<PublishedLine> = {}) => Array.from({ length: n }, (_, i) => line({ place: 10 + i, placeAmount: 0, riderId: null, matchStatus: 'unmatched', ...over }));

const event = (lines: PublishedLine[], over: Partial<ResultsPublished> = {}): ResultsPublished => aResultSet(lines, { title: 'Round 1', startDate: '2026-06-06', endDate: '2026-06-07', ...over });

interface Scenario {
  name: string;
  results: () => ResultsPublished;
  riders: RiderFacts[];
  rules?: Partial<ProgrammeRules>;
  paidElsewhere?: string[];
  /** `riderId|className` pairs paid by an approved payout claim. */
  paidByClaim?: string[];
  /** Series whose end (`series.finished`) has been applied. */
  seriesFinished?: string[];
  /** Expected per line, in the order of the event's lines (then bonuses), for lines that name a rider. */
  expect: Array<Partial<Decision>>;
}

const paid = (amountCents: number, over: Partial<Decision> = {}): Partial<Decision> => ({ outcome: 'paid', reason: 'paid', amountCents, ...over });
const not = (reason: Decision['reason'], facts?: Decision['facts']): Partial<Decision> => ({ outcome: 'notPaid', reason, amountCents: 0, ...(facts ? { facts } : {}) });

const scenarios: Scenario[] = [
  { name: 'US: a matched finisher of a full class is paid its place in cash', results: () => event([line({ placeAmount: 25_000 }), ...field(4)]), riders: [rider('r1')], expect: [paid(25_000, { lotType: 'cash', vin: VIN(1) })] },
  { name: 'Canada: the same in CAD', results: () => event([line({ placeAmount: 30_000 }), ...field(4)], { country: 'CA', currency: 'CAD' }), riders: [rider('r1')], expect: [paid(30_000, { lotType: 'cash' })] },
  { name: 'dealer-credit class outside a series is paid as credit at once', results: () => event([line({ payoutType: 'dealerCredit', placeAmount: 15_000 }), ...field(4)]), riders: [rider('r1')], expect: [paid(15_000, { lotType: 'credit' })] },
  { name: 'dealer credit in a series waits for the end of the series', results: () => event([line({ payoutType: 'dealerCredit', placeAmount: 15_000 }), ...field(4)], { seriesId: 's1' }), riders: [rider('r1')], expect: [{ outcome: 'pending', reason: 'seriesNotFinished', amountCents: 15_000, lotType: 'credit' }] },
  {
    name: 'dealer credit in a finished series is paid at once',
    results: () => event([line({ payoutType: 'dealerCredit', placeAmount: 15_000 }), ...field(4)], { seriesId: 's1' }),
    riders: [rider('r1')],
    seriesFinished: ['s1'],
    expect: [paid(15_000, { lotType: 'credit' })],
  },
  {
    name: 'dealer credit waits while another series has finished',
    results: () => event([line({ payoutType: 'dealerCredit', placeAmount: 15_000 }), ...field(4)], { seriesId: 's2' }),
    riders: [rider('r1')],
    seriesFinished: ['s1'],
    expect: [{ outcome: 'pending', reason: 'seriesNotFinished', amountCents: 15_000, lotType: 'credit' }],
  },
  { name: 'cash in a series is paid at once', results: () => event([line({ placeAmount: 15_000 }), ...field(4)], { seriesId: 's1' }), riders: [rider('r1')], expect: [paid(15_000)] },
  { name: 'four finishers: the class is too small (4 of 5)', results: () => event([line({}), ...field(3)]), riders: [rider('r1')], expect: [not('classTooSmall', { finishers: 4, minimum: 5 })] },
  { name: 'DNF and DNS riders are not counted toward the minimum', results: () => event([line({}), ...field(3), ...field(2, { status: 'DNF' }), ...field(1, { status: 'DNS' })]), riders: [rider('r1')], expect: [not('classTooSmall', { finishers: 4, minimum: 5 })] },
  { name: 'the older general rule of 6 finishers, where a year configures it', results: () => event([line({}), ...field(4)]), riders: [rider('r1')], rules: { minFinishers: 6 }, expect: [not('classTooSmall', { finishers: 5, minimum: 6 })] },
  { name: 'classes that start together are not combined for the minimum', results: () => event([line({ startGroup: 'g1' }), ...field(2, { startGroup: 'g1' }), ...field(3, { classId: 'c-250', className: '250 B', startGroup: 'g1' })]), riders: [rider('r1')], expect: [not('classTooSmall', { finishers: 3, minimum: 5 })] },
  { name: 'a rider who did not finish is not paid', results: () => event([line({ status: 'DNF' }), ...field(5)]), riders: [rider('r1')], expect: [not('didNotFinish')] },
  { name: 'a rider who did not start is not paid', results: () => event([line({ status: 'DNS' }), ...field(5)]), riders: [rider('r1')], expect: [not('didNotStart')] },
  { name: 'a line matched to nobody is not a programme rider', results: () => event([line({ riderId: null, matchStatus: 'unmatched', placeAmount: 9_000 }), ...field(4)]), riders: [], expect: [not('notProgrammeRider')] },
  { name: 'a line marked "not a programme rider" is not paid', results: () => event([line({ matchStatus: 'notRider' }), ...field(4)]), riders: [rider('r1')], expect: [not('notProgrammeRider')] },
  { name: 'an ambiguous line is not paid until resolved', results: () => event([line({ matchStatus: 'ambiguous' }), ...field(4)]), riders: [rider('r1')], expect: [not('notProgrammeRider')] },
  { name: 'a place past the paid places pays nothing', results: () => event([line({ place: 12, placeAmount: 0 }), ...field(4)]), riders: [rider('r1')], expect: [not('placeNotPaid')] },
  { name: 'a no-payout class pays nothing', results: () => event([line({ payoutType: 'noPayout', placeAmount: 0 }), ...field(4, { payoutType: 'noPayout' })]), riders: [rider('r1')], expect: [not('classNoPayout')] },
  { name: 'a canceled event pays nothing', results: () => event([line({}), ...field(4)], { canceled: true }), riders: [rider('r1')], expect: [not('eventCanceled')] },
  { name: 'a non-paying event pays nothing', results: () => event([line({}), ...field(4)], { payingEvent: false }), riders: [rider('r1')], expect: [not('eventNotPaying')] },
  { name: 'an inactive rider is not paid', results: () => event([line({}), ...field(4)]), riders: [rider('r1', { active: false })], expect: [not('riderInactive')] },
  { name: 'a rider with no registered bike is not paid', results: () => event([line({}), ...field(4)]), riders: [rider('r1', { bikes: [] })], expect: [not('bikeNotRegistered')] },
  { name: 'a bike whose VIN is not verified does not pay', results: () => event([line({}), ...field(4)]), riders: [rider('r1', { bikes: [bike(1, 2026, 'unverified')] })], expect: [not('vinNotVerified')] },
  { name: 'US: a 2022 model at a 2026 race is too old (oldest eligible 2023)', results: () => event([line({}), ...field(4)]), riders: [rider('r1', { bikes: [bike(1, 2022)] })], expect: [not('bikeTooOld', { modelYear: 2022, oldestModelYear: 2023 })] },
  { name: 'Canada: a year can allow older models there only', results: () => event([line({}), ...field(4)], { country: 'CA', currency: 'CAD' }), riders: [rider('r1', { bikes: [bike(1, 2022)] })], rules: { modelYearsBack: 5 }, expect: [paid(10_000)] },
  { name: "next year's model counts at this year's races", results: () => event([line({}), ...field(4)]), riders: [rider('r1', { bikes: [bike(1, 2027)] })], expect: [paid(10_000)] },
  { name: 'the VIN on the timing sheet must be one of the rider’s bikes', results: () => event([line({ bikeVin: VIN(99) }), ...field(4)]), riders: [rider('r1')], expect: [not('bikeNotRegistered', { vin: VIN(99) })] },
  { name: 'the VIN on the timing sheet decides the unit', results: () => event([line({ bikeVin: VIN(2).toLowerCase() }), ...field(4)]), riders: [rider('r1', { bikes: [bike(1), bike(2)] })], expect: [paid(10_000, { vin: VIN(2) })] },
  {
    name: 'two classes on one bike: only the better finish pays',
    results: () => event([line({ placeAmount: 5_000 }), line({ classId: 'c-250', className: '250 B', placeAmount: 8_000 }), ...field(4), ...field(4, { classId: 'c-250', className: '250 B' })]),
    riders: [rider('r1')],
    expect: [not('sameBike'), paid(8_000)],
  },
  {
    name: 'two classes on two registered bikes the sheet names: both pay',
    results: () => event([line({ placeAmount: 5_000, bikeVin: VIN(1) }), line({ classId: 'c-250', className: '250 B', placeAmount: 8_000, bikeVin: VIN(2) }), ...field(4), ...field(4, { classId: 'c-250', className: '250 B' })]),
    riders: [rider('r1', { bikes: [bike(1), bike(2)] })],
    expect: [paid(5_000, { vin: VIN(1) }), paid(8_000, { vin: VIN(2) })],
  },
  {
    name: 'two classes, two eligible bikes, the sheet names neither: the best finish pays, the other waits for its bike',
    results: () => event([line({ placeAmount: 5_000 }), line({ classId: 'c-250', className: '250 B', placeAmount: 8_000 }), ...field(4), ...field(4, { classId: 'c-250', className: '250 B' })]),
    riders: [rider('r1', { bikes: [bike(1), bike(2)] })],
    expect: [{ outcome: 'pending', reason: 'bikeNotNamed', amountCents: 5_000, lotType: 'cash', facts: { bikes: 2 } }, paid(8_000, { vin: null })],
  },
  {
    name: 'one of two bikes named on the sheet for one class: the other class is paid on the bike left',
    results: () => event([line({ placeAmount: 5_000, bikeVin: VIN(1) }), line({ classId: 'c-250', className: '250 B', placeAmount: 8_000 }), ...field(4), ...field(4, { classId: 'c-250', className: '250 B' })]),
    riders: [rider('r1', { bikes: [bike(1), bike(2)] })],
    expect: [paid(5_000, { vin: VIN(1) }), paid(8_000, { vin: VIN(2) })],
  },
  {
    name: 'one of three bikes named for one class: an unnamed line waits (either of two bikes, or the same machine)',
    results: () => event([line({ placeAmount: 5_000, bikeVin: VIN(1) }), line({ classId: 'c-250', className: '250 B', placeAmount: 8_000 }), ...field(4), ...field(4, { classId: 'c-250', className: '250 B' })]),
    riders: [rider('r1', { bikes: [bike(1), bike(2), bike(3)] })],
    expect: [paid(5_000, { vin: VIN(1) }), { outcome: 'pending', reason: 'bikeNotNamed', amountCents: 8_000 }],
  },
  {
    name: 'spec §9: one bike, 2nd in one class ($150) and 1st in another ($100): the best finish (1st) pays',
    results: () => event([line({ place: 2, placeAmount: 15_000 }), line({ classId: 'c-c', className: 'C Open', place: 1, placeAmount: 10_000 }), ...field(4), ...field(4, { classId: 'c-c', className: 'C Open' })]),
    riders: [rider('r1')],
    expect: [not('sameBike', { vin: VIN(1) }), paid(10_000)],
  },
  {
    name: 'on equal places the larger amount pays',
    results: () => event([line({ place: 3, placeAmount: 6_000 }), line({ classId: 'c-c', className: 'C Open', place: 3, placeAmount: 9_000 }), ...field(4), ...field(4, { classId: 'c-c', className: 'C Open' })]),
    riders: [rider('r1')],
    expect: [not('sameBike', { vin: VIN(1) }), paid(9_000)],
  },
  {
    name: 'a third class does not pay, even on a third bike',
    results: () =>
      event([
        line({ placeAmount: 5_000, bikeVin: VIN(1) }),
        line({ classId: 'c-250', className: '250 B', placeAmount: 8_000, bikeVin: VIN(2) }),
        line({ classId: 'c-vet', className: 'Vet', placeAmount: 3_000, bikeVin: VIN(3) }),
        ...field(4),
        ...field(4, { classId: 'c-250', className: '250 B' }),
        ...field(4, { classId: 'c-vet', className: 'Vet' }),
      ]),
    riders: [rider('r1', { bikes: [bike(1), bike(2), bike(3)] })],
    expect: [paid(5_000), paid(8_000), not('classLimit', { paidClasses: 2, maximum: 2 })],
  },
  {
    name: 'the sheet names a bike of another make than the rider’s: not paid',
    results: () => event([line({ bike: '2026 Husqvarna FC 450' }), ...field(4)]),
    riders: [rider('r1', { bikes: [{ ...bike(1), make: 'Apex' }] })],
    expect: [not('otherMake', { make: 'Husqvarna' })],
  },
  {
    name: 'the sheet names the make of the rider’s bike: paid',
    results: () => event([line({ bike: 'apex 450f' }), ...field(4)]),
    riders: [rider('r1', { bikes: [{ ...bike(1), make: 'Apex' }] })],
    expect: [paid(10_000)],
  },
  {
    name: 'the same VIN named on two lines pays once',
    results: () => event([line({ bikeVin: VIN(1), placeAmount: 9_000 }), line({ classId: 'c-250', className: '250 B', bikeVin: VIN(1), placeAmount: 4_000 }), ...field(4), ...field(4, { classId: 'c-250', className: '250 B' })]),
    riders: [rider('r1', { bikes: [bike(1), bike(2)] })],
    expect: [paid(9_000), not('sameBike', { vin: VIN(1) })],
  },
  {
    name: 'motocross pays the overall (combined motos), not each moto',
    results: () => event([line({ resultType: 'moto', placeAmount: 7_000 }), line({ resultType: 'overall', placeAmount: 12_000 }), ...field(4, { resultType: 'moto' }), ...field(4)], { type: 'motocross' }),
    riders: [rider('r1')],
    expect: [not('resultTypeNotPaid', { paidResultType: 'overall' }), paid(12_000)],
  },
  {
    name: 'supercross pays the main event only, not the heat',
    results: () => event([line({ resultType: 'heat', placeAmount: 2_000 }), line({ resultType: 'main', placeAmount: 20_000 }), ...field(4, { resultType: 'heat' }), ...field(4, { resultType: 'main' })], { type: 'supercross' }),
    riders: [rider('r1')],
    expect: [not('resultTypeNotPaid', { paidResultType: 'main' }), paid(20_000)],
  },
  { name: 'a supercross sheet with no main: its overall stands for the main', results: () => event([line({ placeAmount: 20_000 }), ...field(4)], { type: 'supercross' }), riders: [rider('r1')], expect: [paid(20_000)] },
  { name: 'double-sanctioned race already paid under the other sanction pays once', results: () => event([line({}), ...field(4)], { sanctioningBodies: ['AMA', 'CMRC'] }), riders: [rider('r1')], paidElsewhere: ['r1|450 Pro'], expect: [not('otherSanctionPaid')] },
  { name: 'a class already paid by the rider’s approved payout claim is not paid again', results: () => event([line({}), ...field(4)]), riders: [rider('r1')], paidByClaim: ['r1|450 Pro'], expect: [not('claimPaid')] },
  { name: 'a claim paid for another class leaves this one paid', results: () => event([line({ placeAmount: 10_000 }), ...field(4)]), riders: [rider('r1')], paidByClaim: ['r1|250 Pro'], expect: [paid(10_000)] },
  { name: 'a pro rider without licence and W-9 waits for documents (cash)', results: () => event([line({ placeAmount: 40_000 }), ...field(4)]), riders: [rider('r1', { pro: true })], expect: [{ outcome: 'pending', reason: 'documentsMissing', amountCents: 40_000, lotType: 'cash' }] },
  { name: 'a pro rider with documents on file is paid', results: () => event([line({ placeAmount: 40_000 }), ...field(4)]), riders: [rider('r1', { pro: true, documentsOnFile: true })], expect: [paid(40_000)] },
  { name: 'a pro rider earning dealer credit needs no documents', results: () => event([line({ payoutType: 'dealerCredit', placeAmount: 5_000 }), ...field(4)]), riders: [rider('r1', { pro: true })], expect: [paid(5_000, { lotType: 'credit' })] },
  { name: 'a non-resident alien has 30 % withheld from cash', results: () => event([line({ placeAmount: 10_000 }), ...field(4)]), riders: [rider('r1', { nonResidentAlien: true })], expect: [paid(10_000, { withholdPercent: 30 })] },
  { name: 'nothing is withheld from a non-resident alien’s dealer credit', results: () => event([line({ payoutType: 'dealerCredit' }), ...field(4)]), riders: [rider('r1', { nonResidentAlien: true })], expect: [paid(10_000, { withholdPercent: 0, lotType: 'credit' })] },
  {
    name: 'two riders each paid their own place in the same class',
    results: () => event([line({ placeAmount: 10_000 }), line({ riderId: 'r2', place: 2, placeAmount: 6_000 }), ...field(3)]),
    riders: [rider('r1'), rider('r2')],
    expect: [paid(10_000), paid(6_000)],
  },
  {
    name: 'bonuses: cash to an active rider, dealer-credit bonus as a bonus lot, none to an inactive rider',
    results: () =>
      event([...field(5)], {
        bonuses: [
          { bonusId: 'b1', riderId: 'r1', riderName: 'A', amountCents: 5_000, payoutType: 'cash', note: 'Holeshot' },
          { bonusId: 'b2', riderId: 'r1', riderName: 'A', amountCents: 2_500, payoutType: 'dealerCredit', note: 'Attendance' },
          { bonusId: 'b3', riderId: 'r3', riderName: 'C', amountCents: 2_500, payoutType: 'cash', note: 'Hard charger' },
        ],
      }),
    riders: [rider('r1'), rider('r3', { active: false })],
    expect: [paid(5_000, { key: 'bonus:b1', lotType: 'cash' }), paid(2_500, { key: 'bonus:b2', lotType: 'bonus' }), not('riderInactive')],
  },
  { name: 'a bonus at a canceled event is not paid', results: () => event([], { canceled: true, bonuses: [{ bonusId: 'b1', riderId: 'r1', riderName: 'A', amountCents: 5_000, payoutType: 'cash', note: '' }] }), riders: [rider('r1')], expect: [not('eventCanceled')] },
];

describe('payout rules (spec §9)', () => {
  it('has at least 30 named scenarios', () => expect(scenarios.length).toBeGreaterThanOrEqual(30));

  it.each(scenarios.map((s) => [s.name, s] as const))('%s', (_name, scenario) => {
    const results = scenario.results();
    const decisions = evaluateResults(results, {
      // The spec's rule set, with the parameters a scenario's year changes.
      rules: ruleSetFromParameters({ ...DEFAULT_RULES, ...scenario.rules }),
      riders: new Map(scenario.riders.map((r) => [r.riderId, r])),
      paidElsewhere: (riderId, className) => (scenario.paidElsewhere ?? []).includes(`${riderId}|${className}`),
      paidByClaim: (riderId, className) => (scenario.paidByClaim ?? []).includes(`${riderId}|${className}`),
      seriesFinished: (seriesId) => (scenario.seriesFinished ?? []).includes(seriesId),
    });
    expect(decisions).toHaveLength(results.lines.length + results.bonuses.length);
    const named = decisions.filter((d, i) => (i < results.lines.length ? results.lines[i]!.matchStatus !== 'unmatched' || results.lines[i]!.placeAmount > 0 : true));
    expect(named.map((d) => ({ ...d, facts: d.facts }))).toEqual(scenario.expect.map((e) => expect.objectContaining({ ...e, ...(e.facts ? { facts: e.facts } : {}) })));
    // Whatever else: a paid or pending decision names its rider and a positive amount, a refused one pays 0.
    for (const d of decisions) {
      if (d.outcome === 'notPaid') expect(d.amountCents).toBe(0);
      else expect(d.riderId && d.amountCents > 0).toBeTruthy();
    }
  });

  it('reads the parameters per programme year and country, the defaults otherwise', () => {
    const overrides = { '2025:*': { minFinishers: 6 }, '2026:CA': { modelYearsBack: 5 } };
    expect(rulesFor(2025, 'US', overrides).minFinishers).toBe(6);
    expect(rulesFor(2026, 'US', overrides)).toEqual(DEFAULT_RULES);
    expect(rulesFor(2026, 'CA', overrides).modelYearsBack).toBe(5);
    expect(rulesFor(2026, 'FR', overrides).modelYearsBack).toBe(3);
  });
});
