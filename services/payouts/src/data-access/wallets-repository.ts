import { randomUUID } from 'node:crypto';
import { Op, col, fn, type Transaction } from 'sequelize';
import type { PayoutsDb } from './database.js';
import type { Currency, RiderPurpose, Wallet } from './models.js';

export async function findWalletByRider(db: PayoutsDb, riderId: string, transaction?: Transaction): Promise<Wallet | null> {
  return db.models.Wallet.findOne({ where: { riderId }, transaction });
}

export async function createWallet(db: PayoutsDb, wallet: { id?: string; riderId: string; currency: Currency }, transaction?: Transaction): Promise<Wallet> {
  return db.models.Wallet.create({ id: wallet.id ?? randomUUID(), riderId: wallet.riderId, currency: wallet.currency }, { transaction });
}

export interface BalanceRow {
  purpose: RiderPurpose;
  currency: Currency;
  cents: number;
}

/** A rider's account balances (the journal's projection), by purpose and currency. */
export async function riderBalances(db: PayoutsDb, riderId: string): Promise<BalanceRow[]> {
  const accounts = await db.models.Account.findAll({ where: { holder: riderId }, attributes: ['purpose', 'currency', 'balanceCents'] });
  return accounts.map((account) => ({ purpose: account.purpose as RiderPurpose, currency: account.currency, cents: account.balanceCents }));
}

/** What is left in lots past their expiry that the expiry job has not taken yet, by type and currency. */
export async function overdueLotSums(db: PayoutsDb, walletId: string, now: Date): Promise<Array<{ type: string; currency: Currency; cents: number }>> {
  const rows = (await db.models.Lot.findAll({
    attributes: ['type', 'currency', [fn('SUM', col('current_cents')), 'cents']],
    where: { walletId, status: 'current', expiresAt: { [Op.lte]: now } },
    group: ['type', 'currency'],
    raw: true,
  })) as unknown as Array<{ type: string; currency: Currency; cents: number | string | null }>;
  return rows.map((row) => ({ type: row.type, currency: row.currency, cents: Number(row.cents ?? 0) }));
}
