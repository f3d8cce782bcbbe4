import { UNEXPECTED_ERROR, toApiError, type ApiError } from '@rr/api-client';
import { apiErrorDescriptor, type MessageDescriptor } from '@rr/validation';
import type { IntlShape } from 'react-intl';

/** The error codes the contract (docs/accounts.md) gives statuses that may arrive without a code. */
const CODE_BY_STATUS: Record<number, string> = { 401: 'UNAUTHENTICATED', 403: 'FORBIDDEN', 404: 'NOT_FOUND' };

/** `details` of an error body `{ message, code, details }`, when there is one. */
export function errorDetails(error: ApiError): unknown {
  const body = error.body;
  return body !== null && typeof body === 'object' && 'details' in body ? (body as { details: unknown }).details : undefined;
}

/** The error's contract code: the body's `code`, else the one its status implies (401/403/404), else undefined. */
export function errorCode(error: Pick<ApiError, 'code' | 'status'>): string | undefined {
  return error.code ?? CODE_BY_STATUS[error.status];
}

/**
 * What to show for a failed call: `error.<code>` from the @rr/validation catalogs with `details` as values,
 * else the server's text (id `error.server`), else the shell's 'unexpected' message.
 */
export function describeApiError(caught: unknown): MessageDescriptor {
  const error = toApiError(caught);
  const code = errorCode(error);
  const known = code ? apiErrorDescriptor({ code, message: '', details: errorDetails(error) }) : null;
  const unexpected = { id: 'shell.error.unexpected', defaultMessage: UNEXPECTED_ERROR };
  if (known) return known;
  return error.message === UNEXPECTED_ERROR ? unexpected : (apiErrorDescriptor({ message: error.message }) ?? unexpected);
}

/** describeApiError formatted in the current locale; server text is shown as sent (never parsed as ICU). */
export function apiErrorText(intl: IntlShape, caught: unknown): string {
  const descriptor = describeApiError(caught);
  if (descriptor.id === 'error.server') return descriptor.defaultMessage;
  return intl.formatMessage({ id: descriptor.id, defaultMessage: descriptor.defaultMessage }, descriptor.values);
}
