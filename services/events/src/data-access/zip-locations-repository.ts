import type { Point } from '../domain/postal-codes.js';
import type { EventsDb } from './database.js';

/** A postal code's reference point: latitude and longitude of a US ZIP code or a Canadian FSA. */
export type ZipPoint = Point & { code: string };

type ZipRegistry = Pick<typeof import('zipcodes'), 'lookup'>;
let registry: Promise<ZipRegistry> | null = null;

/**
 * The `zipcodes` package: every US ZIP code and every Canadian forward sortation area with coordinates (about 5 MB
 * of data), loaded on the first radius search rather than when the service starts.
 */
function zipRegistry(): Promise<ZipRegistry> {
  // A CommonJS module: its exports arrive as the default export (and, depending on the loader, also by name).
  registry ??= import('zipcodes').then((module) => ('default' in module ? (module.default as ZipRegistry) : module));
  return registry;
}

/**
 * The reference point of a US ZIP code (`90210`) or a Canadian FSA (`M5V`): the service's own table first (the
 * programme's venues, placed by hand), else the registry, so any real code can centre a radius search. Null for a
 * code neither knows.
 */
export async function findZipLocation(db: EventsDb, key: string): Promise<ZipPoint | null> {
  const own = await db.models.ZipLocation.findByPk(key);
  if (own) return { code: own.code, latitude: own.latitude, longitude: own.longitude };
  const found = (await zipRegistry()).lookup(key);
  return found && Number.isFinite(found.latitude) && Number.isFinite(found.longitude) ? { code: key, latitude: found.latitude, longitude: found.longitude } : null;
}
