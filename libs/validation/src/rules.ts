import { MESSAGES, descriptor, type MessageDescriptor } from '@rr/contracts';

/**
 * The field rules of spec §5, written once for the browser and the services. Each returns `null` when the
 * value is acceptable, else a message descriptor (react-intl shape) to show or send.
 *
 * Conventions:
 * - Presence is `required`'s job, but the format rules fail closed: `pin`, `vin`, `email`, `dateOfBirth` and
 *   `password` reject a missing or empty value too, so a service calling one rule alone never accepts nothing.
 *   Wrap a rule in `optional(...)` for a field that may be left empty. `maxLength` accepts a missing value.
 * - Values are never trimmed, lower-cased or otherwise changed: `' 1234'` is not a PIN and passwords are case
 *   sensitive. Only `required` looks past whitespace (a blank string is not an answer).
 * - Lengths are counted in Unicode code points (as MySQL's utf8mb4 columns count characters), so an emoji is
 *   one character.
 */

export const PASSWORD_MIN_LENGTH = 8;
export const PIN_LENGTH = 4;
export const VIN_LENGTH = 17;
/** Contact message and rider bio (spec §5). */
export const CONTACT_MESSAGE_MAX_LENGTH = 500;
export const BIO_MAX_LENGTH = 500;

export type Rule = (value: unknown) => MessageDescriptor | null;

const isEmpty = (value: unknown): boolean => value === undefined || value === null || value === '';
const characterCount = (value: string): number => [...value].length;

/**
 * 'Required' for `undefined`, `null`, `NaN`, `false` (an unticked confirmation, e.g. "rider's ID verified"),
 * a string of only whitespace, and an empty array. Anything else, including `0`, is present.
 */
export function required(value: unknown): MessageDescriptor | null {
  const missing =
    value === undefined ||
    value === null ||
    value === false ||
    (typeof value === 'number' && Number.isNaN(value)) ||
    (typeof value === 'string' && value.trim() === '') ||
    (Array.isArray(value) && value.length === 0);
  return missing ? descriptor(MESSAGES.required) : null;
}

/** Letters (any script, with their combining marks) and digits only; everything else is "special". */
const PASSWORD_SPECIAL = /[^\p{L}\p{M}\p{N}]/u;

/**
 * Password rules: at least `minLength` characters (message value `minLength`), then no special characters
 * such as !@#$%^&*() (anything but letters and digits, spaces included). Case sensitive: the value is checked
 * as typed. A missing or empty password is too short; a value that is not a string is 'Invalid value'.
 */
export function password(value: unknown, minLength: number = PASSWORD_MIN_LENGTH): MessageDescriptor | null {
  if (!Number.isInteger(minLength) || minLength < 1) {
    throw new TypeError(`password(): minLength must be a positive integer, got ${String(minLength)}`);
  }
  if (isEmpty(value)) return descriptor(MESSAGES.passwordMinLength, { minLength });
  if (typeof value !== 'string') return descriptor(MESSAGES.invalid);
  if (characterCount(value) < minLength) return descriptor(MESSAGES.passwordMinLength, { minLength });
  if (PASSWORD_SPECIAL.test(value)) return descriptor(MESSAGES.passwordSpecialCharacters);
  return null;
}

/** 'Both password inputs must be the same' unless the two are identical (case sensitive, no trimming). */
export function passwordsMatch(a: unknown, b: unknown): MessageDescriptor | null {
  return a === b ? null : descriptor(MESSAGES.passwordMismatch);
}

/**
 * Exactly 4 ASCII digits, as a string ('0042' is a PIN; the number 42 is not, since a number loses leading
 * zeros). 'PIN must be 4 numbers'.
 */
export function pin(value: unknown): MessageDescriptor | null {
  return typeof value === 'string' && /^[0-9]{4}$/.test(value) ? null : descriptor(MESSAGES.pin);
}

