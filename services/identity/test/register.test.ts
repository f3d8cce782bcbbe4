import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aRegistration, aRider, aVin } from './factories.js';
import { asService, codeIn, outboxRows, rowsOf, startTestService, type TestService } from './helpers.js';

describe('POST /internal/auth/register', () => {
  let service: TestService;
  beforeAll(async () => {
    service = await startTestService('register');
  });
  afterAll(() => service.close());

  const register = async (body: object) => service.request.post('/internal/auth/register').set(...(await asService())).send(body);

  it('creates the rider, bike, wallet message and a hashed verification code in one go, and mails the code and link in the chosen locale', async () => {
    const body = aRegistration({ locale: 'fr', verifyUrlBase: 'https://rewards.example.com/auth/email-verify', email: 'New.Rider@Example.com' });

    const res = await register(body);

    expect(res.status).toBe(201);
    expect(res.body.user).toMatchObject({
      type: 'rider',
      email: 'new.rider@example.com',
      emailVerified: false,
      deActivated: false,
      locale: 'fr',
      fullName: 'Reggie Newrider',
      phone: '9515550199',
      hasPin: false,
      pro: false,
      bikes: [{ year: 2025, make: 'Apex', model: 'MX 450F', vin: body.vin, valid: 'unverified' }],
    });
    const id = res.body.user._id as string;
    const rider = await service.db.models.Rider.findByPk(id);
    expect(rider).toMatchObject({ country: 'US', state: 'CA', zipcode: '92590', dateOfBirth: '2001-04-05', racingType: 'motocross', amaNumber: '123456' });
    const user = await service.db.models.User.findByPk(id);
    expect(user!.passwordHash).toMatch(/^\$argon2id\$/);

    const messages = (await outboxRows(service.db)).filter((m) => (m.payload as { riderId?: string; userId?: string }).riderId === id || (m.payload as { userId?: string }).userId === id);
    expect(messages.map((m) => m.topic).sort()).toEqual(['mail.send', 'rider.changed', 'rider.registered']);

    await service.deliver();
    const mail = service.mailer.last('new.rider@example.com');
    expect(mail.subject).toBe('Vérifiez votre adresse courriel pour Race Rewards');
    const code = codeIn(mail);
    expect(mail.text).toContain(`https://rewards.example.com/auth/email-verify?code=${code}`);
    expect(mail.html).toContain(`https://rewards.example.com/auth/email-verify?code=${code}`);

    const [stored] = await rowsOf(service.db, 'SELECT code_hash, purpose, attempts, consumed_at FROM one_time_codes WHERE user_id = ?', [id]);
    expect(stored).toMatchObject({ purpose: 'email-verify', attempts: 0, consumed_at: null });
    expect(stored!.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored!.code_hash).not.toContain(code);
    // Neither the outbox row nor the queued message carries the code in plain.
    const mailRow = messages.find((m) => m.topic === 'mail.send');
    expect(JSON.stringify(mailRow)).not.toContain(code);
  });

  it('stores English when no (or an unknown) locale is given', async () => {
    const res = await register(aRegistration({ locale: 'xx' }));

    expect(res.status).toBe(201);
    expect(res.body.user.locale).toBe('en');
  });

  it('refuses invalid fields with 400 VALIDATION and one message per field, writing nothing', async () => {
    const before = (await outboxRows(service.db)).length;

    const res = await register(aRegistration({ email: 'not-an-email', confirmPassword: 'Other1234', vin: 'SHORT', state: 'ZZ' }));

    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION');
    expect(Object.keys(res.body.details).sort()).toEqual(['confirmPassword', 'email', 'state', 'vin']);
    expect(res.body.details.vin).toEqual({ id: 'validation.vin.invalid', message: expect.any(String) });
    expect((await outboxRows(service.db)).length).toBe(before);
  });

  it('answers RIDER_ACCOUNT_REQUIRED when the rider did not confirm the account is their own', async () => {
    const res = await register(aRegistration({ riderConfirmed: false }));

    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'RIDER_ACCOUNT_REQUIRED', message: 'Rider must have an account they can register for' });
  });

  it('answers 409 EMAIL_TAKEN for an e-mail that has an account, whatever its case', async () => {
    await aRider(service.db, service.outbox, { email: 'taken@example.com' });

    const res = await register(aRegistration({ email: 'TAKEN@example.com' }));

    expect(res.status).toBe(409);
    expect(res.body).toEqual({ code: 'EMAIL_TAKEN', message: 'An account with this email already exists. Log in or recover your account.', details: { field: 'email' } });
  });

  it('answers 409 VIN_TAKEN for a registered VIN and leaves no user, code or mail behind', async () => {
    const vin = aVin();
    await aRider(service.db, service.outbox, { bikes: [{ year: 2024, make: 'Apex', model: 'MX 250F', vin }] });
    const before = (await outboxRows(service.db)).length;

    const res = await register(aRegistration({ vin, email: 'second-owner@example.com' }));

    expect(res.status).toBe(409);
    expect(res.body).toEqual({ code: 'VIN_TAKEN', message: 'That VIN is already registered', details: { field: 'vin' } });
    expect(await service.db.models.User.count({ where: { email: 'second-owner@example.com' } })).toBe(0);
    expect((await outboxRows(service.db)).length).toBe(before);
  });

  it('is for the BFF only', async () => {
    const res = await service.request.post('/internal/auth/register').send(aRegistration());

    expect(res.status).toBe(401);
  });
});
