import type { PublishedLine, ResultsPublished } from '@rr/contracts';
import { DEFAULT_RULE_SET, FACTORY_SUPPORTED_FLAG, RULE_SET_PRESETS, RULE_SET_PRESET_IDS, ruleSetSchema, type RuleSet } from '@rr/contracts/rule-sets';
import { describe, expect, it } from 'vitest';
import { evaluateResults, type Decision, type RiderFacts } from '../../src/domain/rules/payout-rules.js';
import { aLine, aResultSet } from '../results-factories.js';

/**
 * Real programmes' rules that the spec's parameters could not express, each as a rule set staff can write, and the
 * engine applying it: what each rider is paid, and the clause (tier, range) that decided.
 */

const VIN = (n: number) => `1HD1KB4197Y${String(100000 + n)}`;
const bike = (n: number, over: Partial<RiderFacts['bikes'][number]> = {}) => ({ vin: VIN(n), year: 2026, valid: 'verified' as const, make: 'Apex', ...over });
const rider = (riderId: string, over: Partial<RiderFacts> = {}): RiderFacts => ({ riderId, active: true, pro: false, documentsOnFile: false, nonResidentAlien: false, bikes: [bike(Number(riderId.replace(/\D/g, '')))], ...over });
const line = (over: Partial<PublishedLine>): PublishedLine => aLine({ classId: 'c-450', className: '450 Pro', place: 1, placeAmount: 10_000, riderId: 'r1', matchStatus: 'matched', ...over });
/** `n` riders outside the programme, placed after the programme's riders. */
const field = (n: number, over: Partial<PublishedLine> = {}) => Array.from({ length: n }, (_, i) => aLine({ classId: 'c-450', className: '450 Pro', place: 50 + i, ...over }));
const event = (lines: PublishedLine[], over: Partial<ResultsPublished> = {}) => aResultSet(lines, { startDate: '2026-06-06', endDate: '2026-06-06', ...over });

/** A rule set as staff would save it: the spec's with changes, and valid by the same schema the form uses. */
function rules(change: (base: RuleSet) => RuleSet): RuleSet {
  const next = change(structuredClone(DEFAULT_RULE_SET));
  expect(ruleSetSchema.safeParse(next).error?.issues ?? []).toEqual([]);
  return next;
}

const decide = (results: ResultsPublished, set: RuleSet, riders: RiderFacts[]) => evaluateResults(results, { rules: set, riders: new Map(riders.map((r) => [r.riderId, r])) });
const of = (decisions: Decision[], riderId: string) => decisions.filter((d) => d.riderId === riderId);

describe('tiered minimum: 7 or more riders pay every paying place, 3–6 the top 2, fewer than 3 nothing', () => {
  const tiered = rules((r) => ({ ...r, minimumRiders: { count: 'finishers', tiers: [{ atLeast: 3, paidPlaces: 2 }, { atLeast: 7, paidPlaces: null }] } }));
  const podium = (size: number) =>
    event([line({ riderId: 'r1', place: 1 }), line({ riderId: 'r2', place: 2 }), line({ riderId: 'r3', place: 3, placeAmount: 5_000 }), ...field(size - 3)]);
  const riders = [rider('r1'), rider('r2'), rider('r3')];

  it('7 finishers: 1st, 2nd and 3rd are paid, each naming the tier of 7 or more', () => {
    const decisions = decide(podium(7), tiered, riders);
    expect(['r1', 'r2', 'r3'].map((id) => of(decisions, id)[0]!.outcome)).toEqual(['paid', 'paid', 'paid']);
    expect(of(decisions, 'r3')[0]!.rule).toEqual({ clause: 'placeAmounts', tier: { atLeast: 7, paidPlaces: null } });
  });

  it('6 finishers: the top 2 are paid; 3rd is refused by the tier of 3–6, which names its 2 places', () => {
    const decisions = decide(podium(6), tiered, riders);
    expect(of(decisions, 'r1')[0]).toMatchObject({ outcome: 'paid', amountCents: 10_000, rule: { tier: { atLeast: 3, paidPlaces: 2 } } });
    expect(of(decisions, 'r2')[0]).toMatchObject({ outcome: 'paid' });
    expect(of(decisions, 'r3')[0]).toMatchObject({ outcome: 'notPaid', reason: 'tierPlaceNotPaid', amountCents: 0, facts: { counted: 6, atLeast: 3, paidPlaces: 2 }, rule: { clause: 'minimumRiders', tier: { atLeast: 3, paidPlaces: 2 } } });
  });

  it('2 finishers: nothing is paid, the class is below the lowest tier of 3', () => {
    const decisions = decide(event([line({ riderId: 'r1' }), line({ riderId: 'r2', place: 2 })]), tiered, riders);
    expect(decisions.map((d) => [d.outcome, d.reason, d.facts])).toEqual([
      ['notPaid', 'classTooSmall', { finishers: 2, minimum: 3 }],
      ['notPaid', 'classTooSmall', { finishers: 2, minimum: 3 }],
    ]);
  });
});

