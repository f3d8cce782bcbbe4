import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, startTestService, type TestService } from './helpers.js';

/** The contact form's messages (spec §2): stored as sent and mailed to the programme team. */
describe('POST /internal/contact-messages', () => {
  let service: TestService;
  beforeAll(async () => {
    service = await startTestService('contact_messages');
  });
  afterAll(() => service.close());

  const send = async (body: object, caller = as('service', 'bff')) => service.request.post('/internal/contact-messages').set(...(await caller)).send(body);

  it('stores the message and mails it to the team, with the sender to answer to and the topic in words', async () => {
    const res = await send({ name: 'Ann Rider', email: 'Ann@Example.com', company: 'Ann Racing', reason: 'dealerRedeem', message: 'My dealer could not find my credit.', locale: 'fr' });
    expect(res.status).toBe(201);
    const stored = await service.db.models.ContactMessage.findByPk(res.body.id);
    expect(stored).toMatchObject({ name: 'Ann Rider', email: 'ann@example.com', company: 'Ann Racing', reason: 'dealerRedeem', message: 'My dealer could not find my credit.', locale: 'fr' });
    await service.deliver();
    const mail = service.mailer.sent.at(-1)!;
    expect(mail.to).toBe('programme@race-rewards.local');
    expect(mail.subject).toBe('Contact form: Dealer redemption from Ann Rider');
    expect(mail.text).toContain('From: Ann Rider <ann@example.com>');
    expect(mail.text).toContain('Company: Ann Racing');
    expect(mail.text).toContain('My dealer could not find my credit.');
    expect(mail.html).not.toContain('<script');
  });

  it('refuses a bad message with field errors and stores nothing', async () => {
    const before = await service.db.models.ContactMessage.count();
    const res = await send({ name: '', email: 'not-an-email', reason: 'complaint', message: 'x'.repeat(501) });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.details).sort()).toEqual(['email', 'message', 'name', 'reason']);
    expect(res.body.details.message.id).toBe('validation.maxLength');
    expect(await service.db.models.ContactMessage.count()).toBe(before);
  });

  it('is for the BFF only', async () => {
    expect((await send({ name: 'A', email: 'a@example.com', reason: 'other', message: 'Hi' }, as('anonymous', 'anonymous'))).status).toBe(403);
  });
});
