import { newMessage, type Message } from '@rr/server-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCALES } from '../src/data-access/models/index.js';
import { renderMail } from '../src/domain/mail/templates.js';
import { aPromoter, aRider } from './factories.js';
import { startTestService, type TestService } from './helpers.js';

/** Payouts' January message reaches the rider as a mail in their language, with the link to their statements, once. */
describe('rider.year-statement → mail', () => {
  let service: TestService;
  beforeAll(async () => {
    service = await startTestService('year_statement_mail');
    await aRider(service.db, service.outbox, { id: 'r-statement' });
    await service.db.models.User.update({ locale: 'sv' }, { where: { id: 'r-statement' } });
    await aRider(service.db, service.outbox, { id: 'r-gone' });
    await service.db.models.User.update({ deactivated: true }, { where: { id: 'r-gone' } });
    await aPromoter(service.db, { id: 'p-statement' });
    await service.deliver();
    service.mailer.sent.length = 0;
  });
  afterAll(() => service.close());

  const run = async (message: Message) => {
    await service.queue.publish(message);
    await service.queue.drain();
    await service.deliver();
  };

  it('mails the rider in their language with the wallet’s statements, once per message', async () => {
    const message = newMessage('rider.year-statement', { riderId: 'r-statement', year: 2025 });
    await run(message);
    await run(message);
    expect(service.mailer.sent).toHaveLength(1);
    const mail = service.mailer.sent[0]!;
    expect(mail.to).toBe('r-statement@test.example.com');
    expect(mail.subject).toBe('Ditt årsbesked från Race Rewards för 2025 är klart');
    expect(mail.text).toContain('http://localhost:8080/auth/rider/redemptions#statements');
    expect(mail.html).toContain('lang="sv"');
  });

  it('mails nobody who is deactivated or not a rider', async () => {
    service.mailer.sent.length = 0;
    await run(newMessage('rider.year-statement', { riderId: 'r-gone', year: 2025 }));
    await run(newMessage('rider.year-statement', { riderId: 'p-statement', year: 2025 }));
    expect(service.mailer.sent).toHaveLength(0);
  });

  it('has the mail in every locale, naming the year and the brand', () => {
    for (const locale of LOCALES) {
      const mail = renderMail('year-statement', locale, { brand: 'Race Rewards', minutes: 0, link: 'https://x.example.com/s', year: '2025' });
      expect(mail.subject, locale).toContain('2025');
      expect(mail.subject, locale).toContain('Race Rewards');
      expect(mail.text, locale).toContain('https://x.example.com/s');
    }
  });
});
