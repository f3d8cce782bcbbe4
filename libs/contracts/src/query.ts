import { z } from 'zod';
import { fail } from './issues';
import { MESSAGES } from './messages';

/**
 * Building blocks of query-string schemas (`?page=2&sortBy=title`). A query value arrives as a string, as an array
 * when the parameter is repeated, or not at all. Conventions:
 * - a blank value counts as absent (a form sends its empty fields), and so does a missing one;
 * - text is trimmed; a repeated parameter is refused ('Invalid value'), never silently reduced to one;
 * - each failure is a catalogue message, so a rejected query answers the usual 400 VALIDATION body (`toServerError`).
 */

type Ctx = z.RefinementCtx;

/**
 * A parameter read by `read` (undefined = absent). Optional, so a missing key is simply absent from the result;
 * chain `.transform(value => value ?? fallback)` for a default.
 */
function param<T>(read: (value: unknown, ctx: Ctx) => T | undefined) {
  return z.unknown().transform(read).optional();
}

/** The value as one trimmed string, undefined when absent or blank, or null (an issue was added) when it is not text. */
function single(value: unknown, ctx: Ctx): string | undefined | null {
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'number') return String(value);
  if (typeof value !== 'string') {
    fail(ctx, MESSAGES.invalid);
    return null;
  }
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
}

/** Optional text of at most `max` characters, trimmed; blank is absent. */
export function queryText(max = 200) {
  return param((value, ctx): string | undefined => {
    const text = single(value, ctx);
    if (text === null) return z.NEVER;
    if (text !== undefined && [...text].length > max) {
      fail(ctx, MESSAGES.maxLength, { max });
      return z.NEVER;
    }
    return text;
  });
}

/** Optional code (state, country), trimmed and upper-cased, matching `pattern`; else `message` (a catalogue entry). */
export function queryCode(pattern: RegExp, message: { id: string }) {
  return param((value, ctx): string | undefined => {
    const text = single(value, ctx);
    if (text === null) return z.NEVER;
    if (text === undefined) return undefined;
    const code = text.toUpperCase();
    if (!pattern.test(code)) {
      fail(ctx, message);
      return z.NEVER;
    }
    return code;
  });
}

/** Optional whole number from `min` to `max` ('Must be a whole number from {min} to {max}'). */
export function queryInteger(min: number, max: number) {
  return param((value, ctx): number | undefined => {
    const text = single(value, ctx);
    if (text === null) return z.NEVER;
    if (text === undefined) return undefined;
    const number = /^\d+$/.test(text) ? Number(text) : Number.NaN;
    if (!Number.isSafeInteger(number) || number < min || number > max) {
      fail(ctx, MESSAGES.numberRange, { min, max });
      return z.NEVER;
    }
    return number;
  });
}

/** Optional choice among `values` ('Choose one of the options'). */
export function queryChoice<const L extends readonly string[]>(values: L) {
  return param((value, ctx): L[number] | undefined => {
    const text = single(value, ctx);
    if (text === null) return z.NEVER;
    if (text === undefined) return undefined;
    if (!values.includes(text)) {
      fail(ctx, MESSAGES.choice);
      return z.NEVER;
    }
    return text;
  });
}

/** Optional calendar day `YYYY-MM-DD` (a longer ISO timestamp is cut to its day): 'Invalid date' otherwise. */
export function queryDay() {
  return param((value, ctx): string | undefined => {
    const text = single(value, ctx);
    if (text === null) return z.NEVER;
    if (text === undefined) return undefined;
    const day = text.slice(0, 10);
    const parsed = /^\d{4}-\d{2}-\d{2}$/.test(day) ? new Date(`${day}T00:00:00Z`) : null;
    if (!parsed || Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== day) {
      fail(ctx, MESSAGES.date);
      return z.NEVER;
    }
    return day;
  });
}

/**
 * `active`: `true` or `false` filters on the flag; `all` (where allowed) lifts the filter (undefined). Absent gives
 * `fallback` (undefined = no filter).
 */
export function queryActive(options: { allowAll: boolean; fallback: boolean | undefined }) {
  const values = options.allowAll ? (['true', 'false', 'all'] as const) : (['true', 'false'] as const);
  return queryChoice(values).transform((value): boolean | undefined =>
    value === undefined ? options.fallback : value === 'all' ? undefined : value === 'true',
  );
}

/** The page block of every paged list answer. */
export const paginationSchema = z.object({
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
  pages: z.number().int(),
});
export type Pagination = z.infer<typeof paginationSchema>;

/** The pagination block for `total` rows cut in pages of `limit`. */
export function pagination(page: number, limit: number, total: number): Pagination {
  return { page, limit, total, pages: Math.ceil(total / limit) };
}

/** Paging parameters of a list: page ≥ 1 (default 1), limit 1–`maxLimit` (default `defaultLimit`). */
export function queryPaging(defaultLimit: number, maxLimit = 100) {
  return {
    page: queryInteger(1, 1_000_000).transform((value) => value ?? 1),
    limit: queryInteger(1, maxLimit).transform((value) => value ?? defaultLimit),
  };
}
