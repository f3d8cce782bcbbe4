import { ApiError } from '@rr/api-client';
import { describe, expect, it } from 'vitest';
import { describeApiError, errorCode } from './api-errors';

describe('describeApiError', () => {
  it('uses the error.<code> catalog with details as values', () => {
    const error = new ApiError('wait', { status: 429, code: 'CODE_TOO_SOON', body: { code: 'CODE_TOO_SOON', details: { seconds: 30 } } });
    expect(describeApiError(error)).toMatchObject({ id: 'error.CODE_TOO_SOON', values: { seconds: 30 } });
  });
  it('derives the code from 401/403/404 when the body has none', () => {
    expect(errorCode(new ApiError('x', { status: 404 }))).toBe('NOT_FOUND');
    expect(describeApiError(new ApiError('x', { status: 401 })).id).toBe('error.UNAUTHENTICATED');
  });
  it('keeps the server text for unknown codes and translates Unexpected Error', () => {
    expect(describeApiError(new ApiError('Teapot', { status: 418, code: 'TEAPOT' }))).toEqual({ id: 'error.server', defaultMessage: 'Teapot' });
    expect(describeApiError(new Error('')).id).toBe('shell.error.unexpected');
  });
});
