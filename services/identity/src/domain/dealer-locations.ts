import { addressPostalCode, type Point } from '@rr/server-kit/postal-codes';
import type { IdentityDb } from '../data-access/database.js';
import { findZipLocation } from '../data-access/zip-locations-repository.js';

/**
 * Where a dealer is for the finder's map and radius search: the reference point of their postal code (a US ZIP code,
 * or a Canadian code's FSA; the service's own `zip_locations` table first, else the zipcodes registry). Null for an
 * address outside the US and Canada, a code that is not one of its country's, or a code neither knows: the dealer is
 * then listed without a pin or a distance.
 *
 * Call it whenever a dealer's address is saved, and store the answer in the dealer's `latitude` and `longitude`.
 */
export async function locateDealer(db: IdentityDb, address: { zipcode?: string | null; country?: string | null }): Promise<Point | null> {
  const code = addressPostalCode(address.zipcode, address.country);
  return code ? findZipLocation(db, code.key) : null;
}
