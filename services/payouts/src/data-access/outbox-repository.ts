import type { Transaction } from 'sequelize';
import { sqlDate } from '@rr/server-kit';
import type { PayoutsDb } from './database.js';

// Messages written straight into `outbox_messages` in the caller's database transaction (the reports' feed, riders'
// notices): the money functions are called with the database only, and the relay publishes the rows after the commit.

/** Re-exported: the payouts repositories take it from here with the rows they write. */
export { sqlDate };

export interface OutboxMessageRow {
  id: string;
  topic: string;
  /** JSON. */
  payload: string;
  occurredAt: Date;
}

/** Adds the messages to the outbox, 500 rows a statement. */
export async function addOutboxMessages(db: PayoutsDb, messages: readonly OutboxMessageRow[], transaction: Transaction): Promise<void> {
  const rows = messages.map((m) => ({ id: m.id, topic: m.topic, payload: m.payload, occurred_at: sqlDate(db, m.occurredAt), attempts: 0 }));
  for (let start = 0; start < rows.length; start += 500) await db.sequelize.getQueryInterface().bulkInsert('outbox_messages', rows.slice(start, start + 500), { transaction });
}
