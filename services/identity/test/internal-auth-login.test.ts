import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEACTIVATED_MESSAGE, LOGIN_FAILED_MESSAGE } from '../src/domain/login.js';
import { aBike, aRider, PASSWORD } from './factories.js';
import { as, asService, startTestService, type TestService } from './helpers.js';

describe('POST /internal/auth/login', () => {
  let service: TestService;
  let riderId: string;
  let deactivatedId: string;

  beforeAll(async () => {
    service = await startTestService('login');
    riderId = await aRider(service.db, service.outbox, {
      email: 'Jo.Rider@Example.com',
      profile: { firstName: 'Jo', lastName: 'Rider', phone1: '9515550123' },
      bikes: [aBike({ vin: '5RRMX4500RA100001', valid: 'verified', year: 2024, model: 'MX 450F' })],
    });
    deactivatedId = await aRider(service.db, service.outbox, { deactivated: true });
  });
  afterAll(() => service.close());

  const login = async (body: object) => service.request.post('/internal/auth/login').set(...(await asService())).send(body);

  it('answers the SessionUser for the right e-mail and password, whatever the e-mail case', async () => {
    const res = await login({ email: '  jo.rider@EXAMPLE.com ', password: PASSWORD });

    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      user: {
        _id: riderId,
        type: 'rider',
        email: 'jo.rider@example.com',
        emailVerified: true,
        deActivated: false,
        phone: '9515550123',
        profileImage: null,
        locale: 'en',
        fullName: 'Jo Rider',
        bikes: [{ _id: expect.any(String), year: 2024, make: 'Apex', model: 'MX 450F', vin: '5RRMX4500RA100001', valid: 'verified' }],
        hasPin: false,
        pinLocked: false,
        pro: false,
      },
    });
  });

  it('records the time and the number of logins', async () => {
    const before = await service.db.models.User.findByPk(riderId);
    const startedAt = Date.now();

    await login({ email: 'jo.rider@example.com', password: PASSWORD });

    const after = await service.db.models.User.findByPk(riderId);
    expect(after!.loginCount).toBe(before!.loginCount + 1);
    expect(after!.lastLoginAt!.getTime()).toBeGreaterThanOrEqual(Math.floor(startedAt / 1000) * 1000);
  });

  it('refuses a wrong password with the spec message, and records nothing', async () => {
    const before = await service.db.models.User.findByPk(riderId);

    const res = await login({ email: 'jo.rider@example.com', password: 'Password2' });

    expect(res.status).toBe(401);
    expect(res.body).toEqual({ code: 'LOGIN_FAILED', message: LOGIN_FAILED_MESSAGE });
    expect((await service.db.models.User.findByPk(riderId))!.loginCount).toBe(before!.loginCount);
  });

  it('refuses an unknown e-mail with exactly the same answer as a wrong password', async () => {
    const unknown = await login({ email: 'nobody@example.com', password: PASSWORD });
    const wrong = await login({ email: 'jo.rider@example.com', password: 'nope-nope' });

    expect(unknown.status).toBe(401);
    expect(unknown.body).toEqual(wrong.body);
    expect(unknown.body.message).toBe('No account with that email + password combination was found');
  });

  it('spends comparable time on an unknown e-mail as on a wrong password (a dummy hash is verified)', async () => {
    const time = async (body: object) => {
      const header = await asService();
      const started = performance.now();
      await service.request.post('/internal/auth/login').set(...header).send(body);
      return performance.now() - started;
    };
    const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
    const unknown: number[] = [];
    const wrong: number[] = [];
    for (let i = 0; i < 3; i++) {
      unknown.push(await time({ email: `ghost${i}@example.com`, password: 'whatever1' }));
      wrong.push(await time({ email: 'jo.rider@example.com', password: 'whatever1' }));
    }
    // argon2id at 64 MiB takes tens of milliseconds; a lookup that skipped it would take about one.
    expect(median(unknown)).toBeGreaterThan(median(wrong) * 0.4);
  });

  it('tells a deactivated account with the right password to contact support', async () => {
    const res = await login({ email: `${deactivatedId}@test.example.com`, password: PASSWORD });

    expect(res.status).toBe(403);
    expect(res.body).toEqual({ code: 'DEACTIVATED', message: DEACTIVATED_MESSAGE });
    expect(res.body.message).toBe('Your account has been deactivated, please contact support');
  });

  it('gives a deactivated account with a wrong password the ordinary login failure', async () => {
    const res = await login({ email: `${deactivatedId}@test.example.com`, password: 'wrong-password' });

    expect(res.status).toBe(401);
    expect(res.body.code).toBe('LOGIN_FAILED');
  });

  it('answers 400 when the e-mail or the password is missing', async () => {
    const res = await login({ email: 'jo.rider@example.com' });

    expect(res.status).toBe(400);
    expect(res.body.code).toBe('BAD_REQUEST');
  });

  it('answers 401 without an identity token', async () => {
    const res = await service.request.post('/internal/auth/login').send({ email: 'jo.rider@example.com', password: PASSWORD });

    expect(res.status).toBe(401);
  });

  it.each(['rider', 'dealer', 'promoter', 'admin', 'anonymous'] as const)('refuses a %s caller with 403', async (typ) => {
    const res = await service.request
      .post('/internal/auth/login')
      .set(...(await as(typ)))
      .send({ email: 'jo.rider@example.com', password: PASSWORD });

    expect(res.status).toBe(403);
  });
});
