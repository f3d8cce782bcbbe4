import type { Sequelize, Transaction } from 'sequelize';
import { MONEY_POSTED } from '@rr/contracts/server';
import { newMessage } from '@rr/server-kit';
import type { PayoutsDb } from '../data-access/database.js';
import { lotFactsOf } from '../data-access/lots-repository.js';
import { addOutboxMessages, type OutboxMessageRow } from '../data-access/outbox-repository.js';
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

/**
 * Writes the `money.posted` messages of journal transactions just written in `transaction`. `lots` may give the
 * facts of lots the caller knows (bulk awards); the others are read.
 */
export async function feedMoney(db: PayoutsDb, fed: readonly FedTransaction[], transaction: Transaction, lots: ReadonlyMap<string, LotFacts> = new Map()): Promise<number> {
  const withMeasures = fed.filter(({ journal }) => hasMeasures(journal.kind));
  if (withMeasures.length === 0) return 0;
  const missing = [...new Set(withMeasures.flatMap(({ journal, postings }) => lotsToRead(journal, postings)))].filter((id) => !lots.has(id));
  const facts = missing.length ? new Map([...lots, ...(await lotFactsOf(db, missing, transaction))]) : lots;
  const rows = moneyPostedRows(withMeasures, facts);
  await addOutboxMessages(db, rows, transaction);
  const relay = relays.get(db.sequelize);
  if (rows.length > 0 && relay) transaction.afterCommit(() => relay.poke());
  return rows.length;
}

/**
 * The `money.posted` outbox rows of journal transactions, from the facts of every lot they move (`lots` must hold
 * them all): for a caller that writes them itself, in the same statement as its other messages (the till).
 */
export function moneyPostedRows(fed: readonly FedTransaction[], lots: ReadonlyMap<string, LotFacts>): OutboxMessageRow[] {
  const rows: OutboxMessageRow[] = [];
  for (const { journal, postings } of fed) {
    if (!hasMeasures(journal.kind)) continue;
    for (const payload of moneyPostedMessages(journal, measureLegs(journal, postings, lots))) {
      const message = newMessage(MONEY_POSTED, payload);
      rows.push({ id: message.id, topic: MONEY_POSTED, payload: JSON.stringify(payload), occurredAt: new Date(message.occurredAt) });
    }
  }
  return rows;
}

// Every posting of this process feeds the reports from now on (the ledger calls it inside its transaction).
feedPostingsTo(feedMoney);
