import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ERRORS, MACHINE_ONLY_ERRORS, apiError, codeForStatus, toErrorAnswer, type ErrorCode } from '../src/errors.js';

const LOCALES = ['en', 'fr', 'de', 'es', 'it', 'nl', 'no', 'sv'] as const;
const catalogue = (locale: string) =>
  JSON.parse(readFileSync(new URL(`../../contracts/src/i18n/${locale}.json`, import.meta.url), 'utf8')) as Record<string, string>;

describe('the back end’s error codes', () => {
  it('are all translated: error.<code> in every locale of @rr/contracts, never an English copy outside en', () => {
    const en = catalogue('en');
    const browserCodes = (Object.keys(ERRORS) as ErrorCode[]).filter((code) => !MACHINE_ONLY_ERRORS.has(code));
    for (const locale of LOCALES) {
      const messages = catalogue(locale);
      const missing = browserCodes.filter((code) => !messages[`error.${code}`]);
      expect(missing, locale).toEqual([]);
      if (locale !== 'en') expect(browserCodes.filter((code) => messages[`error.${code}`] === en[`error.${code}`]), locale).toEqual([]);
      // What only machines receive stays out of what browsers download.
      expect([...MACHINE_ONLY_ERRORS].filter((code) => messages[`error.${code}`]), locale).toEqual([]);
    }
  });

  it('give one code per status meaning, whoever answers', () => {
    expect([401, 403, 404, 409, 400, 422, 500, 502, 503, 504].map(codeForStatus)).toEqual([
      'UNAUTHENTICATED',
      'FORBIDDEN',
      'NOT_FOUND',
      'CONFLICT',
      'BAD_REQUEST',
      'BAD_REQUEST',
      'INTERNAL',
      'BAD_GATEWAY',
      'UNAVAILABLE',
      'INTERNAL',
    ]);
    for (const code of ['UNAUTHENTICATED', 'FORBIDDEN', 'NOT_FOUND', 'CONFLICT', 'INTERNAL', 'BAD_GATEWAY', 'UNAVAILABLE'] as const) {
      expect(codeForStatus(ERRORS[code].status)).toBe(code);
    }
  });

  it('fill a message’s placeholders from details', () => {
    const error = apiError('TOO_MANY_ATTEMPTS', { minutes: 15 }, { 'Retry-After': '900' });
    expect(error).toMatchObject({ status: 429, code: 'TOO_MANY_ATTEMPTS', message: 'Too many attempts. Please wait 15 minutes and try again.', details: { minutes: 15 } });
    expect(error.headers).toEqual({ 'Retry-After': '900' });
  });

  it('never pass an unexpected error’s message or code to the caller', () => {
    const answer = toErrorAnswer(Object.assign(new Error('ER_DUP_ENTRY: secret row'), { code: 'ER_DUP_ENTRY', status: 409 }));
    expect(answer).toEqual({ status: 409, code: 'CONFLICT', message: 'An error occurred', expected: false });
    expect(toErrorAnswer('a string')).toEqual({ status: 500, code: 'INTERNAL', message: 'An error occurred', expected: false });
    expect(toErrorAnswer(Object.assign(new Error('invalid JSON'), { status: 400, expose: true }))).toEqual({
      status: 400,
      code: 'BAD_REQUEST',
      message: 'invalid JSON',
      expected: true,
    });
  });
});
