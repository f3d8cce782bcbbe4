// Decisions of the admin's save forms (profile cards): pure, tested on their own. use-save-form.ts holds the state.
import type { MessageDescriptor } from '@rr/validation';
import { describeApiError } from './api-errors';

/** Field → message of one form. */
export type FieldErrors<V> = Partial<Record<keyof V, MessageDescriptor>>;

/**
 * What a form shows after its save failed: the messages `fieldErrors` finds for its fields (VALIDATION details,
 * codes such as CURRENT_PASSWORD_WRONG), else one message for the whole form (describeApiError).
 */
export function saveFailure<V>(caught: unknown, fieldErrors: (caught: unknown) => FieldErrors<V>): { errors: FieldErrors<V>; formError: MessageDescriptor | null } {
  const errors = fieldErrors(caught);
  return { errors, formError: Object.keys(errors).length === 0 ? describeApiError(caught) : null };
}
