import { QueryTypes, type Transaction } from 'sequelize';
import type { PayoutsDb } from './database.js';
import type { AccountPurpose, Currency, JournalKind, LotType } from './models/index.js';
import { sqlDate } from './outbox-repository.js';

// What the read model's rebuild reads and writes (docs/reports.md "Rebuild"): the ledger streamed in id order, the
// `money.posted` messages not consumed yet, and the money tables written anew, all in the rebuild's one transaction.

export interface JournalRow {
  id: string;
  kind: JournalKind;
  rider_id: string | null;
  created_at: Date | string;
  details: string | null;
}

export interface PostingRow {
  transaction_id: string;
  lot_id: string | null;
  amount_cents: number | string;
  currency: Currency;
  purpose: AccountPurpose;
  holder: string;
  lot_type: LotType | null;
  lot_bonus: unknown;
  initial_cents: number | string | null;
  series_id: string | null;
  country: string | null;
}

/** The next `limit` journal transactions after `after` in id order (holds and releases move no measure). */
export async function journalRowsAfter(db: PayoutsDb, after: string, limit: number, transaction?: Transaction): Promise<JournalRow[]> {
  return db.sequelize.query<JournalRow>(
    `SELECT id, kind, rider_id, created_at, details FROM journal_transactions WHERE id > :after AND kind NOT IN ('hold', 'release') ORDER BY id LIMIT ${Math.trunc(limit)}`,
    { replacements: { after }, transaction, type: QueryTypes.SELECT },
  );
}

/** The postings of these transactions with their accounts, lots and the lots' events. */
export async function postingRowsOf(db: PayoutsDb, transactionIds: readonly string[], transaction?: Transaction): Promise<PostingRow[]> {
  return db.sequelize.query<PostingRow>(
    `SELECT p.transaction_id, p.lot_id, p.amount_cents, p.currency, a.purpose, a.holder, l.type AS lot_type, l.bonus AS lot_bonus, l.initial_cents, er.series_id, er.country
       FROM postings p JOIN accounts a ON a.id = p.account_id LEFT JOIN lots l ON l.id = p.lot_id LEFT JOIN event_results er ON er.event_id = l.event_id
      WHERE p.transaction_id IN (:ids)`,
    { replacements: { ids: [...transactionIds] }, transaction, type: QueryTypes.SELECT },
  );
}

/** Takes the `money` row of `report_rebuilds` exclusively (MariaDB; SQLite has one writer): consumers wait. */
export async function lockRebuild(db: PayoutsDb, transaction: Transaction): Promise<void> {
  await db.sequelize.query("SELECT name FROM report_rebuilds WHERE name = 'money' FOR UPDATE", { transaction, type: QueryTypes.SELECT });
}

/** The outbox's messages of `topic` that `consumer` has not processed. */
export async function unconsumedMessages(db: PayoutsDb, consumer: string, topic: string, transaction: Transaction): Promise<Array<{ id: string }>> {
  return db.sequelize.query<{ id: string }>(
    'SELECT o.id FROM outbox_messages o LEFT JOIN processed_messages p ON p.message_id = o.id AND p.consumer = :consumer WHERE o.topic = :topic AND p.message_id IS NULL',
    { replacements: { consumer, topic }, transaction, type: QueryTypes.SELECT },
  );
}

/** Empties the money tables and the skipped messages, for the rebuild to write them anew. */
export async function clearMoneyTables(db: PayoutsDb, transaction: Transaction): Promise<void> {
  await db.sequelize.query('DELETE FROM report_money_daily', { transaction });
  await db.sequelize.query('DELETE FROM report_rider_daily', { transaction });
  await db.sequelize.query('DELETE FROM report_skipped_messages', { transaction });
}

/** Messages the rebuild counted before their consumer ran: their consumer adds nothing. */
export async function recordSkippedMessages(db: PayoutsDb, messageIds: readonly string[], at: Date, transaction: Transaction): Promise<void> {
  const queryInterface = db.sequelize.getQueryInterface();
  for (let i = 0; i < messageIds.length; i += 1_000) {
    await queryInterface.bulkInsert('report_skipped_messages', messageIds.slice(i, i + 1_000).map((id) => ({ message_id: id, created_at: sqlDate(db, at) })), { transaction });
  }
}

export async function markRebuilt(db: PayoutsDb, at: Date, transaction: Transaction): Promise<void> {
  await db.sequelize.query("UPDATE report_rebuilds SET rebuilt_at = :now WHERE name = 'money'", { replacements: { now: sqlDate(db, at) }, transaction });
}

type FactsTable = { table: 'report_events'; key: 'event_id' } | { table: 'report_riders'; key: 'rider_id' };

/** The ids of a facts table's rows not marked deleted. */
export async function listedFactIds(db: PayoutsDb, facts: FactsTable): Promise<string[]> {
  return (await db.sequelize.query<{ id: string }>(`SELECT ${facts.key} AS id FROM ${facts.table} WHERE deleted = :no`, { replacements: { no: false }, type: QueryTypes.SELECT })).map((row) => row.id);
}

/** Marks rows deleted, 500 a statement: only those older than `started` (a row a message changed meanwhile stays as the message left it). */
export async function markFactsDeleted(db: PayoutsDb, facts: FactsTable, ids: readonly string[], started: Date): Promise<void> {
  for (let i = 0; i < ids.length; i += 500) {
    await db.sequelize.query(`UPDATE ${facts.table} SET deleted = :yes WHERE ${facts.key} IN (:ids) AND ${db.sequelize.getQueryInterface().quoteIdentifier('at')} < :started`, {
      replacements: { yes: true, ids: ids.slice(i, i + 500), started: sqlDate(db, started) },
    });
  }
}
