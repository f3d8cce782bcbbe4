import { toApiError } from '@rr/api-client';

/** Postal-code searches as the public finders (events, dealers) take them: a code and a radius around it. */

/** Search radius options (spec §9); '' is Exact (the zip code itself). */
export const RADIUS_OPTIONS = ['', '25', '50', '100', '500'] as const;
export type Radius = (typeof RADIUS_OPTIONS)[number];

/**
 * Whether a finder can search by this text as a postal code: a US ZIP code (`92570`, `92570-1234`) or a Canadian
 * postal code or its first half (`M5V 3L9`, `M5V`), as the services read them. Empty is no zip search.
 */
export function isPostalCode(text: string): boolean {
  const compact = text.replace(/\s+/g, '').toUpperCase();
  return compact === '' || /^\d{5}(?:-?\d{4})?$/.test(compact) || /^[A-Z]\d[A-Z](?:\d[A-Z]\d)?$/.test(compact);
}

/** A finder's answer to a radius search around a postal code it cannot place (400 UNKNOWN_ZIPCODE). */
export function isUnknownZipcode(error: unknown): boolean {
  return toApiError(error).code === 'UNKNOWN_ZIPCODE';
}

/** How far a finder's result lies from the searched postal code is written in miles or in kilometres. */
export type DistanceUnit = 'mile' | 'kilometer';

const KILOMETRES_PER_MILE = 1.609344;

/**
 * The unit a search around `zipcode` writes its distances in: kilometres around a Canadian postal code (Canada
 * measures in kilometres, whatever the page's language), miles around a US ZIP code. The radius choices stay in miles
 * (spec §9), as the services take them; only the distances of the results follow the code's country.
 */
export function distanceUnitOf(zipcode: string): DistanceUnit {
  return /^[A-Z]\d[A-Z]/.test(zipcode.replace(/\s+/g, '').toUpperCase()) ? 'kilometer' : 'mile';
}

/**
 * A distance the services give in miles, in `unit`, rounded as a result list shows it: one decimal under 10, whole
 * numbers from there on ("5.6 mi", "19 km").
 */
export function distanceIn(miles: number, unit: DistanceUnit): { value: number; fractionDigits: number } {
  const value = unit === 'kilometer' ? miles * KILOMETRES_PER_MILE : miles;
  return { value, fractionDigits: value < 10 ? 1 : 0 };
}
