import { forbidden, notFound, type Identity } from '@rr/server-kit';
import type { IdentityDb } from '../data-access/database.js';
import { findRider } from '../data-access/riders-repository.js';
import { toRiderView, type RiderView } from './rider-view.js';

/** Roles that may read a rider record through `/api/{role}/rider/:riderId` in this service. */
const READERS = ['rider', 'admin'] as const;

export interface RiderRecord {
  rider: RiderView;
  /**
   * Always empty here: redemptions and payout claims belong to the payouts service. The BFF
   * composes the full answer (spec §7 "rider, creditRedemptions, payoutClaims") from both services.
   */
  creditRedemptions: [];
  payoutClaims: [];
}

/**
 * A rider record for `/api/{role}/rider/:riderId`. The path's role must be the caller's own type;
 * a rider may read only their own record, an administrator any.
 */
export async function getRider(db: IdentityDb, caller: Identity, role: string, riderId: string): Promise<RiderRecord> {
  if (!(READERS as readonly string[]).includes(role) || caller.typ !== role) throw forbidden();
  if (caller.typ === 'rider' && caller.sub !== riderId) throw forbidden('A rider may only read their own record');
  const rider = await findRider(db, riderId);
  if (!rider) throw notFound('No rider with that id');
  return { rider: toRiderView(rider), creditRedemptions: [], payoutClaims: [] };
}
