import type { RiderChanged } from '@rr/contracts/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedIdentity } from '../src/seed/seeder.js';
import { SEED_RIDERS } from '../src/seed/seed-data.js';
import { verifySecret } from '../src/domain/secrets.js';
import { isVinShaped, vinCheckDigit } from '../src/domain/vin.js';
import { asService, outboxRows, startTestService, type TestService } from './helpers.js';

describe('identity seed', () => {
  let service: TestService;
  let firstRun: string[];

  beforeAll(async () => {
    service = await startTestService('seed');
    firstRun = (await seedIdentity(service.db, service.outbox)).created;
  });
  afterAll(() => service.close());

  const count = async () => {
    const { User, Rider, Bike, Dealer, Promoter, Admin } = service.db.models;
    return {
      users: await User.count(),
      riders: await Rider.count(),
      bikes: await Bike.count(),
      dealers: await Dealer.count(),
      promoters: await Promoter.count(),
      admins: await Admin.count(),
      messages: (await outboxRows(service.db)).length,
    };
  };

  it('creates the demo accounts and the wider programme', async () => {
    const counts = await count();

    expect(counts.riders).toBe(32);
    expect(counts.dealers).toBe(15);
    expect(counts.promoters).toBe(4);
    expect(counts.admins).toBe(1);
    expect(counts.users).toBe(52);
    expect(firstRun).toHaveLength(52);
    expect(await service.db.models.Rider.count({ where: { country: 'CA' } })).toBe(10);
    expect(await service.db.models.Rider.count({ where: { pro: true } })).toBe(5);
    expect(await service.db.models.Bike.count({ where: { valid: 'invalid' } })).toBe(3);
    expect(await service.db.models.Bike.count({ where: { valid: 'unverified' } })).toBe(4);
  });

  it('writes one rider.registered message per seeded rider, and one promoter.season per seeded application', async () => {
    const all = await outboxRows(service.db);
    const seasons = all.filter((m) => m.topic === 'promoter.season');
    expect([...new Set(seasons.map((m) => (m.payload as { promoterId: string }).promoterId))].sort()).toEqual(['promoter-02', 'promoter-03', 'promoter-04', 'promoter-demo']);
    expect(seasons).toHaveLength(await service.db.models.PromoterApplication.count());
    // The approved promoters run this year's season too (from October applications are for the coming one).
    const thisYear = new Date().getUTCFullYear();
    expect(seasons.filter((m) => (m.payload as { promoterId: string; seasonYear: number; status: string }).promoterId === 'promoter-demo').map((m) => m.payload)).toContainEqual(
      expect.objectContaining({ seasonYear: thisYear, status: 'approved' }),
    );
    expect(seasons.find((m) => (m.payload as { promoterId: string }).promoterId === 'promoter-03')?.payload).toMatchObject({ status: 'pending', sanctioningBodies: ['Canadian Motorcycle Association'] });
    const messages = all.filter((m) => m.topic === 'rider.registered');
    expect(all.every((m) => ['promoter.season', 'rider.registered', 'rider.changed'].includes(m.topic))).toBe(true);

    expect(messages.map((m) => (m.payload as { riderId: string }).riderId).sort()).toEqual(SEED_RIDERS.map((r) => r.id).sort());
    expect(messages.find((m) => (m.payload as { riderId: string }).riderId === 'rider-demo')?.payload).toEqual({ riderId: 'rider-demo', currency: 'USD' });
    expect(messages.find((m) => (m.payload as { riderId: string }).riderId === 'rider-seed-21')?.payload).toEqual({ riderId: 'rider-seed-21', currency: 'CAD' });
  });

  it('writes one rider.changed per seeded rider with their reporting facts (payouts’ reports)', async () => {
    const changed = (await outboxRows(service.db)).filter((m) => m.topic === 'rider.changed').map((m) => m.payload as RiderChanged);
    expect(changed.map((m) => m.riderId).sort()).toEqual(SEED_RIDERS.map((r) => r.id).sort());
    expect(changed.find((m) => m.riderId === 'rider-deactivated')).toEqual({
      riderId: 'rider-deactivated',
      at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
      deleted: false,
      name: 'Casey Doyle',
      email: 'rider-deactivated@example.com',
      country: 'US',
      pro: false,
      active: false,
    });
    expect(changed.filter((m) => m.pro)).toHaveLength(5);
    expect(changed.filter((m) => m.country === 'CA')).toHaveLength(10);
  });

  it('changes nothing when run again', async () => {
    const before = await count();

    const second = await seedIdentity(service.db, service.outbox);

    expect(second.created).toEqual([]);
    expect(await count()).toEqual(before);
  });

  it.each([
    ['admin@example.com', 'admin', 'admin-demo'],
    ['rider@example.com', 'rider', 'rider-demo'],
    ['dealer@example.com', 'dealer', 'dealer-demo'],
    ['promoter@example.com', 'promoter', 'promoter-demo'],
  ])('lets %s log in with Password1', async (email, type, id) => {
    const res = await service.request.post('/internal/auth/login').set(...(await asService())).send({ email, password: 'Password1' });

    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ _id: id, type, email });
  });

  it('gives the demo rider a verified e-mail, a PIN of 1234 and one verified bike with a well-formed VIN', async () => {
    const res = await service.request.post('/internal/auth/login').set(...(await asService())).send({ email: 'rider@example.com', password: 'Password1' });
    const rider = await service.db.models.Rider.findByPk('rider-demo');

    expect(res.body.user).toMatchObject({ fullName: 'Jordan Miller', emailVerified: true, deActivated: false });
    expect(res.body.user.bikes).toHaveLength(1);
    const [bike] = res.body.user.bikes;
    expect(bike.valid).toBe('verified');
    expect(isVinShaped(bike.vin)).toBe(true);
    expect(bike.vin[8]).toBe(vinCheckDigit(bike.vin));
    expect(rider).toMatchObject({ country: 'US', state: 'CA', city: 'Murrieta', zipcode: '92562' });
    expect(await verifySecret(rider!.pinHash, '1234')).toBe(true);
    expect(rider!.pinHash).toMatch(/^\$argon2id\$/);
  });

  it('seeds the admin as Programme Admin, and a deactivated rider who is refused', async () => {
    const admin = await service.request.get('/internal/users/admin-demo').set(...(await asService()));
    const deactivated = await service.request
      .post('/internal/auth/login')
      .set(...(await asService()))
      .send({ email: 'rider-deactivated@example.com', password: 'Password1' });

    expect(admin.body.user).toMatchObject({ firstName: 'Programme', lastName: 'Admin', email: 'admin@example.com' });
    expect(deactivated.status).toBe(403);
    expect(deactivated.body.code).toBe('DEACTIVATED');
  });
});
