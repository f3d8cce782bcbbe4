import { Op, QueryTypes, type Transaction } from 'sequelize';
import type { Currency } from '@rr/contracts';
import type { PayoutsDb } from './database.js';
import { sqlDate } from './outbox-repository.js';
import type { JournalKind, LotType, RiderPurpose } from './models/index.js';

// Reads of the journal for year-end statements (domain/year-statements.ts): a rider's own accounts' postings in a span
// of time, what they held before it, and the programme's legs of the same transactions (the tax withheld and the
// awards taken back). Read as raw rows, bound, with the time as stored (sqlDate).

/** The rider's purposes: what they can spend, what a cash-out holds, what they owe. */
const RIDER_PURPOSES = "('cash', 'credit', 'bonus', 'hold', 'owed')";

/** One posting on a rider's account, with its transaction and the type of the lot it moves. */
export interface RiderPostingRow {
  transactionId: string;
  riderId: string;
  purpose: RiderPurpose;
  currency: Currency;
  amountCents: number;
  lotId: string | null;
  lotType: LotType | null;
  kind: JournalKind;
  at: Date;
  reversesId: string | null;
  details: Record<string, unknown>;
  /** The transaction's own words: an earning without an event (last season's, carried over) says there what it was. */
  memo: string | null;
}

/** A time as the driver hands it back: a Date (MariaDB) or the stored text (SQLite, `YYYY-MM-DD hh:mm:ss.SSS +00:00`). */
const instant = (value: unknown): Date => (value instanceof Date ? value : new Date(String(value)));
const parsed = (text: unknown): Record<string, unknown> => {
  if (typeof text !== 'string' || text === '') return {};
  try {
    return JSON.parse(text) as Record<string, unknown>;
  } catch {
    return {};
  }
};

/** `AND a.holder IN ($n, …)` for these riders (bound from `$first` on), or nothing for every rider. */
const holdersIn = (riderIds: readonly string[] | undefined, first: number): string =>
  riderIds ? `AND a.holder IN (${riderIds.map((_, i) => `$${first + i}`).join(', ')})` : '';

/**
 * Every posting on riders' own accounts from `from` (included) to `to` (excluded), oldest first (journal ids grow with
 * time, so one transaction's legs stay together); only these riders' when `riderIds` is given (a few hundred at most:
 * each is a bound parameter). The index `postings_account_time` serves both: the riders' accounts first (by holder,
 * `accounts_holder_purpose_unique`), then their postings in the span.
 */
export async function riderPostingsBetween(db: PayoutsDb, span: { from: Date; to: Date }, riderIds?: readonly string[]): Promise<RiderPostingRow[]> {
  if (riderIds?.length === 0) return [];
  const rows = await db.sequelize.query<Record<string, unknown>>(
    `SELECT p.transaction_id, a.holder, a.purpose, p.currency, p.amount_cents, p.lot_id, l.type AS lot_type, j.kind, p.created_at, j.reverses_id, j.details, j.memo
       FROM accounts a
       JOIN postings p ON p.account_id = a.id
       JOIN journal_transactions j ON j.id = p.transaction_id
       LEFT JOIN lots l ON l.id = p.lot_id
      WHERE a.purpose IN ${RIDER_PURPOSES} AND a.holder <> 'programme' ${holdersIn(riderIds, 3)}
        AND p.created_at >= $1 AND p.created_at < $2
      ORDER BY p.created_at, p.transaction_id, p.id`,
    { bind: [sqlDate(db, span.from), sqlDate(db, span.to), ...(riderIds ?? [])], type: QueryTypes.SELECT },
  );
  // One transaction's legs share its details: parsed once each.
  const detailsOf = new Map<string, Record<string, unknown>>();
  return rows.map((row) => ({
    transactionId: String(row.transaction_id),
    riderId: String(row.holder),
    purpose: row.purpose as RiderPurpose,
    currency: row.currency as Currency,
    amountCents: Number(row.amount_cents),
    lotId: (row.lot_id as string | null) ?? null,
    lotType: (row.lot_type as LotType | null) ?? null,
    kind: row.kind as JournalKind,
    at: instant(row.created_at),
    reversesId: (row.reverses_id as string | null) ?? null,
    details: detailsOf.get(String(row.transaction_id)) ?? detailsOf.set(String(row.transaction_id), parsed(row.details)).get(String(row.transaction_id))!,
    memo: (row.memo as string | null) ?? null,
  }));
}

