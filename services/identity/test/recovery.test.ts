import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aRider } from './factories.js';
import { asService, codeIn, outboxRows, rowsOf, startTestService, type TestService } from './helpers.js';

describe('account recovery codes', () => {
  let service: TestService;
  beforeAll(async () => {
    service = await startTestService('recovery');
  });
  afterAll(() => service.close());

  const start = async (body: object) => service.request.post('/internal/account-recovery').set(...(await asService())).send(body);
  const verify = async (body: object) => service.request.post('/internal/account-recovery/verify').set(...(await asService())).send(body);
  const mailCount = async () => (await outboxRows(service.db)).filter((m) => m.topic === 'mail.send').length;

  it('mails a recovery code; the right code answers the user and marks the e-mail verified', async () => {
    const id = await aRider(service.db, service.outbox, { emailVerified: false, locale: 'es' });
    const email = `${id}@test.example.com`;

    const res = await start({ email: email.toUpperCase(), locale: 'de' });
    await service.deliver();

    expect(res.status).toBe(202);
    const mail = service.mailer.last(email);
    expect(mail.subject).toBe('Tu código para recuperar tu cuenta de Race Rewards');
    const ok = await verify({ email, code: codeIn(mail) });
    expect(ok.status).toBe(200);
    expect(ok.body.user).toMatchObject({ _id: id, emailVerified: true });
    const [row] = await rowsOf(service.db, "SELECT consumed_at FROM one_time_codes WHERE user_id = ? AND purpose = 'recovery'", [id]);
    expect(row!.consumed_at).not.toBeNull();
  });

  it('answers an unknown and a deactivated address exactly like a known one, and mails nothing', async () => {
    const deactivated = await aRider(service.db, service.outbox, { deactivated: true });
    const before = await mailCount();

    const unknown = await start({ email: 'nobody-here@example.com' });
    const off = await start({ email: `${deactivated}@test.example.com` });

    expect([unknown.status, off.status]).toEqual([202, 202]);
    expect(unknown.body).toEqual(off.body);
    expect(await mailCount()).toBe(before);
  });

  it('sends nothing more within 60 s, silently', async () => {
    const id = await aRider(service.db, service.outbox);
    await start({ email: `${id}@test.example.com` });
    const before = await mailCount();

    const again = await start({ email: `${id}@test.example.com` });

    expect(again.status).toBe(202);
    expect(await mailCount()).toBe(before);
  });

  it('issues one code when several first requests arrive at once, answering each 202', async () => {
    const id = await aRider(service.db, service.outbox);
    const email = `${id}@test.example.com`;
    const before = await mailCount();

    const results = await Promise.all(Array.from({ length: 10 }, () => start({ email })));

    expect(results.map((r) => r.status)).toEqual(Array(10).fill(202));
    expect(await mailCount()).toBe(before + 1);
    expect(await rowsOf(service.db, 'SELECT id FROM one_time_codes WHERE user_id = ?', [id])).toHaveLength(1);
  });

  it('gives an unknown e-mail the same CODE_INVALID as a wrong code', async () => {
    const id = await aRider(service.db, service.outbox);
    await start({ email: `${id}@test.example.com` });

    const wrong = await verify({ email: `${id}@test.example.com`, code: '000000' });
    const unknown = await verify({ email: 'nobody-here@example.com', code: '000000' });

    expect(wrong.status).toBe(400);
    expect(unknown.status).toBe(400);
    expect(unknown.body).toEqual(wrong.body);
    expect(unknown.body.code).toBe('CODE_INVALID');
  });

  it('lets exactly one of several concurrent requests use a code', async () => {
    const id = await aRider(service.db, service.outbox);
    const email = `${id}@test.example.com`;
    await start({ email });
    await service.deliver();
    const code = codeIn(service.mailer.last(email));

    const results = await Promise.all(Array.from({ length: 4 }, () => verify({ email, code })));

    expect(results.map((r) => r.status).sort()).toEqual([200, 400, 400, 400]);
  });

  it('refuses a malformed e-mail or code with VALIDATION', async () => {
    expect((await start({ email: 'nope' })).body.code).toBe('VALIDATION');
    expect((await verify({ email: 'a@example.com', code: '12' })).body.code).toBe('VALIDATION');
  });
});
