import type { DealerFinderItem, DealersLeanAnswer, ZipDistance } from '@rr/contracts';
import { apiError } from '@rr/server-kit';
import { boundingBox, distanceMiles, parsePostalCode, type Point } from '@rr/server-kit/postal-codes';
import type { IdentityDb } from '../data-access/database.js';
import { distinctDealerValues, favouriteDealerIds, findDealers, type DealerFilters } from '../data-access/dealers-repository.js';
import type { Dealer } from '../data-access/models/index.js';
import { findZipLocation } from '../data-access/zip-locations-repository.js';

/** Who a dealer is and where to find them, as every view of a dealer shows it (its record's page and the public lists). */
export const dealerContact = (dealer: Dealer): Omit<DealerFinderItem, 'active' | 'latitude' | 'longitude' | 'distanceMiles' | 'favourite'> => ({
  _id: dealer.userId,
  name: dealer.name,
  dealerId: dealer.dealerCode ?? null,
  addressLine1: dealer.addressLine1 ?? null,
  addressLine2: dealer.addressLine2 ?? null,
  city: dealer.city ?? null,
  state: dealer.state ?? null,
  zipcode: dealer.zipcode ?? null,
  country: dealer.country ?? null,
  phone: dealer.phone ?? null,
  websiteUrl: dealer.websiteUrl ?? null,
});

/** A dealer in public lists (the finder, a rider's favourites): where to find them, no account details. */
export const toFinderItem = (dealer: Dealer): DealerFinderItem => ({
  ...dealerContact(dealer),
  active: Boolean(dealer.active),
  latitude: dealer.latitude ?? null,
  longitude: dealer.longitude ?? null,
});

/** The finder's search: the parsed GET /api/dealers-lean query (`active` already decided by who asks). */
export interface DealerSearch extends Omit<DealerFilters, 'location'> {
  zipcode?: string;
  zipDistance?: ZipDistance;
}

/** Who looks: a signed-in rider sees which dealers are their favourites. */
export interface DealerViewer {
  riderId: string | null;
}

/** A postal-code search: which dealers it reads, the code's centre (when known) and the radius (null: Exact). */
interface Near {
  location: NonNullable<DealerFilters['location']>;
  centre: Point | null;
  miles: number | null;
}

/**
 * Exact: the dealers at that code (a bare FSA matches every code in it), with their distance from its centre when the
 * code is known. A radius: the dealers within that many miles of the code's centre (400 UNKNOWN_ZIPCODE when it
 * cannot be placed), as the events finder reads it.
 */
async function nearPostalCode(db: IdentityDb, zipcode: string, distance: ZipDistance): Promise<Near> {
  const code = parsePostalCode(zipcode);
  const centre = code ? await findZipLocation(db, code.key) : null;
  const location = { code, text: zipcode.trim() };
  if (distance === 'Exact') return { location, centre, miles: null };
  if (!centre) throw apiError('UNKNOWN_ZIPCODE', { zipcode });
  return { location: { ...location, box: boundingBox(centre, distance) }, centre, miles: distance };
}

const placed = (dealer: DealerFinderItem): Point | null =>
  dealer.latitude !== null && dealer.longitude !== null ? { latitude: dealer.latitude, longitude: dealer.longitude } : null;

/**
 * `/api/dealers-lean`: the matching dealers, plus the choices for the finder's drop-downs. The state choices follow
 * the chosen country and active filter (not the chosen state, name or postal code, so picking one never empties its
 * own list); the country choices follow only the active filter. A postal-code search adds each dealer's
 * `distanceMiles` (null for a dealer without a place, or from a code that cannot be placed) and lists the nearest
 * first; otherwise dealers come by name. A rider's answer marks their favourites.
 */
export async function listDealersLean(db: IdentityDb, search: DealerSearch, viewer: DealerViewer = { riderId: null }): Promise<DealersLeanAnswer> {
  const { zipcode, zipDistance, ...filters } = search;
  const near = zipcode ? await nearPostalCode(db, zipcode, zipDistance ?? 'Exact') : null;
  const [rows, distinctStates, distinctCountry] = await Promise.all([
    findDealers(db, near ? { ...filters, location: near.location } : filters),
    distinctDealerValues(db, 'state', { country: filters.country, active: filters.active }),
    distinctDealerValues(db, 'country', { active: filters.active }),
  ]);
  let dealers = rows.map(toFinderItem);
  if (near) {
    const measured = dealers.map((dealer) => {
      const point = placed(dealer);
      return { dealer, miles: near.centre && point ? distanceMiles(near.centre, point) : null };
    });
    dealers = measured
      // The box is a pre-filter: the exact distance decides. Dealers at the code without a place stay.
      .filter(({ miles }) => near.miles === null || miles === null || miles <= near.miles)
      // Nearest first (by name among equals, as read); those without a distance last.
      .sort((a, b) => (a.miles ?? Number.POSITIVE_INFINITY) - (b.miles ?? Number.POSITIVE_INFINITY) || 0)
      .map(({ dealer, miles }) => ({ ...dealer, distanceMiles: miles === null ? null : Math.round(miles * 10) / 10 }));
  }
  if (viewer.riderId) {
    const favourites = await favouriteDealerIds(db, viewer.riderId, dealers.map((dealer) => dealer._id));
    dealers = dealers.map((dealer) => ({ ...dealer, favourite: favourites.has(dealer._id) }));
  }
  return { dealers, distinctStates, distinctCountry };
}
