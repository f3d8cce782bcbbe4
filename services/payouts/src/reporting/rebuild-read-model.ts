import { QueryTypes, Transaction } from 'sequelize';
import { z } from 'zod';
import { MONEY_POSTED, eventChangedSchema, riderChangedSchema, type EventChanged, type RiderChanged } from '@rr/contracts/server';
import { signIdentity, type Logger } from '@rr/server-kit';
import type { PayoutsDb } from '../data-access/database.js';
import type { AccountPurpose, Currency, JournalKind, LotType } from '../data-access/models/index.js';
import { MONEY_POSTED_CONSUMER } from './apply.js';
import { readLotFacts } from './feed.js';
import { lotsToRead, measureLegs, moneyPostedMessages, type JournalFacts, type LotFacts, type PostedLeg } from './measures.js';
import { insertMoneyRows, sqlDate, upsertReportEvents, upsertReportRiders } from './store.js';
import { MoneyTotals } from './totals.js';

/**
 * Rebuilds the read model (`npm run reports:rebuild -w @rr/payouts`, docs/reports.md "Rebuild"):
 *
 * (a) `report_money_daily` and `report_rider_daily` from the ledger: journal transactions streamed in id order
 *     (keyset, `batchSize` a read) with their postings, accounts, lots and the lots' events (`event_results`), each
 *     transaction's legs computed exactly as the live feed computes them (measures.ts), added up in memory and written
 *     with bulk inserts in place of the old rows.
 * (b) `report_events` from the events service and `report_riders` from identity, page by page (newest `at` wins, as
 *     the consumers do); a row its service no longer lists is marked deleted.
 *
 * Messages arriving meanwhile are neither lost nor counted twice. (a) runs in one database transaction that first
 * takes the `money` row of `report_rebuilds` exclusively (consumers of `money.posted` take it shared before they add
 * anything, so they wait for the rebuild, and it for the ones under way), then reads everything from one snapshot
 * (REPEATABLE READ on MariaDB; SQLite has one writer): the journal as committed, and the `money.posted` messages
 * committed with it whose consumer has not run yet. Those are counted by the rebuild and recorded in
 * `report_skipped_messages`, so their consumer adds nothing when they arrive; messages committed after the snapshot
 * belong to transactions the rebuild did not see, and their consumer adds them. (b) is commutative with the
 * `event.changed`/`rider.changed` consumers (newest `at` wins either way).
 */

export type FactsPager<T> = (after: string | undefined, limit: number) => Promise<T[]>;

export interface RebuildDeps {
  logger?: Logger;
  /** The events' facts, a page after an event id (`GET {EVENTS_URL}/internal/reporting/events`); without it report_events stays. */
  events?: FactsPager<EventChanged>;
  /** The riders' facts, a page after a rider id (`GET {IDENTITY_URL}/internal/reporting/riders`); without it report_riders stays. */
  riders?: FactsPager<RiderChanged>;
  /** Journal transactions per read (default 5,000). */
  batchSize?: number;
  /** Facts per page from the services (default 1,000). */
  pageSize?: number;
  /** Which parts (default all). */
  parts?: ReadonlyArray<'money' | 'events' | 'riders'>;
}

export interface RebuildOutcome {
  transactions: number;
  postings: number;
  moneyRows: number;
  riderRows: number;
  /** `money.posted` messages counted by the rebuild before their consumer ran. */
  skippedMessages: number;
  events: number;
  riders: number;
  ms: number;
}

/** The kinds whose measures read the transaction's details: a reversal names its lot, a refund its expired lots. */
const WITH_DETAILS: ReadonlySet<string> = new Set(['reversal', 'refund']);

const isoOf = (value: Date | string): Date => (value instanceof Date ? value : new Date(value.includes('T') ? value : value.replace(' ', 'T').replace(' ', '')));

interface JournalRow {
  id: string;
  kind: JournalKind;
  rider_id: string | null;
  created_at: Date | string;
  details: string | null;
}

