import { lookupPostalCode, type Point } from '@rr/server-kit/postal-codes';
import type { IdentityDb } from './database.js';

/**
 * The reference point of a US ZIP code (`90210`) or a Canadian FSA (`M5V`): the service's own table first (the
 * programme's places, seeded from `ZIP_REFERENCE` as the events service's is), else the zipcodes registry, so any real
 * code places a dealer or centres a radius search. Null for a code neither knows.
 */
export async function findZipLocation(db: IdentityDb, key: string): Promise<Point | null> {
  const own = await db.models.ZipLocation.findByPk(key);
  if (own) return { latitude: own.latitude, longitude: own.longitude };
  return lookupPostalCode(key);
}
