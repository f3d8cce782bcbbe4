import { z } from 'zod';
import { isCountry, statesOf, type Country } from './enums';
import { fail } from './issues';
import { MESSAGES, descriptor, type MessageDescriptor } from './messages';

/**
 * The field rules of spec §5 as zod schemas, written once for the browser forms, the BFF and the services.
 * Each failure is one issue whose message is a catalogue id (see issues.ts), so `toServerError` and
 * `issueDescriptor` translate it.
 *
 * Conventions (the same as the rules they replace):
 * - Presence is `required`'s job, but the format rules fail closed: `pin`, `vin`, `email`, `dateOfBirth` and
 *   `password` reject a missing or empty value too, so a schema using one alone never accepts nothing.
 *   Wrap a rule in `optional(...)` for a field that may be left empty. `maxLength` accepts a missing value.
 * - Values are never trimmed, lower-cased or otherwise changed: the parsed value is the value sent. Only
 *   `required` looks past whitespace (a blank string is not an answer).
 * - Lengths are counted in Unicode code points (as MySQL's utf8mb4 columns count characters), so an emoji is
 *   one character.
 * - A field reports one problem, the first its checks find; rules that read two fields (`passwordsMatch`,
 *   `pinsMatch`, `addressByCountry`) are object-level checks added with `.check(...)`, and run even when other
 *   fields failed, so a form shows every problem at once.
 */

export const PASSWORD_MIN_LENGTH = 8;
export const PIN_LENGTH = 4;
export const VIN_LENGTH = 17;
/** Contact message and rider bio (spec §5). */
export const CONTACT_MESSAGE_MAX_LENGTH = 500;
export const BIO_MAX_LENGTH = 500;
/** Oldest model year a bike can be registered with. */
export const OLDEST_BIKE_YEAR = 1980;
/** One-time codes (email verification, account recovery) are 6 digits. */
export const CODE_LENGTH = 6;

/** One check of a value: null when acceptable, else the message (with its values) to report. */
export type Check = (value: unknown) => MessageDescriptor | null;

const isAbsent = (value: unknown): boolean => value === undefined || value === null || value === '';
const isBlank = (value: unknown): boolean => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
const characterCount = (value: string): number => [...value].length;
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const oneOf = (list: readonly string[], value: unknown): boolean => typeof value === 'string' && list.includes(value);
/** A field of a parsed object, own properties only (a body's `constructor` or `__proto__` is never a value). */
const own = (input: Record<string, unknown>, field: string): unknown => (Object.hasOwn(input, field) ? input[field] : undefined);

function firstFailure(checks: readonly Check[], value: unknown): MessageDescriptor | null {
  for (const check of checks) {
    const failure = check(value);
    if (failure) return failure;
  }
  return null;
}

/**
 * A field schema: input key optional (a form may leave it out), output `T`. An absent key reaches the checks as
 * `undefined`, so each rule decides what a missing value means ('Required', or accepted); zod alone would
 * answer a missing key with its own 'expected nonoptional' before any check ran.
 */
export type FieldSchema<T> = z.ZodPrefault<z.ZodCustom<T, T>>;

function field<T>(refine: (value: unknown, ctx: z.RefinementCtx) => void): FieldSchema<T> {
  return z.custom<T>().superRefine((value, ctx) => refine(value, ctx)).prefault(undefined as never);
}

/**
 * A field schema of type `T` that runs `checks` in order and reports the first failure. The value is kept as
 * sent. This is how every rule below is built; other domains' schemas use it for rules zod has no check for.
 */
export function fieldRule<T>(...checks: Check[]): FieldSchema<T> {
  return field<T>((value, ctx) => {
    const failure = firstFailure(checks, value);
    if (failure) fail(ctx, failure, failure.values);
  });
}

/** Adds the issues of a nested parse to the current value (same paths, messages and values). */
function addIssues(ctx: z.RefinementCtx, issues: readonly z.core.$ZodIssue[], input: unknown): void {
  for (const issue of issues) ctx.addIssue({ ...issue, input } as Parameters<typeof ctx.addIssue>[0]);
}

/**
 * Runs `schema` only when the value is present: not `undefined`, `null` or `''` (an optional email, say), and
 * with `blankIsAbsent` not a string of only whitespace either (an optional second phone number).
 */
export function optional<T>(schema: z.ZodType<T>, options: { blankIsAbsent?: boolean } = {}): FieldSchema<T | '' | null | undefined> {
  const absent = options.blankIsAbsent ? isBlank : isAbsent;
  return field<T | '' | null | undefined>((value, ctx) => {
    if (absent(value)) return;
    const result = schema.safeParse(value);
    if (!result.success) addIssues(ctx, result.error.issues, value);
  });
}

