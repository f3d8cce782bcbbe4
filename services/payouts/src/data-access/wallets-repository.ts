import { randomUUID } from 'node:crypto';
import { Op, QueryTypes, type CreationAttributes, type Transaction } from 'sequelize';
import type { PayoutsDb } from './database.js';
import type { Currency, RiderPurpose, Wallet } from './models/index.js';
import { sqlDate } from './outbox-repository.js';

export async function findWalletByRider(db: PayoutsDb, riderId: string, transaction?: Transaction): Promise<Wallet | null> {
  return db.models.Wallet.findOne({ where: { riderId }, transaction });
}

export async function createWallet(db: PayoutsDb, wallet: { id?: string; riderId: string; currency: Currency }, transaction?: Transaction): Promise<Wallet> {
  return db.models.Wallet.create({ id: wallet.id ?? randomUUID(), riderId: wallet.riderId, currency: wallet.currency }, { transaction });
}

export async function findWallet(db: PayoutsDb, walletId: string, transaction?: Transaction): Promise<Wallet | null> {
  return db.models.Wallet.findByPk(walletId, { transaction });
}

/** The rider's wallet, its row locked until the transaction ends: the rider's spending waits its turn. */
export async function lockWalletOfRider(db: PayoutsDb, riderId: string, transaction: Transaction): Promise<Wallet | null> {
  return db.models.Wallet.findOne({ where: { riderId }, transaction, lock: transaction.LOCK.UPDATE });
}

/** These riders' wallets (ids only). */
export async function walletsOfRiders(db: PayoutsDb, riderIds: readonly string[], transaction?: Transaction): Promise<Wallet[]> {
  return db.models.Wallet.findAll({ where: { riderId: { [Op.in]: [...riderIds] } }, attributes: ['id', 'riderId'], transaction });
}

/** The rider's wallets' ids. */
export async function walletIdsOfRider(db: PayoutsDb, riderId: string): Promise<string[]> {
  return (await db.models.Wallet.findAll({ attributes: ['id'], where: { riderId } })).map((wallet) => wallet.id);
}

/** The wallets of these ids (ids and riders only). */
export async function walletsByIds(db: PayoutsDb, walletIds: readonly string[]): Promise<Wallet[]> {
  return db.models.Wallet.findAll({ attributes: ['id', 'riderId'], where: { id: { [Op.in]: [...walletIds] } } });
}

export async function createWallets(db: PayoutsDb, wallets: ReadonlyArray<CreationAttributes<Wallet>>, transaction: Transaction): Promise<void> {
  await db.models.Wallet.bulkCreate([...wallets], { transaction });
}

/** A merge moved the wallet's money to `keptWalletId`'s. */
export async function markWalletMerged(wallet: Wallet, keptWalletId: string, transaction: Transaction): Promise<void> {
  await wallet.update({ mergedIntoWalletId: keptWalletId }, { transaction });
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
    `SELECT 'w' AS k, currency, NULL AS name, NULL AS cents FROM wallets WHERE rider_id = $1
     UNION ALL SELECT 'a' AS k, currency, purpose AS name, balance_cents AS cents FROM accounts WHERE holder = $1
     UNION ALL SELECT 'o' AS k, currency, type AS name, SUM(current_cents) AS cents FROM lots
       WHERE wallet_id IN (SELECT id FROM wallets WHERE rider_id = $1) AND status = 'current' AND expires_at <= $2 GROUP BY currency, type`,
    // Bound, with the time as stored: every wallet page asks this, and Sequelize's replacements parse the statement and
    // format the date on each call.
    { bind: [riderId, sqlDate(db, now)], type: QueryTypes.SELECT },
  );
  return {
    currency: rows.find((row) => row.k === 'w')?.currency ?? null,
    balances: rows.filter((row) => row.k === 'a').map((row) => ({ purpose: row.name as RiderPurpose, currency: row.currency, cents: Number(row.cents ?? 0) })),
    overdue: rows.filter((row) => row.k === 'o').map((row) => ({ type: row.name ?? '', currency: row.currency, cents: Number(row.cents ?? 0) })),
  };
}
