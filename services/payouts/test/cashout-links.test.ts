import { cashoutsAnswerSchema } from '@rr/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tremendousProvider } from '../src/provider/payment-provider.js';
import { aWallet, as, startTestService, type TestService } from './helpers.js';

/**
 * Where a rider collects a cash-out (the provider's redemption link), again from the history: the link is kept with
 * the cash-out once the provider gives it, answered in the rider's own history, and nobody else's.
 */
describe('the collection link of a cash-out in GET /api/payments/cashouts', () => {
  let service: TestService;
  beforeAll(async () => {
    service = await startTestService('cashout_links');
  });
  afterAll(() => service.close());

  let keySeq = 0;
  const key = () => `links-${Date.now()}-${(keySeq += 1)}`;
  const order = async (riderId: string, amountCents: number) =>
    service.request.post('/api/payments/create-order').set(...(await as('rider', riderId))).send({ amountCents, currency: 'USD', method: 'prepaidCard', idempotencyKey: key() });
  const history = async (riderId: string, typ: 'rider' | 'admin' | 'dealer' | 'promoter' = 'rider') => service.request.get('/api/payments/cashouts').set(...(await as(typ, riderId)));

  it('answers the owner every paid cash-out with the link the provider gave for it, and keeps it for later', async () => {
    await aWallet(service.db, 'owner-1', 'USD', [{ type: 'cash', cents: 60_000 }]);
    const first = await order('owner-1', 12_500);
    const second = await order('owner-1', 7_000);
    expect([first.status, second.status]).toEqual([201, 201]);
    const rewardOf = (orderId: string) => service.provider.orders.get(orderId)!.rewards[0]!.id.toLowerCase();
    const firstLink = `https://testflight.example.invalid/rewards/redeem/${rewardOf(first.body.cashout.orderId)}`;
    // The answer to the cash-out itself carries it: the success panel needs no second call.
    expect(first.body.cashout).toMatchObject({ status: 'paid', link: firstLink, linkExpiresAt: null });

    const res = await history('owner-1');
    expect(res.status).toBe(200);
    const answer = cashoutsAnswerSchema.parse(res.body);
    expect(answer.cashouts.map((c) => [c.amountCents, c.status, c.link])).toEqual([
      [7_000, 'paid', `https://testflight.example.invalid/rewards/redeem/${rewardOf(second.body.cashout.orderId)}`],
      [12_500, 'paid', firstLink],
    ]);
    const stored = await service.db.models.Cashout.findByPk(first.body.cashout._id);
    expect(stored!.rewardLink).toBe(firstLink);
  });

  it('never shows a cash-out’s link to another rider, nor lists it to another role', async () => {
    const other = await history('owner-2');
    expect(other.status).toBe(200);
    expect(other.body).toEqual({ cashouts: [] });
    expect(JSON.stringify(other.body)).not.toContain('testflight');
    for (const typ of ['admin', 'dealer', 'promoter'] as const) {
      const res = await history('owner-1', typ);
      expect(res.status).toBe(403);
      expect(JSON.stringify(res.body)).not.toContain('testflight');
    }
    // Staff's cash-out report lists the same cash-outs, without where to collect them.
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const report = await service.request.get(`/api/admin/aggregates/cash-out-report?startDate=${day(-1)}&endDate=${day(1)}`).set(...(await as('admin')));
    expect(report.status).toBe(200);
    expect(report.body.rows.length).toBeGreaterThan(0);
    expect(JSON.stringify(report.body)).not.toContain('testflight');
    const mine = (await history('owner-1')).body.cashouts[0];
    const theirs = await service.request.get(`/api/payments/get-reward-link/${mine.orderId}`).set(...(await as('rider', 'owner-2')));
    expect(theirs.status).toBe(404);
    expect(JSON.stringify(theirs.body)).not.toContain('testflight');
  });

  it('a paid cash-out the provider gave no link for gets one on asking, and the history has it from then on', async () => {
    await aWallet(service.db, 'owner-3', 'USD', [{ type: 'cash', cents: 10_000 }]);
    const paid = await order('owner-3', 4_000);
    // As a cash-out paid before links were kept: the row knows its reward but not its link.
    await service.db.models.Cashout.update({ rewardLink: null }, { where: { id: paid.body.cashout._id } });
    expect((await history('owner-3')).body.cashouts[0]).toMatchObject({ status: 'paid', orderId: paid.body.cashout.orderId, link: null });

    const asked = await service.request.get(`/api/payments/get-reward-link/${paid.body.cashout.orderId}`).set(...(await as('rider', 'owner-3')));
    expect(asked.status).toBe(200);
    expect(asked.body.link).toMatch(/^https:\/\/testflight\.example\.invalid\/rewards\/redeem\//);
    expect((await history('owner-3')).body.cashouts[0].link).toBe(asked.body.link);
    // Asked again, the kept link is the answer: no second link is minted at the provider.
    const again = await service.request.get(`/api/payments/get-reward-link/${paid.body.cashout.orderId}`).set(...(await as('rider', 'owner-3')));
    expect(again.body.link).toBe(asked.body.link);
  });

  it('keeps the date the provider says the reward expires, and shows no link for a cash-out that did not go through', async () => {
    await aWallet(service.db, 'owner-4', 'USD', [{ type: 'cash', cents: 10_000 }]);
    service.provider.faults.push('fail');
    const failed = await order('owner-4', 3_000);
    expect(failed.body.cashout).toMatchObject({ status: 'failed', link: null, linkExpiresAt: null });

    // Tremendous answers a LINK reward with `delivery.link` and `expires_at` (null when it never expires).
    const fetchStub: typeof fetch = async () =>
      new Response(
        JSON.stringify({ order: { id: 'ORD1', status: 'EXECUTED', rewards: [{ id: 'RW1', expires_at: '2027-03-15T23:59:59Z', delivery: { method: 'LINK', status: 'SUCCEEDED', link: 'https://provider.example/redeem/rw1' } }] } }),
        { status: 201, headers: { 'content-type': 'application/json' } },
      );
    const provider = tremendousProvider({ baseUrl: 'https://provider.example', apiKey: 'k', fetch: fetchStub });
    const answer = await provider.createOrder({ externalId: 'c-1', amountCents: 100, currency: 'USD', method: 'bank', recipientName: 'r' });
    expect(answer).toEqual({ kind: 'ok', value: { id: 'ORD1', status: 'EXECUTED', rewardId: 'RW1', rewardLink: 'https://provider.example/redeem/rw1', rewardExpiresAt: new Date('2027-03-15T23:59:59Z') } });

    await service.db.models.Cashout.update({ rewardExpiresAt: new Date('2027-03-15T23:59:59Z') }, { where: { riderId: 'owner-1' } });
    const dated = (await history('owner-1')).body.cashouts as Array<{ linkExpiresAt: string | null }>;
    expect(dated.map((c) => c.linkExpiresAt)).toEqual(['2027-03-15T23:59:59.000Z', '2027-03-15T23:59:59.000Z']);
  });
});