describe('two classes per registered motorcycle, the two highest-earning amounts', () => {
  const twoPerMachine = rules((r) => ({ ...r, classesPerMachine: 2, classesPerEvent: 2, selection: 'highestAmount' }));
  // One bike, three classes: 2nd in Open pays $300, 1st in Vet $100, 1st in 250 B $200.
  const results = event([
    line({ classId: 'open', className: 'Open', place: 2, placeAmount: 30_000 }),
    line({ classId: 'vet', className: 'Vet', place: 1, placeAmount: 10_000 }),
    line({ classId: 'b', className: '250 B', place: 1, placeAmount: 20_000 }),
    ...field(5, { classId: 'open', className: 'Open' }),
    ...field(5, { classId: 'vet', className: 'Vet' }),
    ...field(5, { classId: 'b', className: '250 B' }),
  ]);

  it('pays Open and 250 B ($500) on the one machine, not the better-placed Vet', () => {
    const decisions = of(decide(results, twoPerMachine, [rider('r1')]), 'r1');
    expect(decisions.map((d) => [d.className, d.outcome, d.amountCents, d.vin])).toEqual([
      ['Open', 'paid', 30_000, VIN(1)],
      ['Vet', 'notPaid', 0, null],
      ['250 B', 'paid', 20_000, VIN(1)],
    ]);
    expect(decisions[1]).toMatchObject({ reason: 'classLimit', facts: { paidClasses: 2, maximum: 2 }, rule: { clause: 'classesPerEvent' } });
  });

  it('under the spec’s rules the same rider is paid once on one machine: the best place, then the larger amount', () => {
    const decisions = of(decide(results, DEFAULT_RULE_SET, [rider('r1')]), 'r1');
    expect(decisions.map((d) => [d.className, d.outcome, d.reason])).toEqual([
      ['Open', 'notPaid', 'sameBike'],
      ['Vet', 'notPaid', 'sameBike'],
      ['250 B', 'paid', 'paid'],
    ]);
  });

  it('with two unnamed bikes, two classes are paid without knowing which machine: no machine can be over its two', () => {
    const decisions = of(decide(results, twoPerMachine, [rider('r1', { bikes: [bike(1), bike(2)] })]), 'r1');
    expect(decisions.map((d) => [d.outcome, d.vin])).toEqual([
      ['paid', null],
      ['notPaid', null],
      ['paid', null],
    ]);
  });
});

