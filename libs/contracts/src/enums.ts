import { z } from 'zod';

/**
 * The closed lists the product shares between browser, BFF and services, defined once. Locales stay in
 * @rr/i18n (re-exported by the package index); roles are declared with the route registry (routes/roles.ts).
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

/** The countries whose addresses pick a state or province from a list; any other country types a region. */
const STATE_LISTS: ReadonlyMap<string, readonly string[]> = new Map<string, readonly string[]>([
  ['US', US_STATES],
  ['CA', CA_PROVINCES],
]);

/** The state list of a country with one (US, CA), else null (free text). Safe for any input ('__proto__' included). */
export function statesOf(country: unknown): readonly string[] | null {
  return typeof country === 'string' ? (STATE_LISTS.get(country) ?? null) : null;
}

/** Whether a value is one of the spec's countries. */
export function isCountry(value: unknown): value is Country {
  return typeof value === 'string' && (COUNTRIES as readonly string[]).includes(value);
}

/** Spec §3 rider "sex". */
export const SEXES = ['male', 'female', 'nonbinary'] as const;
export type Sex = (typeof SEXES)[number];

/** Spec §3 race styles (the rider's racing type / main sport). */
export const RACING_TYPES = ['flat', 'motocross', 'offroadmoto', 'offroad', 'road', 'supercross', 'supermoto', 'mototrials'] as const;
export type RacingType = (typeof RACING_TYPES)[number];

/**
 * An event's race style as the events service stores and answers it (`type`). Note `offroad_moto`, where a rider's
 * RACING_TYPES say `offroadmoto`: the two lists predate this package and the browser maps both (mf-public race-style).
 */
export const EVENT_TYPES = ['flat', 'motocross', 'offroad_moto', 'offroad', 'road', 'supercross', 'supermoto', 'mototrials'] as const;
export type EventType = (typeof EVENT_TYPES)[number];

/** Currencies of prices, payouts and wallets (spec §3): amounts travel as integer cents with one of these. */
export const CURRENCIES = ['USD', 'CAD', 'EUR'] as const;
export type Currency = (typeof CURRENCIES)[number];

/** How a class pays its riders (spec §3): cash, dealer credit, or nothing. */
export const PAYOUT_TYPES = ['cash', 'dealerCredit', 'noPayout'] as const;
export type PayoutType = (typeof PAYOUT_TYPES)[number];

/** Zod enums of the lists above, for response and query schemas. */
export const currencySchema = z.enum(CURRENCIES);
export const payoutTypeSchema = z.enum(PAYOUT_TYPES);
export const sexSchema = z.enum(SEXES);
export const racingTypeSchema = z.enum(RACING_TYPES);
export const countrySchema = z.enum(COUNTRIES);
