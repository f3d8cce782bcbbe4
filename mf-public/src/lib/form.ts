import { MESSAGES, PASSWORD_MIN_LENGTH, apiErrorDescriptor, validate, type MessageDescriptor, type Schema } from '@rr/validation';

/**
 * Form state helpers shared by the account screens: the browser validates with the same @rr/validation schema
 * the server uses, and the server's 400 `VALIDATION` details land next to the same inputs.
 */

/** Field → message (react-intl descriptor; validation.* and error.* ids are in this remote's catalogs). */
export type FieldErrors = Record<string, MessageDescriptor>;

/** The schema's errors for an input, keyed by field ({} when valid). */
export function clientErrors(schema: Schema, input: unknown): FieldErrors {
  const result = validate(schema, input);
  if (result.ok) return {};
  const errors: FieldErrors = {};
  for (const [field, error] of Object.entries(result.errors)) if (error) errors[field] = error;
  return errors;
}

/**
 * What the form shows: nothing before the first submit; afterwards the live client errors, and the server's
 * errors for fields the client finds fine (a taken VIN is valid in the browser).
 */
export function visibleErrors(submitted: boolean, client: FieldErrors, server: FieldErrors): FieldErrors {
  if (!submitted) return server;
  return { ...server, ...client };
}

/** A copy of `errors` without `field` (the user changed it, so the server's verdict no longer applies). */
export function withoutField(errors: FieldErrors, field: string): FieldErrors {
  if (!(field in errors)) return errors;
  const { [field]: _removed, ...rest } = errors;
  return rest;
}

/** The first field with an error in on-screen order (to move focus there), else null. */
export function firstErrorField(order: readonly string[], errors: FieldErrors): string | null {
  return order.find((field) => field in errors) ?? Object.keys(errors)[0] ?? null;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** One entry of a VALIDATION body's `details` (`{ id, message }` or `{ id, defaultMessage, values }`, or text). */
function detailDescriptor(detail: unknown): MessageDescriptor | null {
  if (typeof detail === 'string' && detail.trim()) return { id: 'error.server', defaultMessage: detail };
  if (!isRecord(detail)) return null;
  const text = typeof detail.message === 'string' ? detail.message : typeof detail.defaultMessage === 'string' ? detail.defaultMessage : '';
  const id = typeof detail.id === 'string' && detail.id ? detail.id : 'error.server';
  if (id === 'error.server' && !text) return null;
  const values: Record<string, string | number> = {};
  if (isRecord(detail.values)) {
    for (const [key, value] of Object.entries(detail.values)) if (typeof value === 'string' || typeof value === 'number') values[key] = value;
  }
  // toServerError() sends the formatted text without its values; the length rule's value is known here.
  if (id === MESSAGES.passwordMinLength.id && values.minLength === undefined) values.minLength = PASSWORD_MIN_LENGTH;
  const descriptor: MessageDescriptor = { id, defaultMessage: text || id };
  if (Object.keys(values).length > 0) descriptor.values = values;
  return descriptor;
}

/** The parts of a failed call the forms read: `code`, the English `message` and the body's `details`. */
export interface ErrorLike {
  code?: string | undefined;
  message?: string | undefined;
  body?: unknown;
}

/** `details` of an error body, when it is an object. */
export function errorDetails(error: ErrorLike): Record<string, unknown> | undefined {
  return isRecord(error.body) && isRecord(error.body.details) ? error.body.details : undefined;
}

/**
 * A 400 `VALIDATION` answer split into errors for the form's own `fields` and the rest (shown in the form's alert).
 * Any other error gives no field errors.
 */
export function serverFieldErrors(error: ErrorLike, fields: readonly string[]): { fields: FieldErrors; other: MessageDescriptor[] } {
  const result: { fields: FieldErrors; other: MessageDescriptor[] } = { fields: {}, other: [] };
  if (error.code !== 'VALIDATION') return result;
  for (const [field, detail] of Object.entries(errorDetails(error) ?? {})) {
    const descriptor = detailDescriptor(detail);
    if (!descriptor) continue;
    if (fields.includes(field)) result.fields[field] = descriptor;
    else result.other.push(descriptor);
  }
  return result;
}

/** The English fallback of the API client when a failure says nothing (spec §8). */
const UNEXPECTED = 'Unexpected Error';

/**
 * The translated message of a failed call: `error.<code>` with `details` as values (apiErrorDescriptor), else the
 * server's text, else 'Unexpected Error' (public.error.unexpected).
 */
export function errorMessage(error: ErrorLike): MessageDescriptor {
  const details = errorDetails(error);
  const message = error.message && error.message !== UNEXPECTED ? error.message : undefined;
  const descriptor = apiErrorDescriptor({ code: error.code, message, details });
  return descriptor ?? { id: 'public.error.unexpected', defaultMessage: UNEXPECTED };
}

/** The field a submit stops at: the first of the form's `fields` with a client error, else null (send it). */
export function fieldToFix(fields: readonly string[], errors: FieldErrors): string | null {
  return fields.find((field) => field in errors) ?? null;
}

/** What a form shows after its call failed: the server's errors by field, the alert's message, the field to focus. */
export interface SubmitFailure {
  fields: FieldErrors;
  problem: MessageDescriptor | null;
  focus: string | null;
}

/**
 * The usual failure: VALIDATION details next to the form's `fields`, the translated problem in the alert
 * (errorMessage), focus on the first field the server faulted.
 */
export function submitFailure(error: ErrorLike, fields: readonly string[]): SubmitFailure {
  const { fields: errors } = serverFieldErrors(error, fields);
  return { fields: errors, problem: errorMessage(error), focus: firstErrorField(fields, errors) };
}
