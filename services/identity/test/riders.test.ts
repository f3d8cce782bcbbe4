import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aBike, anAdmin, aRider } from './factories.js';
import { as, startTestService, type TestService } from './helpers.js';

describe('GET /api/{role}/rider/:riderId', () => {
  let service: TestService;
  let riderId: string;
  let otherRiderId: string;

  beforeAll(async () => {
    service = await startTestService('rider');
    riderId = await aRider(service.db, service.outbox, {
      profile: { firstName: 'Liam', lastName: 'Tremblay', country: 'CA', state: 'QC', city: 'Montréal', pro: true, dateOfBirth: '1999-03-11', sex: 'male' },
      pinHash: 'not-a-real-hash-but-present',
      bikes: [aBike({ vin: '5RRMX4505SA100210', valid: 'verified', year: 2025 })],
    });
    otherRiderId = await aRider(service.db, service.outbox);
  });
  afterAll(() => service.close());

  it('lets a rider read their own record, with empty lists the BFF fills from payouts', async () => {
    const res = await service.request.get(`/api/rider/rider/${riderId}`).set(...(await as('rider', riderId)));

    expect(res.status).toBe(200);
    expect(res.body.creditRedemptions).toEqual([]);
    expect(res.body.payoutClaims).toEqual([]);
    expect(res.body.rider).toMatchObject({
      _id: riderId,
      firstName: 'Liam',
      lastName: 'Tremblay',
      fullName: 'Liam Tremblay',
      country: 'CA',
      currency: 'CAD',
      state: 'QC',
      city: 'Montréal',
      pro: true,
      sex: 'male',
      dateOfBirth: '1999-03-11',
      hasPin: true,
      deActivated: false,
      emailVerified: true,
      loginCount: 0,
      lastLoginAt: null,
      bikes: [{ _id: expect.any(String), year: 2025, make: 'Apex', model: 'MX 450F', vin: '5RRMX4505SA100210', valid: 'verified' }],
    });
  });

  it('never sends password or PIN hashes', async () => {
    const res = await service.request.get(`/api/rider/rider/${riderId}`).set(...(await as('rider', riderId)));

    expect(JSON.stringify(res.body)).not.toMatch(/argon2|not-a-real-hash|passwordHash|pinHash/);
  });

  it("refuses a rider reading another rider's record with 403", async () => {
    const res = await service.request.get(`/api/rider/rider/${otherRiderId}`).set(...(await as('rider', riderId)));

    expect(res.status).toBe(403);
  });

  it('lets an administrator read any rider', async () => {
    const adminId = await anAdmin(service.db);

    const res = await service.request.get(`/api/admin/rider/${otherRiderId}`).set(...(await as('admin', adminId)));

    expect(res.status).toBe(200);
    expect(res.body.rider._id).toBe(otherRiderId);
    expect(res.body.rider.currency).toBe('USD');
  });

  it('answers 404 for an unknown rider', async () => {
    const res = await service.request.get('/api/admin/rider/nobody').set(...(await as('admin')));

    expect(res.status).toBe(404);
  });

  it('shows a dealer the till view of any rider: name, place, bikes and PIN status, without private details', async () => {
    const res = await service.request.get(`/api/dealer/rider/${otherRiderId}`).set(...(await as('dealer')));

    expect(res.status).toBe(200);
    expect(res.body.rider._id).toBe(otherRiderId);
    expect(res.body.rider).toHaveProperty('fullName');
    expect(res.body.rider).toHaveProperty('bikes');
    expect(res.body.rider).toHaveProperty('hasPin');
    for (const secret of ['email', 'dateOfBirth', 'addressLine1', 'zipcode', 'phone1', 'phone2', 'amaNumber', 'lastLoginAt', 'loginCount', 'pinHash', 'passwordHash']) {
      expect(res.body.rider, secret).not.toHaveProperty(secret);
    }
  });

  it('refuses a path role other than the caller type, and roles without rider access', async () => {
    const asAdminOnRiderPath = await service.request.get(`/api/rider/rider/${riderId}`).set(...(await as('admin')));
    const asDealerOnAdminPath = await service.request.get(`/api/admin/rider/${riderId}`).set(...(await as('dealer')));
    const asPromoter = await service.request.get(`/api/promoter/rider/${riderId}`).set(...(await as('promoter')));
    const anonymous = await service.request.get(`/api/rider/rider/${riderId}`).set(...(await as('anonymous')));

    expect([asAdminOnRiderPath.status, asDealerOnAdminPath.status, asPromoter.status, anonymous.status]).toEqual([403, 403, 403, 403]);
  });

  it('answers 401 without a token', async () => {
    expect((await service.request.get(`/api/rider/rider/${riderId}`)).status).toBe(401);
  });
});

