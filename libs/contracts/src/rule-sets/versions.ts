import { z } from 'zod';
import { EVENT_TYPES } from '../enums';
import { fail } from '../issues';
import { MESSAGES } from '../messages';
import { queryInteger } from '../query';
import { day, oneOf, whole } from './field-rules';
import { RULE_SET_PRESET_IDS } from './presets';
import { ruleSetSchema, type RuleSet } from './rule-set';
import { RULE_SET_COUNTRIES } from './vocabulary';

/** Rule set versions: whom each is for, drafts, edits and publishing, and what one version changed. */

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
  /** Null until published. */
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
/** `?year=`: one year's versions; a year that is not a whole number from 2000 to 2100 is left out (every year's). */
export const ruleSetListQuerySchema = z.object({ year: queryInteger(2000, 2100).catch(undefined) });
/** A version as a draft's creation, edit or publication leaves it. */
export const ruleSetAnswerSchema = z.object({ ruleSet: ruleSetVersionSchema });

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
