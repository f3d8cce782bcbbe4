import type { EventInput } from '@rr/contracts';
import type { EventsDb } from '../data-access/database.js';
import { findZipLocation } from '../data-access/zip-locations-repository.js';
import { parsePostalCode } from './postal-codes.js';

/** An event's own fields as the input gives them, trimmed (the postal code upper-cased). */
export function eventFields(input: EventInput) {
  return {
    title: input.title.trim(),
    type: input.type,
    startDate: input.startDate,
    endDate: input.endDate,
    venue: (input.venue ?? '').trim(),
    venueWebsite: (input.venueWebsite ?? '').trim(),
    city: input.city.trim(),
    state: (input.state ?? '').trim(),
    zipcode: input.zipcode.trim().toUpperCase(),
    country: input.country,
    currency: input.currency,
  };
}

/**
 * Where an event's map pin goes: its postal code's reference point (a US ZIP code or a Canadian FSA, the programme's
 * own venue table first, else the zipcodes registry), or nothing for a code neither knows (no pin, no error).
 */
export async function eventPlace(db: EventsDb, zipcode: string, country: string): Promise<{ latitude: number | null; longitude: number | null }> {
  const code = country === 'US' || country === 'CA' ? parsePostalCode(zipcode) : null;
  const point = code ? await findZipLocation(db, code.key) : null;
  return point ? { latitude: point.latitude, longitude: point.longitude } : { latitude: null, longitude: null };
}
