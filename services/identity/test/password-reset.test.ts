import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aRider, anAdmin, PASSWORD } from './factories.js';
import { asService, outboxRows, rowsOf, startTestService, type TestService } from './helpers.js';

const RESET = 'https://rewards.example.com/forgot-password-reset';

describe('password reset links', () => {
  let service: TestService;
  beforeAll(async () => {
    service = await startTestService('reset');
  });
  afterAll(() => service.close());

  const request = async (body: object) =>
    service.request.post('/internal/password-reset').set(...(await asService())).send({ resetUrlBase: RESET, ...body });
  const complete = async (body: object) => service.request.post('/internal/password-reset/complete').set(...(await asService())).send(body);
  const login = async (email: string, password: string) => service.request.post('/internal/auth/login').set(...(await asService())).send({ email, password });
  const tokenOf = (email: string) => {
    const match = /[?&]token=([A-Za-z0-9_-]+)/.exec(service.mailer.last(email).text);
    if (!match?.[1]) throw new Error('no token in the mail');
    return match[1];
  };
  const newPassword = { password: 'NewPassword9', confirmPassword: 'NewPassword9' };

  it('mails a link with a token stored only as SHA-256; the token sets the password once and ends sessions', async () => {
    const id = await aRider(service.db, service.outbox, { locale: 'it' });
    const email = `${id}@test.example.com`;

    const res = await request({ email });
    await service.deliver();

    expect(res.status).toBe(202);
    const mail = service.mailer.last(email);
    expect(mail.subject).toBe('Reimposta la tua password Race Rewards');
    expect(mail.text).toContain(`${RESET}?token=`);
    const token = tokenOf(email);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    const [row] = await rowsOf(service.db, 'SELECT token_hash, used_at FROM password_reset_tokens WHERE user_id = ?', [id]);
    expect(row).toEqual({ token_hash: createHash('sha256').update(token).digest('hex'), used_at: null });

    const startedAt = Date.now();
    const done = await complete({ token, ...newPassword });
    expect(done.status).toBe(200);
    expect(done.body.user._id).toBe(id);
    expect(done.body.sessionsValidAfter).toBeGreaterThanOrEqual(startedAt - 1000);
    expect((await login(email, 'NewPassword9')).status).toBe(200);
    expect((await login(email, PASSWORD)).status).toBe(401);
    expect(await rowsOf(service.db, 'SELECT id FROM password_reset_tokens WHERE user_id = ?', [id])).toEqual([]);

    const again = await complete({ token, password: 'Another123', confirmPassword: 'Another123' });
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ code: 'RESET_TOKEN_INVALID', message: 'This reset link is invalid or has expired. Ask for a new one.' });
  });

  it('refuses a token after 60 minutes', async () => {
    const id = await aRider(service.db, service.outbox);
    const email = `${id}@test.example.com`;
    await request({ email });
    await service.deliver();
    const token = tokenOf(email);

    service.clock.advance(60 * 60_000 + 1000);

    expect((await complete({ token, ...newPassword })).body.code).toBe('RESET_TOKEN_INVALID');
  });

  it('lets only one of two concurrent requests use a token', async () => {
    const id = await anAdmin(service.db);
    const email = `${id}@test.example.com`;
    await request({ email });
    await service.deliver();
    const token = tokenOf(email);

    const results = await Promise.all([complete({ token, ...newPassword }), complete({ token, password: 'OtherPass77', confirmPassword: 'OtherPass77' })]);

    expect(results.map((r) => r.status).sort()).toEqual([200, 400]);
  });

  it('checks the new password before the token is spent', async () => {
    const id = await aRider(service.db, service.outbox);
    const email = `${id}@test.example.com`;
    await request({ email });
    await service.deliver();
    const token = tokenOf(email);

    const mismatch = await complete({ token, password: 'NewPassword9', confirmPassword: 'NewPassword8' });

    expect(mismatch.status).toBe(400);
    expect(mismatch.body).toMatchObject({ code: 'VALIDATION', details: { confirmPassword: { id: 'validation.password.mismatch' } } });
    expect((await complete({ token, ...newPassword })).status).toBe(200);
  });

  it('answers unknown and deactivated addresses with the same 202 and mails nothing', async () => {
    const deactivated = await aRider(service.db, service.outbox, { deactivated: true });
    const before = (await outboxRows(service.db)).length;

    const unknown = await request({ email: 'nobody-here@example.com' });
    const off = await request({ email: `${deactivated}@test.example.com` });

    expect([unknown.status, off.status]).toEqual([202, 202]);
    expect(unknown.body).toEqual(off.body);
    expect((await outboxRows(service.db)).length).toBe(before);
    expect(await rowsOf(service.db, 'SELECT id FROM password_reset_tokens WHERE user_id = ?', [deactivated])).toEqual([]);
  });

  it('refuses an unknown token', async () => {
    expect((await complete({ token: 'x'.repeat(43), ...newPassword })).body.code).toBe('RESET_TOKEN_INVALID');
  });
});

describe('PUT /internal/users/:id/password', () => {
  let service: TestService;
  beforeAll(async () => {
    service = await startTestService('password');
  });
  afterAll(() => service.close());

  const put = async (id: string, body: object) => service.request.put(`/internal/users/${id}/password`).set(...(await asService())).send(body);

  it('checks the current password when given', async () => {
    const id = await aRider(service.db, service.outbox);

    const wrong = await put(id, { currentPassword: 'Wrong1234', password: 'NewPassword9', confirmPassword: 'NewPassword9' });
    const right = await put(id, { currentPassword: PASSWORD, password: 'NewPassword9', confirmPassword: 'NewPassword9' });

    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({ code: 'CURRENT_PASSWORD_WRONG', message: 'Your current password is not correct' });
    expect(right.status).toBe(200);
  });

  it('sets the password without the current one (recovery session), ends sessions and clears open reset tokens', async () => {
    const id = await anAdmin(service.db);
    await service.request.post('/internal/password-reset').set(...(await asService())).send({ email: `${id}@test.example.com`, resetUrlBase: RESET });
    expect(await rowsOf(service.db, 'SELECT id FROM password_reset_tokens WHERE user_id = ?', [id])).toHaveLength(1);
    const before = Date.now();

    const res = await put(id, { password: 'NewPassword9', confirmPassword: 'NewPassword9' });

    expect(res.status).toBe(200);
    expect(res.body.sessionsValidAfter).toBeGreaterThanOrEqual(before - 1000);
    const user = await service.db.models.User.findByPk(id);
    expect(user!.sessionsValidAfter!.getTime()).toBe(res.body.sessionsValidAfter);
    expect(await rowsOf(service.db, 'SELECT id FROM password_reset_tokens WHERE user_id = ?', [id])).toEqual([]);
  });

  it('refuses a weak password with VALIDATION', async () => {
    const id = await aRider(service.db, service.outbox);

    const res = await put(id, { password: 'short', confirmPassword: 'short' });

    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'VALIDATION', details: { password: { id: 'validation.password.minLength' } } });
  });
});
