import { z } from 'zod';
import { EVENT_TYPES, type EventType } from './enums';
import { fieldRule } from './fields';
import { fail } from './issues';
import { MESSAGES, descriptor } from './messages';
import { RESULT_TYPES } from './results';

/**
 * A programme's payout rules as data (docs/rules.md): what the rules engine of the payouts service reads to decide
 * every result line, written by programme staff on the admin Rules page, versioned and in force from a date. One
 * schema for the browser's form, the BFF and the service, so a rule set the form accepts is one the engine can run.
 *
 * Every number is whole (amounts in cents of the event's currency). The checks that read several fields (tiers that
 * go up, place ranges that do not overlap) name the field they fault, so a form shows the problem where it is.
 */

/** Which riders of a class count toward its minimum: those who finished, those who started (a DNF counts), or every rider entered (a DNS counts too). */
export const RIDER_COUNTS = ['finishers', 'starters', 'entries'] as const;
export type RiderCount = (typeof RIDER_COUNTS)[number];

/** Which of a rider's finishes at one event are paid first, when more are eligible than the rules pay: the best places, or the largest amounts. */
export const FINISH_SELECTIONS = ['bestPlace', 'highestAmount'] as const;
export type FinishSelection = (typeof FINISH_SELECTIONS)[number];

/** Who needs their documents (driver's licence and W-9) on file before cash is paid. */
export const CASH_DOCUMENT_RULES = ['pro', 'everyone', 'nobody'] as const;
export type CashDocumentRule = (typeof CASH_DOCUMENT_RULES)[number];

/** How many payout claims a rider may have open at one event: one per class, or one for the whole event. */
export const CLAIM_LIMITS = ['perClass', 'perEvent'] as const;
export type ClaimLimit = (typeof CLAIM_LIMITS)[number];

/** What a place range pays in. */
export const RANGE_PAYOUT_TYPES = ['cash', 'dealerCredit'] as const;

/** The countries a rule set can be for (`*`: every country the programme runs in). */
export const RULE_SET_COUNTRIES = ['*', 'US', 'CA'] as const;
export type RuleSetCountry = (typeof RULE_SET_COUNTRIES)[number];

/** A rider flag set by staff (`factory-supported`, or any a rule set names): lower-case letters, digits and hyphens. */
export const RIDER_FLAG_PATTERN = /^[a-z][a-z0-9-]{0,39}$/;
/** The flag every preset knows: riders supported by a factory team are not paid by a contingency programme. */
export const FACTORY_SUPPORTED_FLAG = 'factory-supported';

/** The most tiers, place ranges, makes, flags and disciplines a rule set holds (a form and a table, not a database). */
export const RULE_SET_LIMITS = { tiers: 10, ranges: 50, makes: 20, flags: 20, disciplines: EVENT_TYPES.length, championPlaces: 100 } as const;

const oneOf = <const L extends readonly string[]>(list: L) => fieldRule<L[number]>((value) => (typeof value === 'string' && (list as readonly string[]).includes(value) ? null : descriptor(MESSAGES.choice)));
const whole = (min: number, max: number) =>
  fieldRule<number>((value) => (typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max ? null : descriptor(MESSAGES.numberRange, { min, max })));
const wholeOrNull = (min: number, max: number) =>
  fieldRule<number | null>((value) => (value === null || (typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max) ? null : descriptor(MESSAGES.numberRange, { min, max })));
const flag = fieldRule<string>((value) => (typeof value === 'string' && RIDER_FLAG_PATTERN.test(value) ? null : descriptor(MESSAGES.rulesFlag)));
const makeName = fieldRule<string>((value) => (typeof value === 'string' && value.trim().length > 0 && value.length <= 40 ? null : descriptor(MESSAGES.maxLength, { max: 40 })));
const checked = fieldRule<boolean>((value) => (typeof value === 'boolean' ? null : descriptor(MESSAGES.invalid)));
const list = <T extends z.ZodType>(item: T, max: number) => z.array(item).max(max, { error: MESSAGES.maxItems.id });

