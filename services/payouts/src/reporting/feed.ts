import { QueryTypes, type Sequelize, type Transaction } from 'sequelize';
import { MONEY_POSTED } from '@rr/contracts/server';
import { newMessage } from '@rr/server-kit';
import type { PayoutsDb } from '../data-access/database.js';
import type { LotType } from '../data-access/models/index.js';
import { sqlDate } from './store.js';
import { feedPostingsTo, type FedTransaction } from '../data-access/posting-feed.js';
import { hasMeasures, lotsToRead, measureLegs, moneyPostedMessages, type LotFacts } from './measures.js';

/**
 * The feed of money (docs/reports.md): every journal transaction that changes a measure writes its `money.posted`
 * messages into the outbox in its own database transaction (`postTransaction`, and `awardMany` for bulk awards), so
 * the read model misses none and counts none that rolled back. Costs the till one small read (its lots and their
 * events' series and country) and one insert; a transaction with no measure (hold, release) costs nothing.
 *
 * The rows go straight into `outbox_messages` (the ledger is called with the database only); the service's relay
 * publishes them on its next round, at once when `feedRelay` registered it (it pokes the relay after the commit).
 */

const relays = new WeakMap<Sequelize, { poke(): void }>();

/** Lets the feed poke this database's outbox relay after a commit that wrote messages (else the relay's poll finds them). */
export function feedRelay(db: PayoutsDb, relay: { poke(): void }): void {
  relays.set(db.sequelize, relay);
}

/** Pokes this database's relay once `transaction` commits (the others' messages written straight into the outbox, too). */
export function pokeRelayAfterCommit(db: PayoutsDb, transaction: Transaction): void {
  const relay = relays.get(db.sequelize);
  if (relay) transaction.afterCommit(() => relay.poke());
}

export type { FedTransaction };

interface LotRow {
  id: string;
  type: LotType;
  bonus: unknown;
  initial_cents: number | string;
  series_id: string | null;
  country: string | null;
}

const IN_CHUNK = 500;

/** Lots with their event's series and country (`lots` ⋈ `event_results`), one read per 500. */
export async function readLotFacts(db: PayoutsDb, lotIds: readonly string[], transaction?: Transaction): Promise<Map<string, LotFacts>> {
  const facts = new Map<string, LotFacts>();
  for (let i = 0; i < lotIds.length; i += IN_CHUNK) {
    const ids = lotIds.slice(i, i + IN_CHUNK);
    const rows = await db.sequelize.query<LotRow>(
      'SELECT l.id, l.type, l.bonus, l.initial_cents, er.series_id, er.country FROM lots l LEFT JOIN event_results er ON er.event_id = l.event_id WHERE l.id IN (:ids)',
      { replacements: { ids }, type: QueryTypes.SELECT, transaction },
    );
    for (const row of rows) facts.set(row.id, { type: row.type, bonus: Number(row.bonus) === 1 || row.bonus === true, initialCents: Number(row.initial_cents), seriesId: row.series_id, country: row.country });
  }
  return facts;
}

/** The series and country of events (`event_results`), one read per 500. */
export async function readEventPlaces(db: PayoutsDb, eventIds: readonly string[], transaction?: Transaction): Promise<Map<string, { seriesId: string | null; country: string | null }>> {
  const places = new Map<string, { seriesId: string | null; country: string | null }>();
  for (let i = 0; i < eventIds.length; i += IN_CHUNK) {
    const rows = await db.sequelize.query<{ event_id: string; series_id: string | null; country: string | null }>('SELECT event_id, series_id, country FROM event_results WHERE event_id IN (:ids)', {
      replacements: { ids: eventIds.slice(i, i + IN_CHUNK) },
      type: QueryTypes.SELECT,
      transaction,
    });
    for (const row of rows) places.set(row.event_id, { seriesId: row.series_id, country: row.country });
  }
  return places;
}

/**
 * Writes the `money.posted` messages of journal transactions just written in `transaction`. `lots` may give the
 * facts of lots the caller knows (bulk awards); the others are read.
 */
export async function feedMoney(db: PayoutsDb, fed: readonly FedTransaction[], transaction: Transaction, lots: ReadonlyMap<string, LotFacts> = new Map()): Promise<number> {
  const withMeasures = fed.filter(({ journal }) => hasMeasures(journal.kind));
  if (withMeasures.length === 0) return 0;
  const missing = [...new Set(withMeasures.flatMap(({ journal, postings }) => lotsToRead(journal, postings)))].filter((id) => !lots.has(id));
  const facts = missing.length ? new Map([...lots, ...(await readLotFacts(db, missing, transaction))]) : lots;
  const rows = [];
  for (const { journal, postings } of withMeasures) {
    for (const payload of moneyPostedMessages(journal, measureLegs(journal, postings, facts))) {
      const message = newMessage(MONEY_POSTED, payload);
      rows.push({ id: message.id, topic: MONEY_POSTED, payload: JSON.stringify(payload), occurred_at: sqlDate(db, new Date(message.occurredAt)), attempts: 0 });
    }
  }
  const queryInterface = db.sequelize.getQueryInterface();
  for (let i = 0; i < rows.length; i += IN_CHUNK) await queryInterface.bulkInsert('outbox_messages', rows.slice(i, i + IN_CHUNK), { transaction });
  const relay = relays.get(db.sequelize);
  if (rows.length > 0 && relay) transaction.afterCommit(() => relay.poke());
  return rows.length;
}

// Every posting of this process feeds the reports from now on (the ledger calls it inside its transaction).
feedPostingsTo(feedMoney);
