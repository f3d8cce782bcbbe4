import { ApiError } from '@rr/api-client';

/** What `checked` needs of a contract schema (any zod schema of @rr/contracts fits). */
export interface AnswerSchema<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false; error: unknown };
}

/**
 * An answer read through its @rr/contracts schema: the typed data, or a 502 `BAD_GATEWAY` ApiError ("The service gave
 * an unexpected answer", translated like any other failure) when the body is not what the contract says. The till
 * shows amounts and PIN states from these answers, so a half-built or changed backend fails visibly, not silently.
 */
export function checked<T>(schema: AnswerSchema<T>, answer: unknown): T {
  const result = schema.safeParse(answer);
  if (result.success) return result.data;
  throw new ApiError('The service gave an unexpected answer', {
    status: 502,
    code: 'BAD_GATEWAY',
    body: { message: 'The service gave an unexpected answer', code: 'BAD_GATEWAY' },
    cause: result.error,
  });
}
