import { creditRedemptionsAnswerSchema } from '@rr/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redeem, refund } from '../src/domain/money.js';
import { aWallet, as, startTestService, type TestService } from './helpers.js';

/** "My wallet": the rider's dealer credit redemptions and cash-outs by period. */
describe('GET /api/rider/credit-redemptions and /api/payments/cashouts?period=', () => {
  let service: TestService;
  const thisYear = new Date().getUTCFullYear();
  const read = async (path: string, sub = 'r1') => service.request.get(path).set(...(await as('rider', sub)));

  beforeAll(async () => {
    service = await startTestService('my_wallet');
    const { db } = service;
    await aWallet(db, 'r1', 'USD', [{ type: 'credit', cents: 50_000, expiresInDays: 200 }, { type: 'cash', cents: 30_000 }]);
    await aWallet(db, 'r2', 'USD', [{ type: 'credit', cents: 10_000, expiresInDays: 200 }]);
    await db.sequelize.transaction(async (transaction) => {
      const { journal: first } = await redeem(db, { riderId: 'r1', amountCents: 12_000, currency: 'USD', dealerId: 'd1', sourceKey: 'redeem-1' }, transaction);
      // A redemption of last year (the journal is append-only: it is dated when it is written).
      await redeem(db, { riderId: 'r1', amountCents: 8_000, currency: 'USD', dealerId: 'd2', sourceKey: 'redeem-2', now: new Date(Date.UTC(thisYear - 1, 5, 1)) }, transaction);
      await refund(db, { redemptionId: first.id, amountCents: 2_000 }, transaction);
      await redeem(db, { riderId: 'r2', amountCents: 1_000, currency: 'USD', dealerId: 'd1', sourceKey: 'redeem-3' }, transaction);
    });
  });
  afterAll(() => service.close());

  it('answers this year’s redemptions with the amount, the dealer and what was refunded, and the net total', async () => {
    const res = await read('/api/rider/credit-redemptions');
    expect(res.status).toBe(200);
    const answer = creditRedemptionsAnswerSchema.parse(res.body);
    expect(answer.period).toBe('thisYear');
    expect(answer.redemptions).toEqual([expect.objectContaining({ dealerId: 'd1', amountCents: 12_000, currency: 'USD', refundedCents: 2_000 })]);
    expect(answer.totals).toEqual([{ currency: 'USD', spentCents: 10_000 }]);
  });

  it('answers last year and lifetime, and only the rider’s own', async () => {
    const last = (await read('/api/rider/credit-redemptions?period=lastYear')).body;
    expect(last.redemptions.map((r: { dealerId: string; amountCents: number }) => [r.dealerId, r.amountCents])).toEqual([['d2', 8_000]]);
    const lifetime = (await read('/api/rider/credit-redemptions?period=lifetime')).body;
    expect(lifetime.redemptions.map((r: { dealerId: string }) => r.dealerId)).toEqual(['d1', 'd2']);
    expect(lifetime.totals).toEqual([{ currency: 'USD', spentCents: 18_000 }]);
    const other = (await read('/api/rider/credit-redemptions?period=lifetime', 'r2')).body;
    expect(other.redemptions.map((r: { amountCents: number }) => r.amountCents)).toEqual([1_000]);
  });

  it('answers an empty period as empty, refuses an unknown period, and keeps other roles out', async () => {
    const none = (await read('/api/rider/credit-redemptions?period=lifetime', 'nobody')).body;
    expect(none).toEqual({ period: 'lifetime', redemptions: [], totals: [] });
    expect((await read('/api/rider/credit-redemptions?period=forever')).status).toBe(400);
    expect((await service.request.get('/api/dealer/credit-redemptions').set(...(await as('promoter')))).status).toBe(403);
  });

  it('filters cash-outs by period', async () => {
    const { db } = service;
    const base = { riderId: 'r1', currency: 'USD' as const, method: 'bank' as const, status: 'paid' as const, previousBalanceCents: 30_000, newBalanceCents: 29_000, nextAttemptAt: new Date() };
    await db.models.Cashout.create({ id: 'c-now', amountCents: 1_000, holdId: 'h1', ...base });
    await db.models.Cashout.create({ id: 'c-old', amountCents: 500, holdId: 'h2', ...base });
    await db.sequelize.query('UPDATE cashouts SET created_at = ? WHERE id = ?', { replacements: [new Date(Date.UTC(thisYear - 1, 2, 1)), 'c-old'] });
    const ids = async (query: string) => ((await read(`/api/payments/cashouts${query}`)).body.cashouts as Array<{ _id: string }>).map((c) => c._id);
    expect(await ids('')).toEqual(['c-now', 'c-old']);
    expect(await ids('?period=thisYear')).toEqual(['c-now']);
    expect(await ids('?period=lastYear')).toEqual(['c-old']);
  });
});
