import { Op, type CreationAttributes, type Transaction, type WhereOptions } from 'sequelize';
import type { PayoutsDb } from './database.js';
import type { PayoutClaimRow } from './models/index.js';

type NewClaim = CreationAttributes<PayoutClaimRow>;

export async function findClaim(db: PayoutsDb, claimId: string): Promise<PayoutClaimRow | null> {
  return db.models.PayoutClaim.findByPk(claimId);
}

/** The claim, its row locked: two decisions of one claim take turns (the second finds it decided). */
export async function lockClaim(db: PayoutsDb, claimId: string, transaction: Transaction): Promise<PayoutClaimRow | null> {
  return db.models.PayoutClaim.findByPk(claimId, { transaction, lock: transaction.LOCK.UPDATE });
}

/** A rider's open claims at an event, locked: a second claim for the same class waits and then sees the first. */
export async function lockOpenClaims(db: PayoutsDb, riderId: string, eventId: string, transaction: Transaction): Promise<PayoutClaimRow[]> {
  return db.models.PayoutClaim.findAll({ where: { riderId, eventId, status: 'open' }, transaction, lock: transaction.LOCK.UPDATE });
}

export async function createClaim(db: PayoutsDb, claim: NewClaim, transaction: Transaction): Promise<PayoutClaimRow> {
  return db.models.PayoutClaim.create(claim, { transaction });
}

export async function changeClaim(claim: PayoutClaimRow, changes: Partial<NewClaim>, transaction: Transaction): Promise<void> {
  await claim.update(changes, { transaction });
}

export interface ClaimFilter {
  riderId?: string | undefined;
  /** Any of the rider's name and e-mail, the event's title, the class, the VIN and the bike model. */
  text?: string | undefined;
  name?: string | undefined;
  email?: string | undefined;
  country?: string | undefined;
  bikeModel?: string | undefined;
  bikeYear?: number | undefined;
  status?: PayoutClaimRow['status'] | undefined;
}

/** `%text%` for LIKE, the search's own `%`, `_` and `\` taken literally. */
const like = (text: string) => ({ [Op.like]: `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%` });

/** Claims matching every given filter, newest first, a page of them, and how many match. */
export async function searchClaims(db: PayoutsDb, filter: ClaimFilter, page: { limit: number; offset: number }): Promise<{ rows: PayoutClaimRow[]; count: number }> {
  const where: WhereOptions<PayoutClaimRow>[] = [];
  if (filter.riderId) where.push({ riderId: filter.riderId });
  if (filter.text) {
    where.push({ [Op.or]: [{ riderName: like(filter.text) }, { riderEmail: like(filter.text) }, { eventTitle: like(filter.text) }, { className: like(filter.text) }, { vin: like(filter.text.toUpperCase()) }, { bikeModel: like(filter.text) }] });
  }
  if (filter.name) where.push({ riderName: like(filter.name) });
  if (filter.email) where.push({ riderEmail: like(filter.email) });
  if (filter.country) where.push({ country: filter.country.toUpperCase() });
  if (filter.bikeModel) where.push({ bikeModel: like(filter.bikeModel) });
  if (filter.bikeYear) where.push({ bikeYear: filter.bikeYear });
  if (filter.status) where.push({ status: filter.status });
  return db.models.PayoutClaim.findAndCountAll({ where: { [Op.and]: where }, order: [['createdAt', 'DESC'], ['id', 'ASC']], limit: page.limit, offset: page.offset });
}

/** Classes staff paid riders at an event by approving their claims (rider and class only). */
export async function paidClaimsAt(db: PayoutsDb, eventId: string, riderIds: readonly string[], transaction: Transaction): Promise<PayoutClaimRow[]> {
  return db.models.PayoutClaim.findAll({ where: { eventId, status: 'approved', riderId: { [Op.in]: [...riderIds] }, lotId: { [Op.ne]: null } }, attributes: ['riderId', 'className'], transaction });
}

/** A rider's approved claims: the lot each paid and what it was for. */
export async function approvedClaimsOf(db: PayoutsDb, riderId: string): Promise<Array<Pick<PayoutClaimRow, 'lotId' | 'eventTitle' | 'eventDate' | 'className' | 'place'>>> {
  return db.models.PayoutClaim.findAll({ where: { riderId, status: 'approved' }, attributes: ['lotId', 'eventTitle', 'eventDate', 'className', 'place'], raw: true });
}
