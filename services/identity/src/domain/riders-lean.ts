import type { RidersLeanAnswer } from '@rr/contracts/server';
import type { IdentityDb } from '../data-access/database.js';
import { searchRiders } from './rider-lookup.js';
import { searchTillRiders } from './till-riders.js';

/**
 * The short rider list of pickers (`GET /api/{role}/riders-lean`): active riders by name and hometown only. A dealer
 * finds riders exactly as the till's search does (an e-mail whole, never by its start, so a dealer cannot probe
 * addresses); staff as the programme's rider directory does.
 */
export async function ridersLean(db: IdentityDb, role: 'dealer' | 'admin', query: { q: string; limit: number }): Promise<RidersLeanAnswer> {
  if (role === 'admin') return searchRiders(db, query.q, query.limit);
  const { riders } = await searchTillRiders(db, query.q);
  return {
    riders: riders.slice(0, query.limit).map((rider) => ({ _id: rider._id, name: rider.fullName, hometown: [rider.city, rider.state].filter(Boolean).join(', ') })),
  };
}