/** Lists whose entries must differ (makes, flags, disciplines): the second of a pair is faulted. */
function distinct(ctx: z.RefinementCtx, values: readonly string[], path: PropertyKey[], same: (value: string) => string = (value) => value): void {
  const seen = new Set<string>();
  values.forEach((value, index) => {
    const key = same(value);
    if (seen.has(key)) fail(ctx, MESSAGES.duplicateName, undefined, [...path, index]);
    seen.add(key);
  });
}

/** One tier of the minimum: a class with at least `atLeast` counted riders pays its first `paidPlaces` places (null: every paying place). */
export const riderTierSchema = z.object({ atLeast: whole(1, 999), paidPlaces: wholeOrNull(1, 999) });
export type RiderTier = z.infer<typeof riderTierSchema>;

/** Places `from` to `to` (both included) pay `amountCents` each, in cash or dealer credit. */
export const placeRangeSchema = z.object({ from: whole(1, 999), to: whole(1, 999), amountCents: whole(0, 100_000_000), payoutType: oneOf(RANGE_PAYOUT_TYPES) });
export type PlaceRange = z.infer<typeof placeRangeSchema>;

/** The model years that are eligible: relative to the event's year, or fixed years. */
export const modelYearsSchema = z.discriminatedUnion('kind', [
  /** From `yearsBack` years before the event's year to `yearsAhead` after it (next year's models are sold in the summer). */
  z.object({ kind: z.literal('relative'), yearsBack: whole(0, 50), yearsAhead: whole(0, 3) }),
  /** From model year `from` to `to` (null: up to next year's models). */
  z.object({ kind: z.literal('absolute'), from: whole(1980, 2100), to: wholeOrNull(1980, 2100) }),
]);
export type ModelYears = z.infer<typeof modelYearsSchema>;

/** The result types that pay in one discipline, in order of preference: the first one the event's results hold pays. */
export const disciplineResultsSchema = z.object({ discipline: oneOf(EVENT_TYPES), resultTypes: list(oneOf(RESULT_TYPES), RESULT_TYPES.length).min(1, { error: MESSAGES.required.id }) });

