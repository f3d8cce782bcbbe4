import { userChangedSchema } from '@rr/contracts/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pinHash } from '../src/domain/pin.js';
import { PASSWORD, aDealer, aRider, aVin, anAdmin } from './factories.js';
import { as, asService, outboxRows, startTestService, type TestService } from './helpers.js';

/**
 * `user.changed` is what lets the BFF keep each session's user: identity announces, in the transaction of the change,
 * every write to what a session is judged or shown by, and nothing for writes that change none of it (a login's
 * counters, a wrong PIN's count), which run on every login and at every till.
 */
describe('user.changed', () => {
  let service: TestService;
  let adminId: string;
  beforeAll(async () => {
    service = await startTestService('user_changed');
    adminId = await anAdmin(service.db);
  });
  afterAll(() => service.close());

  const admin = () => as('admin', adminId);
  /** Every user id announced so far, once per message, in order. */
  const announced = async (): Promise<string[][]> =>
    (await outboxRows(service.db)).filter((m) => m.topic === 'user.changed').map((m) => userChangedSchema.parse(m.payload).userIds);
  /** The messages `act` adds. */
  const during = async (act: () => Promise<unknown>): Promise<string[][]> => {
    const before = (await announced()).length;
    await act();
    return (await announced()).slice(before);
  };
  const ok = (status: number) => (res: { status: number }) => expect(res.status).toBe(status);

  it('announces a deactivation and a reactivation', async () => {
    const rider = await aRider(service.db, service.outbox);
    expect(await during(async () => ok(200)(await service.request.put(`/api/admin/rider/${rider}/activation`).set(...(await admin())).send({ deActivated: true })))).toEqual([[rider]]);
    expect(await during(async () => ok(200)(await service.request.put(`/api/admin/rider/${rider}/activation`).set(...(await admin())).send({ deActivated: false })))).toEqual([[rider]]);
  });

  it('announces a password change (sessions before it end) and the locale', async () => {
    const rider = await aRider(service.db, service.outbox);
    const changed = await during(async () =>
      ok(200)(await service.request.put(`/internal/users/${rider}/password`).set(...(await asService())).send({ currentPassword: PASSWORD, password: 'NewPassword9', confirmPassword: 'NewPassword9' })),
    );
    expect(changed).toEqual([[rider]]);
    expect(await during(async () => ok(200)(await service.request.put(`/internal/users/${rider}/locale`).set(...(await asService())).send({ locale: 'de' })))).toEqual([[rider]]);
  });

  it('announces a rider’s new name and new PIN, not a change of what the session does not show', async () => {
    const rider = await aRider(service.db, service.outbox);
    const asRider = await as('rider', rider);
    expect(await during(async () => ok(200)(await service.request.put(`/api/rider/rider/${rider}`).set(...asRider).send({ firstName: 'Avery' })))).toEqual([[rider]]);
    expect(await during(async () => ok(200)(await service.request.put(`/api/rider/rider/${rider}`).set(...asRider).send({ bio: 'Sand and ruts.' })))).toEqual([]);
    expect(await during(async () => ok(200)(await service.request.put(`/api/rider/rider/${rider}/pin`).set(...asRider).send({ pin: '2580', confirmPin: '2580' })))).toEqual([[rider]]);
  });

  it('announces a bike added, corrected or removed by staff, not a sale day', async () => {
    const rider = await aRider(service.db, service.outbox);
    const bike = { year: 2026, make: 'Apex', model: 'MX 450F', vin: aVin() };
    let bikeId = '';
    expect(
      await during(async () => {
        const added = await service.request.post(`/api/admin/rider/${rider}/bikes`).set(...(await admin())).send(bike);
        expect([added.status, added.body]).toEqual([201, expect.anything()]);
        bikeId = added.body.bike._id as string;
      }),
    ).toEqual([[rider]]);
    expect(await during(async () => ok(200)(await service.request.put(`/api/admin/rider/${rider}/bikes/${bikeId}`).set(...(await admin())).send({ ...bike, model: 'MX 250F' })))).toEqual([[rider]]);
    expect(await during(async () => ok(200)(await service.request.put(`/api/admin/rider/${rider}/bikes/${bikeId}`).set(...(await admin())).send({ ...bike, model: 'MX 250F', saleDate: '2026-02-14' })))).toEqual([]);
    const removed = await during(async () => expect((await service.request.delete(`/api/admin/rider/${rider}/bikes/${bikeId}`).set(...(await admin()))).status).toBeLessThan(300));
    expect(removed).toEqual([[rider]]);
  });

  it('announces PIN lock at the till, but not a single wrong PIN or a right one', async () => {
    const rider = await aRider(service.db, service.outbox);
    const dealer = await aDealer(service.db, { name: 'Till Motors' });
    await service.db.models.Rider.update({ pinHash: pinHash(service.secrets.pinKey, rider, '1234') }, { where: { userId: rider } });
    const check = async (pin: string, ip: string) =>
      service.request.post('/internal/till/pin-check').set(...(await asService())).send({ riderId: rider, pin, dealerId: dealer, ip });
    expect(await during(async () => ok(200)(await check('1234', '203.0.113.1')))).toEqual([]);
    expect(await during(async () => ok(400)(await check('0000', '203.0.113.2')))).toEqual([]);
    const lock = await during(async () => {
      for (let i = 3; i <= 5; i += 1) await check('0000', `203.0.113.${i}`);
      ok(423)(await check('0000', '203.0.113.6'));
    });
    expect(lock).toEqual([[rider]]);
  });

  it('announces a dealer’s new name, and a login announces nothing', async () => {
    const dealer = await aDealer(service.db, { name: 'Shop One' });
    const record = { name: 'Shop Two', addressLine1: '1 Main St', city: 'Milwaukee', state: 'WI', zipcode: '53202', country: 'US', phone: '4145550100' };
    expect(await during(async () => ok(200)(await service.request.put(`/api/dealer/dealer/${dealer}`).set(...(await as('dealer', dealer))).send(record)))).toEqual([[dealer]]);
    const rider = await aRider(service.db, service.outbox);
    expect(await during(async () => ok(200)(await service.request.post('/internal/auth/login').set(...(await asService())).send({ email: `${rider}@test.example.com`, password: PASSWORD })))).toEqual([]);
  });

  it('announces both riders of a merge: the kept one gets the bikes, the removed one is gone', async () => {
    const keep = await aRider(service.db, service.outbox, { email: 'kim.keep@example.com' });
    const remove = await aRider(service.db, service.outbox, { email: 'rex.remove@example.com' });
    const changed = await during(async () =>
      ok(200)(
        await service.request
          .post('/api/admin/riders-merge')
          .set(...(await admin()))
          .send({ keepRiderId: keep, deleteRiderId: remove, confirmation: 'DELETE rex.remove@example.com KEEP kim.keep@example.com' }),
      ),
    );
    expect(new Set(changed.flat())).toEqual(new Set([keep, remove]));
  });

  it('names the users a call changed in its answer, for the BFF to drop before the caller sees it', async () => {
    const rider = await aRider(service.db, service.outbox);
    const off = await service.request.put(`/api/admin/rider/${rider}/activation`).set(...(await admin())).send({ deActivated: true });
    expect([off.status, off.headers['x-rr-users-changed']]).toEqual([200, rider]);
    const bio = await service.request.put(`/api/rider/rider/${rider}`).set(...(await as('rider', rider))).send({ bio: 'Quiet change.' });
    expect([bio.status, bio.headers['x-rr-users-changed']]).toEqual([200, undefined]);
  });

  it('announces nothing for a new account: no BFF can have kept it yet', async () => {
    const changed = await during(async () => void (await aRider(service.db, service.outbox)));
    expect(changed).toEqual([]);
  });

  it('announces nothing when the change rolls back', async () => {
    const rider = await aRider(service.db, service.outbox);
    const changed = await during(async () => {
      await service.db.sequelize
        .transaction(async (transaction) => {
          await service.db.models.User.update({ deactivated: true }, { where: { id: rider }, transaction });
          throw new Error('rolled back');
        })
        .catch(() => undefined);
    });
    expect(changed).toEqual([]);
  });
});
