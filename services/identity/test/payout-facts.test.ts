import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aBike, aRider } from './factories.js';
import { as, startTestService, type TestService } from './helpers.js';

/** What the payouts service's rules engine learns of riders: standing, pro, documents, withholding and bikes only. */
describe('POST /internal/riders/payout-facts', () => {
  let service: TestService;
  beforeAll(async () => {
    service = await startTestService('payout_facts');
    const { db, outbox } = service;
    await aRider(db, outbox, { id: 'r-pro', bikes: [aBike({ vin: '1HD1KB4197Y000001', year: 2026 }), aBike({ vin: '1HD1KB4197Y000002', year: 2021, valid: 'unverified' })], profile: { pro: true } });
    await aRider(db, outbox, { id: 'r-gone', deactivated: true });
    await db.models.Rider.update({ licenceReceivedAt: new Date(), w9ReceivedAt: new Date(), nonResidentAlien: true }, { where: { userId: 'r-pro' } });
  });
  afterAll(() => service.close());

  const facts = async (body: unknown, caller = as('service', 'payouts')) => service.request.post('/internal/riders/payout-facts').set(...(await caller)).send(body as object);

  it('answers each known rider with standing, documents, withholding and bikes, and leaves unknown ids out', async () => {
    const res = await facts({ riderIds: ['r-pro', 'r-gone', 'nobody', 'r-pro'] });
    expect(res.status).toBe(200);
    const byId = Object.fromEntries(res.body.riders.map((r: { riderId: string }) => [r.riderId, r]));
    expect(Object.keys(byId).sort()).toEqual(['r-gone', 'r-pro']);
    expect(byId['r-pro']).toEqual({
      riderId: 'r-pro',
      active: true,
      pro: true,
      documentsOnFile: true,
      nonResidentAlien: true,
      country: 'US',
      bikes: [
        { vin: '1HD1KB4197Y000001', year: 2026, valid: 'verified', make: 'Apex', saleDate: null },
        { vin: '1HD1KB4197Y000002', year: 2021, valid: 'unverified', make: 'Apex', saleDate: null },
      ],
      registeredOn: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      flags: [],
    });
    expect(byId['r-gone']).toMatchObject({ active: false, pro: false, documentsOnFile: false, nonResidentAlien: false, bikes: [expect.any(Object)] });
    // Nothing personal crosses.
    expect(JSON.stringify(res.body)).not.toMatch(/@|firstName|email|phone|address/i);
  });

  it('needs both documents', async () => {
    await service.db.models.Rider.update({ w9ReceivedAt: null }, { where: { userId: 'r-pro' } });
    expect((await facts({ riderIds: ['r-pro'] })).body.riders[0].documentsOnFile).toBe(false);
  });

  it('refuses a malformed body with 400 and anyone but a service with 403', async () => {
    expect((await facts({ riderIds: 'r-pro' })).status).toBe(400);
    expect((await facts({ riderIds: Array.from({ length: 5_001 }, (_, i) => `r${i}`) })).status).toBe(400);
    for (const typ of ['rider', 'admin', 'anonymous'] as const) expect((await facts({ riderIds: ['r-pro'] }, as(typ, 'x'))).status).toBe(403);
  });
});

/** Who files a payout claim: kept on the claim for the administrators' search. */
describe('POST /internal/riders/claim-profile', () => {
  let service: TestService;
  beforeAll(async () => {
    service = await startTestService('claim_profile');
    await aRider(service.db, service.outbox, { id: 'r-claim', bikes: [aBike({ vin: '1HD1KB4197Y000003', year: 2025, make: 'Harley-Davidson', model: 'LiveWire' })] });
  });
  afterAll(() => service.close());

  const profile = async (body: unknown, caller = as('service', 'payouts')) => service.request.post('/internal/riders/claim-profile').set(...(await caller)).send(body as object);

  it('answers the rider’s name, e-mail, country and bikes', async () => {
    const res = await profile({ riderId: 'r-claim' });
    expect(res.status).toBe(200);
    const user = await service.db.models.User.findByPk('r-claim');
    const rider = await service.db.models.Rider.findByPk('r-claim');
    expect(res.body.rider).toEqual({
      riderId: 'r-claim',
      name: `${rider!.firstName} ${rider!.lastName}`,
      email: user!.email,
      country: rider!.country,
      active: true,
      bikes: [{ vin: '1HD1KB4197Y000003', model: 'Harley-Davidson LiveWire', year: 2025 }],
    });
  });

  it('answers 404 for an id that is not a rider, 400 without one, 403 to anyone but a service', async () => {
    expect((await profile({ riderId: 'nobody' })).status).toBe(404);
    expect((await profile({})).status).toBe(400);
    for (const typ of ['rider', 'admin'] as const) expect((await profile({ riderId: 'r-claim' }, as(typ, 'r-claim'))).status).toBe(403);
  });
});
