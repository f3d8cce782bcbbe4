import { randomUUID } from 'node:crypto';
import { QueryTypes, type Transaction } from 'sequelize';
import type { PayoutsDb } from './database.js';
import type { Currency, RiderPurpose, Wallet } from './models/index.js';

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

/**
 * Everything the wallet answer needs in one round trip (raw rows, no model instances: it is the rider's most read
 * call): the wallet's currency, the rider's account balances, and what sits in lots past their expiry.
 */
export async function walletFigures(db: PayoutsDb, riderId: string, now: Date): Promise<{ currency: Currency | null; balances: BalanceRow[]; overdue: Array<{ type: string; currency: Currency; cents: number }> }> {
  const rows = await db.sequelize.query<{ k: 'w' | 'a' | 'o'; currency: Currency; name: string | null; cents: number | string | null }>(
    `SELECT 'w' AS k, currency, NULL AS name, NULL AS cents FROM wallets WHERE rider_id = :riderId
     UNION ALL SELECT 'a' AS k, currency, purpose AS name, balance_cents AS cents FROM accounts WHERE holder = :riderId
     UNION ALL SELECT 'o' AS k, currency, type AS name, SUM(current_cents) AS cents FROM lots
       WHERE wallet_id IN (SELECT id FROM wallets WHERE rider_id = :riderId) AND status = 'current' AND expires_at <= :now GROUP BY currency, type`,
    { replacements: { riderId, now }, type: QueryTypes.SELECT },
  );
  return {
    currency: rows.find((row) => row.k === 'w')?.currency ?? null,
    balances: rows.filter((row) => row.k === 'a').map((row) => ({ purpose: row.name as RiderPurpose, currency: row.currency, cents: Number(row.cents ?? 0) })),
    overdue: rows.filter((row) => row.k === 'o').map((row) => ({ type: row.name ?? '', currency: row.currency, cents: Number(row.cents ?? 0) })),
  };
}
