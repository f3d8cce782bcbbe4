import { paths } from '@rr/contracts/routes';
import { siteCountry } from '../../../lib/places';
import type { Locale } from '@rr/i18n';
import { OLDEST_BIKE_YEAR, type Country, type RegistrationInput, type RiderPersonInputs } from '@rr/contracts';

/**
 * The /register form (docs/accounts.md "Registration"): what the inputs hold, the body they become, and the
 * address variant the country selects. Pure, so it is tested without a DOM.
 */

/** What the inputs hold: text as typed, the two switches as booleans. */
export interface RegistrationValues extends RiderPersonInputs {
  password: string;
  confirmPassword: string;
  riderConfirmed: boolean;
}

/**
 * The POST /api/register body the inputs make (without captchaToken and locale, added at send time), before the
 * schema has checked it: the country is whatever the select holds.
 */
export type RegistrationBody = Omit<RegistrationInput, 'locale' | 'country'> & { country: string };

/** The country a locale most likely means, to preselect (English → US: the programme is American first). */
export function defaultCountry(locale: Locale): Country {
  return siteCountry(locale);
}

export function emptyRegistration(locale: Locale): RegistrationValues {
  return {
    firstName: '', lastName: '', email: '', password: '', confirmPassword: '',
    phone1: '', phone2: '', dateOfBirth: '', sex: '',
    pro: false, racingType: '', amaNumber: '',
    country: defaultCountry(locale), addressLine1: '', addressLine2: '', city: '', state: '', zipcode: '',
    bikeYear: '', bikeMake: '', bikeModel: '', vin: '',
    riderConfirmed: false,
  };
}

/** US and Canada pick a state or province from a list and use ZIP / postal code formats; others type a region. */
export type AddressVariant = 'us' | 'ca' | 'international';

export function addressVariant(country: string): AddressVariant {
  if (country === 'US') return 'us';
  if (country === 'CA') return 'ca';
  return 'international';
}

const trimmed = (value: string): string => value.trim();
const optional = (value: string): string | undefined => (value.trim() === '' ? undefined : value.trim());

/**
 * The body to send: text trimmed (passwords exactly as typed), e-mail lower-cased, VIN and postal code
 * upper-cased, the model year a number when it is one, empty optional fields left out.
 */
export function registrationBody(values: RegistrationValues): RegistrationBody {
  const year = trimmed(values.bikeYear);
  const body: RegistrationBody = {
    firstName: trimmed(values.firstName),
    lastName: trimmed(values.lastName),
    email: trimmed(values.email).toLowerCase(),
    password: values.password,
    confirmPassword: values.confirmPassword,
    phone1: trimmed(values.phone1),
    dateOfBirth: trimmed(values.dateOfBirth),
    pro: values.pro,
    country: values.country,
    addressLine1: trimmed(values.addressLine1),
    city: trimmed(values.city),
    state: trimmed(values.state),
    zipcode: trimmed(values.zipcode).toUpperCase(),
    bikeYear: /^\d{4}$/.test(year) ? Number(year) : year,
    bikeMake: trimmed(values.bikeMake),
    bikeModel: trimmed(values.bikeModel),
    vin: trimmed(values.vin).toUpperCase(),
    riderConfirmed: values.riderConfirmed,
  };
  const extras = {
    phone2: optional(values.phone2),
    sex: optional(values.sex),
    racingType: optional(values.racingType),
    amaNumber: optional(values.amaNumber),
    addressLine2: optional(values.addressLine2),
  };
  for (const [key, value] of Object.entries(extras)) if (value !== undefined) Object.assign(body, { [key]: value });
  return body;
}

/** Model years the bike select offers, newest first: next year down to the oldest accepted. */
export function bikeYears(now: Date = new Date()): number[] {
  const years: number[] = [];
  for (let year = now.getUTCFullYear() + 1; year >= OLDEST_BIKE_YEAR; year -= 1) years.push(year);
  return years;
}

/** What a VIN input keeps: letters and digits only, upper-cased, at most 17 (pasted spaces and dashes dropped). */
export function normaliseVinInput(value: string): string {
  return value.replace(/[^A-Za-z0-9]/g, '').toUpperCase().slice(0, 17);
}

/** Today as YYYY-MM-DD (the date of birth input's maximum). */
export function todayIso(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** After a 201: the session is new (the shell must reload it) and the e-mail is not verified yet. */
export const AFTER_REGISTRATION_PATH = paths.auth.emailVerify();
