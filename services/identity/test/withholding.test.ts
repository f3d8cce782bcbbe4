import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aDealer, anAdmin, aRider } from './factories.js';
import { as, rowsOf, startTestService, type TestService } from './helpers.js';

/** Programme staff set a rider's non-resident alien flag (spec §9: 30 % withheld on cash prizes). */
describe('PUT /api/admin/rider/:riderId/withholding', () => {
  let service: TestService;
  let adminId: string;
  beforeAll(async () => {
    service = await startTestService('withholding');
    adminId = await anAdmin(service.db);
  });
  afterAll(() => service.close());

  const put = async (riderId: string, body: object, caller?: [string, string]) =>
    service.request.put(`/api/admin/rider/${riderId}/withholding`).set(...(caller ?? (await as('admin', adminId)))).send(body);
  const facts = async (riderId: string) =>
    (await service.request.post('/internal/riders/payout-facts').set(...(await as('service', 'payouts'))).send({ riderIds: [riderId] })).body.riders[0];

  it('sets and clears the flag, which the payout rules then read, and records who did it', async () => {
    const rider = await aRider(service.db, service.outbox);
    expect((await facts(rider)).nonResidentAlien).toBe(false);

    const set = await put(rider, { nonResidentAlien: true });
    expect(set.status).toBe(200);
    expect(set.body.rider).toMatchObject({ _id: rider, nonResidentAlien: true });
    expect((await facts(rider)).nonResidentAlien).toBe(true);

    expect((await put(rider, { nonResidentAlien: false })).body.rider.nonResidentAlien).toBe(false);
    expect((await facts(rider)).nonResidentAlien).toBe(false);
    const audit = await rowsOf(service.db, 'SELECT * FROM audit_log WHERE subject_id = ? ORDER BY id', [rider]);
    expect(audit.map((row) => [row.action, row.actor_id, JSON.parse(String(row.details)).nonResidentAlien])).toEqual([
      ['rider.withholding.changed', adminId, true],
      ['rider.withholding.changed', adminId, false],
    ]);
  });

  it('shows the flag on the rider record staff read', async () => {
    const rider = await aRider(service.db, service.outbox);
    await put(rider, { nonResidentAlien: true });
    const record = await service.request.get(`/api/admin/rider/${rider}`).set(...(await as('admin', adminId)));
    expect(record.body.rider.nonResidentAlien).toBe(true);
    // Never on a dealer's till view.
    const dealer = await aDealer(service.db);
    const till = await service.request.get(`/api/dealer/rider/${rider}`).set(...(await as('dealer', dealer)));
    expect(till.status).toBe(200);
    expect(till.body.rider).not.toHaveProperty('nonResidentAlien');
  });

  it('is for administrators only, needs a boolean, and answers 404 for an id that is not a rider', async () => {
    const rider = await aRider(service.db, service.outbox);
    expect((await put(rider, { nonResidentAlien: true }, await as('rider', rider))).status).toBe(403);
    expect((await put(rider, { nonResidentAlien: 'yes' })).status).toBe(400);
    expect((await put('nobody', { nonResidentAlien: true })).status).toBe(404);
    expect((await facts(rider)).nonResidentAlien).toBe(false);
  });
});
