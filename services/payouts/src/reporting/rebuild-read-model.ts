import { Transaction } from 'sequelize';
import { z } from 'zod';
import { MONEY_POSTED, eventChangedSchema, riderChangedSchema, type EventChanged, type RiderChanged } from '@rr/contracts/server';
import { signIdentity, type Logger } from '@rr/server-kit';
import type { PayoutsDb } from '../data-access/database.js';
import { lotFactsOf } from '../data-access/lots-repository.js';
import { clearMoneyTables, journalRowsAfter, listedFactIds, lockRebuild, markFactsDeleted, markRebuilt, postingRowsOf, recordSkippedMessages, unconsumedMessages } from '../data-access/report-rebuild-repository.js';
import { insertMoneyRows, upsertReportEvents, upsertReportRiders } from '../data-access/reports-repository.js';
import { MONEY_POSTED_CONSUMER } from './apply.js';
import { lotsToRead, measureLegs, moneyPostedMessages, type JournalFacts, type LotFacts, type PostedLeg } from './measures.js';
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
    const journals = await journalRowsAfter(db, after, batchSize, transaction);
    if (journals.length === 0) break;
    after = journals[journals.length - 1]!.id;
    const rows = await postingRowsOf(db, journals.map((journal) => journal.id), transaction);
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
    if (missing.length) for (const [id, lot] of await lotFactsOf(db, missing, transaction)) lots.set(id, lot);
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
    if (mysql) await lockRebuild(db, transaction);
    // The snapshot starts here (the first plain read): the messages committed with the transactions read below.
    const unconsumed = await unconsumedMessages(db, MONEY_POSTED_CONSUMER, MONEY_POSTED, transaction);
    const { totals, transactions, postings } = await recomputeMoney(db, { transaction, batchSize, logger: options.logger });
    const moneyRows = totals.moneyRows();
    const riderRows = totals.riderRows();
    await clearMoneyTables(db, transaction);
    await insertMoneyRows(db, moneyRows, riderRows, transaction);
    const now = new Date();
    await recordSkippedMessages(db, unconsumed.map(({ id }) => id), now, transaction);
    await markRebuilt(db, now, transaction);
    return { transactions, postings, moneyRows: moneyRows.length, riderRows: riderRows.length, skippedMessages: unconsumed.length };
  };
  return mysql ? db.sequelize.transaction({ isolationLevel: Transaction.ISOLATION_LEVELS.REPEATABLE_READ }, run) : db.sequelize.transaction(run);
}

/** (b): every page of a service's facts upserted (newest `at` wins); rows of ids it no longer lists marked deleted. */
async function refill<T>(
  db: PayoutsDb,
  facts: { table: 'report_events'; key: 'event_id' } | { table: 'report_riders'; key: 'rider_id' },
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
  const gone = (await listedFactIds(db, facts)).filter((id) => !seen.has(id));
  // Older than the rebuild only: a row a message changed meanwhile stays as the message left it.
  await markFactsDeleted(db, facts, gone, started);
  return seen.size;
}

/** Rebuilds the read model: (a) the money tables from the ledger, (b) events and riders from their services. */
export async function rebuildReadModel(db: PayoutsDb, deps: RebuildDeps = {}): Promise<RebuildOutcome> {
  const started = Date.now();
  const parts = new Set(deps.parts ?? ['money', 'events', 'riders']);
  const pageSize = deps.pageSize ?? 1_000;
  const money = parts.has('money') ? await rebuildMoney(db, { batchSize: deps.batchSize, logger: deps.logger }) : { transactions: 0, postings: 0, moneyRows: 0, riderRows: 0, skippedMessages: 0 };
  const events = parts.has('events') && deps.events ? await refill(db, { table: 'report_events', key: 'event_id' }, deps.events, (event) => event.eventId, (page) => upsertReportEvents(db, page), pageSize) : 0;
  const riders = parts.has('riders') && deps.riders ? await refill(db, { table: 'report_riders', key: 'rider_id' }, deps.riders, (rider) => rider.riderId, (page) => upsertReportRiders(db, page), pageSize) : 0;
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