/** Each rider account's sum of postings before `before` (its balance then), per rider, purpose and currency; only these riders' when given. */
export async function riderBalancesBefore(db: PayoutsDb, before: Date, riderIds?: readonly string[]): Promise<Array<{ riderId: string; purpose: RiderPurpose; currency: Currency; cents: number }>> {
  if (riderIds?.length === 0) return [];
  const rows = await db.sequelize.query<{ holder: string; purpose: RiderPurpose; currency: Currency; cents: unknown }>(
    `SELECT a.holder, a.purpose, a.currency, SUM(p.amount_cents) AS cents
       FROM accounts a JOIN postings p ON p.account_id = a.id
      WHERE a.purpose IN ${RIDER_PURPOSES} AND a.holder <> 'programme' ${holdersIn(riderIds, 2)} AND p.created_at < $1
      GROUP BY a.holder, a.purpose, a.currency`,
    { bind: [sqlDate(db, before), ...(riderIds ?? [])], type: QueryTypes.SELECT },
  );
  return rows.map((row) => ({ riderId: row.holder, purpose: row.purpose, currency: row.currency, cents: Number(row.cents ?? 0) }));
}

/**
 * The programme's withholding and contingency legs of these transactions, summed per transaction and purpose. The
 * transactions' legs are read by transaction (`postings_transaction`) and the programme's few accounts matched here:
 * joined to the accounts instead, MariaDB starts from the programme's accounts and walks every posting they ever had
 * (hundreds of thousands on the contingency fund's) for each batch.
 */
export async function programmeLegsOf(db: PayoutsDb, transactionIds: readonly string[]): Promise<Array<{ transactionId: string; purpose: 'withholding' | 'contingency'; cents: number }>> {
  const answer: Array<{ transactionId: string; purpose: 'withholding' | 'contingency'; cents: number }> = [];
  if (transactionIds.length === 0) return answer;
  const accounts = await db.sequelize.query<{ id: string; purpose: 'withholding' | 'contingency' }>(
    "SELECT id, purpose FROM accounts WHERE holder = 'programme' AND purpose IN ('withholding', 'contingency')",
    { type: QueryTypes.SELECT },
  );
  const purposeOf = new Map(accounts.map((account) => [account.id, account.purpose]));
  if (purposeOf.size === 0) return answer;
  for (let start = 0; start < transactionIds.length; start += 500) {
    const rows = await db.sequelize.query<{ transaction_id: string; account_id: string; cents: unknown }>(
      'SELECT transaction_id, account_id, SUM(amount_cents) AS cents FROM postings WHERE transaction_id IN (:ids) GROUP BY transaction_id, account_id',
      { replacements: { ids: transactionIds.slice(start, start + 500) }, type: QueryTypes.SELECT },
    );
    for (const row of rows) {
      const purpose = purposeOf.get(row.account_id);
      if (purpose) answer.push({ transactionId: row.transaction_id, purpose, cents: Number(row.cents ?? 0) });
    }
  }
  return answer;
}

/** The dealers of these redemptions (by the redemption's id, which is its journal transaction's). */
export async function dealersOfRedemptions(db: PayoutsDb, redemptionIds: readonly string[]): Promise<Map<string, string>> {
  if (redemptionIds.length === 0) return new Map();
  const rows = await db.models.CreditRedemption.findAll({ where: { id: { [Op.in]: [...redemptionIds] } }, attributes: ['id', 'dealerName'], raw: true });
  return new Map(rows.map((row) => [row.id, row.dealerName]));
}