/** 'Required' when the value is missing (see `required`), else whatever `schema` says: `requiredAnd(vin())`. */
export function requiredAnd<T>(schema: z.ZodType<T>): FieldSchema<T> {
  return field<T>((value, ctx) => {
    const missing = presentCheck(value);
    if (missing) return fail(ctx, missing);
    const result = schema.safeParse(value);
    if (!result.success) addIssues(ctx, result.error.issues, value);
  });
}

// ---- checks (each the rule of the same name) ----

const presentCheck: Check = (value) =>
  value === undefined ||
  value === null ||
  value === false ||
  (typeof value === 'number' && Number.isNaN(value)) ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0)
    ? descriptor(MESSAGES.required)
    : null;

function maxLengthCheck(max: number): Check {
  if (!Number.isInteger(max) || max < 0) throw new TypeError(`maxLength(): max must be a non-negative integer, got ${String(max)}`);
  return (value) => {
    if (value === undefined || value === null) return null;
    if (typeof value !== 'string') return descriptor(MESSAGES.invalid);
    return characterCount(value) > max ? descriptor(MESSAGES.maxLength, { max }) : null;
  };
}

/** Letters (any script, with their combining marks) and digits only; everything else is "special". */
const PASSWORD_SPECIAL = /[^\p{L}\p{M}\p{N}]/u;

function passwordCheck(minLength: number): Check {
  if (!Number.isInteger(minLength) || minLength < 1) {
    throw new TypeError(`password(): minLength must be a positive integer, got ${String(minLength)}`);
  }
  return (value) => {
    if (isAbsent(value)) return descriptor(MESSAGES.passwordMinLength, { minLength });
    if (typeof value !== 'string') return descriptor(MESSAGES.invalid);
    if (characterCount(value) < minLength) return descriptor(MESSAGES.passwordMinLength, { minLength });
    if (PASSWORD_SPECIAL.test(value)) return descriptor(MESSAGES.passwordSpecialCharacters);
    return null;
  };
}

const pinCheck: Check = (value) => (typeof value === 'string' && /^[0-9]{4}$/.test(value) ? null : descriptor(MESSAGES.pin));
const vinCheck: Check = (value) => (typeof value === 'string' && /^[A-HJ-NPR-Z0-9]{17}$/i.test(value) ? null : descriptor(MESSAGES.vin));

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(?:Z|[+-](\d{2}):(\d{2}))?)?$/;
const isLeapYear = (year: number): boolean => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const daysInMonth = (year: number, month: number): number => (month === 2 && isLeapYear(year) ? 29 : (DAYS_IN_MONTH[month - 1] ?? 0));
/** Today's date (YYYY-MM-DD) where it is latest on Earth (UTC+14), so nobody's "today" is called future. */
const latestToday = (now: Date): string => new Date(now.getTime() + 14 * 60 * 60 * 1000).toISOString().slice(0, 10);

function dateOfBirthCheck(now: () => Date): Check {
  return (value) => {
    const today = now();
    if (!(today instanceof Date) || Number.isNaN(today.getTime())) throw new TypeError('dateOfBirth(): now must give a valid Date');
    const invalid = descriptor(MESSAGES.date);
    if (value instanceof Date) return Number.isNaN(value.getTime()) || value.getTime() > today.getTime() ? invalid : null;
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
    return value.slice(0, 10) > latestToday(today) ? invalid : null;
  };
}

const emailCheck: Check = (value) =>
  typeof value === 'string' && characterCount(value) <= 254 && /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/u.test(value) ? null : descriptor(MESSAGES.email);

const phoneCheck: Check = (value) => {
  if (typeof value !== 'string' || !/^\+?[\d\s().-]+$/.test(value.trim())) return descriptor(MESSAGES.phone);
  const digits = value.replace(/\D/g, '').length;
  return digits >= 10 && digits <= 15 ? null : descriptor(MESSAGES.phone);
};

function bikeYearCheck(now: () => Date): Check {
  return (value) => {
    const year = typeof value === 'string' && /^\d{4}$/.test(value.trim()) ? Number(value) : value;
    return typeof year === 'number' && Number.isInteger(year) && year >= OLDEST_BIKE_YEAR && year <= now().getUTCFullYear() + 1
      ? null
      : descriptor(MESSAGES.year);
  };
}

const codeCheck: Check = (value) => (typeof value === 'string' && /^\d{6}$/.test(value.trim()) ? null : descriptor(MESSAGES.code));

// ---- field schemas ----

/**
 * 'Required' for `undefined`, `null`, `NaN`, `false` (an unticked confirmation, e.g. "rider's ID verified"),
 * a string of only whitespace, and an empty array. Anything else, including `0`, is present.
 */
export function required<T = unknown>(): FieldSchema<T> {
  return fieldRule<T>(presentCheck);
}

/**
 * At most `max` characters (contact message and bio: 500). A missing value passes; a value that is not a
 * string is 'Invalid value'. 'Must be at most {max} characters' with value `max`.
 */
