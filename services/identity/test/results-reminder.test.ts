import { newMessage } from '@rr/server-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aPromoter, aRider } from './factories.js';
import { startTestService, type TestService } from './helpers.js';

/** Spec §9: the events service's results reminders reach the promoter by mail, in their language, once. */
describe('promoter.results-reminder → mail', () => {
  let service: TestService;
  beforeAll(async () => {
    service = await startTestService('results_reminder');
    await aPromoter(service.db, { id: 'p-reminded', name: 'Reminded Racing' });
    await service.db.models.User.update({ locale: 'fr' }, { where: { id: 'p-reminded' } });
    await aRider(service.db, service.outbox, { id: 'r-not-a-promoter' });
    await service.deliver();
    service.mailer.sent.length = 0;
  });
  afterAll(() => service.close());

  const reminder = (overrides: Record<string, string> = {}) =>
    newMessage('promoter.results-reminder', {
      promoterId: 'p-reminded',
      eventId: 'evt-1',
      title: 'Perris Half-Mile',
      endDate: '2026-11-15',
      dueDate: '2026-11-22',
      kind: 'overdue',
      link: 'https://racerewards.example.com/auth/promoter/event/evt-1',
      ...overrides,
    });

  const run = async (message: ReturnType<typeof reminder>) => {
    await service.queue.publish(message);
    await service.queue.drain();
    await service.deliver();
  };

  it('mails the promoter in their language with the event, the due date and the link, once per message', async () => {
    const message = reminder();
    await run(message);
    await run(message);
    expect(service.mailer.sent).toHaveLength(1);
    const mail = service.mailer.sent[0]!;
    expect(mail.to).toBe('p-reminded@test.example.com');
    expect(mail.subject).toBe('Résultats de Perris Half-Mile en retard');
    expect(mail.text).toContain('22 novembre 2026');
    expect(mail.text).toContain('https://racerewards.example.com/auth/promoter/event/evt-1');
    expect(mail.html).toContain('href="https://racerewards.example.com/auth/promoter/event/evt-1"');
  });

  it('says "due" two days before and mails nobody who is not an active promoter', async () => {
    service.mailer.sent.length = 0;
    await service.db.models.User.update({ locale: 'en' }, { where: { id: 'p-reminded' } });
    await run(reminder({ kind: 'dueSoon', eventId: 'evt-2' }));
    expect(service.mailer.sent.map((m) => m.subject)).toEqual(['Results for Perris Half-Mile are due November 22, 2026']);
    await run(reminder({ promoterId: 'r-not-a-promoter', eventId: 'evt-3' }));
    await run(reminder({ promoterId: 'nobody', eventId: 'evt-4' }));
    expect(service.mailer.sent).toHaveLength(1);
  });
});
