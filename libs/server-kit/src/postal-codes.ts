/**
 * Postal codes as the programme reads them (the events finder, the dealer finder, venues' and dealers' map pins): a
 * US ZIP code (5 digits, optionally ZIP+4) or a Canadian postal code (A1A 1A1), whose first three characters (the
 * forward sortation area, FSA) locate it; distances between points; and the zipcodes registry that places any real
 * code. Pure, but for the registry (loaded on first use). Each service keeps its own `zip_locations` table, seeded
 * from `ZIP_REFERENCE`, and looks there before the registry.
 */
export { ZIP_REFERENCE, createZipLocationsTable } from './zip-reference.js';

export interface PostalCode {
  country: 'US' | 'CA';
  /** What locates it: the 5-digit ZIP, or the FSA. */
  key: string;
  /** The full code in its canonical form ('92570', 'H2Y 1C6'), or null when only an FSA was given. */
  full: string | null;
}

export function parsePostalCode(input: string): PostalCode | null {
  const compact = input.replace(/\s+/g, '').toUpperCase();
  const us = /^(\d{5})(?:-?\d{4})?$/.exec(compact);
  if (us) return { country: 'US', key: us[1]!, full: us[1]! };
  const ca = /^([A-Z]\d[A-Z])(\d[A-Z]\d)?$/.exec(compact);
  if (ca) return { country: 'CA', key: ca[1]!, full: ca[2] ? `${ca[1]} ${ca[2]}` : null };
  return null;
}

/**
 * The postal code of an address in the US or Canada as the finders read it, or null: an address in another country, or
 * a code that is not one of its country's (`M5V 3L9` in the US).
 */
export function addressPostalCode(zipcode: string | null | undefined, country: string | null | undefined): PostalCode | null {
  if (!zipcode || (country !== 'US' && country !== 'CA')) return null;
  const code = parsePostalCode(zipcode);
  return code && code.country === country ? code : null;
}

export interface Point {
  latitude: number;
  longitude: number;
}

export const EARTH_RADIUS_MILES = 3958.8;
const rad = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in miles (haversine formula). */
export function distanceMiles(a: Point, b: Point): number {
  const dLat = rad(b.latitude - a.latitude);
  const dLng = rad(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}

export interface Box {
  minLatitude: number;
  maxLatitude: number;
  minLongitude: number;
  maxLongitude: number;
}

/** A latitude/longitude box that contains every point within `miles` of `center` (a cheap pre-filter). */
export function boundingBox(center: Point, miles: number): Box {
  const dLat = (miles / EARTH_RADIUS_MILES) * (180 / Math.PI);
  const cosLat = Math.cos(rad(center.latitude));
  const dLng = cosLat < 1e-6 ? 180 : Math.min(180, dLat / cosLat);
  return {
    minLatitude: Math.max(-90, center.latitude - dLat),
    maxLatitude: Math.min(90, center.latitude + dLat),
    minLongitude: Math.max(-180, center.longitude - dLng),
    maxLongitude: Math.min(180, center.longitude + dLng),
  };
}

type ZipRegistry = Pick<typeof import('zipcodes'), 'lookup'>;

/** The town of a place as the programme's reference table writes it ('Perris, CA' → 'Perris'). */
export function townOfPlace(place: string): string {
  const comma = place.lastIndexOf(',');
  return (comma > 0 ? place.slice(0, comma) : place).trim();
}
let registry: Promise<ZipRegistry> | null = null;

/**
 * The `zipcodes` package: every US ZIP code and every Canadian forward sortation area with coordinates (about 5 MB
 * of data), loaded on the first look-up rather than when a service starts.
 */
function zipRegistry(): Promise<ZipRegistry> {
  // A CommonJS module: its exports arrive as the default export (and, depending on the loader, also by name).
  registry ??= import('zipcodes').then((module) => ('default' in module ? (module.default as ZipRegistry) : module));
  return registry;
}

/** The registry's reference point of a US ZIP code (`90210`) or a Canadian FSA (`M5V`), or null for a code it does not know. */
export async function lookupPostalCode(key: string): Promise<Point | null> {
  const found = (await zipRegistry()).lookup(key);
  return found && Number.isFinite(found.latitude) && Number.isFinite(found.longitude) ? { latitude: found.latitude, longitude: found.longitude } : null;
}

/**
 * The registry's town of a US ZIP code ('92570' → 'Perris'), or null: for a code it does not know, and for a Canadian
 * FSA, which the registry names by its neighbourhoods ('Downtown Toronto (cn Tower / King And Spadina / …)') rather
 * than by a town.
 */
export async function lookupPostalTown(key: string): Promise<string | null> {
  if (!/^\d{5}$/.test(key)) return null;
  const found = (await zipRegistry()).lookup(key);
  const city = typeof found?.city === 'string' ? found.city.trim() : '';
  return city || null;
}