export const ruleSetSchema = z
  .object({
    /** A class pays only when enough riders are counted; which places it pays depends on how many (the tiers, lowest first). */
    minimumRiders: z.object({ count: oneOf(RIDER_COUNTS), tiers: list(riderTierSchema, RULE_SET_LIMITS.tiers).min(1, { error: MESSAGES.required.id }) }),
    /** Classes a rider is paid in at one event, and on one registered machine. */
    classesPerEvent: whole(1, 20),
    classesPerMachine: whole(1, 20),
    selection: oneOf(FINISH_SELECTIONS),
    /** What each place pays in every class (empty: each event's own payout table, per class). */
    placeRanges: list(placeRangeSchema, RULE_SET_LIMITS.ranges),
    modelYears: modelYearsSchema,
    bike: z.object({
      /** The VIN checked against the maker's records (a genuine machine); off, an unchecked VIN is enough (a VIN found invalid never is). */
      verifiedVin: checked,
      /** The machine's make, as registered, must be one of these (empty: any make). */
      makes: list(makeName, RULE_SET_LIMITS.makes),
      /** The machine's retail sale must be on record, dated on or before the race's first day. */
      soldBeforeRace: checked,
    }),
    rider: z.object({
      /** The rider's account must be made at most this many days after the race (null: any time). */
      registeredWithinDays: wholeOrNull(0, 3650),
      /** Riders with any of these flags are not paid (e.g. `factory-supported`). */
      ineligibleFlags: list(flag, RULE_SET_LIMITS.flags),
      documentsForCash: oneOf(CASH_DOCUMENT_RULES),
    }),
    /** Which result type pays, per discipline; any discipline not listed uses `defaultResultTypes`. */
    defaultResultTypes: list(oneOf(RESULT_TYPES), RESULT_TYPES.length).min(1, { error: MESSAGES.required.id }),
    disciplines: list(disciplineResultsSchema, RULE_SET_LIMITS.disciplines),
    claims: oneOf(CLAIM_LIMITS),
    withholdingPercent: whole(0, 100),
    creditExpiryDays: whole(1, 3650),
    /** Championship points per place (index 0 = 1st); places past the end score nothing. */
    championPoints: list(whole(0, 1000), RULE_SET_LIMITS.championPlaces),
  })
  .superRefine((rules, ctx) => {
    const tiers = rules.minimumRiders.tiers;
    tiers.forEach((tier, index) => {
      const before = tiers[index - 1];
      if (!before) return;
      // Tiers go up: each needs more riders than the last, and a larger class never pays fewer places.
      if (tier.atLeast <= before.atLeast) fail(ctx, MESSAGES.rulesTierOrder, { previous: before.atLeast }, ['minimumRiders', 'tiers', index, 'atLeast']);
      else if (before.paidPlaces === null ? tier.paidPlaces !== null : tier.paidPlaces !== null && tier.paidPlaces < before.paidPlaces) {
        fail(ctx, MESSAGES.rulesTierPlaces, undefined, ['minimumRiders', 'tiers', index, 'paidPlaces']);
      }
    });
    rules.placeRanges.forEach((range, index) => {
      if (range.to < range.from) {
        fail(ctx, MESSAGES.rulesRangeOrder, undefined, ['placeRanges', index, 'to']);
        return;
      }
      const other = rules.placeRanges.findIndex((o, i) => i < index && o.from <= range.to && range.from <= o.to);
      if (other >= 0) fail(ctx, MESSAGES.rulesRangeOverlap, { from: rules.placeRanges[other]!.from, to: rules.placeRanges[other]!.to }, ['placeRanges', index, 'from']);
    });
    if (rules.modelYears.kind === 'absolute' && rules.modelYears.to !== null && rules.modelYears.to < rules.modelYears.from) fail(ctx, MESSAGES.rulesYearOrder, undefined, ['modelYears', 'to']);
    distinct(ctx, rules.bike.makes, ['bike', 'makes'], (make) => make.trim().toLowerCase());
    distinct(ctx, rules.rider.ineligibleFlags, ['rider', 'ineligibleFlags']);
    distinct(
      ctx,
      rules.disciplines.map((d) => d.discipline),
      ['disciplines'],
    );
    distinct(ctx, rules.defaultResultTypes, ['defaultResultTypes']);
    rules.disciplines.forEach((d, index) => distinct(ctx, d.resultTypes, ['disciplines', index, 'resultTypes']));
  });
export type RuleSet = z.infer<typeof ruleSetSchema>;

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

/** The result types that pay at an event of `discipline`, in order of preference. */
export function resultTypesFor(rules: Pick<RuleSet, 'defaultResultTypes' | 'disciplines'>, discipline: EventType | string): readonly string[] {
  return rules.disciplines.find((d) => d.discipline === discipline)?.resultTypes ?? rules.defaultResultTypes;
}

/** The oldest and newest eligible model years at an event of `eventYear`. */
export function modelYearWindow(modelYears: ModelYears, eventYear: number): { oldest: number; newest: number } {
  return modelYears.kind === 'relative'
    ? { oldest: eventYear - modelYears.yearsBack, newest: eventYear + modelYears.yearsAhead }
    : { oldest: modelYears.from, newest: modelYears.to ?? eventYear + 1 };
}

/** The tier a class of `counted` riders falls in (the highest it reaches), or null below the lowest. */
export function tierFor(tiers: readonly RiderTier[], counted: number): RiderTier | null {
  let reached: RiderTier | null = null;
  for (const tier of tiers) if (counted >= tier.atLeast && (!reached || tier.atLeast > reached.atLeast)) reached = tier;
  return reached;
}

/** The place range that pays `place`, or null. */
export function rangeFor(ranges: readonly PlaceRange[], place: number): PlaceRange | null {
  return ranges.find((range) => place >= range.from && place <= range.to) ?? null;
}

/** A day as YYYY-MM-DD (a rule set takes effect from the start of it, the race's own day). */
const day = fieldRule<string>((value) => {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return descriptor(MESSAGES.date);
  const parsed = new Date(`${value}T00:00:00Z`);
  return Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== value ? descriptor(MESSAGES.date) : null;
});

