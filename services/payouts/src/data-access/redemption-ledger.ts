import { QueryTypes, type Transaction } from 'sequelize';
import type { Currency } from '@rr/contracts';
import type { PayoutsDb } from './database.js';
import type { LotType } from './models/index.js';
import { sqlDate, type OutboxMessageRow } from './outbox-repository.js';

/**
 * A dealer redemption's statements, written by hand: the till is the busiest money path, and there the cost of each
 * model call (building the query, then instances from the rows) and of each extra round trip is what limits how many
 * redemptions a core can make. Each function is one statement with bound parameters (prepared on MySQL), read and
 * written exactly as the models and the ledger read and write the same rows (dates as DATETIME(3) text, flags 0/1).
 */

/** A lot a redemption may spend, with what the reports' feed and the receipt need of it and the account it sits on. */
export interface SpendableLot {
  id: string;
  type: Extract<LotType, 'credit' | 'bonus'>;
  currency: Currency;
  initialCents: number;
  currentCents: number;
  bonus: boolean;
  awardedAt: Date;
  expiresAt: Date | null;
  eventId: string | null;
  notes: string | null;
  /** The lot's event as payouts knows it (null: no event, or not known here). */
  eventTitle: string | null;
  seriesId: string | null;
  country: string | null;
  /** The rider's account of the lot's type and currency (null: none opened yet). */
  accountId: string | null;
}

const mysql = (db: PayoutsDb) => db.sequelize.getDialect() === 'mysql';
/** `$1, $2, …` from `from` on, one per value (Sequelize's positional bind parameters). */
const params = (count: number, from = 1) => Array.from({ length: count }, (_, i) => `$${from + i}`).join(', ');
const flag = (value: unknown) => value === true || Number(value) === 1;

/** A DATETIME(3) as a driver answers it: a Date (MySQL), or the text the models store (SQLite, UTC). */
function instant(value: unknown): Date {
  if (value instanceof Date) return value;
  const text = String(value);
  // "2026-11-30 01:38:12.123 +00:00" (SQLite) or a zone-less UTC "2026-11-30 01:38:12.123".
  return new Date(/[+-]\d\d:\d\d$|Z$/.test(text) ? text : `${text.replace(' ', 'T')}Z`);
}
const optionalInstant = (value: unknown) => (value === null || value === undefined ? null : instant(value));

/** The rider's wallet, its row locked until the transaction ends (SQLite's writer lock is already the transaction's). */
export async function lockWalletRow(db: PayoutsDb, riderId: string, transaction: Transaction): Promise<{ id: string; currency: Currency } | null> {
  const rows = await db.sequelize.query<{ id: string; currency: Currency }>(`SELECT id, currency FROM wallets WHERE rider_id = $1${mysql(db) ? ' FOR UPDATE' : ''}`, {
    bind: [riderId],
    type: QueryTypes.SELECT,
    transaction,
  });
  return rows[0] ?? null;
}

/**
 * In one read: the wallet's dealer credit (credit and bonus lots with money in them, not expired), each with its
 * event's title, series and country and the rider's account it sits on, and the dealer's account in that currency.
 * Unordered: the caller sorts them into the order they are spent.
 */
