import type { z } from 'zod';
import { badRequest } from '@rr/server-kit';

/** Parses request input with a zod schema; a mismatch is a 400 listing each field's problem. */
export function parse<S extends z.ZodType>(schema: S, input: unknown, message = 'Invalid request'): z.infer<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  throw badRequest(message, { fields: result.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })) });
}
