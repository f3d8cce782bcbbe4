import { randomUUID } from 'node:crypto';
import { Op, UniqueConstraintError, literal, type Transaction } from 'sequelize';
import { orderedId } from '@rr/server-kit';
import type { PayoutsDb } from './database.js';
import { countPostings } from './payouts-metrics.js';
import { feedPostings, type LotFacts } from './posting-feed.js';
import { PROGRAMME, type Account, type AccountPurpose, type Currency, type JournalKind, type JournalTransaction, type ProgrammePurpose, type RiderPurpose } from './models/index.js';

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
    return await db.models.Account.create({ id: randomUUID(), ...where, mayGoNegative: holder === PROGRAMME && (purpose === 'contingency' || purpose === 'writtenOff') }, { transaction });
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
 * Writes one balanced transaction and moves the balances and lots it names, guarded: `postTransactions` with one.
 */
export async function postTransaction(db: PayoutsDb, input: NewTransaction, transaction: Transaction): Promise<{ journal: JournalTransaction; posted: boolean }> {
  return (await postTransactions(db, [input], transaction))[0]!;
}

const CHUNK = 500;
const chunks = <T>(items: readonly T[], size = CHUNK): T[][] => Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size));

/**
 * The one writer of the journal: every posting, one transaction or thousands (an event's results), goes through it.
 * Each transaction must balance per currency in whole cents (else UnbalancedTransaction, nothing written); one whose
 * `sourceKey` was posted before (or comes twice in the batch) is not posted again and answers the first. Then, in a
 * savepoint of the caller's database transaction, every account and lot moves by the sum of its legs under its
 * guard — a spendable account or lot never below zero, what a rider owes never above zero, only the contingency fund
 * and the written-off account unbounded — and the journal rows, postings and the reports' feed are written. A refused
 * guard throws InsufficientFunds and leaves nothing behind, even when the caller catches it and goes on.
 * `lotFacts`: facts of lots the caller just created (the reports' feed would otherwise read them).
 */
export async function postTransactions(
  db: PayoutsDb,
  inputs: readonly NewTransaction[],
  transaction: Transaction,
  options: { lotFacts?: ReadonlyMap<string, LotFacts> } = {},
): Promise<Array<{ journal: JournalTransaction; posted: boolean }>> {
  for (const input of inputs) checkBalanced(input.legs);
  // Posted before (a retried message or job): answered with the first, written once.
  const existing = new Map<string, JournalTransaction>();
  const keys = [...new Set(inputs.flatMap((input) => (input.sourceKey ? [input.sourceKey] : [])))];
  for (const batch of chunks(keys)) {
    for (const journal of await db.models.JournalTransaction.findAll({ where: { sourceKey: { [Op.in]: batch } }, transaction })) existing.set(journal.sourceKey!, journal);
  }
  const toPost: Array<{ input: NewTransaction; at: Date; id: string }> = [];
  const seen = new Map<string, number>();
  const answer: Array<{ journal: JournalTransaction | null; posted: boolean; pending?: number }> = [];
  const now = new Date();
  for (const input of inputs) {
    const before = input.sourceKey ? existing.get(input.sourceKey) : undefined;
    if (before) {
      answer.push({ journal: before, posted: false });
      continue;
    }
    const twice = input.sourceKey ? seen.get(input.sourceKey) : undefined;
    if (twice !== undefined) {
      answer.push({ journal: null, posted: false, pending: twice });
      continue;
    }
    const at = input.at ?? now;
    if (input.sourceKey) seen.set(input.sourceKey, toPost.length);
    answer.push({ journal: null, posted: true, pending: toPost.length });
    toPost.push({ input, at, id: orderedId(at.getTime()).id });
  }
  if (toPost.length === 0) return answer.map((a) => ({ journal: a.journal!, posted: false }));

  // Each account and lot moves once, by the sum of its legs.
  const accounts = new Map<string, { account: Account; cents: number }>();
  const lots = new Map<string, { accountId: string; cents: number }>();
  for (const { input } of toPost) {
    for (const leg of input.legs) {
      const entry = accounts.get(leg.account.id) ?? accounts.set(leg.account.id, { account: leg.account, cents: 0 }).get(leg.account.id)!;
      entry.cents += leg.amountCents;
      if (leg.lotId && SPENDABLE.has(leg.account.purpose)) {
        const lot = lots.get(leg.lotId) ?? lots.set(leg.lotId, { accountId: leg.account.id, cents: 0 }).get(leg.lotId)!;
        lot.cents += leg.amountCents;
      }
    }
  }
  const at = toPost.reduce((latest, p) => (p.at > latest ? p.at : latest), toPost[0]!.at);
  await db.sequelize.transaction({ transaction }, (savepoint) => moveBalances(db, accounts, lots, at, savepoint));

  const journalRows = toPost.map(({ input, at: postedAt, id }) => ({
    id,
    kind: input.kind,
    riderId: input.riderId ?? null,
    sourceKey: input.sourceKey ?? null,
    reversesId: input.reversesId ?? null,
    memo: input.memo?.slice(0, 500) ?? null,
    details: input.details ? JSON.stringify(input.details) : null,
    createdAt: postedAt,
  }));
  const created: JournalTransaction[] = [];
  for (const batch of chunks(journalRows)) created.push(...(await db.models.JournalTransaction.bulkCreate(batch, { transaction })));
  const postingRows = toPost.flatMap(({ input, at: postedAt, id }) =>
    input.legs.map((leg) => ({ id: randomUUID(), transactionId: id, accountId: leg.account.id, lotId: leg.lotId ?? null, amountCents: leg.amountCents, currency: leg.account.currency, createdAt: postedAt })),
  );
  for (const batch of chunks(postingRows, 1_000)) await db.models.Posting.bulkCreate(batch, { transaction });
  const perKind = new Map<JournalKind, number>();
  for (const { input } of toPost) perKind.set(input.kind, (perKind.get(input.kind) ?? 0) + input.legs.length);
  for (const [kind, count] of perKind) countPostings(db, kind, count, transaction);
  // The reports' feed (`money.posted`), in the same database transaction as the postings.
  await feedPostings(
    db,
    toPost.map(({ input, at: postedAt, id }) => ({
      journal: { id, kind: input.kind, riderId: input.riderId ?? null, at: postedAt, details: input.details ?? null },
      postings: input.legs.map((leg) => ({ purpose: leg.account.purpose, holder: leg.account.holder, lotId: leg.lotId ?? null, amountCents: leg.amountCents, currency: leg.account.currency })),
    })),
    transaction,
    options.lotFacts,
  );
  return answer.map((a) => (a.journal ? { journal: a.journal, posted: false } : { journal: created[a.pending!]!, posted: a.posted }));
}

