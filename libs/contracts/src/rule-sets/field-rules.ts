import { z } from 'zod';
import { fieldRule } from '../fields';
import { fail } from '../issues';
import { MESSAGES, descriptor } from '../messages';
import { RIDER_FLAG_PATTERN } from './vocabulary';

/** The field rules of the rule set's forms: choices, whole numbers, flags, makes, lists and days. */

export const oneOf = <const L extends readonly string[]>(list: L) => fieldRule<L[number]>((value) => (typeof value === 'string' && (list as readonly string[]).includes(value) ? null : descriptor(MESSAGES.choice)));
export const whole = (min: number, max: number) =>
  fieldRule<number>((value) => (typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max ? null : descriptor(MESSAGES.numberRange, { min, max })));
export const wholeOrNull = (min: number, max: number) =>
  fieldRule<number | null>((value) => (value === null || (typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max) ? null : descriptor(MESSAGES.numberRange, { min, max })));
export const flag = fieldRule<string>((value) => (typeof value === 'string' && RIDER_FLAG_PATTERN.test(value) ? null : descriptor(MESSAGES.rulesFlag)));
export const makeName = fieldRule<string>((value) => (typeof value === 'string' && value.trim().length > 0 && value.length <= 40 ? null : descriptor(MESSAGES.maxLength, { max: 40 })));
export const checked = fieldRule<boolean>((value) => (typeof value === 'boolean' ? null : descriptor(MESSAGES.invalid)));
export const list = <T extends z.ZodType>(item: T, max: number) => z.array(item).max(max, { error: MESSAGES.maxItems.id });

/** Lists whose entries must differ (makes, flags, disciplines): the second of a pair is faulted. */
export function distinct(ctx: z.RefinementCtx, values: readonly string[], path: PropertyKey[], same: (value: string) => string = (value) => value): void {
  const seen = new Set<string>();
  values.forEach((value, index) => {
    const key = same(value);
    if (seen.has(key)) fail(ctx, MESSAGES.duplicateName, undefined, [...path, index]);
    seen.add(key);
  });
}

/** A day as YYYY-MM-DD (a rule set takes effect from the start of it, the race's own day). */
export const day = fieldRule<string>((value) => {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return descriptor(MESSAGES.date);
  const parsed = new Date(`${value}T00:00:00Z`);
  return Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== value ? descriptor(MESSAGES.date) : null;
});