describe('place ranges: places 1–20 pay $600, 21–40 $400, some in cash and some in dealer credit, in one class', () => {
  const ranges = rules((r) => ({
    ...r,
    placeRanges: [
      { from: 1, to: 10, amountCents: 60_000, payoutType: 'cash' },
      { from: 11, to: 20, amountCents: 60_000, payoutType: 'dealerCredit' },
      { from: 21, to: 40, amountCents: 40_000, payoutType: 'dealerCredit' },
    ],
  }));
  const results = event([
    line({ riderId: 'r1', place: 4, placeAmount: 0 }),
    line({ riderId: 'r2', place: 15, placeAmount: 0 }),
    line({ riderId: 'r3', place: 33, placeAmount: 0 }),
    line({ riderId: 'r4', place: 41, placeAmount: 0 }),
    ...field(40),
  ]);

  it('pays each place its range’s amount and type, whatever the event’s table, and names the range', () => {
    const decisions = decide(results, ranges, [rider('r1'), rider('r2'), rider('r3'), rider('r4')]);
    expect(['r1', 'r2', 'r3', 'r4'].map((id) => of(decisions, id)[0]).map((d) => [d!.outcome, d!.amountCents, d!.lotType])).toEqual([
      ['paid', 60_000, 'cash'],
      ['paid', 60_000, 'credit'],
      ['paid', 40_000, 'credit'],
      ['notPaid', 0, null],
    ]);
    expect(of(decisions, 'r3')[0]!.rule.range).toEqual({ from: 21, to: 40, amountCents: 40_000, payoutType: 'dealerCredit' });
    expect(of(decisions, 'r4')[0]).toMatchObject({ reason: 'placeNotPaid', rule: { clause: 'placeAmounts' } });
  });

  it('a class its event marks as not paying still pays nothing', () => {
    const decisions = decide(event([line({ place: 1, payoutType: 'noPayout' }), ...field(10, { payoutType: 'noPayout' })]), ranges, [rider('r1')]);
    expect(of(decisions, 'r1')[0]).toMatchObject({ outcome: 'notPaid', reason: 'classNoPayout' });
  });
});

describe('minimum 6 riders present (a DNF counts); model year 2015 or newer', () => {
  const present = rules((r) => ({ ...r, minimumRiders: { count: 'starters', tiers: [{ atLeast: 6, paidPlaces: null }] }, modelYears: { kind: 'absolute', from: 2015, to: null } }));

  it('4 finishers and 2 DNFs make 6 present: the class pays; a DNS does not count', () => {
    const six = event([line({}), ...field(3), ...field(2, { status: 'DNF' })]);
    expect(decide(six, present, [rider('r1')])[0]).toMatchObject({ outcome: 'paid', amountCents: 10_000 });
    const five = event([line({}), ...field(3), ...field(1, { status: 'DNF' }), ...field(3, { status: 'DNS' })]);
    expect(decide(five, present, [rider('r1')])[0]).toMatchObject({ outcome: 'notPaid', reason: 'classTooSmall', facts: { finishers: 5, minimum: 6, counted: 'starters' } });
    // Under the spec's rules the same six are too few: finishers only, 5 needed, 4 finished.
    expect(decide(six, DEFAULT_RULE_SET, [rider('r1')])[0]).toMatchObject({ reason: 'classTooSmall', facts: { finishers: 4, minimum: 5 } });
  });

  it('a 2015 model is paid at a 2026 race, a 2014 is too old', () => {
    const results = event([line({}), ...field(6)]);
    expect(decide(results, present, [rider('r1', { bikes: [bike(1, { year: 2015 })] })])[0]).toMatchObject({ outcome: 'paid' });
    expect(decide(results, present, [rider('r1', { bikes: [bike(1, { year: 2014 })] })])[0]).toMatchObject({ reason: 'bikeTooOld', facts: { modelYear: 2014, oldestModelYear: 2015 }, rule: { clause: 'modelYears' } });
    // Years back under the spec's rules: 2023 is the oldest at a 2026 race.
    expect(decide(results, DEFAULT_RULE_SET, [rider('r1', { bikes: [bike(1, { year: 2015 })] })])[0]).toMatchObject({ reason: 'bikeTooOld', facts: { oldestModelYear: 2023 } });
  });
});

