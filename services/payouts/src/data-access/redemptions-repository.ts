import { Op, type Transaction, type WhereOptions } from 'sequelize';
import type { Currency } from '@rr/contracts';
import type { PayoutsDb } from './database.js';
import type { CreditRedemptionRow } from './models/index.js';

// Dealer redemptions' searchable records (the money is the `redemption` journal transaction of the same id).

/** Which redemptions a list, its totals or an export covers. */
export interface RedemptionSearch {
  /** Revoked (refunded) ones, or the others. */
  revoked: boolean;
  dealerId?: string | undefined;
  /** Made at or after `from`, before `to`. */
  from?: Date | null | undefined;
  to?: Date | null | undefined;
  riderCountry?: string | undefined;
  /** Part of the rider's or the dealer's name. */
  riderName?: string | undefined;
  riderId?: string | undefined;
  dealerName?: string | undefined;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function whereOf(search: RedemptionSearch): WhereOptions<CreditRedemptionRow> {
  const created: Record<symbol, Date> = {};
  if (search.from) created[Op.gte] = search.from;
  if (search.to) created[Op.lt] = search.to;
  return {
    refundedAt: search.revoked ? { [Op.ne]: null } : null,
    ...(search.dealerId ? { dealerId: search.dealerId } : {}),
    ...(Object.getOwnPropertySymbols(created).length ? { createdAt: created } : {}),
    ...(search.riderCountry ? { riderCountry: search.riderCountry } : {}),
    ...(search.riderName ? { riderName: { [Op.like]: `%${escapeLike(search.riderName)}%` } } : {}),
    ...(search.riderId ? { riderId: search.riderId } : {}),
    ...(search.dealerName ? { dealerName: { [Op.like]: `%${escapeLike(search.dealerName)}%` } } : {}),
  } as WhereOptions<CreditRedemptionRow>;
}

export async function findRedemption(db: PayoutsDb, id: string): Promise<CreditRedemptionRow | null> {
  return db.models.CreditRedemption.findByPk(id);
}

/** The redemption, locked: two refunds of it take turns (the second finds it refunded). */
export async function lockRedemption(db: PayoutsDb, id: string, transaction: Transaction): Promise<CreditRedemptionRow | null> {
  return db.models.CreditRedemption.findByPk(id, { transaction, lock: transaction.LOCK.UPDATE });
}

/** Marks a redemption refunded (revoked): when, by whom, and the refund's transaction. */
export async function markRedemptionRefunded(row: CreditRedemptionRow, refund: { at: Date; by: string; byName: string; transactionId: string }, transaction: Transaction): Promise<void> {
  await row.update({ refundedAt: refund.at, refundedBy: refund.by, refundedByName: refund.byName, refundTransactionId: refund.transactionId }, { transaction });
}

/** The receipt codes of these redemptions. */
export async function redemptionCodesOf(db: PayoutsDb, ids: readonly string[]): Promise<CreditRedemptionRow[]> {
  return db.models.CreditRedemption.findAll({ where: { id: { [Op.in]: [...ids] } }, attributes: ['id', 'code'] });
}

/** A page of the redemptions found, newest first (revoked: newest refund first), and how many there are. */
export async function searchRedemptions(db: PayoutsDb, search: RedemptionSearch, page: { limit: number; offset: number }): Promise<{ rows: CreditRedemptionRow[]; count: number }> {
  return db.models.CreditRedemption.findAndCountAll({
    where: whereOf(search),
    order: search.revoked ? [['refundedAt', 'DESC'], ['id', 'ASC']] : [['createdAt', 'DESC'], ['id', 'ASC']],
    limit: page.limit,
    offset: page.offset,
  });
}

/** How many redemptions were found and what they came to, per currency. */
export async function redemptionTotals(db: PayoutsDb, search: RedemptionSearch): Promise<Array<{ currency: Currency; count: number; amountCents: number }>> {
  const rows = (await db.models.CreditRedemption.findAll({
    where: whereOf(search),
    attributes: ['currency', [db.sequelize.fn('COUNT', db.sequelize.col('id')), 'count'], [db.sequelize.fn('SUM', db.sequelize.col('amount_cents')), 'amountCents']],
    group: ['currency'],
    order: [['currency', 'ASC']],
    raw: true,
  })) as unknown as Array<{ currency: Currency; count: number | string; amountCents: number | string }>;
  return rows.map((row) => ({ currency: row.currency, count: Number(row.count), amountCents: Number(row.amountCents) }));
}

/** The riders' countries among a dealer's (or all) redemptions. */
export async function redemptionCountries(db: PayoutsDb, dealerId: string | undefined): Promise<string[]> {
  const rows = await db.models.CreditRedemption.findAll({
    where: { ...(dealerId ? { dealerId } : {}), riderCountry: { [Op.ne]: null } },
    attributes: ['riderCountry'],
    group: ['riderCountry'],
    order: [['riderCountry', 'ASC']],
    raw: true,
  });
  return rows.map((row) => row.riderCountry).filter((c): c is string => Boolean(c));
}

/** The redemptions found, newest first, at most `limit` (an export). */
export async function redemptionsToExport(db: PayoutsDb, search: RedemptionSearch, limit: number): Promise<CreditRedemptionRow[]> {
  return db.models.CreditRedemption.findAll({ where: whereOf(search), order: [['createdAt', 'DESC'], ['id', 'ASC']], limit });
}
