import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anAdmin, aRider } from './factories.js';
import { as, rowsOf, startTestService, type TestService } from './helpers.js';

/**
 * What a programme's own payout rules may ask of riders and machines (docs/rules.md): the flags staff set on a rider,
 * the day the account was made, and each bike's retail sale day, given by the rider or corrected by staff.
 */
describe('rider flags and bike sale days', () => {
  let service: TestService;
  let adminId: string;
  beforeAll(async () => {
    service = await startTestService('rider_flags');
    adminId = await anAdmin(service.db);
  });
  afterAll(() => service.close());

  const facts = async (riderId: string) => (await service.request.post('/internal/riders/payout-facts').set(...(await as('service', 'payouts'))).send({ riderIds: [riderId] })).body.riders[0];
  const putFlags = async (riderId: string, body: object, caller?: [string, string]) => service.request.put(`/api/admin/rider/${riderId}/flags`).set(...(caller ?? (await as('admin', adminId)))).send(body);

  it('staff set and clear a rider’s flags, the payout rules read them, and the audit keeps them before and after', async () => {
    const rider = await aRider(service.db, service.outbox);
    expect((await facts(rider)).flags).toEqual([]);
    const set = await putFlags(rider, { flags: ['factory-supported', 'mentor'] });
    expect([set.status, set.body.rider.flags]).toEqual([200, ['factory-supported', 'mentor']]);
    expect((await facts(rider)).flags).toEqual(['factory-supported', 'mentor']);
    await putFlags(rider, { flags: [] });
    expect((await facts(rider)).flags).toEqual([]);
    const audit = await rowsOf(service.db, "SELECT * FROM audit_log WHERE subject_id = ? AND action = 'rider.flags.changed' ORDER BY id", [rider]);
    expect(audit.map((row) => [row.actor_id, JSON.parse(String(row.details))])).toEqual([
      [adminId, { before: [], after: ['factory-supported', 'mentor'] }],
      [adminId, { before: ['factory-supported', 'mentor'], after: [] }],
    ]);
    expect((await service.request.get(`/api/admin/rider/${rider}`).set(...(await as('admin', adminId)))).body.rider.flags).toEqual([]);
  });

  it('refuses flags that are not lower-case words, the same flag twice and more than 20, for staff only, changing nothing', async () => {
    const rider = await aRider(service.db, service.outbox);
    const bad = await putFlags(rider, { flags: ['Factory Supported'] });
    expect([bad.status, bad.body.details['flags.0']?.id]).toEqual([400, 'validation.rules.flag']);
    expect((await putFlags(rider, { flags: ['mentor', 'mentor'] })).status).toBe(400);
    expect((await putFlags(rider, { flags: Array.from({ length: 21 }, (_, i) => `f${i}`) })).status).toBe(400);
    expect((await putFlags(rider, { flags: ['mentor'] }, await as('rider', rider))).status).toBe(403);
    expect((await putFlags('nobody', { flags: [] })).status).toBe(404);
    expect((await facts(rider)).flags).toEqual([]);
  });

  it('says when the account was made', async () => {
    const rider = await aRider(service.db, service.outbox);
    await service.db.models.User.update({ createdAt: new Date('2026-03-04T10:00:00Z') }, { where: { id: rider }, silent: true });
    expect((await facts(rider)).registeredOn).toBe('2026-03-04');
  });

  it('a rider gives a bike’s sale day, staff correct it, and a day in the future is refused', async () => {
    const rider = await aRider(service.db, service.outbox);
    const asRider = await as('rider', rider);
    const bike = { year: 2026, make: 'Apex', model: 'MX 450F', vin: '1HD1KB4157Y555551', saleDate: '2026-02-14' };
    const added = await service.request.post(`/api/rider/rider/${rider}/bikes`).set(...asRider).send(bike);
    expect([added.status, added.body.bike.saleDate]).toEqual([201, '2026-02-14']);
    expect((await facts(rider)).bikes.find((b: { vin: string }) => b.vin === bike.vin).saleDate).toBe('2026-02-14');
    const fixed = await service.request.put(`/api/admin/rider/${rider}/bikes/${added.body.bike._id}`).set(...(await as('admin', adminId))).send({ ...bike, saleDate: '2026-01-30' });
    expect([fixed.status, fixed.body.bike.saleDate]).toEqual([200, '2026-01-30']);
    const future = await service.request.put(`/api/rider/rider/${rider}/bikes/${added.body.bike._id}`).set(...asRider).send({ ...bike, saleDate: '2999-01-01' });
    expect([future.status, future.body.details?.saleDate?.id]).toEqual([400, 'validation.date.invalid']);
    const cleared = await service.request.put(`/api/rider/rider/${rider}/bikes/${added.body.bike._id}`).set(...asRider).send({ ...bike, saleDate: '' });
    expect(cleared.body.bike.saleDate).toBeNull();
    expect((await facts(rider)).bikes.find((b: { vin: string }) => b.vin === bike.vin).saleDate).toBeNull();
  });
});