/**
 * Exactly 17 characters, each a digit or a letter other than I, O and Q: real VINs (ISO 3779) never use those
 * three letters, to avoid confusion with 1 and 0, so a VIN containing one is a typo. Letters are accepted in
 * either case (the value is not changed; store it upper-cased if you need to compare). The check digit
 * (9th character) is not verified, because only North American VINs carry one. 'Invalid VIN'.
 */
export function vin(value: unknown): MessageDescriptor | null {
  return typeof value === 'string' && /^[A-HJ-NPR-Z0-9]{17}$/i.test(value) ? null : descriptor(MESSAGES.vin);
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(?:Z|[+-](\d{2}):(\d{2}))?)?$/;

const isLeapYear = (year: number): boolean => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
function daysInMonth(year: number, month: number): number {
  return month === 2 && isLeapYear(year) ? 29 : (DAYS_IN_MONTH[month - 1] ?? 0);
}

/** Today's date (YYYY-MM-DD) where it is latest on Earth (UTC+14), so nobody's "today" is called future. */
function latestToday(now: Date): string {
  return new Date(now.getTime() + 14 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

/**
 * A date of birth: a `Date`, or an ISO 8601 string `YYYY-MM-DD` (what `<input type="date">` and JSON send),
 * optionally with a time `THH:mm[:ss[.fff]][Z|±hh:mm]`. 'Invalid date' when it cannot be parsed, names a day
 * that does not exist (2023-02-30, 2023-02-29, 2023-13-01) or lies in the future. A date-only value is future
 * when it is after today in every time zone (today itself is accepted); a `Date` when it is after `now`.
 */
export function dateOfBirth(value: unknown, now: Date = new Date()): MessageDescriptor | null {
  if (!(now instanceof Date) || Number.isNaN(now.getTime())) {
    throw new TypeError('dateOfBirth(): now must be a valid Date');
  }
  const invalid = descriptor(MESSAGES.date);
  if (value instanceof Date) {
    return Number.isNaN(value.getTime()) || value.getTime() > now.getTime() ? invalid : null;
  }
  if (typeof value !== 'string') return invalid;
  const match = ISO_DATE.exec(value);
  if (!match) return invalid;
  const [, y, m, d, hh, mm, ss, offH, offM] = match;
  const year = Number(y);
  const month = Number(m);
  const day = Number(d);
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return invalid;
  if (hh !== undefined && (Number(hh) > 23 || Number(mm) > 59 || Number(ss ?? 0) > 59)) return invalid;
  if (offH !== undefined && (Number(offH) > 14 || Number(offM) > 59)) return invalid;
  return value.slice(0, 10) > latestToday(now) ? invalid : null;
}

/**
 * At most `max` characters (contact message and bio: 500). A missing value passes; a value that is not a
 * string is 'Invalid value'. 'Must be at most {max} characters' with value `max`.
 */
export function maxLength(value: unknown, max: number): MessageDescriptor | null {
  if (!Number.isInteger(max) || max < 0) {
    throw new TypeError(`maxLength(): max must be a non-negative integer, got ${String(max)}`);
  }
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string') return descriptor(MESSAGES.invalid);
  return characterCount(value) > max ? descriptor(MESSAGES.maxLength, { max }) : null;
}

/**
 * A plausible email address: one `@`, a non-empty local part, a domain of dot-separated non-empty labels
 * with at least one dot, no whitespace, at most 254 characters. Case is kept. 'Invalid email address'.
 */
export function email(value: unknown): MessageDescriptor | null {
  const ok =
    typeof value === 'string' &&
    characterCount(value) <= 254 &&
    /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/u.test(value);
  return ok ? null : descriptor(MESSAGES.email);
}

/**
 * Runs `rules` only when the value is present (not `undefined`, `null` or `''`): for optional fields such as
 * an optional email. Returns the first failure.
 */
export function optional(...rules: Rule[]): Rule {
  return (value) => {
    if (isEmpty(value)) return null;
    for (const rule of rules) {
      const error = rule(value);
      if (error) return error;
    }
    return null;
  };
}
