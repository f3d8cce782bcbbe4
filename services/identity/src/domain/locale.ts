import { LOCALES, type Locale } from '../data-access/models/index.js';

export const isLocale = (value: unknown): value is Locale => typeof value === 'string' && (LOCALES as readonly string[]).includes(value);

/** The locale of a user's mail: their stored one, else the one of the request, else English. */
export function mailLocale(stored: unknown, requested?: unknown): Locale {
  if (isLocale(stored)) return stored;
  if (isLocale(requested)) return requested;
  return 'en';
}
