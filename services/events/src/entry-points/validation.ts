import { z } from 'zod';
import { badRequest } from '@rr/server-kit';

/**
 * Parses request input with a zod schema; a mismatch is a 400 whose message names every problem
 * ("Invalid query: sortBy must be one of …") and whose details list them per field.
 */
export function parse<S extends z.ZodType>(schema: S, input: unknown, label = 'Invalid query'): z.infer<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const fields = result.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
  throw badRequest(`${label}: ${fields.map((f) => f.message).join('; ')}`, { fields });
}

const blankIsAbsent = (value: unknown) => (value === '' ? undefined : value);

/** An optional single text parameter, trimmed; blank counts as absent. */
export const textParam = (name: string, max = 200) =>
  z
    .string({ error: `${name} must be given once, as text` })
    .trim()
    .max(max, `${name} must be at most ${max} characters`)
    .optional()
    .transform((value) => value || undefined);

/** An optional code (state, country), trimmed and upper-cased; blank counts as absent. */
export const codeParam = (name: string, pattern: RegExp, rule: string) =>
  z
    .string({ error: `${name} must be given once, as text` })
    .trim()
    .optional()
    .transform((value) => (value ? value.toUpperCase() : undefined))
    .refine((value) => value === undefined || pattern.test(value), `${name} must be ${rule}`);

/** An optional whole number within bounds; blank counts as absent. */
export const intParam = (name: string, min: number, max: number) =>
  z.preprocess(
    blankIsAbsent,
    z
      .string({ error: `${name} must be a whole number` })
      .regex(/^\d+$/, `${name} must be a whole number`)
      .transform(Number)
      .pipe(z.number().min(min, `${name} must be at least ${min}`).max(max, `${name} must be at most ${max}`))
      .optional(),
  );

/** An optional choice among `values`; blank counts as absent. */
export const enumParam = <const T extends readonly [string, ...string[]]>(name: string, values: T) =>
  z.preprocess(blankIsAbsent, z.enum(values, { error: `${name} must be one of ${values.join(', ')}` }).optional());

/**
 * `active`: 'true' or 'false' filter on the flag; 'all' (where allowed) lifts the filter. Absent gives
 * `fallback` (undefined = no filter).
 */
export const activeParam = (options: { allowAll: boolean; fallback: boolean | undefined }) =>
  enumParam('active', options.allowAll ? (['true', 'false', 'all'] as const) : (['true', 'false'] as const)).transform((value) =>
    value === undefined ? options.fallback : value === 'all' ? undefined : value === 'true',
  );
