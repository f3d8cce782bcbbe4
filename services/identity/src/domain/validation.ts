import { AppError } from '@rr/server-kit';
import { toServerError, validate, type Schema } from '@rr/validation';

/**
 * Checks a body with one of @rr/validation's shared schemas (the same the browser form uses); a failure
 * is 400 `{ message, code: 'VALIDATION', details }` as `toServerError` builds it.
 */
export function validateInput(schema: Schema, input: unknown): void {
  const result = validate(schema, input);
  if (result.ok) return;
  const body = toServerError(result.errors);
  throw new AppError(400, body.code, body.message, body.details);
}
