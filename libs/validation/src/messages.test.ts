import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LOCALES } from '@rr/i18n';
import { describe, expect, it } from 'vitest';
import { MESSAGES, validationMessages, type MessageDescriptor } from '@rr/contracts';
import { dateOfBirth, email, maxLength, password, passwordsMatch, pin, required, vin } from './rules';

const i18nDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'contracts', 'src', 'i18n');
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

/** Every descriptor the validators can return, produced by calling them. */
const produced: MessageDescriptor[] = [
  required(''),
  password('short'),
  password('abcdefgh!'),
  password(42),
  passwordsMatch('a', 'b'),
  pin('1'),
  vin('1'),
  dateOfBirth('2023-02-30'),
  maxLength('abc', 1),
  email('x'),
].map((d) => d!);

describe('message catalogs', () => {
  it('has a catalog file for every locale and nothing else', () => {
    const files = readdirSync(i18nDir).filter((f) => f.endsWith('.json')).sort();
    expect(files).toEqual(LOCALES.map((l) => `${l}.json`).sort());
    expect(Object.keys(validationMessages).sort()).toEqual([...LOCALES].sort());
  });

  it('every message id the validators return exists in every locale', () => {
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
