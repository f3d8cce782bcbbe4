import type { RuleSet } from './rule-set';
import { FACTORY_SUPPORTED_FLAG } from './vocabulary';

/**
 * The spec's rules (§9) as a rule set: a class pays every paying place once 5 riders finish it; a rider is paid in at
 * most 2 classes per event, one per registered machine, best places first; each event's payout table sets the
 * amounts; bikes of this year's, next year's and the 3 previous model years, VIN verified; pro riders need their
 * documents for cash; supercross pays the main event, every other discipline the overall.
 */
export const DEFAULT_RULE_SET: RuleSet = Object.freeze({
  minimumRiders: { count: 'finishers', tiers: [{ atLeast: 5, paidPlaces: null }] },
  classesPerEvent: 2,
  classesPerMachine: 1,
  selection: 'bestPlace',
  placeRanges: [],
  modelYears: { kind: 'relative', yearsBack: 3, yearsAhead: 1 },
  bike: { verifiedVin: true, makes: [], soldBeforeRace: false },
  rider: { registeredWithinDays: null, ineligibleFlags: [], documentsForCash: 'pro' },
  defaultResultTypes: ['overall'],
  disciplines: [{ discipline: 'supercross', resultTypes: ['main', 'overall'] }],
  claims: 'perClass',
  withholdingPercent: 30,
  creditExpiryDays: 365,
  // AMA-style: 25, 22, 20, 18, 16, then one less per place down to 1 point for 20th.
  championPoints: [25, 22, 20, 18, 16, 15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1],
} satisfies RuleSet) as RuleSet;

/**
 * The six parameters a programme year could change before rule sets existed (`programme_rule_overrides`), as a rule
 * set: the defaults with those six replaced. Years configured that way keep deciding exactly as they did.
 */
export interface RuleParameters {
  minFinishers: number;
  maxPaidClasses: number;
  modelYearsBack: number;
  withholdingPercent: number;
  creditExpiryDays: number;
  championPoints: number[];
}

export function ruleSetFromParameters(parameters: Partial<RuleParameters>, base: RuleSet = DEFAULT_RULE_SET): RuleSet {
  return {
    ...base,
    ...(parameters.minFinishers !== undefined ? { minimumRiders: { count: 'finishers', tiers: [{ atLeast: parameters.minFinishers, paidPlaces: null }] } } : {}),
    ...(parameters.maxPaidClasses !== undefined ? { classesPerEvent: parameters.maxPaidClasses } : {}),
    ...(parameters.modelYearsBack !== undefined ? { modelYears: { kind: 'relative', yearsBack: parameters.modelYearsBack, yearsAhead: 1 } } : {}),
    ...(parameters.withholdingPercent !== undefined ? { withholdingPercent: parameters.withholdingPercent } : {}),
    ...(parameters.creditExpiryDays !== undefined ? { creditExpiryDays: parameters.creditExpiryDays } : {}),
    ...(parameters.championPoints !== undefined ? { championPoints: parameters.championPoints } : {}),
  };
}

/**
 * Rule sets shipped with the product as examples (docs/rules.md "Presets"): the spec's rules, and three that express
 * rules real contingency programmes publish, which the spec's six parameters could not. Staff start a draft from one
 * and change what their programme does differently.
 */
export const RULE_SET_PRESETS = {
  /** The spec's rules (§9). */
  spec: DEFAULT_RULE_SET,
  /**
   * Small classes pay fewer places: 7 or more finishers pay every paying place, 3–6 the top 2, fewer than 3 nothing;
   * one payout claim per rider and event; the rider's account made within 30 days after the race; factory-supported
   * riders are not paid.
   */
  tieredClasses: {
    ...DEFAULT_RULE_SET,
    minimumRiders: { count: 'finishers', tiers: [{ atLeast: 3, paidPlaces: 2 }, { atLeast: 7, paidPlaces: null }] },
    claims: 'perEvent',
    rider: { registeredWithinDays: 30, ineligibleFlags: [FACTORY_SUPPORTED_FLAG], documentsForCash: 'pro' },
  },
  /**
   * Two classes per registered motorcycle, the two highest-earning; the same amounts in every class: places 1–10 $600
   * in cash, 11–20 $600 in dealer credit, 21–40 $400 in dealer credit.
   */
  twoClassesPerMachine: {
    ...DEFAULT_RULE_SET,
    classesPerEvent: 2,
    classesPerMachine: 2,
    selection: 'highestAmount',
    placeRanges: [
      { from: 1, to: 10, amountCents: 60_000, payoutType: 'cash' },
      { from: 11, to: 20, amountCents: 60_000, payoutType: 'dealerCredit' },
      { from: 21, to: 40, amountCents: 40_000, payoutType: 'dealerCredit' },
    ],
  },
  /**
   * At least 6 riders present at the start (a DNF counts); model year 2015 or newer; the machine's retail sale
   * registered on or before the race day.
   */
  presentAndSold: {
    ...DEFAULT_RULE_SET,
    minimumRiders: { count: 'starters', tiers: [{ atLeast: 6, paidPlaces: null }] },
    modelYears: { kind: 'absolute', from: 2015, to: null },
    bike: { verifiedVin: true, makes: [], soldBeforeRace: true },
  },
} as const satisfies Record<string, RuleSet>;
export type RuleSetPreset = keyof typeof RULE_SET_PRESETS;
export const RULE_SET_PRESET_IDS = Object.keys(RULE_SET_PRESETS) as readonly RuleSetPreset[];
