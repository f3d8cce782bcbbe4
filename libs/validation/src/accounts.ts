import { MESSAGES, descriptor, type MessageDescriptor } from '@rr/contracts';
import { dateOfBirth, email, maxLength, password, passwordsMatch, pin, required, vin } from './rules';
import type { FieldValidator, Input, Schema } from './validate';

/**
 * The account forms of spec §2/§5 (registration, PIN, passwords, recovery, admin profile, merge), written once:
 * the browser validates with these before sending and the services validate the same body with the same schema.
 * Bodies are flat objects (field → value) so one error maps to one input.
 */

/** Spec §9 "Countries available". */
export const COUNTRIES = ['US', 'CA', 'AU', 'ES', 'FR', 'DE', 'SE', 'IT', 'NL', 'BE', 'NO', 'AT', 'GB'] as const;
export type Country = (typeof COUNTRIES)[number];

/** Spec §9: "The US list has states plus DC and Puerto Rico". USPS codes. */
export const US_STATES = [
  'AL', 'AK', 'AZ', 'AR', 'CA', 'CO', 'CT', 'DE', 'FL', 'GA', 'HI', 'ID', 'IL', 'IN', 'IA', 'KS', 'KY', 'LA', 'ME', 'MD',
  'MA', 'MI', 'MN', 'MS', 'MO', 'MT', 'NE', 'NV', 'NH', 'NJ', 'NM', 'NY', 'NC', 'ND', 'OH', 'OK', 'OR', 'PA', 'RI', 'SC',
  'SD', 'TN', 'TX', 'UT', 'VT', 'VA', 'WA', 'WV', 'WI', 'WY', 'DC', 'PR',
] as const;

/** Spec §9: "The Canada list has provinces and territories". Canada Post codes. */
export const CA_PROVINCES = ['AB', 'BC', 'MB', 'NB', 'NL', 'NS', 'NT', 'NU', 'ON', 'PE', 'QC', 'SK', 'YT'] as const;

/** Spec §3 rider "sex". */
export const SEXES = ['male', 'female', 'nonbinary'] as const;

/** Spec §3 race styles (the rider's racing type / main sport). */
export const RACING_TYPES = ['flat', 'motocross', 'offroadmoto', 'offroad', 'road', 'supercross', 'supermoto', 'mototrials'] as const;

/** Oldest model year a bike can be registered with. */
export const OLDEST_BIKE_YEAR = 1980;

/** One-time codes (email verification, account recovery) are 6 digits. */
export const CODE_LENGTH = 6;

const isEmpty = (value: unknown): boolean => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
const oneOf = (list: readonly string[], value: unknown): boolean => typeof value === 'string' && list.includes(value);

/** The state list of a country with one (US, CA), else null (free text). */
export function statesOf(country: unknown): readonly string[] | null {
  if (country === 'US') return US_STATES;
  if (country === 'CA') return CA_PROVINCES;
  return null;
}

/** US and Canada addresses pick a state/province from the list; other countries type a region (optional). */
export function stateFor(value: unknown, input: Input): MessageDescriptor | null {
  const list = statesOf(input.country);
  if (!list) return maxLength(value, 100);
  if (isEmpty(value)) return descriptor(MESSAGES.required);
  return oneOf(list, value) ? null : descriptor(MESSAGES.state);
}

const POSTAL: Partial<Record<Country, RegExp>> = {
  US: /^\d{5}(-\d{4})?$/,
  CA: /^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z] ?\d[ABCEGHJ-NPRSTV-Z]\d$/i,
};

/** ZIP (12345 or 12345-6789) in the US, A1A 1A1 in Canada, 2–10 letters, digits, spaces or dashes elsewhere. */
export function postalCodeFor(value: unknown, input: Input): MessageDescriptor | null {
  if (typeof value !== 'string' || value.trim() === '') return descriptor(MESSAGES.required);
  const pattern = POSTAL[input.country as Country] ?? /^[A-Za-z0-9][A-Za-z0-9 -]{1,9}$/;
  return pattern.test(value.trim()) ? null : descriptor(MESSAGES.zipcode);
}

/** A phone number: digits with optional +, spaces, dots, dashes and brackets; 10 to 15 digits (spec §5 display rule). */
export function phone(value: unknown): MessageDescriptor | null {
  if (typeof value !== 'string') return descriptor(MESSAGES.phone);
  if (!/^\+?[\d\s().-]+$/.test(value.trim())) return descriptor(MESSAGES.phone);
  const digits = value.replace(/\D/g, '').length;
  return digits >= 10 && digits <= 15 ? null : descriptor(MESSAGES.phone);
}

