import { toApiError } from '@rr/api-client';
import type { MessageDescriptor } from '@rr/contracts';
import type { FieldErrors } from 'react-hook-form';
import { SERVER_TEXT_ID, describeApiError, errorCode, errorDetails } from '@rr/ui';

/**
 * What a form shows after its call failed, decided without a DOM (use-contract-form.ts applies it): server
 * field messages next to their inputs, anything else in the form's one alert.
 */
export interface FormFailure {
  /** Field → message: a 400 `VALIDATION` answer's `details`, and codes that belong to a field (`EMAIL_TAKEN` → email). */
  fields: Record<string, MessageDescriptor>;
  /** The form's alert, or null. */
  problem: MessageDescriptor | null;
  /** Whether focus moves to the first field in error (on-screen order). */
  focus: boolean;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * One entry of a `VALIDATION` body's `details` as a descriptor: `{ id, message, values? }` (contracts'
 * toServerError; `message` is the English text, the fallback when the id is unknown here), or plain text.
 */
export function detailDescriptor(detail: unknown): MessageDescriptor | null {
  if (typeof detail === 'string') return detail.trim() ? { id: SERVER_TEXT_ID, defaultMessage: detail } : null;
  if (!isRecord(detail)) return null;
  const text = typeof detail.message === 'string' ? detail.message : typeof detail.defaultMessage === 'string' ? detail.defaultMessage : '';
  const id = typeof detail.id === 'string' && detail.id ? detail.id : SERVER_TEXT_ID;
  if (id === SERVER_TEXT_ID && !text) return null;
  const values: Record<string, string | number> = {};
  if (isRecord(detail.values)) {
    for (const [key, value] of Object.entries(detail.values)) if (typeof value === 'string' || typeof value === 'number') values[key] = value;
  }
  const descriptor: MessageDescriptor = { id, defaultMessage: text || id };
  if (Object.keys(values).length > 0) descriptor.values = values;
  return descriptor;
}

/**
 * The usual failure of a form whose inputs are `fieldNames`: a `VALIDATION` answer's details on those fields,
 * an error code listed in `codeFields` on its field (with the code's message), and the alert for the rest:
 * the first detail no input shows, or, when no field got a message, the translated error (describeApiError).
 */
export function serverFailure(caught: unknown, fieldNames: readonly string[], codeFields: Readonly<Record<string, string>> = {}): FormFailure {
  const error = toApiError(caught);
  const code = errorCode(error);
  const fields: Record<string, MessageDescriptor> = {};
  const elsewhere: MessageDescriptor[] = [];
  const details = errorDetails(error);
  if (code === 'VALIDATION' && isRecord(details)) {
    for (const [field, detail] of Object.entries(details)) {
      const descriptor = detailDescriptor(detail);
      if (!descriptor) continue;
      if (fieldNames.includes(field)) fields[field] = descriptor;
      else elsewhere.push(descriptor);
    }
  }
  const codeField = code ? codeFields[code] : undefined;
  if (codeField && fieldNames.includes(codeField)) fields[codeField] = describeApiError(error);
  const atFields = Object.keys(fields).length > 0;
  return { fields, problem: elsewhere[0] ?? (atFields ? null : describeApiError(error)), focus: true };
}

/** The names of the fields with an error, nested ones as dotted paths (`bikes.0.vin`); `root` is the form's own. */
export function errorNames(errors: FieldErrors, prefix = ''): string[] {
  const names: string[] = [];
  for (const [key, value] of Object.entries(errors)) {
    if (typeof value !== 'object' || value === null || (prefix === '' && key === 'root')) continue;
    const name = prefix ? `${prefix}.${key}` : key;
    if (!Array.isArray(value) && (typeof value.type === 'string' || typeof value.message === 'string')) names.push(name);
    else names.push(...errorNames(value as FieldErrors, name));
  }
  return names;
}

/** The field to focus: the first of `order` (the inputs on screen, in order) with an error, else the first in error. */
export function firstErrorField(order: readonly string[], names: readonly string[]): string | null {
  return order.find((name) => names.includes(name)) ?? names[0] ?? null;
}