interface PostingRow {
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

/**
 * The money tables' rows recomputed from the ledger (journal transactions in id order, `batchSize` a read, with their
 * postings, accounts, lots and `event_results`), without writing anything: the rebuild writes them, the tests compare
 * them with what the live feed wrote.
 */
export async function recomputeMoney(db: PayoutsDb, { transaction, batchSize = 5_000, logger }: { transaction?: Transaction; batchSize?: number; logger?: Logger | undefined } = {}): Promise<{ totals: MoneyTotals; transactions: number; postings: number }> {
  const totals = new MoneyTotals();
  let after = '';
  let transactions = 0;
  let postings = 0;
  for (;;) {
    const journals = await db.sequelize.query<JournalRow>(
      `SELECT id, kind, rider_id, created_at, details FROM journal_transactions WHERE id > :after AND kind NOT IN ('hold', 'release') ORDER BY id LIMIT ${Math.trunc(batchSize)}`,
      { replacements: { after }, transaction, type: QueryTypes.SELECT },
    );
    if (journals.length === 0) break;
    after = journals[journals.length - 1]!.id;
    const rows = await db.sequelize.query<PostingRow>(
      `SELECT p.transaction_id, p.lot_id, p.amount_cents, p.currency, a.purpose, a.holder, l.type AS lot_type, l.bonus AS lot_bonus, l.initial_cents, er.series_id, er.country
         FROM postings p JOIN accounts a ON a.id = p.account_id LEFT JOIN lots l ON l.id = p.lot_id LEFT JOIN event_results er ON er.event_id = l.event_id
        WHERE p.transaction_id IN (:ids)`,
      { replacements: { ids: journals.map((journal) => journal.id) }, transaction, type: QueryTypes.SELECT },
    );
    postings += rows.length;
    const legsOf = new Map<string, PostedLeg[]>();
    const lots = new Map<string, LotFacts>();
    for (const row of rows) {
      let legs = legsOf.get(row.transaction_id);
      if (!legs) legsOf.set(row.transaction_id, (legs = []));
      const amountCents = Number(row.amount_cents);
      legs.push({ purpose: row.purpose, holder: row.holder, lotId: row.lot_id, amountCents, currency: row.currency });
      if (row.lot_id && row.lot_type && !lots.has(row.lot_id)) lots.set(row.lot_id, { type: row.lot_type, bonus: Number(row.lot_bonus) === 1 || row.lot_bonus === true, initialCents: Number(row.initial_cents), seriesId: row.series_id, country: row.country });
    }
    const facts: Array<{ journal: JournalFacts; postings: PostedLeg[] }> = journals.map((row) => ({
      journal: { id: row.id, kind: row.kind, riderId: row.rider_id, at: isoOf(row.created_at), details: WITH_DETAILS.has(row.kind) && row.details ? (JSON.parse(row.details) as Record<string, unknown>) : null },
      postings: legsOf.get(row.id) ?? [],
    }));
    // A reversal that moved nothing from the rider's lot (only tax back) names its lot in its details.
    const missing = [...new Set(facts.flatMap(({ journal, postings: legs }) => lotsToRead(journal, legs)))].filter((id) => !lots.has(id));
    if (missing.length) for (const [id, lot] of await readLotFacts(db, missing, transaction)) lots.set(id, lot);
    for (const { journal, postings: legs } of facts) for (const message of moneyPostedMessages(journal, measureLegs(journal, legs, lots))) totals.add(message);
    transactions += journals.length;
    logger?.debug({ transactions, postings }, 'read model rebuild: ledger read');
  }
  return { totals, transactions, postings };
}

/** (a): the money tables from the ledger, in one transaction (see above). */
export async function rebuildMoney(db: PayoutsDb, options: { batchSize?: number; logger?: Logger } = {}): Promise<Pick<RebuildOutcome, 'transactions' | 'postings' | 'moneyRows' | 'riderRows' | 'skippedMessages'>> {
  const batchSize = options.batchSize ?? 5_000;
  const mysql = db.sequelize.getDialect() !== 'sqlite';
  const run = async (transaction: Transaction) => {
    if (mysql) await db.sequelize.query("SELECT name FROM report_rebuilds WHERE name = 'money' FOR UPDATE", { transaction, type: QueryTypes.SELECT });
    // The snapshot starts here (the first plain read): the messages committed with the transactions read below.
    const unconsumed = await db.sequelize.query<{ id: string }>(
      'SELECT o.id FROM outbox_messages o LEFT JOIN processed_messages p ON p.message_id = o.id AND p.consumer = :consumer WHERE o.topic = :topic AND p.message_id IS NULL',
      { replacements: { consumer: MONEY_POSTED_CONSUMER, topic: MONEY_POSTED }, transaction, type: QueryTypes.SELECT },
    );
    const { totals, transactions, postings } = await recomputeMoney(db, { transaction, batchSize, logger: options.logger });
    const moneyRows = totals.moneyRows();
    const riderRows = totals.riderRows();
    await db.sequelize.query('DELETE FROM report_money_daily', { transaction });
    await db.sequelize.query('DELETE FROM report_rider_daily', { transaction });
    await db.sequelize.query('DELETE FROM report_skipped_messages', { transaction });
    await insertMoneyRows(db, moneyRows, riderRows, transaction);
    const now = new Date();
    const queryInterface = db.sequelize.getQueryInterface();
    for (let i = 0; i < unconsumed.length; i += 1_000) {
      await queryInterface.bulkInsert('report_skipped_messages', unconsumed.slice(i, i + 1_000).map(({ id }) => ({ message_id: id, created_at: sqlDate(db, now) })), { transaction });
    }
    await db.sequelize.query("UPDATE report_rebuilds SET rebuilt_at = :now WHERE name = 'money'", { replacements: { now: sqlDate(db, now) }, transaction });
    return { transactions, postings, moneyRows: moneyRows.length, riderRows: riderRows.length, skippedMessages: unconsumed.length };
  };
  return mysql ? db.sequelize.transaction({ isolationLevel: Transaction.ISOLATION_LEVELS.REPEATABLE_READ }, run) : db.sequelize.transaction(run);
}

/** (b): every page of a service's facts upserted (newest `at` wins); rows of ids it no longer lists marked deleted. */
async function refill<T>(
  db: PayoutsDb,
  table: 'report_events' | 'report_riders',
  key: 'event_id' | 'rider_id',
  pager: FactsPager<T>,
  idOf: (fact: T) => string,
  upsert: (facts: T[]) => Promise<void>,
  pageSize: number,
): Promise<number> {
  const started = new Date();
  const seen = new Set<string>();
  let after: string | undefined;
  for (;;) {
    const page = await pager(after, pageSize);
    if (page.length > 0) await upsert(page);
    for (const fact of page) seen.add(idOf(fact));
    if (page.length < pageSize) break;
    const last = idOf(page[page.length - 1]!);
    if (last === after) break;
    after = last;
  }
  const listed = await db.sequelize.query<{ id: string }>(`SELECT ${key} AS id FROM ${table} WHERE deleted = :no`, { replacements: { no: false }, type: QueryTypes.SELECT });
  const gone = listed.map((row) => row.id).filter((id) => !seen.has(id));
  for (let i = 0; i < gone.length; i += 500) {
    // Older than the rebuild only: a row a message changed meanwhile stays as the message left it.
    await db.sequelize.query(`UPDATE ${table} SET deleted = :yes WHERE ${key} IN (:ids) AND ${db.sequelize.getQueryInterface().quoteIdentifier('at')} < :started`, { replacements: { yes: true, ids: gone.slice(i, i + 500), started: sqlDate(db, started) } });
  }
  return seen.size;
}

/** Rebuilds the read model: (a) the money tables from the ledger, (b) events and riders from their services. */
export async function rebuildReadModel(db: PayoutsDb, deps: RebuildDeps = {}): Promise<RebuildOutcome> {
  const started = Date.now();
  const parts = new Set(deps.parts ?? ['money', 'events', 'riders']);
  const pageSize = deps.pageSize ?? 1_000;
  const money = parts.has('money') ? await rebuildMoney(db, { batchSize: deps.batchSize, logger: deps.logger }) : { transactions: 0, postings: 0, moneyRows: 0, riderRows: 0, skippedMessages: 0 };
  const events = parts.has('events') && deps.events ? await refill(db, 'report_events', 'event_id', deps.events, (event) => event.eventId, (page) => upsertReportEvents(db, page), pageSize) : 0;
  const riders = parts.has('riders') && deps.riders ? await refill(db, 'report_riders', 'rider_id', deps.riders, (rider) => rider.riderId, (page) => upsertReportRiders(db, page), pageSize) : 0;
  return { ...money, events, riders, ms: Date.now() - started };
}

/** The events service's and identity's reporting endpoints, called with a `service` token signed as payouts. */
export function httpReportingSources(options: { eventsUrl: string; identityUrl: string; secret: string; timeoutMs?: number; fetch?: typeof fetch }): { events: FactsPager<EventChanged>; riders: FactsPager<RiderChanged> } {
  const page = <S extends z.ZodType>(baseUrl: string, path: string, schema: S, service: string) => async (after: string | undefined, limit: number): Promise<z.infer<S>> => {
    const url = new URL(path, baseUrl);
    if (after !== undefined) url.searchParams.set('after', after);
    url.searchParams.set('limit', String(limit));
    const token = await signIdentity({ sub: 'payouts', typ: 'service' }, options.secret);
    const response = await (options.fetch ?? fetch)(url, { headers: { 'x-rr-identity': token }, signal: AbortSignal.timeout(options.timeoutMs ?? 60_000) });
    if (!response.ok) throw new Error(`${service} answered ${response.status} to ${url.pathname}`);
    return schema.parse(await response.json());
  };
  const events = page(options.eventsUrl, '/internal/reporting/events', z.object({ events: z.array(eventChangedSchema) }), 'events');
  const riders = page(options.identityUrl, '/internal/reporting/riders', z.object({ riders: z.array(riderChangedSchema) }), 'identity');
  return { events: async (after, limit) => (await events(after, limit)).events, riders: async (after, limit) => (await riders(after, limit)).riders };
}

