import { randomUUID } from 'node:crypto';
import { Op, UniqueConstraintError, literal, type Transaction } from 'sequelize';
import { orderedId } from '@rr/server-kit';
import type { PayoutsDb } from './database.js';
import { countPostings } from './payouts-metrics.js';
import { feedMoney } from '../reporting/feed.js';
import { PROGRAMME, type Account, type AccountPurpose, type Currency, type JournalKind, type JournalTransaction, type ProgrammePurpose, type RiderPurpose } from './models.js';

/**
 * The journal (docs/architecture.md "Money"): every money movement is one transaction whose postings sum to zero
 * per currency, written once and never changed. Account balances and lots' remaining values are projections of the
 * postings, changed in the same database transaction under a guard, so no interleaving of callers can take an
 * account or a lot below zero: `UPDATE … SET balance = balance + amount WHERE id = ? AND balance + amount >= 0`
 * changes one row or none, and none rolls the whole transaction back.
 */

/** A guard refused a posting: the account (or lot) does not hold the amount. Nothing was written. */
export class InsufficientFunds extends Error {
  override name = 'InsufficientFunds';
  constructor(readonly accountId: string, readonly lotId: string | null, readonly amountCents: number) {
    super(`insufficient funds on ${lotId ? `lot ${lotId}` : `account ${accountId}`} for ${amountCents}`);
  }
}

/** A transaction that could never be valid (programming error): does not balance, empty, not whole cents. */
export class UnbalancedTransaction extends Error {
  override name = 'UnbalancedTransaction';
}

/** The purposes whose postings move a lot's remaining value (what a rider can spend). */
const SPENDABLE: ReadonlySet<AccountPurpose> = new Set(['cash', 'credit', 'bonus']);

export interface Leg {
  account: Account;
  /** Signed, whole cents, never 0. */
  amountCents: number;
  /** The lot this leg moves (on a rider's account). */
  lotId?: string | null;
}

export interface NewTransaction {
  kind: JournalKind;
  riderId?: string | null;
  /** Makes the posting happen once: a second post with the same key returns the first transaction. */
  sourceKey?: string | null;
  reversesId?: string | null;
  memo?: string | null;
  details?: Record<string, unknown> | null;
  legs: Leg[];
  at?: Date;
}

async function findOrCreateAccount(db: PayoutsDb, holder: string, purpose: AccountPurpose, currency: Currency, transaction: Transaction): Promise<Account> {
  const where = { holder, purpose, currency };
  const found = await db.models.Account.findOne({ where, transaction });
  if (found) return found;
  try {
    return await db.models.Account.create({ id: randomUUID(), ...where, mayGoNegative: holder === PROGRAMME && purpose === 'contingency' }, { transaction });
  } catch (error) {
    // Another transaction opened it a moment ago (MySQL rolls back the statement only). A locking read sees it where
    // a plain one would read this transaction's snapshot, taken before it existed.
    if (error instanceof UniqueConstraintError) return (await db.models.Account.findOne({ where, transaction, lock: transaction.LOCK.SHARE }))!;
    throw error;
  }
}

export function riderAccount(db: PayoutsDb, riderId: string, purpose: RiderPurpose, currency: Currency, transaction: Transaction): Promise<Account> {
  return findOrCreateAccount(db, riderId, purpose, currency, transaction);
}

/** What the programme owes one dealer for the credit redeemed at their till (holder `dealer:<id>`, purpose `dealers`). */
export function dealerAccount(db: PayoutsDb, dealerId: string, currency: Currency, transaction: Transaction): Promise<Account> {
  return findOrCreateAccount(db, `dealer:${dealerId}`, 'dealers', currency, transaction);
}

export function programmeAccount(db: PayoutsDb, purpose: ProgrammePurpose, currency: Currency, transaction: Transaction): Promise<Account> {
  return findOrCreateAccount(db, PROGRAMME, purpose, currency, transaction);
}

function checkBalanced(legs: Leg[]): void {
  if (legs.length < 2) throw new UnbalancedTransaction('a transaction needs two postings or more');
  const sums = new Map<string, number>();
  for (const leg of legs) {
    if (!Number.isSafeInteger(leg.amountCents) || leg.amountCents === 0) throw new UnbalancedTransaction(`not a whole, non-zero amount of cents: ${leg.amountCents}`);
    sums.set(leg.account.currency, (sums.get(leg.account.currency) ?? 0) + leg.amountCents);
  }
  for (const [currency, sum] of sums) if (sum !== 0) throw new UnbalancedTransaction(`postings in ${currency} sum to ${sum}, not 0`);
}

/**
 * Writes one balanced transaction and moves the balances and lots it names, guarded. Must run inside the caller's
 * database transaction (which an InsufficientFunds rolls back). With a `sourceKey` already posted, returns that
 * transaction and writes nothing.
 */
