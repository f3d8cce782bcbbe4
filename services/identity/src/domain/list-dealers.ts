import type { IdentityDb } from '../data-access/database.js';
import { distinctDealerValues, findDealers, type DealerFilters } from '../data-access/dealers-repository.js';
import type { Dealer } from '../data-access/models.js';

/** A dealer in public lists: where to find them, no account details. */
export interface DealerListItem {
  _id: string;
  name: string;
  dealerId: string | null;
  addressLine1: string | null;
  addressLine2: string | null;
  city: string | null;
  state: string | null;
  zipcode: string | null;
  country: string | null;
  phone: string | null;
  websiteUrl: string | null;
  active: boolean;
}

const toListItem = (dealer: Dealer): DealerListItem => ({
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
  active: Boolean(dealer.active),
});

/**
 * `/api/dealers-lean`: the matching dealers, plus the choices for the finder's drop-downs. The state
 * choices follow the chosen country and active filter (not the chosen state or name, so picking one
 * never empties its own list); the country choices follow only the active filter.
 */
export async function listDealersLean(db: IdentityDb, filters: DealerFilters) {
  const [dealers, distinctStates, distinctCountry] = await Promise.all([
    findDealers(db, filters),
    distinctDealerValues(db, 'state', { country: filters.country, active: filters.active }),
    distinctDealerValues(db, 'country', { active: filters.active }),
  ]);
  return { dealers: dealers.map(toListItem), distinctStates, distinctCountry };
}
