import type { RiderChanged } from '@rr/contracts/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aDealer, anAdmin, aRegistration, aRider } from './factories.js';
import { as, asService, outboxRows, rowsOf, startTestService, type TestService } from './helpers.js';

/**
 * Identity publishes `rider.changed` (a rider's reporting facts) in the same transaction as every change of
 * those facts, for payouts' reporting read model; `GET /internal/reporting/riders` pages every rider for its rebuild.
 */
describe('rider.changed and the reporting riders', () => {
  let service: TestService;
  let adminId: string;
  beforeAll(async () => {
    service = await startTestService('rider_changed');
    adminId = await anAdmin(service.db);
  });
  afterAll(() => service.close());

  const changedOf = async (riderId: string): Promise<RiderChanged[]> =>
    (await outboxRows(service.db)).filter((m) => m.topic === 'rider.changed' && (m.payload as RiderChanged).riderId === riderId).map((m) => m.payload as RiderChanged);
  const admin = async () => as('admin', adminId);
  const putProfile = async (riderId: string, body: object, caller?: [string, string]) =>
    service.request.put(`/api/${caller ? 'rider' : 'admin'}/rider/${riderId}`).set(...(caller ?? (await admin()))).send(body);
  const newRider = (profile: object = {}, email?: string) =>
    aRider(service.db, service.outbox, { ...(email ? { email } : {}), profile: { firstName: 'Ava', lastName: 'Stone', country: 'US', state: 'CO', city: 'Denver', zipcode: '80202', addressLine1: '1 Main St', phone1: '3035550100', bio: 'Fast.', ...profile } });
  /** The clock moved a minute on, so each change's `at` is recognisable: it lies between `tick()` and `now()`. */
  const tick = () => {
    service.clock.advance(60_000);
    return service.clock.now();
  };
  const ISO_MS = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
  /** `at` is an ISO time with milliseconds of the test clock, from `from` to now. */
  const expectAt = (at: string, from: Date) => {
    expect(at).toMatch(ISO_MS);
    expect(Date.parse(at)).toBeGreaterThanOrEqual(from.getTime());
    expect(Date.parse(at)).toBeLessThanOrEqual(service.clock.now().getTime());
  };

  it('publishes the facts when a rider registers and when staff open an account', async () => {
    const registered = await service.request.post('/internal/auth/register').set(...(await asService())).send(aRegistration({ email: 'Reg.Rider@Example.com' }));
    expect(registered.status).toBe(201);
    const id = registered.body.user._id as string;
    expect(await changedOf(id)).toEqual([
      { riderId: id, at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/), deleted: false, name: 'Reggie Newrider', email: 'reg.rider@example.com', country: 'US', pro: false, active: true },
    ]);

    const created = await service.request
      .post('/api/admin/riders')
      .set(...(await admin()))
      .send({ ...aRegistration({ email: 'staff.made@example.com', firstName: ' Casey ', lastName: 'Counter', country: 'CA', state: 'ON', zipcode: 'M5V 2T6' }), pro: true });
    expect(created.status).toBe(201);
    expect(await changedOf(created.body.rider._id)).toEqual([expect.objectContaining({ name: 'Casey Counter', email: 'staff.made@example.com', country: 'CA', pro: true, active: true, deleted: false })]);
  });

  it('publishes the new name when the rider changes it, at the time of the change', async () => {
    const id = await newRider();
    const at = tick();
    const res = await putProfile(id, { firstName: ' Avery ', lastName: 'Stone-Reyes' }, await as('rider', id));
    expect(res.status).toBe(200);
    const messages = await changedOf(id);
    expect(messages).toHaveLength(2);
    expect(messages[1]).toEqual({ riderId: id, at: expect.any(String), deleted: false, name: 'Avery Stone-Reyes', email: `${id}@test.example.com`, country: 'US', pro: false, active: true });
    expectAt(messages[1]!.at, at);
  });

  it('publishes the pro flag, the e-mail and the country the programme team change', async () => {
    const id = await newRider();
    expect((await putProfile(id, { pro: true })).status).toBe(200);
    expect((await changedOf(id)).at(-1)).toMatchObject({ pro: true, email: `${id}@test.example.com` });

    expect((await putProfile(id, { email: 'Ava.New@Example.com' })).status).toBe(200);
    expect((await changedOf(id)).at(-1)).toMatchObject({ pro: true, email: 'ava.new@example.com' });

    // Same currency (USD), so the wallet allows it.
    expect((await putProfile(id, { country: 'GB', addressLine1: '10 Downing St', city: 'London', state: '', zipcode: 'SW1A 2AA' })).status).toBe(200);
    expect((await changedOf(id)).at(-1)).toMatchObject({ country: 'GB', pro: true });
    expect(await changedOf(id)).toHaveLength(4);
  });

  it('publishes nothing when only other fields change, or when nothing changes', async () => {
    const id = await newRider();
    expect((await putProfile(id, { bio: 'Racing since 2010.', instagram: 'ava.races', phone1: '3035550111' }, await as('rider', id))).status).toBe(200);
    expect((await putProfile(id, { firstName: 'Ava', pro: false })).status).toBe(200);
    expect((await rowsOf(service.db, 'SELECT bio FROM riders WHERE user_id = ?', [id]))[0]).toEqual({ bio: 'Racing since 2010.' });
    expect(await changedOf(id)).toHaveLength(1);
  });

  it('publishes nothing when the change is refused (it shares the change’s transaction)', async () => {
    const taken = await newRider({}, 'taken.address@example.com');
    const id = await newRider();
    const res = await putProfile(id, { firstName: 'Mallory', email: 'taken.address@example.com' });
    expect(res.status).toBe(409);
    expect(await changedOf(id)).toHaveLength(1);
    expect(await changedOf(taken)).toHaveLength(1);
  });

  it('publishes active false on deactivation and true on activation; a dealer’s activation publishes nothing', async () => {
    const id = await newRider();
    const off = tick();
    expect((await service.request.put(`/api/admin/rider/${id}/activation`).set(...(await admin())).send({ deActivated: true })).status).toBe(200);
    const on = tick();
    expect((await service.request.put(`/api/admin/rider/${id}/activation`).set(...(await admin())).send({ deActivated: false })).status).toBe(200);
    const messages = await changedOf(id);
    expect(messages.slice(1).map((m) => m.active)).toEqual([false, true]);
    expectAt(messages[1]!.at, off);
    expect(Date.parse(messages[1]!.at)).toBeLessThan(on.getTime());
    expectAt(messages[2]!.at, on);

    const dealer = await aDealer(service.db);
    const before = (await outboxRows(service.db)).filter((m) => m.topic === 'rider.changed').length;
    expect((await service.request.put(`/api/admin/dealer/${dealer}/activation`).set(...(await admin())).send({ deActivated: true })).status).toBe(200);
    expect((await outboxRows(service.db)).filter((m) => m.topic === 'rider.changed')).toHaveLength(before);
  });

  it('publishes the removed rider as deleted on a merge, with their last facts; the kept rider’s facts do not change', async () => {
    const keep = await newRider({ firstName: 'Kim' }, 'kim.keep@example.com');
    const remove = await newRider({ firstName: 'Rex', pro: true }, 'rex.remove@example.com');
    const at = tick();
    const res = await service.request
      .post('/api/admin/riders-merge')
      .set(...(await admin()))
      .send({ keepRiderId: keep, deleteRiderId: remove, confirmation: 'DELETE rex.remove@example.com KEEP kim.keep@example.com' });
    expect(res.status).toBe(200);
    const removed = (await changedOf(remove)).at(-1)!;
    expect(removed).toEqual({ riderId: remove, at: expect.any(String), deleted: true, name: 'Rex Stone', email: 'rex.remove@example.com', country: 'US', pro: true, active: true });
    expectAt(removed.at, at);
    expect(await changedOf(keep)).toHaveLength(1);
  });

  describe('GET /internal/reporting/riders', () => {
    const page = async (query: string, caller?: [string, string]) => service.request.get(`/internal/reporting/riders${query}`).set(...(caller ?? (await asService())));

    it('is for services only', async () => {
      expect((await service.request.get('/internal/reporting/riders')).status).toBe(401);
      expect((await page('', await as('admin', adminId))).status).toBe(403);
      expect((await page('', await as('rider', 'rider-x'))).status).toBe(403);
    });

    it('checks the limit (1 to 1000)', async () => {
      expect((await page('?limit=0')).status).toBe(400);
      expect((await page('?limit=1001')).status).toBe(400);
      expect((await page('?limit=ten')).status).toBe(400);
      expect((await page('?limit=1000')).status).toBe(200);
    });

    it('pages every rider in id order by keyset, deactivated ones included, merged-away ones gone, with their facts as now', async () => {
      const deactivated = await newRider({ firstName: 'Dee', pro: true }, 'dee.off@example.com');
      await service.request.put(`/api/admin/rider/${deactivated}/activation`).set(...(await admin())).send({ deActivated: true });
      const expected = (await rowsOf(service.db, 'SELECT user_id FROM riders ORDER BY user_id')).map((row) => row.user_id as string);
      expect(expected.length).toBeGreaterThan(5);

      const seen: RiderChanged[] = [];
      const asked = service.clock.now().getTime();
      let after = '';
      for (let round = 0; round < 50; round++) {
        const res = await page(`?limit=2${after ? `&after=${encodeURIComponent(after)}` : ''}`);
        expect(res.status).toBe(200);
        const riders = res.body.riders as RiderChanged[];
        expect(riders.length).toBeLessThanOrEqual(2);
        seen.push(...riders);
        if (riders.length < 2) break;
        after = riders.at(-1)!.riderId;
      }
      expect(seen.map((rider) => rider.riderId)).toEqual(expected);
      expect(seen.every((rider) => rider.deleted === false)).toBe(true);
      expect(seen.find((rider) => rider.riderId === deactivated)).toEqual({
        riderId: deactivated,
        at: expect.any(String),
        deleted: false,
        name: 'Dee Stone',
        email: 'dee.off@example.com',
        country: 'US',
        pro: true,
        active: false,
      });
      // `at` is the time of the answer (the test's clock) less a minute: a change the read could not see yet still wins.
      for (const rider of seen) {
        expect(rider.at).toMatch(ISO_MS);
        expect(Date.parse(rider.at)).toBeGreaterThanOrEqual(asked - 60_000);
        expect(Date.parse(rider.at)).toBeLessThanOrEqual(service.clock.now().getTime() - 60_000);
      }
      // Past the last id: an empty page.
      expect((await page(`?after=${encodeURIComponent(expected.at(-1)!)}`)).body).toEqual({ riders: [] });
    });
  });
});