export async function postTransaction(db: PayoutsDb, input: NewTransaction, transaction: Transaction): Promise<{ journal: JournalTransaction; posted: boolean }> {
  checkBalanced(input.legs);
  if (input.sourceKey) {
    const existing = await db.models.JournalTransaction.findOne({ where: { sourceKey: input.sourceKey }, transaction });
    if (existing) return { journal: existing, posted: false };
  }
  const at = input.at ?? new Date();
  // Locks in one order (account id, then lot id) whoever posts, so two transactions never wait for each other.
  const legs = [...input.legs].sort((a, b) => a.account.id.localeCompare(b.account.id) || (a.lotId ?? '').localeCompare(b.lotId ?? ''));
  // In a savepoint: a refused leg undoes the legs before it even when the caller catches the error and goes on.
  await db.sequelize.transaction({ transaction }, (savepoint) => moveBalances(db, legs, at, savepoint));
  const journal = await db.models.JournalTransaction.create(
    {
      id: orderedId(at.getTime()).id,
      kind: input.kind,
      riderId: input.riderId ?? null,
      sourceKey: input.sourceKey ?? null,
      reversesId: input.reversesId ?? null,
      memo: input.memo?.slice(0, 500) ?? null,
      details: input.details ? JSON.stringify(input.details) : null,
      createdAt: at,
    },
    { transaction },
  );
  await db.models.Posting.bulkCreate(
    input.legs.map((leg) => ({ id: randomUUID(), transactionId: journal.id, accountId: leg.account.id, lotId: leg.lotId ?? null, amountCents: leg.amountCents, currency: leg.account.currency, createdAt: at })),
    { transaction },
  );
  countPostings(db, input.kind, input.legs.length, transaction);
  // The reports' feed (`money.posted`), in the same database transaction as the postings.
  await feedMoney(
    db,
    [
      {
        journal: { id: journal.id, kind: input.kind, riderId: input.riderId ?? null, at, details: input.details ?? null },
        postings: input.legs.map((leg) => ({ purpose: leg.account.purpose, holder: leg.account.holder, lotId: leg.lotId ?? null, amountCents: leg.amountCents, currency: leg.account.currency })),
      },
    ],
    transaction,
  );
  return { journal, posted: true };
}

/** Each leg's guarded change of its account balance (and lot), in the given order. */
async function moveBalances(db: PayoutsDb, legs: Leg[], at: Date, transaction: Transaction): Promise<void> {
  for (const leg of legs) {
    const amount = leg.amountCents;
    const guard = leg.account.mayGoNegative ? {} : { [Op.and]: [literal(`balance_cents + ${amount} >= 0`)] };
    const [changed] = await db.models.Account.update({ balanceCents: literal(`balance_cents + ${amount}`) as unknown as number, updatedAt: at }, { where: { id: leg.account.id, ...guard }, transaction });
    if (changed !== 1) throw new InsufficientFunds(leg.account.id, null, amount);
    if (leg.lotId && SPENDABLE.has(leg.account.purpose)) {
      const [lotChanged] = await db.models.Lot.update(
        { currentCents: literal(`current_cents + ${amount}`) as unknown as number, updatedAt: at },
        { where: { id: leg.lotId, [Op.and]: [literal(`current_cents + ${amount} >= 0`)] }, transaction },
      );
      if (lotChanged !== 1) throw new InsufficientFunds(leg.account.id, leg.lotId, amount);
    }
  }
}

export interface Drift {
  kind: 'account' | 'lot' | 'transaction';
  id: string;
  projected: number;
  fromPostings: number;
}

/**
 * Reconciliation: every account balance and lot value against the sum of its postings, and every transaction's
 * postings against zero per currency. An empty answer means the projections hold.
 */
export async function reconcile(db: PayoutsDb): Promise<Drift[]> {
  const q = db.sequelize;
  const drifts: Drift[] = [];
  const [accounts] = (await q.query(
    'SELECT a.id, a.balance_cents AS projected, COALESCE(SUM(p.amount_cents), 0) AS sum FROM accounts a LEFT JOIN postings p ON p.account_id = a.id GROUP BY a.id, a.balance_cents',
  )) as [Array<{ id: string; projected: number | string; sum: number | string }>, unknown];
  for (const row of accounts) if (Number(row.projected) !== Number(row.sum)) drifts.push({ kind: 'account', id: row.id, projected: Number(row.projected), fromPostings: Number(row.sum) });
  const [lots] = (await q.query(
    `SELECT l.id, l.current_cents AS projected, COALESCE(SUM(p.amount_cents), 0) AS sum FROM lots l
       LEFT JOIN postings p ON p.lot_id = l.id AND p.account_id IN (SELECT id FROM accounts WHERE purpose IN ('cash', 'credit', 'bonus'))
     GROUP BY l.id, l.current_cents`,
  )) as [Array<{ id: string; projected: number | string; sum: number | string }>, unknown];
  for (const row of lots) if (Number(row.projected) !== Number(row.sum)) drifts.push({ kind: 'lot', id: row.id, projected: Number(row.projected), fromPostings: Number(row.sum) });
  const [unbalanced] = (await q.query('SELECT transaction_id AS id, currency, SUM(amount_cents) AS sum FROM postings GROUP BY transaction_id, currency HAVING SUM(amount_cents) <> 0')) as [
    Array<{ id: string; sum: number | string }>,
    unknown,
  ];
  for (const row of unbalanced) drifts.push({ kind: 'transaction', id: row.id, projected: 0, fromPostings: Number(row.sum) });
  return drifts;
}
