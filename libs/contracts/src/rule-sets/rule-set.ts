import { z } from 'zod';
import { EVENT_TYPES } from '../enums';
import { fail } from '../issues';
import { MESSAGES } from '../messages';
import { RESULT_TYPES } from '../results/vocabulary';
import { checked, distinct, flag, list, makeName, oneOf, whole, wholeOrNull } from './field-rules';
import { CASH_DOCUMENT_RULES, CLAIM_LIMITS, FINISH_SELECTIONS, RANGE_PAYOUT_TYPES, RIDER_COUNTS, RULE_SET_LIMITS } from './vocabulary';

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
