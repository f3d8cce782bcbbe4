import type { CreationAttributes, Transaction } from 'sequelize';
import type { EventsDb } from './database.js';
import type { EventInvoice } from './models/index.js';

// The invoices issued for Canadian events' payouts, and the yearly sequence their numbers come from.

/** The names of the event's classes in the payout table's order. */
export async function findClassNamesInOrder(db: EventsDb, eventId: string): Promise<string[]> {
  return (await db.models.EventClass.findAll({ attributes: ['name'], where: { eventId }, order: [['position', 'ASC'], ['id', 'ASC']] })).map((c) => c.name);
}

/** The invoice already issued for the event with these lines (their fingerprint), if any. */
export async function findInvoice(db: EventsDb, eventId: string, fingerprint: string): Promise<EventInvoice | null> {
  return db.models.EventInvoice.findOne({ where: { eventId, fingerprint } });
}

/** The year's next invoice number, taken: the year's sequence is locked for the rest of the transaction. */
export async function takeInvoiceNumber(db: EventsDb, year: number, transaction: Transaction): Promise<number> {
  const [sequence] = await db.models.InvoiceSequence.findOrCreate({ where: { year }, defaults: { year, lastNumber: 0 }, transaction });
  await sequence.reload({ transaction, lock: transaction.LOCK.UPDATE });
  const next = sequence.lastNumber + 1;
  await sequence.update({ lastNumber: next }, { transaction });
  return next;
}

export async function insertInvoice(db: EventsDb, fields: CreationAttributes<EventInvoice>, transaction: Transaction): Promise<EventInvoice> {
  return db.models.EventInvoice.create(fields, { transaction });
}
