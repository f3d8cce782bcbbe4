import type { Locale } from '@rr/i18n';
import { MESSAGES, formatMessage, type MessageDescriptor } from '@rr/contracts';

/** The whole input, as validate() reads it (own properties only). */
export type Input = Readonly<Record<string, unknown>>;

/**
 * One check of a field: the field's value and the whole input (for cross-field rules). Rules that take
 * extra parameters are wrapped: `(v) => password(v, 10)`, `(v, input) => passwordsMatch(input.password, v)`,
 * `(v) => maxLength(v, 500)`.
 */
export type FieldValidator = (value: unknown, input: Input) => MessageDescriptor | null;

export type Schema = Readonly<Record<string, readonly FieldValidator[]>>;

export type ValidationErrors<S extends Schema = Schema> = Partial<Record<keyof S & string, MessageDescriptor>>;

export type ValidationResult<S extends Schema = Schema> = { ok: true } | { ok: false; errors: ValidationErrors<S> };

/**
 * Runs every field's validators in order and keeps the first failure per field. Fields are read from
 * `input`'s own properties (a missing one is `undefined`; an input that is not a plain object counts as
 * `{}`); input fields the schema does not name are ignored. Errors are in schema order.
 */
export function validate<S extends Schema>(schema: S, input: unknown): ValidationResult<S> {
  const record: Input = input !== null && typeof input === 'object' && !Array.isArray(input) ? (input as Input) : {};
  const errors: Record<string, MessageDescriptor> = {};
  for (const [field, validators] of Object.entries(schema)) {
    const value = Object.hasOwn(record, field) ? record[field] : undefined;
    for (const validator of validators) {
      const error = validator(value, record);
      if (error) {
        errors[field] = error;
        break;
      }
    }
  }
  return Object.keys(errors).length === 0 ? { ok: true } : { ok: false, errors: errors as ValidationErrors<S> };
}

/** The JSON body a service sends with status 400 (the `{ message, code, details }` shape of @rr/server-kit). */
export interface ValidationErrorBody {
  message: string;
  code: 'VALIDATION';
  details: Record<string, { id: string; message: string }>;
}

/** The HTTP status that goes with a ValidationErrorBody. */
export const VALIDATION_STATUS = 400;

/**
 * Turns validate()'s errors into the 400 body: each field's message id and its text in `locale` (English by
 * default; spec: server text is shown as sent); `message` is the first field's text, so a client that only
 * shows the body's message still shows something useful.
 */
export function toServerError(errors: Readonly<Record<string, MessageDescriptor | undefined>>, locale: Locale = 'en'): ValidationErrorBody {
  const details: ValidationErrorBody['details'] = {};
  for (const [field, error] of Object.entries(errors)) {
    if (error) details[field] = { id: error.id, message: formatMessage(error, locale) };
  }
  const first = Object.values(details)[0];
  return { message: first ? first.message : formatMessage(MESSAGES.invalid, locale), code: 'VALIDATION', details };
}