/** The instant of a rider's first posting on their own accounts (their first statement's year), or null. */
export async function riderFirstPosting(db: PayoutsDb, riderId: string): Promise<Date | null> {
  const [row] = await db.sequelize.query<{ first: unknown }>(
    `SELECT MIN(p.created_at) AS first FROM accounts a JOIN postings p ON p.account_id = a.id
      WHERE a.holder = $1 AND a.purpose IN ${RIDER_PURPOSES}`,
    { bind: [riderId], type: QueryTypes.SELECT },
  );
  return row?.first === null || row?.first === undefined ? null : instant(row.first);
}

/**
 * A rider's postings on their own accounts summed per currency, purpose and span of time, with how many there are:
 * span 0 is before `bounds[0]`, span i is from `bounds[i - 1]` (included) to `bounds[i]` (excluded), span
 * `bounds.length` is from the last bound on. One pass over the rider's accounts' postings (`postings_account_time`).
 */
export async function riderSumsBySpan(db: PayoutsDb, riderId: string, bounds: readonly Date[]): Promise<Array<{ currency: Currency; purpose: RiderPurpose; span: number; cents: number; postings: number }>> {
  const span = bounds.length === 0 ? '0' : `CASE ${bounds.map((_, i) => `WHEN p.created_at < $${i + 2} THEN ${i}`).join(' ')} ELSE ${bounds.length} END`;
  const rows = await db.sequelize.query<{ currency: Currency; purpose: RiderPurpose; span: unknown; cents: unknown; postings: unknown }>(
    `SELECT a.currency, a.purpose, ${span} AS span, SUM(p.amount_cents) AS cents, COUNT(*) AS postings
       FROM accounts a JOIN postings p ON p.account_id = a.id
      WHERE a.holder = $1 AND a.holder <> 'programme' AND a.purpose IN ${RIDER_PURPOSES}
      GROUP BY a.currency, a.purpose, span`,
    { bind: [riderId, ...bounds.map((bound) => sqlDate(db, bound))], type: QueryTypes.SELECT },
  );
  return rows.map((row) => ({ currency: row.currency, purpose: row.purpose, span: Number(row.span), cents: Number(row.cents ?? 0), postings: Number(row.postings) }));
}

/**
 * The riders who had money in a span: a posting on their own accounts in it, or a balance (or a debt) when it began.
 * The same riders `buildStatements` makes a statement for. With `notMailedFor`, only those not yet told about that
 * year's statement (`statement_mails`), so January's later rounds carry no list of everyone already told.
 */
export async function ridersWithMoney(db: PayoutsDb, span: { from: Date; to: Date }, notMailedFor?: number): Promise<string[]> {
  const rows = await db.sequelize.query<{ holder: string }>(
    `SELECT holder FROM (
       SELECT DISTINCT a.holder FROM accounts a JOIN postings p ON p.account_id = a.id
        WHERE a.purpose IN ${RIDER_PURPOSES} AND a.holder <> 'programme' AND p.created_at >= $1 AND p.created_at < $2
       UNION
       SELECT a.holder FROM accounts a JOIN postings p ON p.account_id = a.id
        WHERE a.purpose IN ${RIDER_PURPOSES} AND a.holder <> 'programme' AND p.created_at < $1
        GROUP BY a.id, a.holder HAVING SUM(p.amount_cents) <> 0
     ) money
     ${notMailedFor === undefined ? '' : 'WHERE NOT EXISTS (SELECT 1 FROM statement_mails m WHERE m.rider_id = money.holder AND m.year = $3)'}`,
    { bind: [sqlDate(db, span.from), sqlDate(db, span.to), ...(notMailedFor === undefined ? [] : [notMailedFor])], type: QueryTypes.SELECT },
  );
  return [...new Set(rows.map((row) => row.holder))].sort();
}

/** Records that the rider is told (a second row for the same rider and year is refused by the key). */
export async function recordStatementMail(db: PayoutsDb, riderId: string, year: number, at: Date, transaction: Transaction): Promise<void> {
  await db.sequelize.query('INSERT INTO statement_mails (rider_id, year, mailed_at) VALUES ($1, $2, $3)', { bind: [riderId, year, sqlDate(db, at)], transaction });
}
