import { QueryTypes, type Transaction } from 'sequelize';
import type { EventChanged, MoneyPosted, RiderChanged } from '@rr/contracts/server';
import type { PayoutsDb } from '../data-access/database.js';
import { addMoneyRows, upsertReportEvents, upsertReportRiders } from './store.js';
import { MoneyTotals } from './totals.js';

/** The consumer name of `money.posted` (its `processed_messages` rows; the rebuild reads them). */
export const MONEY_POSTED_CONSUMER = 'reporting.money-posted';
export const EVENT_CHANGED_CONSUMER = 'reporting.event-changed';
export const RIDER_CHANGED_CONSUMER = 'reporting.rider-changed';

/**
 * Takes the `money` row of `report_rebuilds` shared (MariaDB; SQLite has one writer at a time): consumers do not
 * wait for each other, a rebuild (which takes it exclusively) waits for the ones under way and holds back the others
 * until it has committed.
 */
export async function shareRebuildLock(db: PayoutsDb, transaction: Transaction): Promise<void> {
  if (db.sequelize.getDialect() === 'sqlite') return;
  await db.sequelize.query("SELECT name FROM report_rebuilds WHERE name = 'money' LOCK IN SHARE MODE", { transaction, type: QueryTypes.SELECT });
}

/**
 * `money.posted` → each leg added to `report_money_daily` (not a merge's: it moves money between riders) and to the
 * rider's `report_rider_daily` row, on the programme day of `at`. Runs inside `outbox.consumer`'s transaction (once
 * per message id). A message the last rebuild already counted (`report_skipped_messages`) adds nothing.
 */
export async function applyMoneyPosted(db: PayoutsDb, messageId: string, posted: MoneyPosted, transaction: Transaction): Promise<'added' | 'counted-by-rebuild'> {
  await shareRebuildLock(db, transaction);
  const skipped = await db.sequelize.query('DELETE FROM report_skipped_messages WHERE message_id = :messageId', { replacements: { messageId }, transaction, type: QueryTypes.BULKDELETE });
  if (Number(skipped) > 0) return 'counted-by-rebuild';
  const totals = new MoneyTotals();
  totals.add(posted);
  await addMoneyRows(db, totals.moneyRows(), totals.riderRows(), transaction);
  return 'added';
}

/** `event.changed` → `report_events`, unless the row holds facts at least as new. */
export function applyEventChanged(db: PayoutsDb, event: EventChanged, transaction: Transaction): Promise<void> {
  return upsertReportEvents(db, [event], transaction);
}

/** `rider.changed` → `report_riders`, unless the row holds facts at least as new. */
export function applyRiderChanged(db: PayoutsDb, rider: RiderChanged, transaction: Transaction): Promise<void> {
  return upsertReportRiders(db, [rider], transaction);
}
