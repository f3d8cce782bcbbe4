import { QueryTypes, type Transaction } from 'sequelize';
import type { Currency } from '@rr/contracts';
import type { EventChanged, MoneyMeasure, RiderChanged } from '@rr/contracts/server';
import type { PayoutsDb } from './database.js';
import { sqlDate } from './outbox-repository.js';

/**
 * The read model's writes, as single statements that are atomic on both databases: additive upserts
 * (`INSERT … ON CONFLICT DO UPDATE SET x = x + excluded.x` on SQLite, `INSERT … ON DUPLICATE KEY UPDATE x = x + VALUES(x)`
 * on MariaDB) and newest-wins upserts for the events' and riders' facts.
 */

/** A `report_money_daily` row's key and the amounts added to it. */
export interface MoneyDailyRow {
  day: string;
  seriesId: string;
  country: string;
  currency: Currency;
  measure: MoneyMeasure;
  amountCents: number;
  entries: number;
  earnings: number;
}

/** The measure columns of a `report_rider_daily` row. */
export interface RiderAmounts {
  earnedCashCents: number;
  earnedCreditCents: number;
  earnedBonusCents: number;
  withheldCents: number;
  redeemedCents: number;
  cashedOutCents: number;
  expiredCents: number;
  writtenOffCents: number;
  refundedCents: number;
  earnings: number;
}

export interface RiderDailyRow extends RiderAmounts {
  day: string;
  riderId: string;
  currency: Currency;
}

const CHUNK = 500;

const MONEY_COLUMNS = ['day', 'series_id', 'country', 'currency', 'measure', 'amount_cents', 'entries', 'earnings'] as const;
const MONEY_KEY = ['day', 'series_id', 'country', 'currency', 'measure'];
const MONEY_ADDED = ['amount_cents', 'entries', 'earnings'];
const RIDER_COLUMNS = ['day', 'rider_id', 'currency', 'earned_cash_cents', 'earned_credit_cents', 'earned_bonus_cents', 'withheld_cents', 'redeemed_cents', 'cashed_out_cents', 'expired_cents', 'written_off_cents', 'refunded_cents', 'earnings'] as const;
const RIDER_KEY = ['day', 'rider_id', 'currency'];
const RIDER_ADDED = RIDER_COLUMNS.slice(3);

const EVENT_COLUMNS = [
  'event_id', 'at', 'deleted', 'title', 'series_id', 'series_name', 'promoter_id', 'country', 'currency', 'start_date', 'end_date', 'active', 'canceled', 'paying_event',
  'contingency_cents', 'results_version', 'finishers', 'maker_finishers', 'paid_places', 'maker_paid_places',
] as const;
const PERSON_COLUMNS = ['rider_id', 'at', 'deleted', 'name', 'email', 'country', 'pro', 'active'] as const;

const chunks = <T>(items: readonly T[], size = CHUNK) => Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size));

function isSqlite(db: PayoutsDb): boolean {
  return db.sequelize.getDialect() === 'sqlite';
}

/** `INSERT INTO table (columns) VALUES (…), (…)` with every value escaped, plus `tail`. */
async function insertRows(db: PayoutsDb, table: string, columns: readonly string[], rows: ReadonlyArray<readonly unknown[]>, tail: string, transaction?: Transaction): Promise<void> {
  if (rows.length === 0) return;
  const q = db.sequelize.getQueryInterface();
  const values = rows.map((row) => `(${row.map((value) => db.sequelize.escape(value instanceof Date ? sqlDate(db, value) : (value as string))).join(', ')})`).join(', ');
  await db.sequelize.query(`INSERT INTO ${q.quoteIdentifier(table)} (${columns.map((c) => q.quoteIdentifier(c)).join(', ')}) VALUES ${values}${tail}`, { transaction, type: QueryTypes.INSERT });
}

/** ` ON CONFLICT … DO UPDATE SET x = x + excluded.x` / ` ON DUPLICATE KEY UPDATE x = x + VALUES(x)`. */
function addOnConflict(db: PayoutsDb, key: readonly string[], added: readonly string[]): string {
  return isSqlite(db)
    ? ` ON CONFLICT (${key.join(', ')}) DO UPDATE SET ${added.map((c) => `${c} = ${c} + excluded.${c}`).join(', ')}`
    : ` ON DUPLICATE KEY UPDATE ${added.map((c) => `${c} = ${c} + VALUES(${c})`).join(', ')}`;
}

const moneyValues = (row: MoneyDailyRow) => [row.day, row.seriesId, row.country, row.currency, row.measure, row.amountCents, row.entries, row.earnings];
const riderValues = (row: RiderDailyRow) => [row.day, row.riderId, row.currency, row.earnedCashCents, row.earnedCreditCents, row.earnedBonusCents, row.withheldCents, row.redeemedCents, row.cashedOutCents, row.expiredCents, row.writtenOffCents, row.refundedCents, row.earnings];

/** Adds the rows to `report_money_daily` and `report_rider_daily` (in key order, as `MoneyTotals` gives them). */
export async function addMoneyRows(db: PayoutsDb, money: readonly MoneyDailyRow[], riders: readonly RiderDailyRow[], transaction: Transaction): Promise<void> {
  for (const batch of chunks(money)) await insertRows(db, 'report_money_daily', MONEY_COLUMNS, batch.map(moneyValues), addOnConflict(db, MONEY_KEY, MONEY_ADDED), transaction);
  for (const batch of chunks(riders)) await insertRows(db, 'report_rider_daily', RIDER_COLUMNS, batch.map(riderValues), addOnConflict(db, RIDER_KEY, RIDER_ADDED), transaction);
}