describe('the machine’s retail sale registered before the race', () => {
  const sold = rules((r) => ({ ...r, bike: { ...r.bike, soldBeforeRace: true } }));
  const results = event([line({}), ...field(6)]);

  it('pays a bike sold before or on race day; refuses one sold after, and one whose sale is not on record', () => {
    expect(decide(results, sold, [rider('r1', { bikes: [bike(1, { saleDate: '2026-06-06' })] })])[0]).toMatchObject({ outcome: 'paid' });
    expect(decide(results, sold, [rider('r1', { bikes: [bike(1, { saleDate: '2026-06-07' })] })])[0]).toMatchObject({ outcome: 'notPaid', reason: 'bikeSoldAfterRace', facts: { saleDate: '2026-06-07', raceDate: '2026-06-06' }, rule: { clause: 'bike' } });
    expect(decide(results, sold, [rider('r1', { bikes: [bike(1, { saleDate: null })] })])[0]).toMatchObject({ outcome: 'notPaid', reason: 'bikeSaleNotRecorded' });
    expect(decide(results, DEFAULT_RULE_SET, [rider('r1', { bikes: [bike(1, { saleDate: null })] })])[0]).toMatchObject({ outcome: 'paid' });
  });

  it('a sheet that names a bike sold after the race is refused for that bike', () => {
    const named = event([line({ bikeVin: VIN(1) }), ...field(6)]);
    expect(decide(named, sold, [rider('r1', { bikes: [bike(1, { saleDate: '2026-07-01' })] })])[0]).toMatchObject({ reason: 'bikeSoldAfterRace' });
  });
});

describe('rider registered within 30 days after the race; factory-supported riders are not eligible', () => {
  const gated = rules((r) => ({ ...r, rider: { ...r.rider, registeredWithinDays: 30, ineligibleFlags: [FACTORY_SUPPORTED_FLAG] } }));
  const results = event([line({}), ...field(6)]);

  it('pays a rider registered 30 days after the race, not one registered 31 days after', () => {
    expect(decide(results, gated, [rider('r1', { registeredOn: '2026-07-06' })])[0]).toMatchObject({ outcome: 'paid' });
    expect(decide(results, gated, [rider('r1', { registeredOn: '2026-07-07' })])[0]).toMatchObject({ outcome: 'notPaid', reason: 'riderRegisteredLate', facts: { registeredOn: '2026-07-07', deadline: '2026-07-06', days: 30 }, rule: { clause: 'rider' } });
    expect(decide(results, DEFAULT_RULE_SET, [rider('r1', { registeredOn: '2027-01-01' })])[0]).toMatchObject({ outcome: 'paid' });
  });

  it('refuses a factory-supported rider, and the rider’s result does not pass the money to anyone else', () => {
    const decisions = decide(results, gated, [rider('r1', { flags: [FACTORY_SUPPORTED_FLAG] })]);
    expect(decisions[0]).toMatchObject({ outcome: 'notPaid', reason: 'riderIneligible', facts: { flag: FACTORY_SUPPORTED_FLAG }, amountCents: 0 });
    expect(decisions.filter((d) => d.outcome !== 'notPaid')).toEqual([]);
    // A flag the rule set does not name changes nothing.
    expect(decide(results, gated, [rider('r1', { flags: ['mentor'] })])[0]).toMatchObject({ outcome: 'paid' });
  });
});