export function maxLength(max: number): FieldSchema<string | null | undefined> {
  return fieldRule<string | null | undefined>(maxLengthCheck(max));
}

/** A required text of at most `max` characters: 'Required' when blank, then `maxLength`. */
export function requiredText(max: number): FieldSchema<string> {
  return fieldRule<string>(presentCheck, maxLengthCheck(max));
}

/**
 * Password rules: at least `minLength` characters (message value `minLength`), then no special characters
 * such as !@#$%^&*() (anything but letters and digits, spaces included). Case sensitive: the value is checked
 * as typed. A missing or empty password is too short; a value that is not a string is 'Invalid value'.
 */
export function password(minLength: number = PASSWORD_MIN_LENGTH): FieldSchema<string> {
  return fieldRule<string>(passwordCheck(minLength));
}

/**
 * Exactly 4 ASCII digits, as a string ('0042' is a PIN; the number 42 is not, since a number loses leading
 * zeros). 'PIN must be 4 numbers'.
 */
export function pin(): FieldSchema<string> {
  return fieldRule<string>(pinCheck);
}

/**
 * Exactly 17 characters, each a digit or a letter other than I, O and Q (ISO 3779 never uses those three, so a
 * VIN containing one is a typo). Either case; the check digit is not verified (only North American VINs carry
 * one). 'Invalid VIN'.
 */
export function vin(): FieldSchema<string> {
  return fieldRule<string>(vinCheck);
}

/**
 * A date of birth: a `Date`, or an ISO 8601 string `YYYY-MM-DD` (what `<input type="date">` and JSON send),
 * optionally with a time `THH:mm[:ss[.fff]][Z|±hh:mm]`. 'Invalid date' when it cannot be parsed, names a day
 * that does not exist (2023-02-30, 2023-02-29, 2023-13-01) or lies in the future. A date-only value is future
 * when it is after today in every time zone (today itself is accepted); a `Date` when it is after now.
 * `now` is read at each parse (tests pass a fixed clock).
 */
export function dateOfBirth(now: () => Date = () => new Date()): FieldSchema<string | Date> {
  return fieldRule<string | Date>(dateOfBirthCheck(now));
}

/**
 * A plausible email address: one `@`, a non-empty local part, a domain of dot-separated non-empty labels
 * with at least one dot, no whitespace, at most 254 characters. Case is kept. 'Invalid email address'.
 */
export function email(): FieldSchema<string> {
  return fieldRule<string>(emailCheck);
}

/** A phone number: digits with optional +, spaces, dots, dashes and brackets; 10 to 15 digits (spec §5 display rule). */
export function phone(): FieldSchema<string> {
  return fieldRule<string>(phoneCheck);
}

/** A model year from OLDEST_BIKE_YEAR to next year, as a number or a numeric string; 'Required' when blank. */
export function bikeYear(now: () => Date = () => new Date()): FieldSchema<number | string> {
  return fieldRule<number | string>(presentCheck, bikeYearCheck(now));
}

/** A 6-digit one-time code (email verification, account recovery). */
export function oneTimeCode(): FieldSchema<string> {
  return fieldRule<string>(codeCheck);
}

/** One of `list` (select boxes and radio groups); a blank value passes (use `requiredChoice` otherwise). */
export function choice<const L extends readonly string[]>(list: L): FieldSchema<L[number] | '' | null | undefined> {
  return fieldRule<L[number] | '' | null | undefined>((value) => (isBlank(value) || oneOf(list, value) ? null : descriptor(MESSAGES.choice)));
}

/** A boolean (amateur/pro switch); a missing value passes. */
export function optionalBoolean(): FieldSchema<boolean | undefined> {
  return fieldRule<boolean | undefined>((value) => (value === undefined || typeof value === 'boolean' ? null : descriptor(MESSAGES.invalid)));
}

/** One of the spec's countries: 'Required' when blank, else 'Invalid country'. */
export function country(): FieldSchema<Country> {
  return fieldRule<Country>(presentCheck, (value) => (isCountry(value) ? null : descriptor(MESSAGES.country)));
}

/** The rider's statement that the account is their own (spec §5 'Rider must have an account they can register for'). */
export function riderConfirmed(): FieldSchema<boolean> {
  return fieldRule<boolean>((value) => (value === true ? null : descriptor(MESSAGES.riderAccountRequired)));
}

/** A value the object-level checks read (state, postal code, a confirmation): accepted here, checked with its siblings. */
export function checkedWithSiblings<T>(): FieldSchema<T> {
  return field<T>(() => undefined);
}

// ---- object-level rules ----

/**
 * A check over the whole object, reporting on named fields. It runs even when fields failed (the value is
 * then the object as sent), so cross-field messages show together with the others; never on a non-object.
 */
