import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redemptionListSchema } from '@rr/contracts';
import { aWallet, as, startTestService, type TestService } from './helpers.js';

/**
 * One rider's redemptions for the admin rider page: `?riderId=` on the redemption lists keeps that
 * rider's, like a scope (the period totals are theirs too); a dealer's list stays their own till's.
 */
let service: TestService;
const facts = (id: string) => ({ riderId: id, active: true, pro: false, documentsOnFile: false, nonResidentAlien: false, bikes: [] });
const redeem = async (dealerId: string, riderId: string, amountCents: number) => {
  const res = await service.request
    .post('/api/dealer/redeem')
    .set(...(await as('dealer', dealerId)))
    .send({ riderId, amountCents, currency: 'USD', pin: '1234', employeeName: 'Sam', idChecked: true, idempotencyKey: randomUUID() });
  expect(res.status).toBe(201);
};

beforeAll(async () => {
  service = await startTestService('redemptions_by_rider');
  for (const id of ['r-ann', 'r-bob']) {
    service.riderFacts.riders.set(id, facts(id));
    await aWallet(service.db, id, 'USD', [{ type: 'credit', cents: 50_000, expiresInDays: 400 }]);
  }
  await redeem('d-1', 'r-ann', 1_000);
  await redeem('d-2', 'r-ann', 2_500);
  await redeem('d-1', 'r-bob', 4_000);
});
afterAll(() => service.close());

describe('GET /api/{role}/credit-redemptions?riderId=', () => {
  it("staff get only that rider's redemptions, at every dealer, with that rider's totals", async () => {
    const res = await service.request.get('/api/admin/credit-redemptions?riderId=r-ann').set(...(await as('admin')));
    expect(res.status).toBe(200);
    const list = redemptionListSchema.parse(res.body);
    expect(list.redemptions.map((r) => [r.riderId, r.dealerId, r.amountCents])).toEqual([
      ['r-ann', 'd-2', 2_500],
      ['r-ann', 'd-1', 1_000],
    ]);
    expect(list.totals).toEqual([{ currency: 'USD', count: 2, amountCents: 3_500 }]);
    expect(list.periods.thisYear).toEqual([{ currency: 'USD', count: 2, amountCents: 3_500 }]);
    expect(list.periods.lifetime).toEqual([{ currency: 'USD', count: 2, amountCents: 3_500 }]);

    const everyone = redemptionListSchema.parse((await service.request.get('/api/admin/credit-redemptions').set(...(await as('admin')))).body);
    expect(everyone.redemptions).toHaveLength(3);
    const nobody = redemptionListSchema.parse((await service.request.get('/api/admin/credit-redemptions?riderId=r-nobody').set(...(await as('admin')))).body);
    expect(nobody.redemptions).toEqual([]);
    expect(nobody.periods.lifetime).toEqual([]);
  });

  it("does not widen a dealer's list: their own till's redemptions of that rider only", async () => {
    const list = redemptionListSchema.parse((await service.request.get('/api/dealer/credit-redemptions?riderId=r-ann').set(...(await as('dealer', 'd-1')))).body);
    expect(list.redemptions.map((r) => [r.dealerId, r.amountCents])).toEqual([['d-1', 1_000]]);
  });

  it('refuses a rider id longer than an id can be', async () => {
    const res = await service.request.get(`/api/admin/credit-redemptions?riderId=${'x'.repeat(65)}`).set(...(await as('admin')));
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION');
  });
});
