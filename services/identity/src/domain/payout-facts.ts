import { requiredDocuments } from '@rr/contracts';
import type { ClaimProfile, PayoutFactsAnswer, StatementFacts } from '@rr/contracts/server';
import type { IdentityDb } from '../data-access/database.js';
import { findClaimProfileRows, findPayoutFactRows, findStatementFactRows } from '../data-access/payout-facts-repository.js';
import { flagsOf } from './rider-view.js';

/**
 * What the payouts service's rules engine needs of each rider (`POST /internal/riders/payout-facts`): whether the
 * account is active, pro, has its documents, has cash withheld, the day it was made, the flags staff set, and its bikes
 * (VIN, model year, verification, make, sale day). No names, e-mails or addresses cross.
 */
export async function payoutFacts(db: IdentityDb, riderIds: string[]): Promise<PayoutFactsAnswer> {
  const ids = [...new Set(riderIds)];
  if (ids.length === 0) return { riders: [] };
  const { riders, users, bikes } = await findPayoutFactRows(db, ids);
  const deactivated = new Map(users.map((user) => [user.id, Boolean(user.deactivated)]));
  const registeredOn = new Map(users.map((user) => [user.id, new Date(user.createdAt).toISOString().slice(0, 10)]));
  const bikesOf = new Map<string, Array<{ vin: string; year: number; valid: 'verified' | 'invalid' | 'unverified'; make: string; saleDate: string | null }>>();
  for (const bike of bikes) bikesOf.set(bike.riderId, [...(bikesOf.get(bike.riderId) ?? []), { vin: bike.vin, year: Number(bike.year), valid: bike.valid ?? 'unverified', make: bike.make ?? '', saleDate: bike.saleDate ?? null }]);
  return {
    riders: riders.map((rider) => ({
      riderId: rider.userId,
      active: deactivated.get(rider.userId) === false,
      pro: Boolean(rider.pro),
      // Every document a pro must supply: the licence, and the W-9 for a rider living in the US (never asked of others).
      documentsOnFile: requiredDocuments({ pro: true, country: rider.country }).every((kind) => Boolean(kind === 'licence' ? rider.licenceReceivedAt : rider.w9ReceivedAt)),
      nonResidentAlien: Boolean(rider.nonResidentAlien),
      country: rider.country,
      bikes: bikesOf.get(rider.userId) ?? [],
      ...(registeredOn.has(rider.userId) ? { registeredOn: registeredOn.get(rider.userId)! } : {}),
      flags: flagsOf(rider.flags),
    })),
  };
}

/**
 * Who files a payout claim (`POST /internal/riders/claim-profile`): name, e-mail, country and bikes, kept on the claim
 * for the administrators' search. Null for an id that is not a rider.
 */
export async function claimProfile(db: IdentityDb, riderId: string): Promise<ClaimProfile | null> {
  const { rider, user, bikes } = await findClaimProfileRows(db, riderId);
  if (!rider || !user || user.type !== 'rider') return null;
  return {
    riderId,
    name: `${rider.firstName} ${rider.lastName}`.trim(),
    email: user.email,
    country: rider.country,
    active: !user.deactivated,
    bikes: bikes.map((bike) => ({ vin: bike.vin, model: [bike.make, bike.model].filter(Boolean).join(' '), year: Number(bike.year) })),
  };
}

/**
 * Who a year-end statement or the finance team's year-end report names (`POST /internal/riders/statement-facts`):
 * name, e-mail, language, country, the non-resident alien mark and when the W-9 came in. Asked when a statement or
 * the report is made; payouts keeps none of it.
 */
export async function statementFacts(db: IdentityDb, riderIds: string[]): Promise<{ riders: StatementFacts[] }> {
  const ids = [...new Set(riderIds)];
  if (ids.length === 0) return { riders: [] };
  const { riders, users } = await findStatementFactRows(db, ids);
  const userOf = new Map(users.map((user) => [user.id, user]));
  return {
    riders: riders.flatMap((rider) => {
      const user = userOf.get(rider.userId);
      if (!user) return [];
      return [{
        riderId: rider.userId,
        name: `${rider.firstName} ${rider.lastName}`.trim(),
        email: user.email,
        locale: user.locale,
        country: rider.country ?? '',
        nonResidentAlien: Boolean(rider.nonResidentAlien),
        w9ReceivedAt: rider.w9ReceivedAt ? new Date(rider.w9ReceivedAt).toISOString() : null,
      }];
    }),
  };
}