describe('other clauses', () => {
  it('cash waits for everyone’s documents when the rules ask them of amateurs too', () => {
    const everyone = rules((r) => ({ ...r, rider: { ...r.rider, documentsForCash: 'everyone' } }));
    const results = event([line({}), ...field(6)]);
    expect(decide(results, everyone, [rider('r1')])[0]).toMatchObject({ outcome: 'pending', reason: 'documentsMissing', amountCents: 10_000, rule: { clause: 'documents' } });
    expect(decide(results, DEFAULT_RULE_SET, [rider('r1')])[0]).toMatchObject({ outcome: 'paid' });
  });

  it('only the makes a programme names are paid', () => {
    const ours = rules((r) => ({ ...r, bike: { ...r.bike, makes: ['Apex'] } }));
    const results = event([line({}), ...field(6)]);
    expect(decide(results, ours, [rider('r1', { bikes: [bike(1, { make: 'Other' })] })])[0]).toMatchObject({ reason: 'bikeMakeNotEligible', facts: { make: 'Other' } });
    expect(decide(results, ours, [rider('r1')])[0]).toMatchObject({ outcome: 'paid' });
  });

  it('a motocross programme that pays its motos pays the moto lines, not the overall', () => {
    const motos = rules((r) => ({ ...r, disciplines: [...r.disciplines, { discipline: 'motocross', resultTypes: ['moto'] }] }));
    const results = event([line({ resultType: 'overall' }), line({ resultType: 'moto', classId: 'c-450' }), ...field(6, { resultType: 'moto' })], { type: 'motocross' });
    expect(decide(results, motos, [rider('r1')]).slice(0, 2).map((d) => [d.outcome, d.reason])).toEqual([
      ['notPaid', 'resultTypeNotPaid'],
      ['paid', 'paid'],
    ]);
  });

  it('an unverified VIN is enough when the rules do not ask for the maker’s check; an invalid one never is', () => {
    const unchecked = rules((r) => ({ ...r, bike: { ...r.bike, verifiedVin: false } }));
    const results = event([line({}), ...field(6)]);
    expect(decide(results, unchecked, [rider('r1', { bikes: [bike(1, { valid: 'unverified' })] })])[0]).toMatchObject({ outcome: 'paid' });
    expect(decide(results, unchecked, [rider('r1', { bikes: [bike(1, { valid: 'invalid' })] })])[0]).toMatchObject({ reason: 'vinNotVerified' });
  });
});

describe('the rule set schema', () => {
  const problems = (set: unknown) => (ruleSetSchema.safeParse(set).error?.issues ?? []).map((i) => [i.path.join('.'), i.message]);

  it('accepts the spec’s rule set as it is', () => expect(problems(DEFAULT_RULE_SET)).toEqual([]));

  it('refuses tiers that do not go up, and a larger class paying fewer places', () => {
    expect(problems({ ...DEFAULT_RULE_SET, minimumRiders: { count: 'finishers', tiers: [{ atLeast: 7, paidPlaces: null }, { atLeast: 3, paidPlaces: 2 }] } })).toEqual([['minimumRiders.tiers.1.atLeast', 'validation.rules.tier.order']]);
    expect(problems({ ...DEFAULT_RULE_SET, minimumRiders: { count: 'finishers', tiers: [{ atLeast: 3, paidPlaces: 5 }, { atLeast: 7, paidPlaces: 2 }] } })).toEqual([['minimumRiders.tiers.1.paidPlaces', 'validation.rules.tier.places']]);
  });

  it('refuses overlapping and reversed place ranges, naming the range it overlaps', () => {
    const range = (from: number, to: number) => ({ from, to, amountCents: 100, payoutType: 'cash' });
    const result = ruleSetSchema.safeParse({ ...DEFAULT_RULE_SET, placeRanges: [range(1, 20), range(15, 30), range(40, 35)] });
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message, (i as { params?: unknown }).params])).toEqual([
      ['placeRanges.1.from', 'validation.rules.range.overlap', { values: { from: 1, to: 20 } }],
      ['placeRanges.2.to', 'validation.rules.range.order', undefined],
    ]);
  });

  it('refuses amounts that are not whole cents, unknown choices, bad flags and the same make twice', () => {
    const bad = { ...DEFAULT_RULE_SET, placeRanges: [{ from: 1, to: 2, amountCents: 10.5, payoutType: 'gold' }], rider: { ...DEFAULT_RULE_SET.rider, ineligibleFlags: ['Factory Supported'] }, bike: { ...DEFAULT_RULE_SET.bike, makes: ['Apex', 'apex '] } };
    expect(problems(bad)).toEqual([
      ['placeRanges.0.amountCents', 'validation.number.range'],
      ['placeRanges.0.payoutType', 'validation.choice.invalid'],
      ['rider.ineligibleFlags.0', 'validation.rules.flag'],
      ['bike.makes.1', 'validation.name.duplicate'],
    ]);
  });
});