/** A model year from OLDEST_BIKE_YEAR to next year, as a number or a numeric string. */
export function bikeYear(value: unknown, now: Date = new Date()): MessageDescriptor | null {
  const year = typeof value === 'string' && /^\d{4}$/.test(value.trim()) ? Number(value) : value;
  return typeof year === 'number' && Number.isInteger(year) && year >= OLDEST_BIKE_YEAR && year <= now.getUTCFullYear() + 1
    ? null
    : descriptor(MESSAGES.year);
}

/** A 6-digit one-time code. */
export function oneTimeCode(value: unknown): MessageDescriptor | null {
  return typeof value === 'string' && /^\d{6}$/.test(value.trim()) ? null : descriptor(MESSAGES.code);
}

/** One of `list` (select boxes and radio groups); a missing value passes (combine with `required`). */
export function choice(list: readonly string[]): FieldValidator {
  return (value) => (isEmpty(value) || oneOf(list, value) ? null : descriptor(MESSAGES.choice));
}

/** A boolean (amateur/pro switch); a missing value passes. */
const booleanValue: FieldValidator = (value) => (value === undefined || typeof value === 'boolean' ? null : descriptor(MESSAGES.invalid));

const text = (max: number): FieldValidator => (value) => maxLength(value, max);
const requiredText = (max: number): readonly FieldValidator[] => [required, text(max)];
const optional = (rule: FieldValidator): FieldValidator => (value, input) => (isEmpty(value) ? null : rule(value, input));

/** The rider's statement that the account is their own (spec §5 'Rider must have an account they can register for'). */
export const riderConfirmed: FieldValidator = (value) => (value === true ? null : descriptor(MESSAGES.riderAccountRequired));

/**
 * Rider registration (`/register`, POST /api/register): account, contact, US/Canada or international address,
 * amateur or pro, and the first bike. `state` is from the list for US/CA, free for other countries.
 */
export const registrationSchema = {
  firstName: requiredText(100),
  lastName: requiredText(100),
  email: [required, email],
  password: [(v) => password(v)],
  confirmPassword: [(v, input) => passwordsMatch(input.password, v)],
  phone1: [required, phone],
  phone2: [optional(phone)],
  dateOfBirth: [required, (v) => dateOfBirth(v)],
  sex: [choice(SEXES)],
  pro: [booleanValue],
  racingType: [choice(RACING_TYPES)],
  amaNumber: [text(50)],
  country: [required, (v) => (oneOf(COUNTRIES, v) ? null : descriptor(MESSAGES.country))],
  addressLine1: requiredText(200),
  addressLine2: [text(200)],
  city: requiredText(100),
  state: [stateFor],
  zipcode: [postalCodeFor],
  bikeYear: [required, (v) => bikeYear(v)],
  bikeMake: requiredText(100),
  bikeModel: requiredText(100),
  vin: [required, vin],
  riderConfirmed: [riderConfirmed],
} as const satisfies Schema;

/** Create or change the rider's PIN (`currentPin` is checked by the service when a PIN exists). */
export const pinSchema = {
  pin: [pin],
  confirmPin: [(v, input) => (v === input.pin ? null : descriptor(MESSAGES.pinMismatch))],
} as const satisfies Schema;

/** A new password typed twice (reset pages). */
export const newPasswordSchema = {
  password: [(v) => password(v)],
  confirmPassword: [(v, input) => passwordsMatch(input.password, v)],
} as const satisfies Schema;

/** Change password while signed in (admin, dealer, rider). */
export const changePasswordSchema = {
  currentPassword: [required],
  ...newPasswordSchema,
} as const satisfies Schema;

/** Forgot password / account recovery: the e-mail to send to. */
export const emailOnlySchema = {
  email: [required, email],
} as const satisfies Schema;

/** A one-time code typed from an e-mail. */
export const codeSchema = {
  code: [oneTimeCode],
} as const satisfies Schema;

/** Account recovery: e-mail and the code mailed to it. */
export const recoveryCodeSchema = {
  ...emailOnlySchema,
  ...codeSchema,
} as const satisfies Schema;

/** Admin profile (PUT /api/admin/admin/{adminId}). */
export const adminProfileSchema = {
  firstName: requiredText(100),
  lastName: requiredText(100),
  email: [required, email],
  phone: [optional(phone)],
  profileImage: [text(500)],
} as const satisfies Schema;

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
