import type { Transaction } from 'sequelize';
import type { EventChanged, MoneyPosted, RiderChanged } from '@rr/contracts/server';
import type { PayoutsDb } from '../data-access/database.js';
import { addMoneyRows, shareRebuildLock, takeSkippedMessage, upsertReportEvents, upsertReportRiders } from '../data-access/reports-repository.js';
import { MoneyTotals } from './totals.js';

/** The consumer name of `money.posted` (its `processed_messages` rows; the rebuild reads them). */
export const MONEY_POSTED_CONSUMER = 'reporting.money-posted';
export const EVENT_CHANGED_CONSUMER = 'reporting.event-changed';
export const RIDER_CHANGED_CONSUMER = 'reporting.rider-changed';

/**
 * `money.posted` → each leg added to `report_money_daily` (not a merge's: it moves money between riders) and to the
 * rider's `report_rider_daily` row, on the programme day of `at`. Runs inside `outbox.consumer`'s transaction (once
 * per message id). A message the last rebuild already counted (`report_skipped_messages`) adds nothing.
 */
export async function applyMoneyPosted(db: PayoutsDb, messageId: string, posted: MoneyPosted, transaction: Transaction): Promise<'added' | 'counted-by-rebuild'> {
  await shareRebuildLock(db, transaction);
  if (await takeSkippedMessage(db, messageId, transaction)) return 'counted-by-rebuild';
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