describe('the presets shipped with the product, on the real programmes’ cases', () => {
  it('are valid rule sets, the first the spec’s own', () => {
    expect(RULE_SET_PRESET_IDS[0]).toBe('spec');
    expect(RULE_SET_PRESETS.spec).toEqual(DEFAULT_RULE_SET);
    for (const id of RULE_SET_PRESET_IDS) expect(ruleSetSchema.safeParse(RULE_SET_PRESETS[id]).error?.issues ?? [], id).toEqual([]);
  });

  it('tiered classes: 7 finishers pay 3rd place, 6 do not, 2 pay nothing; factory support and a late account are refused', () => {
    const preset = RULE_SET_PRESETS.tieredClasses;
    const podium = (size: number) => event([line({ riderId: 'r1' }), line({ riderId: 'r2', place: 2 }), line({ riderId: 'r3', place: 3, placeAmount: 5_000 }), ...field(size - 3)]);
    const three = [rider('r1'), rider('r2'), rider('r3')];
    expect(of(decide(podium(7), preset, three), 'r3')[0]!.outcome).toBe('paid');
    expect(of(decide(podium(6), preset, three), 'r3')[0]).toMatchObject({ reason: 'tierPlaceNotPaid', rule: { tier: { atLeast: 3, paidPlaces: 2 } } });
    expect(of(decide(podium(6), preset, three), 'r2')[0]!.outcome).toBe('paid');
    expect(decide(event([line({}), line({ riderId: 'r2', place: 2 })]), preset, three).map((d) => d.reason)).toEqual(['classTooSmall', 'classTooSmall']);
    expect(decide(podium(7), preset, [rider('r1', { flags: [FACTORY_SUPPORTED_FLAG] })])[0]!.reason).toBe('riderIneligible');
    expect(decide(podium(7), preset, [rider('r1', { registeredOn: '2026-07-07' })])[0]!.reason).toBe('riderRegisteredLate');
    expect(preset.claims).toBe('perEvent');
  });

  it('two classes per machine: the two highest-earning classes on one bike, at the ranges’ amounts in cash or credit', () => {
    const preset = RULE_SET_PRESETS.twoClassesPerMachine;
    const results = event([
      line({ classId: 'open', className: 'Open', place: 15, placeAmount: 0 }),
      line({ classId: 'vet', className: 'Vet', place: 1, placeAmount: 0 }),
      line({ classId: 'b', className: '250 B', place: 33, placeAmount: 0 }),
      ...field(40, { classId: 'open', className: 'Open' }),
      ...field(40, { classId: 'vet', className: 'Vet' }),
      ...field(40, { classId: 'b', className: '250 B' }),
    ]);
    expect(of(decide(results, preset, [rider('r1')]), 'r1').map((d) => [d.className, d.outcome, d.amountCents, d.lotType])).toEqual([
      ['Open', 'paid', 60_000, 'credit'],
      ['Vet', 'paid', 60_000, 'cash'],
      ['250 B', 'notPaid', 0, null],
    ]);
  });

  it('present and sold: 4 finishers and 2 DNFs pay; a 2014 model and a bike sold after the race do not', () => {
    const preset = RULE_SET_PRESETS.presentAndSold;
    const six = event([line({}), ...field(3), ...field(2, { status: 'DNF' })]);
    const sold = (saleDate: string | null, year = 2026) => [rider('r1', { bikes: [bike(1, { year, saleDate })] })];
    expect(decide(six, preset, sold('2026-05-01'))[0]!.outcome).toBe('paid');
    expect(decide(six, preset, sold('2026-05-01', 2014))[0]!.reason).toBe('bikeTooOld');
    expect(decide(six, preset, sold('2026-06-07'))[0]!.reason).toBe('bikeSoldAfterRace');
    expect(decide(six, preset, sold(null))[0]!.reason).toBe('bikeSaleNotRecorded');
  });
});

