import { isRole } from '@rr/contracts';
import { authorize } from '@rr/contracts/server';
import { forbidden, notFound, type Identity } from '@rr/server-kit';
import type { IdentityDb } from '../data-access/database.js';
import { findRider } from '../data-access/riders-repository.js';
import type { TillRider } from '@rr/contracts';
import { toRiderView, type RiderView } from './rider-view.js';
import { toTillRider } from './till-riders.js';

export interface RiderRecord {
  rider: RiderView | TillRider;
  /**
   * Always empty here: redemptions and payout claims belong to the payouts service. The BFF
   * composes the full answer (spec §7 "rider, creditRedemptions, payoutClaims") from both services.
   */
  creditRedemptions: [];
  payoutClaims: [];
}

/**
 * A rider record for `/api/{role}/rider/:riderId`. The path's role must be the caller's own type;
 * a rider may read only their own record, an administrator any, a dealer any active rider in the till's view
 * (till-riders.ts: no e-mail, address, birth date, phones, VINs, documents or account history).
 */
export async function getRider(db: IdentityDb, caller: Identity, role: string, riderId: string): Promise<RiderRecord> {
  // Who may read `/api/{role}/rider/:riderId` is the route registry's policy (the rider, a dealer, an administrator,
  // each under their own role), checked again here as the BFF did.
  const path = `/api/${encodeURIComponent(role)}/rider/${encodeURIComponent(riderId)}`;
  if (!authorize('GET', path, isRole(caller.typ) ? caller.typ : null).ok) throw forbidden();
  if (caller.typ === 'rider' && caller.sub !== riderId) throw forbidden('A rider may only read their own record');
  const rider = await findRider(db, riderId);
  if (!rider) throw notFound('No rider with that id');
  if (caller.typ === 'dealer' && rider.user?.deactivated) throw notFound('No rider with that id');
  const view = caller.typ === 'dealer' ? toTillRider(rider) : toRiderView(rider);
  return { rider: view, creditRedemptions: [], payoutClaims: [] };
}
