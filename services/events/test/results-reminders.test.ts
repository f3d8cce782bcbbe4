import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESULTS_REMINDER, type ResultsReminder } from '@rr/contracts';
import { sendResultsReminders } from '../src/domain/results-reminders.js';
import { addDays } from '../src/domain/programme-date.js';
import { anEvent } from './factories.js';
import { outboxPayloads, startTestService, type TestService } from './helpers.js';

/** Spec §9: promoters hear 2 days before their results are due and the day after; each reminder once. */
describe('results reminders job', () => {
  let service: TestService;
  const today = '2030-06-20';
  const now = new Date(`${today}T19:00:00Z`);
  const publicUrl = 'https://racerewards.example.com';
  const ids: Record<string, string> = {};
  beforeAll(async () => {
    service = await startTestService('results_reminders');
    const { db } = service;
    const endingOn = (offset: number) => addDays(today, offset);
    // Due = last day + 7. Due in 2 days: last day 5 days ago. Due yesterday: last day 8 days ago.
    ids.dueIn2 = (await anEvent(db, { title: 'Due in two days', startDate: endingOn(-5), promoterId: 'p-1' })).id;
    ids.dueIn3 = (await anEvent(db, { title: 'Due in three days', startDate: endingOn(-4) })).id;
    ids.overdue1 = (await anEvent(db, { title: 'Due yesterday', startDate: endingOn(-8), promoterId: 'p-2' })).id;
    ids.longAgo = (await anEvent(db, { title: 'Due a month ago', startDate: endingOn(-40) })).id;
    ids.withResults = (await anEvent(db, { title: 'Results in', startDate: endingOn(-5) })).id;
    await db.models.Event.update({ resultsVersion: 1 }, { where: { id: ids.withResults } });
    ids.canceled = (await anEvent(db, { title: 'Canceled', startDate: endingOn(-5), canceled: true })).id;
    ids.inactive = (await anEvent(db, { title: 'Inactive', startDate: endingOn(-8), active: false })).id;
  });
  afterAll(() => service.close());

  const messages = async () => {
    return outboxPayloads<ResultsReminder>(service, RESULTS_REMINDER);
  };

  it('reminds the promoters whose results are due in 2 days or were due yesterday, with a link to the event', async () => {
    expect(await sendResultsReminders(service.db, service.outbox, { publicUrl, now })).toBe(2);
    const sent = await messages();
    expect(sent).toEqual([
      { promoterId: 'p-1', eventId: ids.dueIn2, title: 'Due in two days', endDate: addDays(today, -5), dueDate: addDays(today, 2), kind: 'dueSoon', link: `${publicUrl}/auth/promoter/event/${ids.dueIn2}` },
      { promoterId: 'p-2', eventId: ids.overdue1, title: 'Due yesterday', endDate: addDays(today, -8), dueDate: addDays(today, -1), kind: 'overdue', link: `${publicUrl}/auth/promoter/event/${ids.overdue1}` },
    ].sort((a, b) => (a.kind < b.kind ? -1 : 1)));
  });

  it('sends each reminder once, however often it runs, also concurrently', async () => {
    const runs = await Promise.all([1, 2, 3].map(() => sendResultsReminders(service.db, service.outbox, { publicUrl, now })));
    expect(runs).toEqual([0, 0, 0]);
    expect(await messages()).toHaveLength(2);
    // The next day: the due-soon event is now due tomorrow (already reminded), nothing new.
    expect(await sendResultsReminders(service.db, service.outbox, { publicUrl, now: new Date(`${addDays(today, 1)}T19:00:00Z`) })).toBe(1);
    expect((await messages()).at(-1)).toMatchObject({ eventId: ids.dueIn3, kind: 'dueSoon' });
  });
});
