import { toServerError } from '@rr/contracts/server';
import type { z } from 'zod';
import { AppError } from './errors.js';

/**
 * Parses a query string with its @rr/contracts schema and returns the typed value; a mismatch is the usual 400
 * `{ message, code: 'VALIDATION', details: { <param>: { id, message, values? } } }` (`toServerError`).
 */
export function parseQuery<S extends z.ZodType>(schema: S, query: unknown): z.output<S> {
  const result = schema.safeParse(query ?? {});
  if (result.success) return result.data;
  const error = toServerError(result.error);
  throw new AppError(400, error.code, error.message, error.details);
}

/** Parses a JSON body with its @rr/contracts schema: a mismatch is the same 400 VALIDATION with field details. */
export const parseBody: <S extends z.ZodType>(schema: S, body: unknown) => z.output<S> = parseQuery;
