import type { FavouriteDealersAnswer } from '@rr/contracts';
import { notFound } from '@rr/server-kit';
import type { IdentityDb } from '../data-access/database.js';
import { activeDealerExists, addFavouriteDealer, favouriteDealerIds, findActiveDealers, removeFavouriteDealer } from '../data-access/dealers-repository.js';
import { toFinderItem } from './list-dealers.js';

/**
 * Marks (or unmarks) a dealer as one of the rider's favourites (the dealer finder's mark; the rider's profile lists
 * them). Only a participating (active) dealer can become one; a dealer that is gone answers 404. Marking twice keeps
 * one mark; unmarking what is not marked changes nothing.
 */
export async function setFavouriteDealer(db: IdentityDb, riderId: string, dealerId: string, favourite: boolean): Promise<{ favourite: boolean }> {
  if (!favourite) {
    await removeFavouriteDealer(db, riderId, dealerId);
    return { favourite: false };
  }
  if (!(await activeDealerExists(db, dealerId))) throw notFound('Dealer not found');
  await addFavouriteDealer(db, riderId, dealerId, new Date());
  return { favourite: true };
}

/** A rider's favourite dealers (`GET /api/rider/favourite-dealers`), by name; dealers that no longer take part are left out. */
export async function favouriteDealers(db: IdentityDb, riderId: string): Promise<FavouriteDealersAnswer> {
  const ids = await favouriteDealerIds(db, riderId);
  if (ids.size === 0) return { dealers: [] };
  const rows = await findActiveDealers(db, [...ids]);
  return { dealers: rows.map((dealer) => ({ ...toFinderItem(dealer), favourite: true })) };
}
