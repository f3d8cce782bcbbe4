import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aBike, aDealer, anAdmin, aPromoter, aRider } from './factories.js';
import { as, asService, startTestService, type TestService } from './helpers.js';

describe('GET /internal/users/:id', () => {
  let service: TestService;
  beforeAll(async () => {
    service = await startTestService('users');
  });
  afterAll(() => service.close());

  const get = async (id: string) => service.request.get(`/internal/users/${id}`).set(...(await asService()));

  it('gives a rider fullName and bikes (oldest first), and no name fields of other types', async () => {
    const id = await aRider(service.db, service.outbox, {
      profile: { firstName: 'Mia', lastName: 'Sanders', phone1: '6155550000' },
      emailVerified: false,
      bikes: [aBike({ vin: '5RRMX2500RA100002', valid: 'verified' }), aBike({ vin: '5RRMX2500SA100003', valid: 'invalid', year: 2025, model: 'MX 250F' })],
    });

    const res = await get(id);

    expect(res.status).toBe(200);
    expect(res.body.user).toEqual({
      _id: id,
      type: 'rider',
      email: `${id}@test.example.com`,
      emailVerified: false,
      deActivated: false,
      phone: '6155550000',
      profileImage: null,
      locale: 'en',
      fullName: 'Mia Sanders',
      bikes: [
        { _id: expect.any(String), year: 2024, make: 'Apex', model: 'MX 450F', vin: '5RRMX2500RA100002', valid: 'verified' },
        { _id: expect.any(String), year: 2025, make: 'Apex', model: 'MX 250F', vin: '5RRMX2500SA100003', valid: 'invalid' },
      ],
      hasPin: false,
      pinLocked: false,
      pro: false,
    });
    expect(res.body.sessionsValidAfter).toBeNull();
  });

  it('says whether a rider has a PIN and is pro, and gives their stored locale', async () => {
    const id = await aRider(service.db, service.outbox, { pinHash: 'argon2-hash-placeholder', locale: 'sv', profile: { pro: true } });

    const res = await get(id);

    expect(res.body.user).toMatchObject({ hasPin: true, pro: true, locale: 'sv' });
  });

  it('gives sessionsValidAfter in milliseconds once sessions were ended', async () => {
    const id = await anAdmin(service.db);
    const at = new Date('2030-01-02T03:04:05.678Z');
    await service.db.models.User.update({ sessionsValidAfter: at }, { where: { id } });

    const res = await get(id);

    expect(res.body.sessionsValidAfter).toBe(at.getTime());
  });

  it('gives a rider without bikes an empty list (the guard sends them to the VIN step)', async () => {
    const id = await aRider(service.db, service.outbox, { bikes: [] });

    const res = await get(id);

    expect(res.body.user.bikes).toEqual([]);
  });

  it('gives a dealer its name, phone and time zone (its address’s: California)', async () => {
    const id = await aDealer(service.db, { name: 'Lone Star Moto', phone: '5125550102', deactivated: true });

    const res = await get(id);

    expect(res.body.user).toEqual({
      _id: id,
      type: 'dealer',
      email: `${id}@test.example.com`,
      emailVerified: true,
      deActivated: true,
      phone: '5125550102',
      profileImage: null,
      locale: 'en',
      name: 'Lone Star Moto',
      participating: true,
      timeZone: 'America/Los_Angeles',
    });
  });

  it('says whether the dealership takes part: one staff set inactive has no till', async () => {
    const id = await aDealer(service.db, { name: 'Closed Moto', active: false });
    expect((await get(id)).body.user).toMatchObject({ type: 'dealer', name: 'Closed Moto', participating: false });
  });

  it('gives a promoter its name', async () => {
    const id = await aPromoter(service.db, { name: 'Gulf Coast MX', phone: '8135550202' });

    const res = await get(id);

    expect(res.body.user).toEqual({
      _id: id,
      type: 'promoter',
      email: `${id}@test.example.com`,
      emailVerified: false,
      deActivated: false,
      phone: '8135550202',
      profileImage: null,
      locale: 'en',
      name: 'Gulf Coast MX',
    });
  });

  it('gives an administrator firstName and lastName', async () => {
    const id = await anAdmin(service.db, { firstName: 'Programme', lastName: 'Admin', phone: '8005550100' });

    const res = await get(id);

    expect(res.body.user).toEqual({
      _id: id,
      type: 'admin',
      email: `${id}@test.example.com`,
      emailVerified: true,
      deActivated: false,
      phone: '8005550100',
      profileImage: null,
      locale: 'en',
      firstName: 'Programme',
      lastName: 'Admin',
    });
  });

  it('answers 404 for an unknown id', async () => {
    const res = await get('no-such-user');

    expect(res.status).toBe(404);
    expect(res.body.code).toBe('NOT_FOUND');
  });

  it('answers 401 without a token and 403 to a user token', async () => {
    const id = await anAdmin(service.db);

    expect((await service.request.get(`/internal/users/${id}`)).status).toBe(401);
    expect((await service.request.get(`/internal/users/${id}`).set(...(await as('admin', id)))).status).toBe(403);
  });

  it('answers 401 to a token signed with another secret', async () => {
    const { identityHeader } = await import('@rr/server-kit');
    const header = await identityHeader({ sub: 'bff', typ: 'service' }, 'another-secret-another-secret-another-secret');

    const res = await service.request.get('/internal/users/x').set(...header);

    expect(res.status).toBe(401);
  });
});

describe('PUT /internal/users/:id/locale', () => {
  let service: TestService;
  beforeAll(async () => {
    service = await startTestService('users-locale');
  });
  afterAll(() => service.close());

  const put = async (id: string, body: unknown) => service.request.put(`/internal/users/${id}/locale`).set(...(await asService())).send(body as object);

  it('stores the language the user chose and answers the session user with it', async () => {
    const id = await aRider(service.db, service.outbox);
    const res = await put(id, { locale: 'fr' });
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ _id: id, locale: 'fr' });
    expect((await service.db.models.User.findByPk(id))!.locale).toBe('fr');
    expect((await service.request.get(`/internal/users/${id}`).set(...(await asService()))).body.user.locale).toBe('fr');
  });

  it('refuses anything but an interface locale (400 VALIDATION) and changes nothing', async () => {
    const id = await aDealer(service.db);
    for (const locale of ['xx', 'EN', '', null, '__proto__']) {
      const res = await put(id, { locale });
      expect(res.status, String(locale)).toBe(400);
      expect(res.body.code).toBe('VALIDATION');
    }
    expect((await service.db.models.User.findByPk(id))!.locale).toBe('en');
  });

  it('answers 404 for an unknown user and 403 to a user token', async () => {
    expect((await put('no-such-user', { locale: 'de' })).status).toBe(404);
    const id = await aPromoter(service.db);
    expect((await service.request.put(`/internal/users/${id}/locale`).set(...(await as('promoter', id))).send({ locale: 'de' })).status).toBe(403);
    expect((await service.db.models.User.findByPk(id))!.locale).toBe('en');
  });
});
