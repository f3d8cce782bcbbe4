import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aRider } from './factories.js';
import { asService, outboxRows, rowsOf, startTestService, type TestService } from './helpers.js';

// After several failed sign-ins the BFF asks identity to mail the owner an unlock link.
const UNLOCK = 'https://rewards.example.com/login-unlock';

describe('sign-in unlock links', () => {
  let service: TestService;
  beforeAll(async () => {
    service = await startTestService('unlock');
  });
  afterAll(() => service.close());

  const ask = async (body: object) => service.request.post('/internal/auth/unlock-link').set(...(await asService())).send({ unlockUrlBase: UNLOCK, ...body });
  const use = async (body: object) => service.request.post('/internal/auth/unlock').set(...(await asService())).send(body);
  const tokenOf = (email: string) => {
    const match = /[?&]token=([A-Za-z0-9_-]+)/.exec(service.mailer.last(email).text);
    if (!match?.[1]) throw new Error('no token in the mail');
    return match[1];
  };

  it('mails an active account a one-use link in its language, the token stored only as SHA-256', async () => {
    const id = await aRider(service.db, service.outbox, { locale: 'de' });
    const email = `${id}@test.example.com`;

    const res = await ask({ email: email.toUpperCase(), locale: 'fr' });
    await service.deliver();

    expect(res.status).toBe(204);
    const mail = service.mailer.last(email);
    // The account's own language wins over the request's.
    expect(mail.subject).toBe('Anmeldeversuche bei deinem Race Rewards-Konto');
    expect(mail.text).toContain(`${UNLOCK}?token=`);
    expect(mail.text).toContain('60');
    const token = tokenOf(email);
    const [row] = await rowsOf(service.db, 'SELECT token_hash, used_at FROM login_unlock_tokens WHERE user_id = ?', [id]);
    expect(row).toEqual({ token_hash: createHash('sha256').update(token).digest('hex'), used_at: null });

    const used = await use({ token });
    expect(used.status).toBe(200);
    expect(used.body).toEqual({ email });
    const again = await use({ token });
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ code: 'UNLOCK_LINK_INVALID', message: 'This unlock link is invalid or has expired. Try to sign in again to get a new one.' });
  });

  it('sends at most one link per account in 15 minutes', async () => {
    const id = await aRider(service.db, service.outbox);
    const email = `${id}@test.example.com`;
    await ask({ email });
    await ask({ email });
    await service.deliver();
    expect(await rowsOf(service.db, 'SELECT id FROM login_unlock_tokens WHERE user_id = ?', [id])).toHaveLength(1);
    service.clock.advance(15 * 60_000 + 1000);
    await ask({ email });
    expect(await rowsOf(service.db, 'SELECT id FROM login_unlock_tokens WHERE user_id = ?', [id])).toHaveLength(2);
  });

  it('answers unknown and deactivated addresses with the same 204 and mails nothing', async () => {
    const off = await aRider(service.db, service.outbox, { deactivated: true });
    const before = (await outboxRows(service.db)).length;
    const unknown = await ask({ email: 'nobody-here@example.com' });
    const deactivated = await ask({ email: `${off}@test.example.com` });
    expect([unknown.status, deactivated.status]).toEqual([204, 204]);
    expect((await outboxRows(service.db)).length).toBe(before);
  });

  it('refuses an expired, unknown or malformed token, and a link of an account deactivated since', async () => {
    const id = await aRider(service.db, service.outbox);
    const email = `${id}@test.example.com`;
    await ask({ email });
    await service.deliver();
    const token = tokenOf(email);
    service.clock.advance(60 * 60_000 + 1000);
    expect((await use({ token })).body.code).toBe('UNLOCK_LINK_INVALID');
    for (const body of [{ token: 'x'.repeat(43) }, {}, { token: 42 }, { token: '' }]) expect((await use(body)).body.code).toBe('UNLOCK_LINK_INVALID');

    const later = await aRider(service.db, service.outbox);
    await ask({ email: `${later}@test.example.com` });
    await service.deliver();
    const laterToken = tokenOf(`${later}@test.example.com`);
    await service.db.models.User.update({ deactivated: true }, { where: { id: later } });
    expect((await use({ token: laterToken })).body.code).toBe('UNLOCK_LINK_INVALID');
  });

  it('lets only one of two concurrent requests use a token', async () => {
    const id = await aRider(service.db, service.outbox);
    const email = `${id}@test.example.com`;
    await ask({ email });
    await service.deliver();
    const token = tokenOf(email);
    const results = await Promise.all([use({ token }), use({ token })]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 400]);
  });

  it('is for the BFF only', async () => {
    const res = await service.request.post('/internal/auth/unlock-link').send({ email: 'x@example.com', unlockUrlBase: UNLOCK });
    expect(res.status).toBe(401);
  });
});
