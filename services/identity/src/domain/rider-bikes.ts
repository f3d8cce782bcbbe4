import { randomUUID } from 'node:crypto';
import { normaliseVin, type BikeInput, type RiderBike } from '@rr/contracts';
import type { Identity } from '@rr/server-kit';
import { UniqueConstraintError, type Transaction } from 'sequelize';
import { addBikeRecord, findRiderBikeForUpdate, removeBikeRecord, storeBikeFields, vinOnAnotherBike } from '../data-access/bikes-repository.js';
import { riderExists } from '../data-access/rider-records-repository.js';
import { importedSaleDate } from '../data-access/vin-patterns-repository.js';
import type { AuditRequest } from './audit.js';
import type { AccountsContext } from './context.js';
import { accountError } from './errors.js';
import type { RiderView } from './rider-view.js';
import { RIDER_AUDIT, audited, auditRider, riderViewOf, type RiderChanger } from './update-rider.js';
import { bikeStatusFor } from './vin-patterns.js';

/**
 * A rider's bikes (spec §3 "Bike", §4 rider readiness and VIN): add, correct and remove, by the rider
 * on their profile or by the programme team. The VIN's shape (length, I/O/Q, check digit) is the contract's
 * `bikeVin` rule, explained to the rider; the status ('VIN verified', 'Invalid VIN', or waiting for staff) and its
 * reason come from the VIN patterns (`bikeStatusFor`). One VIN belongs to one rider (409 VIN_TAKEN; the unique index
 * decides between two requests racing). The session's bikes change with them: the browser reloads the session so the
 * route guard (redirect=vin) sees them.
 */

const vinTaken = () => accountError('VIN_TAKEN', { field: 'vin' });

/** The bike as the profile shows it. */
function bikeView(bike: { id: string; year: number; make: string; model: string; vin: string; valid: RiderBike['valid']; validReason: RiderBike['validReason']; saleDate?: string | null }): RiderBike {
  return { _id: bike.id, year: bike.year, make: bike.make, model: bike.model, vin: bike.vin, valid: bike.valid, validReason: bike.validReason, saleDate: bike.saleDate ?? null };
}

/** The bike's fields as stored, with the VIN patterns' verdict. */
async function bikeFields(ctx: AccountsContext, input: BikeInput, transaction: Transaction) {
  const vin = normaliseVin(input.vin);
  const year = Number(input.year);
  const status = await bikeStatusFor(ctx.db, { vin, year }, transaction);
  // A sale day the rider or staff give, else the one a dealer's VIN import gave for this very VIN.
  const sold = input.saleDate || (await importedSaleDate(ctx.db, vin, transaction)) || null;
  return { year, make: input.make.trim(), model: input.model.trim(), vin, valid: status.valid, validReason: status.reason, saleDate: sold };
}

async function riderMustExist(ctx: AccountsContext, riderId: string, transaction: Transaction): Promise<void> {
  if (!(await riderExists(ctx.db, riderId, transaction))) throw accountError('NOT_FOUND');
}

/** Another bike (any rider's, this one excepted) already has the VIN. */
async function vinInUse(ctx: AccountsContext, vin: string, exceptBikeId: string | null, transaction: Transaction): Promise<boolean> {
  return vinOnAnotherBike(ctx.db, vin, exceptBikeId, transaction);
}

function uniqueVin(error: unknown): never {
  if (error instanceof UniqueConstraintError) throw vinTaken();
  throw error;
}

/** `POST /api/{rider|admin}/rider/{riderId}/bikes` → 201 `{ bike, rider }`. 409 VIN_TAKEN (`details.field: 'vin'`). */
export async function addBike(ctx: AccountsContext, caller: Identity, riderId: string, by: RiderChanger, input: BikeInput, request: AuditRequest): Promise<{ bike: RiderBike; rider: RiderView }> {
  const id = randomUUID();
  let bike: RiderBike;
  try {
    bike = await ctx.db.sequelize.transaction(async (transaction) => {
      await riderMustExist(ctx, riderId, transaction);
      const fields = await bikeFields(ctx, input, transaction);
      if (await vinInUse(ctx, fields.vin, null, transaction)) throw vinTaken();
      const created = await addBikeRecord(ctx.db, { id, riderId, ...fields }, transaction);
      if (audited(caller, by)) await auditRider(ctx, caller, RIDER_AUDIT.bikeAdded, riderId, request, { by, bikeId: id, vin: fields.vin, year: fields.year, valid: fields.valid, reason: fields.validReason }, transaction, 201);
      return bikeView(created);
    });
  } catch (error) {
    uniqueVin(error);
  }
  return { bike, rider: await riderViewOf(ctx, riderId) };
}

async function ownBike(ctx: AccountsContext, riderId: string, bikeId: string, transaction: Transaction) {
  const bike = await findRiderBikeForUpdate(ctx.db, riderId, bikeId, transaction);
  // Another rider's bike is answered as if it did not exist.
  if (!bike) throw accountError('NOT_FOUND');
  return bike;
}

/**
 * `PUT /api/{rider|admin}/rider/{riderId}/bikes/{bikeId}` → `{ bike, rider }`: corrects a bike (a mistyped VIN, the
 * year), checked again as a new one. 404 for a bike that is not this rider's; 409 VIN_TAKEN.
 */
export async function changeBike(ctx: AccountsContext, caller: Identity, riderId: string, bikeId: string, by: RiderChanger, input: BikeInput, request: AuditRequest): Promise<{ bike: RiderBike; rider: RiderView }> {
  let bike: RiderBike;
  try {
    bike = await ctx.db.sequelize.transaction(async (transaction) => {
      const stored = await ownBike(ctx, riderId, bikeId, transaction);
      const fields = await bikeFields(ctx, input, transaction);
      if (fields.vin !== stored.vin && (await vinInUse(ctx, fields.vin, bikeId, transaction))) throw vinTaken();
      const before = { vin: stored.vin, year: stored.year, make: stored.make, model: stored.model, valid: stored.valid };
      await storeBikeFields(stored, fields, transaction);
      if (audited(caller, by)) await auditRider(ctx, caller, RIDER_AUDIT.bikeChanged, riderId, request, { by, bikeId, before, after: { vin: fields.vin, year: fields.year, make: fields.make, model: fields.model, valid: fields.valid, reason: fields.validReason } }, transaction);
      return bikeView(stored);
    });
  } catch (error) {
    uniqueVin(error);
  }
  return { bike, rider: await riderViewOf(ctx, riderId) };
}

/** `DELETE /api/{rider|admin}/rider/{riderId}/bikes/{bikeId}` → `{ rider }`. 404 for a bike that is not this rider's. */
export async function removeBike(ctx: AccountsContext, caller: Identity, riderId: string, bikeId: string, by: RiderChanger, request: AuditRequest): Promise<{ rider: RiderView }> {
  await ctx.db.sequelize.transaction(async (transaction) => {
    const bike = await ownBike(ctx, riderId, bikeId, transaction);
    const removed = { vin: bike.vin, year: bike.year, make: bike.make, model: bike.model, valid: bike.valid };
    await removeBikeRecord(bike, transaction);
    if (audited(caller, by)) await auditRider(ctx, caller, RIDER_AUDIT.bikeRemoved, riderId, request, { by, bikeId, ...removed }, transaction);
  });
  return { rider: await riderViewOf(ctx, riderId) };
}