/** How far an account may go: spendable ones not below zero, what a rider owes not above it, the fund and write-offs anywhere. */
type Guard = 'floor' | 'ceiling' | 'none';
const guardOf = (account: Account): Guard => (account.mayGoNegative || (account.holder === PROGRAMME && account.purpose === 'writtenOff') ? 'none' : account.purpose === 'owed' ? 'ceiling' : 'floor');
const guardSql = (guard: Guard, expression: string) => (guard === 'floor' ? `${expression} >= 0` : guard === 'ceiling' ? `${expression} <= 0` : null);

/**
 * Each account's and lot's guarded change, in one order (account ids, then lot ids) whoever posts, so two transactions
 * never wait for each other: one statement per row for a few rows, one `CASE` statement per 500 for a batch.
 */
async function moveBalances(db: PayoutsDb, accounts: Map<string, { account: Account; cents: number }>, lots: Map<string, { accountId: string; cents: number }>, at: Date, transaction: Transaction): Promise<void> {
  const moves = [...accounts.values()].filter((m) => m.cents !== 0).sort((a, b) => a.account.id.localeCompare(b.account.id));
  for (const guard of ['floor', 'ceiling', 'none'] as const) {
    const group = moves.filter((m) => guardOf(m.account) === guard);
    for (const batch of chunks(group)) {
      const amount = batch.length === 1 ? String(batch[0]!.cents) : `CASE id ${batch.map((m) => `WHEN ${db.sequelize.escape(m.account.id)} THEN ${Math.trunc(m.cents)}`).join(' ')} ELSE 0 END`;
      const check = guardSql(guard, `balance_cents + ${amount}`);
      const [changed] = await db.models.Account.update(
        { balanceCents: literal(`balance_cents + ${amount}`) as unknown as number, updatedAt: at },
        { where: { id: batch.length === 1 ? batch[0]!.account.id : { [Op.in]: batch.map((m) => m.account.id) }, ...(check ? { [Op.and]: [literal(check)] } : {}) }, transaction },
      );
      if (changed !== batch.length) throw new InsufficientFunds(await refusedAccount(db, batch, guard, transaction), null, batch.length === 1 ? batch[0]!.cents : 0);
    }
  }
  const lotMoves = [...lots.entries()].filter(([, m]) => m.cents !== 0).sort(([a], [b]) => a.localeCompare(b));
  for (const batch of chunks(lotMoves)) {
    const amount = batch.length === 1 ? String(batch[0]![1].cents) : `CASE id ${batch.map(([id, m]) => `WHEN ${db.sequelize.escape(id)} THEN ${Math.trunc(m.cents)}`).join(' ')} ELSE 0 END`;
    const [changed] = await db.models.Lot.update(
      { currentCents: literal(`current_cents + ${amount}`) as unknown as number, updatedAt: at },
      { where: { id: batch.length === 1 ? batch[0]![0] : { [Op.in]: batch.map(([id]) => id) }, [Op.and]: [literal(`current_cents + ${amount} >= 0`)] }, transaction },
    );
    if (changed !== batch.length) {
      const refused = await refusedLot(db, batch, transaction);
      throw new InsufficientFunds(refused[1].accountId, refused[0], refused[1].cents);
    }
  }
}

/** Which account of a refused batch its guard stopped (for the error; the savepoint undoes the batch). */
async function refusedAccount(db: PayoutsDb, batch: Array<{ account: Account; cents: number }>, guard: Guard, transaction: Transaction): Promise<string> {
  if (batch.length === 1) return batch[0]!.account.id;
  const rows = await db.models.Account.findAll({ where: { id: { [Op.in]: batch.map((m) => m.account.id) } }, attributes: ['id', 'balanceCents'], transaction });
  const balance = new Map(rows.map((row) => [row.id, row.balanceCents]));
  const fails = (m: { account: Account; cents: number }) => {
    const after = (balance.get(m.account.id) ?? 0) + m.cents;
    return guard === 'floor' ? after < 0 : after > 0;
  };
  return (batch.find(fails) ?? batch[0]!).account.id;
}

async function refusedLot(db: PayoutsDb, batch: Array<[string, { accountId: string; cents: number }]>, transaction: Transaction): Promise<[string, { accountId: string; cents: number }]> {
  if (batch.length === 1) return batch[0]!;
  const rows = await db.models.Lot.findAll({ where: { id: { [Op.in]: batch.map(([id]) => id) } }, attributes: ['id', 'currentCents'], transaction });
  const current = new Map(rows.map((row) => [row.id, row.currentCents]));
  return batch.find(([id, m]) => (current.get(id) ?? 0) + m.cents < 0) ?? batch[0]!;
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
