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