export function objectRule(check: (input: Record<string, unknown>) => Array<[field: string, failure: MessageDescriptor]>) {
  return z.superRefine<Record<string, unknown>>(
    (input, ctx) => {
      if (!isRecord(input)) return;
      for (const [field, failure] of check(input)) fail(ctx, failure, failure.values, [field]);
    },
    { when: (payload) => isRecord(payload.value) },
  );
}

function sameAs(field: string, confirm: string, message: { id: string; defaultMessage: string }) {
  return objectRule((input) => (own(input, field) === own(input, confirm) ? [] : [[confirm, descriptor(message)]]));
}

/**
 * 'Both password inputs must be the same' on `confirm` unless the two fields are identical (case sensitive,
 * no trimming). Add with `.check(passwordsMatch())`.
 */
export function passwordsMatch(field = 'password', confirm = 'confirmPassword') {
  return sameAs(field, confirm, MESSAGES.passwordMismatch);
}

/** 'Both PIN inputs must be the same' on `confirm` unless it equals `field`. Add with `.check(pinsMatch())`. */
export function pinsMatch(field = 'pin', confirm = 'confirmPin') {
  return sameAs(field, confirm, MESSAGES.pinMismatch);
}

const POSTAL_CODES: ReadonlyMap<string, RegExp> = new Map([
  ['US', /^\d{5}(-\d{4})?$/],
  ['CA', /^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z] ?\d[ABCEGHJ-NPRSTV-Z]\d$/i],
]);
const OTHER_POSTAL_CODE = /^[A-Za-z0-9][A-Za-z0-9 -]{1,9}$/;

/** The state rule for `country`: from the list in the US and Canada (required there), free text of at most 100 elsewhere. */
export function stateCheck(country: unknown): Check {
  const list = statesOf(country);
  if (!list) return maxLengthCheck(100);
  return (value) => (isBlank(value) ? descriptor(MESSAGES.required) : oneOf(list, value) ? null : descriptor(MESSAGES.state));
}

/** The postal code rule for `country`: ZIP (12345 or 12345-6789) in the US, A1A 1A1 in Canada, 2–10 letters, digits, spaces or dashes elsewhere. */
export function postalCodeCheck(country: unknown): Check {
  const pattern = (typeof country === 'string' ? POSTAL_CODES.get(country) : undefined) ?? OTHER_POSTAL_CODE;
  return (value) => {
    if (typeof value !== 'string' || value.trim() === '') return descriptor(MESSAGES.required);
    return pattern.test(value.trim()) ? null : descriptor(MESSAGES.zipcode);
  };
}

/**
 * US and Canada addresses pick a state/province from the list; other countries type a region (optional).
 * The postal code follows the country's format. Add with `.check(addressByCountry())`.
 */
export function addressByCountry(fields: { country: string; state: string; zipcode: string } = { country: 'country', state: 'state', zipcode: 'zipcode' }) {
  return objectRule((input) => {
    const countryValue = own(input, fields.country);
    const failures: Array<[string, MessageDescriptor]> = [];
    const stateFailure = stateCheck(countryValue)(own(input, fields.state));
    if (stateFailure) failures.push([fields.state, stateFailure]);
    const zipFailure = postalCodeCheck(countryValue)(own(input, fields.zipcode));
    if (zipFailure) failures.push([fields.zipcode, zipFailure]);
    return failures;
  });
}

// ---- merge confirmation (spec §5) ----

/**
 * Spec §5 merge confirmation: `DELETE <email of the rider to delete> KEEP <email of the rider to keep>`.
 * The words are matched in any case and with any spacing; the e-mails must be exact (compared case-insensitively,
 * as e-mails are stored lower-cased).
 */
export function mergeConfirmationMatches(confirmation: unknown, deleteEmail: string, keepEmail: string): boolean {
  if (typeof confirmation !== 'string') return false;
  const match = /^\s*delete\s+(\S+)\s+keep\s+(\S+)\s*$/i.exec(confirmation);
  if (!match) return false;
  const same = (a: string | undefined, b: string) => (a ?? '').toLowerCase() === b.trim().toLowerCase();
  return same(match[1], deleteEmail) && same(match[2], keepEmail);
}

/** The text an admin has to type to merge `deleteEmail` into `keepEmail`. */
export function mergeConfirmationText(deleteEmail: string, keepEmail: string): string {
  return `DELETE ${deleteEmail} KEEP ${keepEmail}`;
}

/** The confirmation field of a merge whose two e-mails are known (the admin's dialog); the catalogue's merge message otherwise. */
export function mergeConfirmation(deleteEmail: string, keepEmail: string): FieldSchema<string> {
  return fieldRule<string>((value) => (mergeConfirmationMatches(value, deleteEmail, keepEmail) ? null : descriptor(MESSAGES.mergeConfirmation)));
}
