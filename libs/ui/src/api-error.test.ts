import { ApiError } from '@rr/api-client';
import { describe, expect, it } from 'vitest';
import { createIntl } from 'react-intl';
import { apiErrorText, describeApiError, errorCode, errorDetails, formatDescriptor } from './api-error';

describe('describeApiError', () => {
  it('uses the error.<code> catalogue with details as values', () => {
    const error = new ApiError('wait', { status: 429, code: 'CODE_TOO_SOON', body: { code: 'CODE_TOO_SOON', details: { seconds: 30 } } });
    expect(describeApiError(error)).toMatchObject({ id: 'error.CODE_TOO_SOON', values: { seconds: 30 } });
  });

  it('derives the code from 401/403/404 when the body has none', () => {
    expect(errorCode(new ApiError('x', { status: 404 }))).toBe('NOT_FOUND');
    expect(describeApiError(new ApiError('x', { status: 401 })).id).toBe('error.UNAUTHENTICATED');
    expect(errorCode(new ApiError('x', { status: 500 }))).toBeUndefined();
  });

  it("keeps the server's text for unknown codes, and says 'Unexpected Error' when nothing is said", () => {
    expect(describeApiError(new ApiError('Teapot', { status: 418, code: 'TEAPOT' }))).toEqual({ id: 'error.server', defaultMessage: 'Teapot' });
    expect(describeApiError(new Error(''))).toEqual({ id: 'ui.error.unexpected', defaultMessage: 'Unexpected Error' });
    expect(describeApiError(undefined).id).toBe('ui.error.unexpected');
  });

  it('reads details only from an object body', () => {
    expect(errorDetails(new ApiError('x', { body: { details: { minutes: 15 } } }))).toEqual({ minutes: 15 });
    expect(errorDetails(new ApiError('x', { body: 'plain text' }))).toBeUndefined();
  });
});

describe('in a locale', () => {
  const intl = createIntl({
    locale: 'de',
    messages: { 'error.TOO_MANY_ATTEMPTS': 'Zu viele Versuche. Bitte warte {minutes} Minuten.', 'ui.error.unexpected': 'Unerwarteter Fehler' },
  });

  it('translates the code once, with its values', () => {
    const error = new ApiError('x', { status: 429, code: 'TOO_MANY_ATTEMPTS', body: { details: { minutes: 15 } } });
    expect(apiErrorText(intl, error)).toBe('Zu viele Versuche. Bitte warte 15 Minuten.');
    expect(apiErrorText(intl, new Error(''))).toBe('Unerwarteter Fehler');
  });

  it("shows the server's text as sent, braces included", () => {
    expect(formatDescriptor(intl, { id: 'error.server', defaultMessage: 'Odd {text} here' })).toBe('Odd {text} here');
  });
});