describe('GET /api/admin/riders', () => {
  let service: TestService;

  beforeAll(async () => {
    service = await startTestService('riders_list');
    // 17 riders named Rider-01 … Rider-17, plus one to search for.
    for (let i = 1; i <= 17; i++) {
      await aRider(service.db, service.outbox, { profile: { firstName: 'Pat', lastName: `Rider-${String(i).padStart(2, '0')}` } });
    }
    const zelda = await aRider(service.db, service.outbox, {
      email: 'zelda.quick@example.com',
      profile: { firstName: 'Zelda', lastName: 'Quick', amaNumber: '424242', country: 'CA' },
      bikes: [aBike({ vin: '5RRSM6900RA777777' })],
    });
    // The only rider who has logged in.
    await service.db.models.User.update({ lastLoginAt: new Date('2025-03-01T10:00:00.000Z') }, { where: { id: zelda } });
  });
  afterAll(() => service.close());

  const list = async (query: string) => service.request.get(`/api/admin/riders${query}`).set(...(await as('admin')));

  it('pages by 15 from page 1 by default, ordered by last name', async () => {
    const res = await list('');

    expect(res.status).toBe(200);
    expect(res.body.pagination).toEqual({ page: 1, limit: 15, total: 18, pages: 2 });
    expect(res.body.riders).toHaveLength(15);
    expect(res.body.riders[0]).toMatchObject({ firstName: 'Zelda', lastName: 'Quick', fullName: 'Zelda Quick' });
    expect(res.body.riders[1].lastName).toBe('Rider-01');
    expect(res.body.riders[14].lastName).toBe('Rider-14');
  });

  it('gives the rest on page 2', async () => {
    const res = await list('?page=2');

    expect(res.body.pagination).toEqual({ page: 2, limit: 15, total: 18, pages: 2 });
    expect(res.body.riders.map((r: { lastName: string }) => r.lastName)).toEqual(['Rider-15', 'Rider-16', 'Rider-17']);
  });

  it('honours a custom limit', async () => {
    const res = await list('?page=3&limit=5');

    expect(res.body.pagination).toEqual({ page: 3, limit: 5, total: 18, pages: 4 });
    expect(res.body.riders.map((r: { lastName: string }) => r.lastName)).toEqual(['Rider-10', 'Rider-11', 'Rider-12', 'Rider-13', 'Rider-14']);
  });

  it.each([
    ['a name, any case', 'zELDA'],
    ['first and last name', 'Zelda Quick'],
    ['an e-mail', 'zelda.quick@'],
    // The whole number: a part of it ('4242') can turn up in the other riders' random VINs and ids.
    ['an AMA number', '424242'],
    ['a VIN', 'SM6900RA777'],
  ])('finds a rider by %s', async (_what, query) => {
    const res = await list(`?query=${encodeURIComponent(query)}`);

    expect(res.body.pagination.total).toBe(1);
    expect(res.body.riders[0]).toMatchObject({ email: 'zelda.quick@example.com', bikes: [expect.objectContaining({ vin: '5RRSM6900RA777777' })] });
  });

  it('gives each row the e-mail, the account state and the number of bikes', async () => {
    const res = await list('?query=zelda');

    expect(res.body.riders[0]).toMatchObject({ email: 'zelda.quick@example.com', deActivated: false, emailVerified: true, bikesCount: 1 });
  });

  it('answers an empty page past the end', async () => {
    const res = await list('?page=9');

    expect(res.body.riders).toEqual([]);
    expect(res.body.pagination.total).toBe(18);
  });

  it('refuses a bad page or limit with 400', async () => {
    expect((await list('?page=0')).status).toBe(400);
    expect((await list('?limit=1000')).status).toBe(400);
  });

  const lastNames = (res: { body: { riders: { lastName: string }[] } }) => res.body.riders.map((r) => r.lastName);

  it('orders by name descending with sort=-name, paging in that order', async () => {
    expect(lastNames(await list('?sort=-name&limit=3'))).toEqual(['Rider-17', 'Rider-16', 'Rider-15']);
    expect(lastNames(await list('?sort=-name&limit=3&page=6'))).toEqual(['Rider-02', 'Rider-01', 'Quick']);
  });

  it('orders by last login, country or e-mail, ties by name', async () => {
    expect(lastNames(await list('?sort=-lastLogin&limit=2'))).toEqual(['Quick', 'Rider-01']);
    expect(lastNames(await list('?sort=lastLogin&limit=2'))).toEqual(['Rider-01', 'Rider-02']);
    expect(lastNames(await list('?sort=country&limit=2'))).toEqual(['Quick', 'Rider-01']);
    expect(lastNames(await list('?sort=-country&limit=1'))).toEqual(['Rider-01']);
    expect((await list('?sort=-email&limit=1')).body.riders[0].email).toBe('zelda.quick@example.com');
  });

  it('keeps the search and the total when sorting', async () => {
    const res = await list('?query=rider-1&sort=-name&limit=3');

    expect(res.body.pagination.total).toBe(8);
    expect(lastNames(res)).toEqual(['Rider-17', 'Rider-16', 'Rider-15']);
  });

  it('refuses an unknown sort column with 400', async () => {
    expect((await list('?sort=password')).status).toBe(400);
    expect((await list('?sort=--name')).status).toBe(400);
  });

  it('is for administrators only', async () => {
    const res = await service.request.get('/api/admin/riders').set(...(await as('rider')));

    expect(res.status).toBe(403);
  });
});
