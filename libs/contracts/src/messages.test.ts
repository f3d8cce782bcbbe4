import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LOCALES } from '@rr/i18n';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { newPasswordSchema, pinSchema, registrationSchema } from './accounts';
import { dateOfBirth, email, maxLength, mergeConfirmation, oneTimeCode, password, pin, required, vin } from './fields';
import { issueDescriptor } from './issues';
import { validationMessages } from './catalogs';
import { MESSAGES, apiErrorDescriptor, type MessageDescriptor } from './messages';

const i18nDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'i18n');
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

/** The descriptor of the first problem `schema` finds with `value`. */
function first(schema: z.ZodType, value: unknown): MessageDescriptor {
  const result = schema.safeParse(value);
  if (result.success) throw new Error(`expected ${JSON.stringify(value)} to be refused`);
  return issueDescriptor(result.error.issues[0]!);
}

/** The descriptors of every registration field refused for its own rule (not for being missing). */
function registrationErrors(body: Record<string, unknown>): MessageDescriptor[] {
  const result = registrationSchema.safeParse(body);
  const issues = (result.error?.issues ?? []).filter((issue) => Object.hasOwn(body, String(issue.path[0])));
  return issues.map((issue) => issueDescriptor(issue));
}

/** Every descriptor the field rules and account schemas can return, produced by running them. */
const produced: MessageDescriptor[] = [
  first(required(), ''),
  first(password(), 'short'),
  first(password(), 'abcdefgh!'),
  first(password(), 42),
  first(newPasswordSchema, { password: 'abcdefgh', confirmPassword: 'b' }),
  first(pin(), '1'),
  first(pinSchema, { pin: '1234', confirmPin: '4321' }),
  first(vin(), '1'),
  first(dateOfBirth(), '2023-02-30'),
  first(maxLength(1), 'abc'),
  first(email(), 'x'),
  first(mergeConfirmation('a@example.com', 'b@example.com'), 'DELETE'),
  first(oneTimeCode(), '1'),
  ...registrationErrors({ country: 'MX', phone1: '1', bikeYear: 1, sex: 'x', riderConfirmed: false }),
  ...registrationErrors({ country: 'US', state: 'XX', zipcode: '1' }),
];

describe('message catalogs', () => {
  it('has a catalog file for every locale and nothing else', () => {
    const files = readdirSync(i18nDir).filter((f) => f.endsWith('.json')).sort();
    expect(files).toEqual(LOCALES.map((l) => `${l}.json`).sort());
    expect(Object.keys(validationMessages).sort()).toEqual([...LOCALES].sort());
  });

  it('every message id the rules return exists in every locale', () => {
    const ids = new Set([...produced.map((d) => d.id), ...Object.values(MESSAGES).map((m) => m.id)]);
    expect(ids.size).toBe(Object.keys(MESSAGES).length);
    for (const locale of LOCALES) {
      const catalog = JSON.parse(readFileSync(path.join(i18nDir, `${locale}.json`), 'utf8')) as Record<string, string>;
      for (const id of ids) {
        expect(catalog[id], `${locale}: ${id}`).toBeTypeOf('string');
        expect(catalog[id]!.trim(), `${locale}: ${id}`).not.toBe('');
      }
    }
  });

  it('every catalog has exactly the English keys, all under validation.* or error.*', () => {
    const keys = Object.keys(validationMessages.en).sort();
    expect(keys.every((k) => k.startsWith('validation.') || k.startsWith('error.'))).toBe(true);
    for (const locale of LOCALES) expect(Object.keys(validationMessages[locale]).sort(), locale).toEqual(keys);
  });

  it('default messages are the English catalog entries, and the spec texts', () => {
    for (const d of produced) expect(d.defaultMessage).toBe(validationMessages.en[d.id]);
    expect(MESSAGES.required.defaultMessage).toBe('Required');
    expect(MESSAGES.passwordMinLength.defaultMessage).toBe('Password must be at least {minLength} characters long.');
    expect(MESSAGES.passwordSpecialCharacters.defaultMessage).toBe('Password must not contain special characters such as !@#$%^&*()');
    expect(MESSAGES.passwordMismatch.defaultMessage).toBe('Both password inputs must be the same');
    expect(MESSAGES.pin.defaultMessage).toBe('PIN must be 4 numbers');
    expect(MESSAGES.vin.defaultMessage).toBe('Invalid VIN');
    expect(MESSAGES.date.defaultMessage).toBe('Invalid date');
    expect(MESSAGES.maxLength.defaultMessage).toBe('Must be at most {max} characters');
  });

  it('translations use the same simple arguments as English, and the values the validators pass', () => {
    for (const [id, english] of Object.entries(validationMessages.en)) {
      for (const locale of LOCALES) {
        const text = validationMessages[locale][id]!;
        expect(placeholders(text), `${locale}: ${id}`).toEqual(placeholders(english));
        expect(text, `${locale}: ${id} uses only simple {name} arguments`).not.toMatch(/\{\w+,/);
      }
    }
    for (const d of produced) expect(Object.keys(d.values ?? {}).sort()).toEqual(placeholders(d.defaultMessage));
  });

  it('translations are not English copies', () => {
    for (const locale of LOCALES.filter((l) => l !== 'en')) {
      for (const [id, english] of Object.entries(validationMessages.en)) {
        expect(validationMessages[locale][id], `${locale}: ${id}`).not.toBe(english);
      }
    }
  });
});

describe('apiErrorDescriptor', () => {
  it('maps a known code to its catalog entry with the details as values', () => {
    expect(apiErrorDescriptor({ code: 'TOO_MANY_ATTEMPTS', message: 'x', details: { minutes: 15 } })).toEqual({
      id: 'error.TOO_MANY_ATTEMPTS',
      defaultMessage: 'Too many attempts. Please wait {minutes} minutes and try again.',
      values: { minutes: 15 },
    });
    expect(apiErrorDescriptor({ code: 'LOGIN_FAILED' })?.defaultMessage).toBe('No account with that email + password combination was found');
  });

  it("falls back to the server's text for unknown codes, and to null without any", () => {
    expect(apiErrorDescriptor({ code: 'SOMETHING_NEW', message: 'Server says no' })).toEqual({ id: 'error.server', defaultMessage: 'Server says no' });
    expect(apiErrorDescriptor({})).toBeNull();
  });

  it('has every error.* entry translated in every locale', () => {
    const ids = Object.keys(validationMessages.en).filter((k) => k.startsWith('error.'));
    expect(ids.length).toBeGreaterThan(20);
    for (const [locale, catalog] of Object.entries(validationMessages)) {
      for (const id of ids) expect(catalog[id], `${locale} ${id}`).toBeTruthy();
    }
  });
});
