import { lookupPostalCode, type Point } from '@rr/server-kit/postal-codes';
import type { EventsDb } from './database.js';

/** A postal code's reference point: latitude and longitude of a US ZIP code or a Canadian FSA. */
export type ZipPoint = Point & { code: string };

/**
 * The reference point of a US ZIP code (`90210`) or a Canadian FSA (`M5V`): the service's own table first (the
 * programme's venues, placed by hand), else the zipcodes registry, so any real code can centre a radius search. Null
 * for a code neither knows.
 */
export async function findZipLocation(db: EventsDb, key: string): Promise<ZipPoint | null> {
  const own = await db.models.ZipLocation.findByPk(key);
  if (own) return { code: own.code, latitude: own.latitude, longitude: own.longitude };
  const found = await lookupPostalCode(key);
  return found ? { code: key, ...found } : null;
}
