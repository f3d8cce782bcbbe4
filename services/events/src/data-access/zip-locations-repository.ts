import { Op } from 'sequelize';
import { lookupPostalCode, lookupPostalTown, townOfPlace, type Point } from '@rr/server-kit/postal-codes';
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

/**
 * The town of each postal code key (a US ZIP code or a Canadian FSA) that has one: the service's own table's place
 * ('Perris, CA' → 'Perris') first, else the zipcodes registry's (US codes only; it names a Canadian FSA by its
 * neighbourhoods, not by a town). Keys neither knows are left out.
 */
export async function findZipTowns(db: EventsDb, keys: readonly string[]): Promise<Map<string, string>> {
  const unique = [...new Set(keys)];
  const towns = new Map<string, string>();
  if (unique.length === 0) return towns;
  const own = await db.models.ZipLocation.findAll({ attributes: ['code', 'place'], where: { code: { [Op.in]: unique } }, raw: true });
  for (const row of own) towns.set(row.code, townOfPlace(row.place));
  for (const key of unique) {
    if (towns.has(key)) continue;
    const town = await lookupPostalTown(key);
    if (town) towns.set(key, town);
  }
  return towns;
}