/** Writes the rows into the (emptied) money tables with plain inserts: the rebuild. */
export async function insertMoneyRows(db: PayoutsDb, money: readonly MoneyDailyRow[], riders: readonly RiderDailyRow[], transaction: Transaction): Promise<void> {
  for (const batch of chunks(money, 1_000)) await insertRows(db, 'report_money_daily', MONEY_COLUMNS, batch.map(moneyValues), '', transaction);
  for (const batch of chunks(riders, 1_000)) await insertRows(db, 'report_rider_daily', RIDER_COLUMNS, batch.map(riderValues), '', transaction);
}

/** ` … DO UPDATE SET x = excluded.x … WHERE excluded.at > at` / ` … UPDATE x = IF(VALUES(at) > at, VALUES(x), x) …, at last`. */
function newestWins(db: PayoutsDb, table: string, key: string, columns: readonly string[]): string {
  const q = db.sequelize.getQueryInterface();
  const at = q.quoteIdentifier('at');
  const changed = columns.filter((c) => c !== key && c !== 'at').map((c) => q.quoteIdentifier(c));
  if (isSqlite(db)) return ` ON CONFLICT (${key}) DO UPDATE SET ${[...changed, at].map((c) => `${c} = excluded.${c}`).join(', ')} WHERE excluded.${at} > ${q.quoteIdentifier(table)}.${at}`;
  // MariaDB assigns left to right, each assignment seeing the ones before: `at` is compared by every other column first.
  return ` ON DUPLICATE KEY UPDATE ${[...changed, at].map((c) => `${c} = IF(VALUES(${at}) > ${at}, VALUES(${c}), ${c})`).join(', ')}`;
}

const eventValues = (event: EventChanged) => [
  event.eventId, new Date(event.at), event.deleted, event.title.slice(0, 200), event.seriesId, event.seriesName?.slice(0, 200) ?? null, event.promoterId, event.country.slice(0, 2), event.currency, event.startDate, event.endDate,
  event.active, event.canceled, event.payingEvent, event.contingencyCents, event.results?.version ?? null, event.results?.finishers ?? 0, event.results?.makerFinishers ?? 0,
  event.results?.paidPlaces ?? 0, event.results?.makerPaidPlaces ?? 0,
];
const riderFactValues = (rider: RiderChanged) => [rider.riderId, new Date(rider.at), rider.deleted, rider.name.slice(0, 200), rider.email.slice(0, 254), rider.country.slice(0, 2), rider.pro, rider.active];

/** Keeps each event's facts unless the row holds newer ones (`at`). */
export async function upsertReportEvents(db: PayoutsDb, events: readonly EventChanged[], transaction?: Transaction): Promise<void> {
  const sorted = [...events].sort((a, b) => a.eventId.localeCompare(b.eventId));
  for (const batch of chunks(sorted)) await insertRows(db, 'report_events', EVENT_COLUMNS, batch.map(eventValues), newestWins(db, 'report_events', 'event_id', EVENT_COLUMNS), transaction);
}

/** Keeps each rider's facts unless the row holds newer ones (`at`). */
export async function upsertReportRiders(db: PayoutsDb, riders: readonly RiderChanged[], transaction?: Transaction): Promise<void> {
  const sorted = [...riders].sort((a, b) => a.riderId.localeCompare(b.riderId));
  for (const batch of chunks(sorted)) await insertRows(db, 'report_riders', PERSON_COLUMNS, batch.map(riderFactValues), newestWins(db, 'report_riders', 'rider_id', PERSON_COLUMNS), transaction);
}

/**
 * Takes the `money` row of `report_rebuilds` shared (MariaDB; SQLite has one writer at a time): consumers do not
 * wait for each other, a rebuild (which takes it exclusively) waits for the ones under way and holds back the others
 * until it has committed.
 */
export async function shareRebuildLock(db: PayoutsDb, transaction: Transaction): Promise<void> {
  if (isSqlite(db)) return;
  await db.sequelize.query("SELECT name FROM report_rebuilds WHERE name = 'money' LOCK IN SHARE MODE", { transaction, type: QueryTypes.SELECT });
}

/** Whether the last rebuild already counted a message (its `report_skipped_messages` row, taken away now). */
export async function takeSkippedMessage(db: PayoutsDb, messageId: string, transaction: Transaction): Promise<boolean> {
  const skipped = await db.sequelize.query('DELETE FROM report_skipped_messages WHERE message_id = :messageId', { replacements: { messageId }, transaction, type: QueryTypes.BULKDELETE });
  return Number(skipped) > 0;
}

/**
 * One of the report queries' reads (reporting/queries/: the read model's tables, the same SQL on SQLite and MariaDB),
 * with named replacements (`:name`).
 */
export function reportRows<T extends object>(db: PayoutsDb, sql: string, replacements: object = {}): Promise<T[]> {
  return db.sequelize.query<T>(sql, { replacements: replacements as Record<string, unknown>, type: QueryTypes.SELECT });
}
