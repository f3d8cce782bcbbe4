import type { EventsDb } from './database.js';
import type { ZipLocation } from './models.js';

/** The reference point of a US ZIP code or a Canadian FSA, if known. */
export async function findZipLocation(db: EventsDb, key: string): Promise<ZipLocation | null> {
  return db.models.ZipLocation.findByPk(key);
}
