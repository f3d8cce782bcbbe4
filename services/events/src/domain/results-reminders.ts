import { UniqueConstraintError } from 'sequelize';
import { RESULTS_DUE_DAYS, RESULTS_REMINDER, paths, type ResultsReminder, type ResultsReminderKind } from '@rr/contracts';
import type { Outbox } from '@rr/server-kit';
import type { EventsDb } from '../data-access/database.js';
import { addDays, programmeToday } from './programme-date.js';
import { findEventsAwaitingResults, findRemindedEventIds, recordReminder } from '../data-access/reminders-repository.js';

/** Spec §9: results are due 7 days after the event; promoters hear 2 days before and the day after. */
export const DUE_SOON_DAYS = 2;
/** A reminder the job could not send on its day (the service was down) still goes out this many days late. */
export const CATCH_UP_DAYS = 3;

/**
 * One round of the reminders job: for each active, paying, not canceled event without results whose due date is
 * 2 days away (or nearer) or passed yesterday (or up to CATCH_UP_DAYS before), records the reminder and its
 * `promoter.results-reminder` message in one transaction. The reminder row's key (event, kind) makes it once only:
 * a second replica, or a second run the same day, finds the row and sends nothing. Returns how many it sent.
 */
export async function sendResultsReminders(db: EventsDb, outbox: Outbox, options: { publicUrl: string; now?: Date }): Promise<number> {
  const today = programmeToday(options.now ?? new Date());
  // Due date = last day + 7. Due soon: due in 0..2 days. Overdue: due 1..(1 + CATCH_UP_DAYS) days ago.
  const windows: Array<{ kind: ResultsReminderKind; from: string; to: string }> = [
    { kind: 'dueSoon', from: addDays(today, -RESULTS_DUE_DAYS), to: addDays(today, DUE_SOON_DAYS - RESULTS_DUE_DAYS) },
    { kind: 'overdue', from: addDays(today, -1 - CATCH_UP_DAYS - RESULTS_DUE_DAYS), to: addDays(today, -1 - RESULTS_DUE_DAYS) },
  ];
  let sent = 0;
  for (const window of windows) {
    const events = await findEventsAwaitingResults(db, window.from, window.to);
    if (events.length === 0) continue;
    const done = await findRemindedEventIds(db, window.kind, events.map((e) => e.id));
    for (const event of events.filter((e) => !done.has(e.id))) {
      const dueDate = addDays(event.endDate, RESULTS_DUE_DAYS);
      try {
        await db.sequelize.transaction(async (transaction) => {
          await recordReminder(db, { eventId: event.id, kind: window.kind, dueDate }, transaction);
          await outbox.add<ResultsReminder>(transaction, RESULTS_REMINDER, {
            promoterId: event.promoterId,
            eventId: event.id,
            title: event.title,
            endDate: event.endDate,
            dueDate,
            kind: window.kind,
            link: new URL(paths.promoter.event(event.id), options.publicUrl).toString(),
          });
        });
        sent += 1;
      } catch (error) {
        // Another replica recorded it first: it sends the message, this one does not.
        if (!(error instanceof UniqueConstraintError)) throw error;
      }
    }
  }
  return sent;
}
