import { Op, type Transaction } from 'sequelize';
import type { EventsDb } from './database.js';
import type { Event } from './models/index.js';

// Results reminders: which events wait for results, and which reminders went out (once per event and kind).

/** Active, paying, not canceled events without results whose last day is in `from`..`to`, by last day. */
export async function findEventsAwaitingResults(db: EventsDb, from: string, to: string): Promise<Event[]> {
  return db.models.Event.findAll({
    where: { active: true, canceled: false, payingEvent: true, resultsVersion: 0, endDate: { [Op.between]: [from, to] } },
    order: [['endDate', 'ASC'], ['id', 'ASC']],
  });
}

/** The events among these that were sent this kind of reminder. */
export async function findRemindedEventIds(db: EventsDb, kind: string, eventIds: readonly string[]): Promise<Set<string>> {
  return new Set((await db.models.ResultsReminder.findAll({ attributes: ['eventId'], where: { kind, eventId: { [Op.in]: [...eventIds] } }, raw: true })).map((r) => r.eventId));
}

/** Records a reminder as sent (a second one of the same event and kind fails on the primary key). */
export async function recordReminder(db: EventsDb, reminder: { eventId: string; kind: string; dueDate: string }, transaction: Transaction): Promise<void> {
  await db.models.ResultsReminder.create({ ...reminder, sentAt: new Date() }, { transaction });
}
