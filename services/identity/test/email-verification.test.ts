import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aRider } from './factories.js';
import { asService, codeIn, rowsOf, startTestService, type TestService } from './helpers.js';

const VERIFY = 'https://rewards.example.com/auth/email-verify';

describe('e-mail verification codes', () => {
  let service: TestService;
  beforeAll(async () => {
    service = await startTestService('email_verify');
  });
  afterAll(() => service.close());

  const sendCode = async (id: string, body: object = { verifyUrlBase: VERIFY }) =>
    service.request.post(`/internal/users/${id}/email-code`).set(...(await asService())).send(body);
  const verify = async (id: string, code: string) => service.request.post(`/internal/users/${id}/verify-email`).set(...(await asService())).send({ code });
  const codeRow = async (id: string) => (await rowsOf(service.db, "SELECT * FROM one_time_codes WHERE user_id = ? AND purpose = 'email-verify'", [id]))[0];
  const unverifiedRider = (locale?: 'de') => aRider(service.db, service.outbox, { emailVerified: false, ...(locale ? { locale } : {}) });
  const emailOf = (id: string) => `${id}@test.example.com`;

  it('mails a code and the verification link in the stored locale, and verifies the e-mail with it once', async () => {
    const id = await unverifiedRider('de');

    const sent = await sendCode(id, { verifyUrlBase: VERIFY, locale: 'fr' });
    await service.deliver();

    expect(sent.status).toBe(202);
    const mail = service.mailer.last(emailOf(id));
    expect(mail.subject).toBe('Bestätige deine E-Mail-Adresse für Race Rewards');
    const code = codeIn(mail);
    expect(mail.text).toContain(`${VERIFY}?code=${code}`);

    const ok = await verify(id, code);
    expect(ok.status).toBe(200);
    expect(ok.body.user).toMatchObject({ _id: id, emailVerified: true });
    expect(await codeRow(id)).toMatchObject({ attempts: 1, consumed_at: expect.anything() });
  });

  it('answers 429 CODE_TOO_SOON with the seconds to wait within 60 s, and replaces the code after that', async () => {
    const id = await unverifiedRider();
    await sendCode(id);
    await service.deliver();
    const first = codeIn(service.mailer.last(emailOf(id)));

    service.clock.advance(20_000);
    const tooSoon = await sendCode(id);
    expect(tooSoon.status).toBe(429);
    expect(tooSoon.body).toEqual({
      code: 'CODE_TOO_SOON',
      message: 'A code was sent a moment ago. Please wait 40 seconds before asking for another.',
      details: { seconds: 40 },
    });

    service.clock.advance(41_000);
    expect((await sendCode(id)).status).toBe(202);
    await service.deliver();
    const second = codeIn(service.mailer.last(emailOf(id)));
    expect(await rowsOf(service.db, 'SELECT id FROM one_time_codes WHERE user_id = ?', [id])).toHaveLength(1);
    if (first !== second) expect((await verify(id, first)).body.code).toBe('CODE_INVALID');
    expect((await verify(id, second)).status).toBe(200);
  });

  it('lets only one of several concurrent resends replace the code', async () => {
    const id = await unverifiedRider();
    await sendCode(id);
    service.clock.advance(61_000);

    const results = await Promise.all(Array.from({ length: 6 }, () => sendCode(id)));

    const statuses = results.map((r) => r.status).sort();
    expect(statuses).toEqual([202, 429, 429, 429, 429, 429]);
    await service.deliver();
    expect(service.mailer.to(emailOf(id))).toHaveLength(1);
  });

  it('counts wrong codes and burns the code after 5 wrong tries', async () => {
    const id = await unverifiedRider();
    await sendCode(id);
    await service.deliver();
    const code = codeIn(service.mailer.last(emailOf(id)));
    const wrong = code === '000000' ? '111111' : '000000';

    const first = await verify(id, wrong);
    expect(first.status).toBe(400);
    expect(first.body).toEqual({ code: 'CODE_INVALID', message: 'That code is wrong or has expired. Request a new code.' });
    expect((await codeRow(id))!.attempts).toBe(1);
    for (let i = 0; i < 4; i++) await verify(id, wrong);

    const right = await verify(id, code);
    expect(right.body.code).toBe('CODE_INVALID');
    expect((await codeRow(id))!.attempts).toBe(5);
    expect((await service.db.models.User.findByPk(id))!.emailVerified).toBe(false);
  });

  it('refuses a code after 15 minutes', async () => {
    const id = await unverifiedRider();
    await sendCode(id);
    await service.deliver();
    const code = codeIn(service.mailer.last(emailOf(id)));

    service.clock.advance(15 * 60_000 + 1_000);

    expect((await verify(id, code)).body.code).toBe('CODE_INVALID');
  });

  it('mails only the current code when a newer one replaced it before the first went out', async () => {
    const id = await unverifiedRider();
    await sendCode(id);
    service.clock.advance(61_000);
    await sendCode(id);

    await service.deliver();

    // Two mail.send messages were committed; only the current code is mailed.
    const mails = service.mailer.to(emailOf(id));
    expect(mails).toHaveLength(1);
    expect((await verify(id, codeIn(mails[0]!))).status).toBe(200);
  });

  it('retries a failed send', async () => {
    const id = await unverifiedRider();
    service.mailer.failNext = 1;

    await sendCode(id);
    await service.deliver();

    expect(service.mailer.to(emailOf(id))).toHaveLength(1);
  });

  it('validates the code format and the link base', async () => {
    const id = await unverifiedRider();

    const badCode = await verify(id, '12ab');
    const badBase = await sendCode(id, { verifyUrlBase: 'javascript:alert(1)' });

    expect(badCode.status).toBe(400);
    expect(badCode.body).toMatchObject({ code: 'VALIDATION', details: { code: { id: 'validation.code.format' } } });
    expect(badBase.status).toBe(400);
  });

  it('answers 404 for an unknown user', async () => {
    expect((await sendCode('nobody')).status).toBe(404);
    expect((await verify('nobody', '123456')).status).toBe(404);
  });
});
