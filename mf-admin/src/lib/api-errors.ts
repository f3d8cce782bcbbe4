import { UNEXPECTED_ERROR, toApiError, type ApiError } from '@rr/api-client';
import { apiErrorDescriptor, type MessageDescriptor } from '@rr/validation';
import type { IntlShape } from 'react-intl';

/** Statuses the contract (docs/accounts.md) gives a code of their own, for answers that arrive without one. */
const CODE_BY_STATUS: Record<number, string> = { 401: 'UNAUTHENTICATED', 403: 'FORBIDDEN', 404: 'NOT_FOUND' };

/** `details` of an error body `{ message, code, details }`, when there is one. */
function detailsOf(error: ApiError): unknown {
  const body = error.body;
  return body !== null && typeof body === 'object' && 'details' in body ? (body as { details: unknown }).details : undefined;
}

/** A failed call as a message: `error.<code>` (values from `details`), else the server's text, else 'Unexpected Error'. */
export function describeApiError(caught: unknown): MessageDescriptor {
  const error = toApiError(caught);
  const code = error.code ?? CODE_BY_STATUS[error.status];
  const known = code ? apiErrorDescriptor({ code, message: '', details: detailsOf(error) }) : null;
  if (known) return known;
  const unexpected = { id: 'admin.error.unexpected', defaultMessage: UNEXPECTED_ERROR };
  return error.message === UNEXPECTED_ERROR ? unexpected : (apiErrorDescriptor({ message: error.message }) ?? unexpected);
}

/** describeApiError in the current locale; server text is shown as sent. */
export function apiErrorText(intl: IntlShape, caught: unknown): string {
  return formatApiMessage(intl, describeApiError(caught));
}

/** A describeApiError message in the current locale; server text is shown as sent. */
export function formatApiMessage(intl: IntlShape, message: MessageDescriptor): string {
  return message.id === 'error.server' ? message.defaultMessage : intl.formatMessage({ id: message.id, defaultMessage: message.defaultMessage }, message.values);
}

/**
 * The field messages of a 400 VALIDATION answer (`details: { field: { id, defaultMessage | message, values? } }`),
 * as descriptors for the form's fields; empty for any other error.
 */
export function fieldErrorsOf(caught: unknown): Record<string, MessageDescriptor> {
  const error = toApiError(caught);
  const details = detailsOf(error);
  if (error.code !== 'VALIDATION' || !details || typeof details !== 'object') return {};
  const fields: Record<string, MessageDescriptor> = {};
  for (const [field, raw] of Object.entries(details as Record<string, unknown>)) {
    if (!raw || typeof raw !== 'object') continue;
    const { id, defaultMessage, message, values } = raw as { id?: unknown; defaultMessage?: unknown; message?: unknown; values?: unknown };
    if (typeof id !== 'string') continue;
    const text = typeof defaultMessage === 'string' ? defaultMessage : typeof message === 'string' ? message : id;
    fields[field] = values && typeof values === 'object' ? { id, defaultMessage: text, values: values as Record<string, string | number> } : { id, defaultMessage: text };
  }
  return fields;
}

/** Formats a field's descriptor (from @rr/validation or a VALIDATION answer). */
export function formatDescriptor(intl: IntlShape, message: MessageDescriptor | undefined | null): string | null {
  return message ? intl.formatMessage({ id: message.id, defaultMessage: message.defaultMessage }, message.values) : null;
}