export async function spendableCreditWithAccounts(
  db: PayoutsDb,
  input: { walletId: string; riderId: string; dealerHolder: string; currency: Currency; now: Date },
  transaction: Transaction,
): Promise<{ lots: SpendableLot[]; dealerAccountId: string | null }> {
  const rows = await db.sequelize.query<Record<string, unknown>>(
    `SELECT l.id, l.type, l.currency, l.initial_cents, l.current_cents, l.bonus, l.awarded_at, l.expires_at, l.event_id, l.notes,
            er.title AS event_title, er.series_id, er.country,
            (SELECT a.id FROM accounts a WHERE a.holder = $2 AND a.purpose = l.type AND a.currency = l.currency) AS account_id,
            (SELECT d.id FROM accounts d WHERE d.holder = $3 AND d.purpose = 'dealers' AND d.currency = $4) AS dealer_account_id
       FROM lots l LEFT JOIN event_results er ON er.event_id = l.event_id
      WHERE l.wallet_id = $1 AND l.type IN ('credit', 'bonus') AND l.currency = $4 AND l.status = 'current' AND l.current_cents > 0
        AND (l.expires_at IS NULL OR l.expires_at > $5)`,
    { bind: [input.walletId, input.riderId, input.dealerHolder, input.currency, sqlDate(db, input.now)], type: QueryTypes.SELECT, transaction },
  );
  return {
    dealerAccountId: (rows[0]?.dealer_account_id as string | null | undefined) ?? null,
    lots: rows.map((row) => ({
      id: row.id as string,
      type: row.type as SpendableLot['type'],
      currency: row.currency as Currency,
      initialCents: Number(row.initial_cents),
      currentCents: Number(row.current_cents),
      bonus: flag(row.bonus),
      awardedAt: instant(row.awarded_at),
      expiresAt: optionalInstant(row.expires_at),
      eventId: (row.event_id as string | null) ?? null,
      notes: (row.notes as string | null) ?? null,
      eventTitle: (row.event_title as string | null) ?? null,
      seriesId: (row.series_id as string | null) ?? null,
      country: (row.country as string | null) ?? null,
      accountId: (row.account_id as string | null) ?? null,
    })),
  };
}

const amountCase = (column: string, count: number, from: number) =>
  `CASE ${column} ${Array.from({ length: count }, (_, i) => `WHEN $${from + 2 * i} THEN $${from + 2 * i + 1}`).join(' ')} ELSE 0 END`;

/**
 * The guarded moves of a redemption, as the ledger's `moveBalances` makes them (accounts in id order, then lots in id
 * order, never below zero), one statement for the accounts and one for the lots. A lot left empty is marked spent in
 * the same statement, as `settleLotStatuses` would (a corrected award keeps its status). False when a guard refused
 * a row: then the statements may have moved some rows, so the caller's transaction must roll back.
 */
export async function moveRedemptionBalances(
  db: PayoutsDb,
  accounts: ReadonlyArray<{ id: string; cents: number }>,
  lots: ReadonlyArray<{ id: string; cents: number }>,
  at: Date,
  transaction: Transaction,
): Promise<boolean> {
  const byId = <T extends { id: string }>(rows: readonly T[]) => [...rows].sort((a, b) => a.id.localeCompare(b.id));
  const when = (rows: ReadonlyArray<{ id: string; cents: number }>) => rows.flatMap((row) => [row.id, Math.trunc(row.cents)]);
  const stamp = sqlDate(db, at);
  const accountRows = byId(accounts);
  const accountAmount = amountCase('id', accountRows.length, 2);
  const accountIds = params(accountRows.length, 2 + 2 * accountRows.length);
  const movedAccounts = await db.sequelize.query(
    `UPDATE accounts SET balance_cents = balance_cents + ${accountAmount}, updated_at = $1 WHERE id IN (${accountIds}) AND balance_cents + ${accountAmount} >= 0`,
    { bind: [stamp, ...when(accountRows), ...accountRows.map((row) => row.id)], type: QueryTypes.BULKUPDATE, transaction },
  );
  if (Number(movedAccounts) !== accountRows.length) return false;
  const lotRows = byId(lots);
  const lotAmount = amountCase('id', lotRows.length, 2);
  const lotIds = params(lotRows.length, 2 + 2 * lotRows.length);
  // MySQL assigns left to right, each assignment seeing the ones before it; SQLite evaluates every one on the old row.
  // So redeemed_at and status come first and read only columns not yet assigned: the same on both.
  const emptied = `status = 'current' AND reversed_at IS NULL AND current_cents + ${lotAmount} = 0`;
  const movedLots = await db.sequelize.query(
    `UPDATE lots SET redeemed_at = CASE WHEN ${emptied} THEN $1 ELSE redeemed_at END, status = CASE WHEN ${emptied} THEN 'spent' ELSE status END,
            current_cents = current_cents + ${lotAmount}, updated_at = $1
      WHERE id IN (${lotIds}) AND current_cents + ${lotAmount} >= 0`,
    { bind: [stamp, ...when(lotRows), ...lotRows.map((row) => row.id)], type: QueryTypes.BULKUPDATE, transaction },
  );
  return Number(movedLots) === lotRows.length;
}

