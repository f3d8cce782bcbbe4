import { Op, QueryTypes, type CreationAttributes, type Transaction } from 'sequelize';
import type { Currency } from '@rr/contracts';
import type { PayoutsDb } from './database.js';
import type { Account } from './models/index.js';

// Reads of the accounts (their balances move only through the journal's writer, ledger.ts).

export async function findAccount(db: PayoutsDb, accountId: string, transaction: Transaction): Promise<Account | null> {
  return db.models.Account.findByPk(accountId, { transaction });
}

/** The account, its row locked until the transaction ends. */
export async function lockAccount(db: PayoutsDb, accountId: string, transaction: Transaction): Promise<Account | null> {
  return db.models.Account.findByPk(accountId, { transaction, lock: transaction.LOCK.UPDATE });
}

/** A rider's `owed` accounts (one per currency). */
export async function owedAccountsOfRider(db: PayoutsDb, riderId: string, transaction?: Transaction): Promise<Account[]> {
  return db.models.Account.findAll({ where: { holder: riderId, purpose: 'owed' }, ...(transaction ? { transaction } : {}) });
}

/** What these riders owe, per account (holder, currency and balance only). */
export async function owedBalancesOfRiders(db: PayoutsDb, riderIds: readonly string[], transaction: Transaction): Promise<Account[]> {
  return db.models.Account.findAll({ where: { holder: { [Op.in]: [...riderIds] }, purpose: 'owed' }, attributes: ['holder', 'currency', 'balanceCents'], transaction });
}

/** These holders' accounts but what they owe. */
export async function accountsOfHolders(db: PayoutsDb, holders: readonly string[], transaction: Transaction): Promise<Account[]> {
  return db.models.Account.findAll({ where: { holder: { [Op.in]: [...holders] }, purpose: { [Op.ne]: 'owed' } }, transaction });
}

/** These riders' debts (`owed` accounts below zero), locked in id order. */
export async function lockDebtsOfRiders(db: PayoutsDb, riderIds: readonly string[], transaction: Transaction): Promise<Account[]> {
  return db.models.Account.findAll({ where: { holder: { [Op.in]: [...riderIds] }, purpose: 'owed', balanceCents: { [Op.lt]: 0 } }, order: [['id', 'ASC']], transaction, lock: transaction.LOCK.UPDATE });
}

export async function createAccounts(db: PayoutsDb, accounts: ReadonlyArray<CreationAttributes<Account>>, transaction: Transaction): Promise<Account[]> {
  return db.models.Account.bulkCreate([...accounts], { transaction });
}

export interface ReceivableRow {
  holder: string;
  currency: Currency;
  balance_cents: unknown;
  updated_at: Date | string;
  name: string | null;
  email: string | null;
  country: string | null;
}

/**
 * Riders who owe (largest debt first, a page of them) and the totals per currency, optionally of one currency and
 * matching a search of the rider's name, e-mail (the reports' copy of the riders) or id.
 */
export async function ridersWhoOwe(db: PayoutsDb, filter: { currency?: Currency | undefined; query?: string | undefined; limit: number; offset: number }): Promise<[ReceivableRow[], Array<{ currency: Currency; owed: unknown; riders: unknown }>]> {
  const where: string[] = ["a.purpose = 'owed'", 'a.balance_cents < 0'];
  const replacements: Record<string, unknown> = {};
  if (filter.currency) {
    where.push('a.currency = :currency');
    replacements.currency = filter.currency;
  }
  if (filter.query) {
    where.push("(r.name LIKE :q ESCAPE '!' OR r.email LIKE :q ESCAPE '!' OR a.holder = :exact)");
    replacements.q = `%${filter.query.replace(/[!%_]/g, (c) => `!${c}`)}%`;
    replacements.exact = filter.query;
  }
  const from = `FROM accounts a LEFT JOIN report_riders r ON r.rider_id = a.holder WHERE ${where.join(' AND ')}`;
  return Promise.all([
    db.sequelize.query<ReceivableRow>(`SELECT a.holder, a.currency, a.balance_cents, a.updated_at, r.name, r.email, r.country ${from} ORDER BY a.balance_cents ASC, a.holder ASC LIMIT :limit OFFSET :offset`, {
      replacements: { ...replacements, limit: filter.limit, offset: filter.offset },
      type: QueryTypes.SELECT,
    }),
    db.sequelize.query<{ currency: Currency; owed: unknown; riders: unknown }>(`SELECT a.currency, -SUM(a.balance_cents) AS owed, COUNT(*) AS riders ${from} GROUP BY a.currency ORDER BY a.currency`, { replacements, type: QueryTypes.SELECT }),
  ]);
}
