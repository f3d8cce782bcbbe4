import { UNEXPECTED_ERROR, toApiError, type ApiError } from '@rr/api-client';
// The zod-free part of @rr/contracts: the catalogue and its descriptors. The whole package (schemas, zod) would
// load with every page at start-up, since this module is in @rr/ui's index.
import { apiErrorDescriptor, type MessageDescriptor } from '@rr/contracts/messages';
import type { IntlShape } from 'react-intl';

/**
 * The one translation of a failed API call in the browser (docs/architecture.md "Contract: errors"): the shell,
 * every remote and the form kit (`@rr/ui/form`) say a failure with these functions.
 */

/** Statuses the contract gives a code of their own, for answers that arrive without one (a proxy, a gateway). */
const CODE_BY_STATUS: Record<number, string> = { 401: 'UNAUTHENTICATED', 403: 'FORBIDDEN', 404: 'NOT_FOUND' };

/** What is said when a failure says nothing at all (spec §8 'Unexpected Error'), in every locale (`ui.*`). */
export const UNEXPECTED_ERROR_MESSAGE: MessageDescriptor = { id: 'ui.error.unexpected', defaultMessage: UNEXPECTED_ERROR };

/** The id of a descriptor that carries the server's own text (shown as sent, never looked up or parsed). */
export const SERVER_TEXT_ID = 'error.server';

/** `details` of an error body `{ message, code, details }`, when there is one. */
export function errorDetails(error: Pick<ApiError, 'body'>): unknown {
  const body = error.body;
  return body !== null && typeof body === 'object' && 'details' in body ? (body as { details: unknown }).details : undefined;
}

/** The error's contract code: the body's `code`, else the one its status implies (401/403/404), else undefined. */
export function errorCode(error: Pick<ApiError, 'code' | 'status'>): string | undefined {
  return error.code ?? CODE_BY_STATUS[error.status];
}

/**
 * What to show for a failed call: the catalogue's `error.<code>` with `details` as its values (`{ minutes }`),
 * else the server's text (id `error.server`), else 'Unexpected Error'.
 */
export function describeApiError(caught: unknown): MessageDescriptor {
  const error = toApiError(caught);
  const code = errorCode(error);
  const known = code ? apiErrorDescriptor({ code, message: '', details: errorDetails(error) }) : null;
  if (known) return known;
  if (error.message === UNEXPECTED_ERROR) return UNEXPECTED_ERROR_MESSAGE;
  return apiErrorDescriptor({ message: error.message }) ?? UNEXPECTED_ERROR_MESSAGE;
}

/** A descriptor in the current locale; the server's text (`error.server`) is shown as sent. */
export function formatDescriptor(intl: IntlShape, message: MessageDescriptor): string {
  if (message.id === SERVER_TEXT_ID) return message.defaultMessage;
  return intl.formatMessage({ id: message.id, defaultMessage: message.defaultMessage }, message.values);
}

/** describeApiError in the current locale. */
export function apiErrorText(intl: IntlShape, caught: unknown): string {
  return formatDescriptor(intl, describeApiError(caught));
}
