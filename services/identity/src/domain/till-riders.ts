import { TILL_SEARCH_MIN_LENGTH, type TillRider } from '@rr/contracts';
import type { IdentityDb } from '../data-access/database.js';
import type { Rider } from '../data-access/models/index.js';
import { findTillRiders, searchTillRiderIds } from '../data-access/till-riders-repository.js';
import { currencyForCountry } from './currency.js';

/**
 * Riders as a dealer's till sees them (spec §2 dealer riders and rider/{riderId}): enough to find
 * the right person and check their ID against the name — name, place, bikes, whether their PIN can be used — and
 * nothing a dealer does not need (no e-mail, address, phones, birth date, AMA number, VINs or account history).
 * Deactivated riders are not found.
 */
export function toTillRider(rider: Rider): TillRider {
  return {
    _id: rider.userId,
    fullName: `${rider.firstName} ${rider.lastName}`.trim(),
    city: rider.city ?? null,
    state: rider.state ?? null,
    country: rider.country,
    currency: currencyForCountry(rider.country),
    profileImage: rider.user?.profileImage ?? null,
    bikes: (rider.bikes ?? []).map((bike) => ({ year: bike.year, make: bike.make, model: bike.model })),
    hasPin: Boolean(rider.pinHash),
    pinLocked: Boolean(rider.pinLockedAt),
  };
}

/**
 * `GET /api/dealer/riders?query=`: active riders whose first or last name or city starts with the query (a two-word
 * query also matches first + last name), whose AMA number is the query, or whose e-mail is exactly the query (an
 * e-mail is matched whole, so the search never lists addresses by their start). At least 2 characters; 20 at most.
 */
export async function searchTillRiders(db: IdentityDb, query: string | undefined): Promise<{ riders: TillRider[] }> {
  const q = (query ?? '').trim();
  if ([...q].length < TILL_SEARCH_MIN_LENGTH) return { riders: [] };
  const ids = await searchTillRiderIds(db, q);
  if (ids.length === 0) return { riders: [] };
  const riders = await findTillRiders(db, ids);
  const byId = new Map(riders.map((rider) => [rider.userId, rider]));
  return { riders: ids.map((id) => byId.get(id)).filter((rider): rider is Rider => Boolean(rider)).map(toTillRider) };
}
