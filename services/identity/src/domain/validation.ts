import { toServerError } from '@rr/contracts/server';
import { AppError } from '@rr/server-kit';
import type { z } from 'zod';

/** A body as the schemas read it: a JSON object, else `{}` (so each field says what it misses). */
const asObject = (body: unknown): unknown => (typeof body === 'object' && body !== null && !Array.isArray(body) ? body : {});

/**
 * Parses a body with its @rr/contracts schema (the one the browser form uses) and returns the typed value; a
 * failure is 400 `{ message, code: 'VALIDATION', details }` as `toServerError` builds it.
 */
export function parseInput<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const result = schema.safeParse(asObject(body));
  if (result.success) return result.data;
  const error = toServerError(result.error);
  throw new AppError(400, error.code, error.message, error.details);
}
