import { randomUUID } from 'node:crypto';
import { Op, col, fn, type Transaction } from 'sequelize';
import type { PayoutsDb } from './database.js';
import type { Currency, LedgerEntry, LotType, Wallet } from './models.js';

export async function findWalletByRider(db: PayoutsDb, riderId: string, transaction?: Transaction): Promise<Wallet | null> {
  return db.models.Wallet.findOne({ where: { riderId }, transaction });
}

export async function createWallet(db: PayoutsDb, wallet: { id?: string; riderId: string; currency: Currency }, transaction?: Transaction): Promise<Wallet> {
  return db.models.Wallet.create({ id: wallet.id ?? randomUUID(), riderId: wallet.riderId, currency: wallet.currency }, { transaction });
}

export interface BalanceRow {
  type: LotType;
  currency: Currency;
  cents: number;
}

/** Sum of the remaining value of a wallet's current, unexpired lots, by lot type and currency. */
export async function currentLotSums(db: PayoutsDb, walletId: string, now: Date): Promise<BalanceRow[]> {
  const rows = (await db.models.Lot.findAll({
    attributes: ['type', 'currency', [fn('SUM', col('current_cents')), 'cents']],
    where: { walletId, status: 'current', [Op.or]: [{ expiresAt: null }, { expiresAt: { [Op.gt]: now } }] },
    group: ['type', 'currency'],
    raw: true,
  })) as unknown as Array<{ type: LotType; currency: Currency; cents: number | string | null }>;
  // MySQL answers SUM as a DECIMAL string.
  return rows.map((row) => ({ type: row.type, currency: row.currency, cents: Number(row.cents ?? 0) }));
}

export async function findEntryByKey(db: PayoutsDb, idempotencyKey: string, transaction?: Transaction): Promise<LedgerEntry | null> {
  return db.models.LedgerEntry.findOne({ where: { idempotencyKey }, transaction });
}

/** Re-homes every lot and ledger entry of one wallet to another; amounts are untouched. */
export async function moveWalletContents(db: PayoutsDb, fromWalletId: string, toWalletId: string, transaction: Transaction): Promise<{ lots: number; entries: number }> {
  const [lots] = await db.models.Lot.update({ walletId: toWalletId }, { where: { walletId: fromWalletId }, transaction });
  const [entries] = await db.models.LedgerEntry.update({ walletId: toWalletId }, { where: { walletId: fromWalletId }, transaction });
  return { lots, entries };
}