/** Whom a rule set is for: a programme year, a country (or every one), and optionally one discipline or one series. */
export const ruleSetScopeSchema = z.object({
  year: whole(2000, 2100),
  country: oneOf(RULE_SET_COUNTRIES),
  discipline: z.union([oneOf(EVENT_TYPES), z.null()]).default(null),
  seriesId: z.union([z.string().min(1).max(36), z.null()]).default(null),
});
export type RuleSetScope = z.infer<typeof ruleSetScopeSchema>;

/** The effective day must fall in the scope's programme year (a version of 2027's rules judges 2027's races). */
function effectiveInYear(ctx: z.RefinementCtx, year: number, effectiveFrom: string, path: PropertyKey[]): void {
  if (Number(effectiveFrom.slice(0, 4)) !== year) fail(ctx, MESSAGES.rulesEffectiveYear, { year }, path);
}

/**
 * `POST /api/admin/rule-sets`: a new draft version for a scope, from the rules of `fromId` (a version to start from),
 * else a `preset`, else `rules`, else the spec's. Takes effect from `effectiveFrom` once published.
 */
export const ruleSetDraftSchema = z
  .object({
    scope: ruleSetScopeSchema,
    fromId: z.string().max(36).optional(),
    preset: oneOf(RULE_SET_PRESET_IDS).optional(),
    rules: ruleSetSchema.optional(),
    effectiveFrom: day,
    note: z.string().max(500, { error: MESSAGES.maxLength.id }).default(''),
  })
  .superRefine((input, ctx) => effectiveInYear(ctx, input.scope.year, input.effectiveFrom, ['effectiveFrom']));
export type RuleSetDraftInput = z.infer<typeof ruleSetDraftSchema>;

/** `PUT /api/admin/rule-sets/{id}`: a draft's rules, effective day and note (a published version never changes). */
export const ruleSetEditSchema = z.object({ rules: ruleSetSchema, effectiveFrom: day, note: z.string().max(500, { error: MESSAGES.maxLength.id }).default('') });
export type RuleSetEditInput = z.infer<typeof ruleSetEditSchema>;

/** `POST /api/admin/rule-sets/{id}/publish`: the draft is in force from `effectiveFrom` (its own day if left out). */
export const ruleSetPublishSchema = z.object({ effectiveFrom: day.optional() });

export const RULE_SET_STATUSES = ['draft', 'published', 'withdrawn'] as const;
export const RULE_SET_ACTIONS = ['created', 'edited', 'published', 'withdrawn', 'applied'] as const;

/** One version of a rule set, as staff read it. */
export const ruleSetVersionSchema = z.object({
  _id: z.string(),
  scope: z.object({ year: z.number().int(), country: z.enum(RULE_SET_COUNTRIES), discipline: z.enum(EVENT_TYPES).nullable(), seriesId: z.string().nullable() }),
  version: z.number().int(),
  status: z.enum(RULE_SET_STATUSES),
  effectiveFrom: z.string(),
  note: z.string(),
  rules: z.custom<RuleSet>(),
  createdBy: z.string(),
  createdAt: z.string(),
  publishedBy: z.string().nullable(),
  publishedAt: z.string().nullable(),
});
export type RuleSetVersion = z.infer<typeof ruleSetVersionSchema>;

/** One value that differs between two versions: its path in the rule set (`minimumRiders.tiers.0.atLeast`) and both values. */
export const ruleSetDifferenceSchema = z.object({ path: z.string(), before: z.unknown(), after: z.unknown() });
export type RuleSetDifference = z.infer<typeof ruleSetDifferenceSchema>;

/** One audited change: who, when, what (with what changed in the rules). */
export const ruleSetChangeSchema = z.object({ action: z.enum(RULE_SET_ACTIONS), actorId: z.string(), at: z.string(), effectiveFrom: z.string().nullable(), differences: z.array(ruleSetDifferenceSchema) });

