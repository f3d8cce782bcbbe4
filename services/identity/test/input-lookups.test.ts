import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listRiders, type RiderSort } from '../src/data-access/riders-repository.js';
import { aRegistration, aRider } from './factories.js';
import { as, asService, rowsOf, startTestService, type TestService } from './helpers.js';

/** Names every plain object inherits: a look-up by user input must never find them. */
const INHERITED = ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf'];

describe('identity: look-ups by user input find only what they list', () => {
  let service: TestService;
  let riderId: string;

  beforeAll(async () => {
    service = await startTestService('lookups');
    riderId = await aRider(service.db, service.outbox, { profile: { firstName: 'Ada', lastName: 'Byrne' } });
    await aRider(service.db, service.outbox, { profile: { firstName: 'Cy', lastName: 'Avery' } });
  });
  afterAll(() => service.close());

  it.each(INHERITED)('registration with country, state, racing type or locale = %s is refused cleanly (4xx), and creates nobody', async (name) => {
    const before = await rowsOf(service.db, 'SELECT id FROM users');
    for (const field of ['country', 'state', 'racingType']) {
      const res = await service.request
        .post('/internal/auth/register')
        .set(...(await asService()))
        .send(aRegistration({ [field]: name, email: `${field}.${name.replace(/_/g, 'u')}@example.com` }));
      expect(res.status, `${field}=${name}`).toBe(400);
      expect(res.body.code).toBe('VALIDATION');
      expect(Object.keys(res.body.details)).toContain(field);
    }
    // An unknown locale is not an error: English is stored.
    const withLocale = await service.request
      .post('/internal/auth/register')
      .set(...(await asService()))
      .send(aRegistration({ locale: name, email: `locale.${name.replace(/_/g, 'u')}@example.com` }));
    expect(withLocale.status).toBe(201);
    expect(withLocale.body.user.locale).toBe('en');
    expect((await rowsOf(service.db, 'SELECT id FROM users')).length).toBe(before.length + 1);
  });

  it.each(INHERITED)('the lists answer 400 for a choice parameter = %s', async (name) => {
    const admin = await as('admin', 'a1');
    for (const path of [`/api/admin/riders?sort=${name}`, `/api/admin/riders?sort=-${name}`, `/api/dealers-lean?active=${name}`]) {
      const res = await service.request.get(path.replace(name, encodeURIComponent(name))).set(...admin);
      expect(res.status, path).toBe(400);
      expect(res.body.code).toBe('VALIDATION');
    }
  });

  it.each(INHERITED)('route parameters named %s are 403 or 404, never a server error', async (name) => {
    const admin = await as('admin', 'a1');
    const id = encodeURIComponent(name);
    const answers = await Promise.all([
      service.request.put(`/api/admin/${id}/${riderId}/activation`).set(...admin).send({ deActivated: true }),
      service.request.get(`/api/${id}/rider/${riderId}`).set(...admin),
      service.request.get(`/api/admin/rider/${id}`).set(...admin),
      service.request.get(`/internal/users/${id}`).set(...(await asService())),
    ]);
    expect(answers.map((res) => res.status)).toEqual([404, 403, 404, 404]);
    expect((await service.db.models.User.findByPk(riderId))!.deactivated).toBe(false);
  });

  it.each(INHERITED)('sign-in with the e-mail %s is an ordinary refusal', async (name) => {
    const res = await service.request.post('/internal/auth/login').set(...(await asService())).send({ email: name, password: 'Password1' });
    expect([400, 401]).toContain(res.status);
  });

  it.each(INHERITED)('the rider list sorts by name when a sort column it does not know (%s) reaches the repository', async (name) => {
    const { rows } = await listRiders(service.db, { page: 1, limit: 50, sort: name as RiderSort });
    const byName = await listRiders(service.db, { page: 1, limit: 50, sort: 'name' });
    expect(rows.map((rider) => rider.userId)).toEqual(byName.rows.map((rider) => rider.userId));
    expect(rows.map((rider) => rider.lastName).slice(0, 2)).toEqual(['Avery', 'Byrne']);
  });
});