/** The redemption's journal transaction and its postings (two statements). */
export async function insertJournalWithPostings(
  db: PayoutsDb,
  journal: { id: string; riderId: string; sourceKey: string | null; memo: string | null; details: string | null; at: Date },
  postings: ReadonlyArray<{ id: string; accountId: string; lotId: string | null; amountCents: number; currency: Currency }>,
  transaction: Transaction,
): Promise<void> {
  const at = sqlDate(db, journal.at);
  await db.sequelize.query(
    "INSERT INTO journal_transactions (id, kind, rider_id, source_key, reverses_id, memo, details, created_at) VALUES ($1, 'redemption', $2, $3, NULL, $4, $5, $6)",
    { bind: [journal.id, journal.riderId, journal.sourceKey, journal.memo, journal.details, at], type: QueryTypes.INSERT, transaction },
  );
  await db.sequelize.query(`INSERT INTO postings (id, transaction_id, account_id, lot_id, amount_cents, currency, created_at) VALUES ${postings.map((_, i) => `(${params(6, 2 + 6 * i)}, $1)`).join(', ')}`, {
    bind: [at, ...postings.flatMap((p) => [p.id, journal.id, p.accountId, p.lotId, p.amountCents, p.currency])],
    type: QueryTypes.INSERT,
    transaction,
  });
}

/** Outbox rows in one statement (the reports' feed and the rider's notice of one redemption). */
export async function insertOutboxRows(db: PayoutsDb, rows: readonly OutboxMessageRow[], transaction: Transaction): Promise<void> {
  if (rows.length === 0) return;
  await db.sequelize.query(`INSERT INTO outbox_messages (id, topic, payload, occurred_at, attempts) VALUES ${rows.map((_, i) => `(${params(4, 1 + 4 * i)}, 0)`).join(', ')}`, {
    bind: rows.flatMap((row) => [row.id, row.topic, row.payload, sqlDate(db, row.occurredAt)]),
    type: QueryTypes.INSERT,
    transaction,
  });
}

export interface NewRedemptionRow {
  id: string;
  code: number;
  riderId: string;
  riderName: string;
  riderCountry: string | null;
  dealerId: string;
  dealerName: string;
  dealerCountry: string | null;
  employeeName: string;
  amountCents: number;
  currency: Currency;
  category: string | null;
  idChecked: boolean;
  createdAt: Date;
}

/** The redemption's searchable row (a code another row holds fails on the unique index: UniqueConstraintError). */
export async function insertRedemptionRow(db: PayoutsDb, row: NewRedemptionRow, transaction: Transaction): Promise<void> {
  await db.sequelize.query(
    `INSERT INTO credit_redemptions (id, code, rider_id, rider_name, rider_country, dealer_id, dealer_name, dealer_country, employee_name, amount_cents, currency, category, id_checked, created_at)
     VALUES (${params(14)})`,
    {
      bind: [row.id, row.code, row.riderId, row.riderName, row.riderCountry, row.dealerId, row.dealerName, row.dealerCountry, row.employeeName, row.amountCents, row.currency, row.category, row.idChecked ? 1 : 0, sqlDate(db, row.createdAt)],
      type: QueryTypes.INSERT,
      transaction,
    },
  );
}
