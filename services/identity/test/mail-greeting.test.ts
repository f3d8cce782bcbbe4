import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountsContext } from '../src/domain/context.js';
import { receiveContactMessage } from '../src/domain/contact.js';
import { aDealer, aRider, anAdmin } from './factories.js';
import { asService, startTestService, type TestService } from './helpers.js';

const VERIFY = 'https://rewards.example.com/auth/email-verify';
const RESET = 'https://rewards.example.com/forgot-password-reset';

/** Every mail greets its reader by name, the welcome (verification) mail included; a mail to no known user greets neutrally. */
describe('the greeting of a mail', () => {
  let service: TestService;
  beforeAll(async () => {
    service = await startTestService('mail_greeting');
  });
  afterAll(() => service.close());

  it('greets a new rider by first name in the welcome mail, in their language', async () => {
    const riderId = await aRider(service.db, service.outbox, { emailVerified: false, profile: { firstName: 'Olivia' } });
    await service.db.models.User.update({ locale: 'es' }, { where: { id: riderId } });
    const res = await service.request.post(`/internal/users/${riderId}/email-code`).set(...(await asService())).send({ verifyUrlBase: VERIFY });
    expect(res.status).toBe(202);
    await service.deliver();
    const mail = service.mailer.last(`${riderId}@test.example.com`);
    expect(mail.text.startsWith('Hola, Olivia:\n')).toBe(true);
    expect(mail.html).toContain('>Hola, Olivia:<');
  });

  it('greets an administrator by first name and a dealer by its name', async () => {
    const adminId = await anAdmin(service.db, { firstName: 'Ada' });
    const dealerId = await aDealer(service.db, { name: 'Apex Motors Riverside' });
    for (const id of [adminId, dealerId]) {
      const res = await service.request.post('/internal/password-reset').set(...(await asService())).send({ email: `${id}@test.example.com`, resetUrlBase: RESET });
      expect(res.status).toBe(202);
    }
    await service.deliver();
    expect(service.mailer.last(`${adminId}@test.example.com`).text.startsWith('Hello Ada,\n')).toBe(true);
    expect(service.mailer.last(`${dealerId}@test.example.com`).text.startsWith('Hello Apex Motors Riverside,\n')).toBe(true);
  });

  it('greets the programme team neutrally in a contact-form mail: it is no user’s', async () => {
    const ctx = { db: service.db, outbox: service.outbox, secrets: service.secrets, contactTo: 'team@race-rewards.test' } as AccountsContext;
    await receiveContactMessage(ctx, { name: 'Sam Sender', email: 'sam@example.com', reason: 'other', message: 'Hi there', locale: 'en' });
    await service.deliver();
    const mail = service.mailer.last('team@race-rewards.test');
    expect(mail.text.startsWith('Hello,\n')).toBe(true);
  });
});