/** `GET /api/admin/rule-sets?year=`: every version of the year's rule sets (all years without), newest first, and the spec's as `defaults`. */
export const ruleSetListSchema = z.object({ ruleSets: z.array(ruleSetVersionSchema), defaults: z.custom<RuleSet>() });
/** `GET /api/admin/rule-sets/{id}`: one version, its audited changes (oldest first) and how it differs from the version before it in its scope. */
export const ruleSetDetailSchema = z.object({ ruleSet: ruleSetVersionSchema, changes: z.array(ruleSetChangeSchema), previous: ruleSetVersionSchema.nullable(), differences: z.array(ruleSetDifferenceSchema) });
export type RuleSetDetail = z.infer<typeof ruleSetDetailSchema>;

/**
 * Every value that differs between two rule sets, by path, in the order of the rule set's fields: what a version
 * changed, for the list of changes and the audit. Lists compare item by item (a tier added shows as its path).
 */
export function ruleSetDifferences(before: unknown, after: unknown, path = ''): RuleSetDifference[] {
  const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
  if (isObject(before) && isObject(after) && Array.isArray(before) === Array.isArray(after)) {
    const keys = Array.isArray(before) && Array.isArray(after) ? Array.from({ length: Math.max(before.length, after.length) }, (_, i) => String(i)) : [...new Set([...Object.keys(before), ...Object.keys(after)])];
    return keys.flatMap((key) => ruleSetDifferences((before as Record<string, unknown>)[key], (after as Record<string, unknown>)[key], path ? `${path}.${key}` : key));
  }
  return Object.is(before, after) || JSON.stringify(before) === JSON.stringify(after) ? [] : [{ path, before: before ?? null, after: after ?? null }];
}

/** A version's effective day checked against its programme year (a version of 2027's rules takes effect in 2027). */
export function effectiveDayIn(year: number) {
  return z.object({ effectiveFrom: day.optional() }).superRefine((input, ctx) => {
    if (input.effectiveFrom) effectiveInYear(ctx, year, input.effectiveFrom, ['effectiveFrom']);
  });
}

/** `POST /api/admin/rule-sets/{id}/simulations`: the period whose published results are judged again (race days, both included). */
export const ruleSimulationRequestSchema = z
  .object({ from: day, to: day })
  .superRefine((input, ctx) => {
    if (input.to < input.from) fail(ctx, MESSAGES.dateOrder, undefined, ['to']);
    else if (Date.parse(`${input.to}T00:00:00Z`) - Date.parse(`${input.from}T00:00:00Z`) > 400 * 86_400_000) fail(ctx, MESSAGES.rulesPeriod, { days: 400 }, ['to']);
  });
export type RuleSimulationRequest = z.infer<typeof ruleSimulationRequestSchema>;

/** How a rider's (or a line's) pay changes: more, less, paid now and not before, paid before and not now. */
export const SIMULATION_CHANGES = ['more', 'less', 'newlyPaid', 'noLongerPaid'] as const;
export type SimulationChange = (typeof SIMULATION_CHANGES)[number];

/** What a simulation found: per currency, per rider, and each line whose pay would change. Amounts in cents. */
export interface RuleSimulationResult {
  events: number;
  lines: number;
  totals: Array<{ currency: string; beforeCents: number; afterCents: number; differenceCents: number; riders: number } & Record<SimulationChange, number>>;
  riders: Array<{ riderId: string; name: string; currency: string; beforeCents: number; afterCents: number; differenceCents: number; change: SimulationChange; lines: number }>;
  changes: Array<{ eventId: string; eventTitle: string; startDate: string; riderId: string; className: string | null; place: number | null; currency: string; beforeCents: number; afterCents: number; beforeReason: string; afterReason: string; change: SimulationChange }>;
  /** Lines whose change is not listed (the list keeps the first `MAX_SIMULATION_CHANGES`). */
  changesLeftOut: number;
}
export const MAX_SIMULATION_CHANGES = 20_000;

/** One simulation as staff read it: `result` once done, `error` when it failed. */
export interface RuleSimulation {
  _id: string;
  ruleSetId: string;
  from: string;
  to: string;
  status: 'running' | 'done' | 'failed';
  requestedBy: string;
  requestedAt: string;
  finishedAt: string | null;
  error: string | null;
  /** When staff re-judged the period's events by the version after this simulation, when that finished, and how many events. */
  applyRequestedAt: string | null;
  appliedAt: string | null;
  appliedEvents: number | null;
  result: RuleSimulationResult | null;
}
