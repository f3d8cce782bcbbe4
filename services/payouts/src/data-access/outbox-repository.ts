import type { Transaction } from 'sequelize';
import type { PayoutsDb } from './database.js';

// Messages written straight into `outbox_messages` in the caller's database transaction (the reports' feed, riders'
// notices): the money functions are called with the database only, and the relay publishes the rows after the commit.

/**
 * An instant as the database stores a DATETIME(3) (UTC): Sequelize's own escaping drops the milliseconds on MySQL,
 * which the newest-wins comparisons and the outbox's order need.
 */
export function sqlDate(db: PayoutsDb, date: Date): string {
  const text = date.toISOString().slice(0, 23).replace('T', ' ');
  return db.sequelize.getDialect() === 'sqlite' ? `${text} +00:00` : text;
}

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
