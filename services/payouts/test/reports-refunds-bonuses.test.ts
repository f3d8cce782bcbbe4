import { reportSummarySchema, riderEarningsReportSchema, riderRedemptionsReportSchema, topDealersSchema } from '@rr/contracts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { award } from '../src/domain/money.js';
import { redeemAtTill, refundRedemption } from '../src/domain/till.js';
import { reportSummary } from '../src/reporting/queries/summary.js';
import { MoneyTotals } from '../src/reporting/totals.js';
import { aMessage, as, startTestService, type TestService } from './helpers.js';
import { syncReadModel } from './reporting-helpers.js';
import { aLine, aResultSet, aRiderFacts } from './results-factories.js';

/**
 * What the reports say of refunds and bonuses, through the ledger, its feed and the report routes: a refund is reported
 * on its own day as refunded (never a negative redemption, never lowering the day the redemption was made), and an
 * event's bonus paid in cash is a bonus with its amount, not cash.
 */
describe('reports: refunds on their own day, bonuses as bonuses', () => {
  let service: TestService;
  let admin: [string, string];
  const at = (iso: string) => vi.setSystemTime(new Date(iso));
  const summary = async (startDate: string, endDate: string) => {
    const res = await service.request.get(`/api/admin/aggregates/summary?startDate=${startDate}&endDate=${endDate}&noCache=true`).set(...admin);
    expect(res.status).toBe(200);
    return reportSummarySchema.parse(res.body);
  };
  const report = async (path: string) => {
    const res = await service.request.get(`/api/admin/aggregates/${path}`).set(...admin);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body as unknown;
  };
  let before2026: Awaited<ReturnType<typeof reportSummary>>;

  beforeAll(async () => {
    service = await startTestService('reports_refunds');
    admin = await as('admin', 'admin-1');
    service.riderFacts.riders.set('r1', aRiderFacts('r1', { documentsOnFile: true }));
    service.riderFacts.riders.set('r2', aRiderFacts('r2', { documentsOnFile: true }));
    const { db } = service;
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      // December 2025: dealer credit earned, then $45 of it redeemed at a dealer on the 10th.
      at('2025-12-01T18:00:00Z');
      await db.sequelize.transaction((t) => award(db, { riderId: 'r1', type: 'credit', amountCents: 10_000, currency: 'USD', expiresAt: new Date('2027-12-01T00:00:00Z'), sourceKey: 'test:credit' }, t));
      at('2025-12-10T20:00:00Z');
      const redemption = await redeemAtTill({ db, riders: service.riderFacts }, 'd1', { riderId: 'r1', amountCents: 4_500, currency: 'USD', pin: '1234', employeeName: 'Sam', idChecked: true, idempotencyKey: 'redeem-december' }, null);
      await syncReadModel(service);
      // (read straight from the read model: the test's identity token is not valid yet at this fake date)
      before2026 = await reportSummary(db, { startDate: '2026-01-01', endDate: '2026-12-31' });

      // November 2026: that redemption refunded.
      at('2026-11-15T20:00:00Z');
      await refundRedemption({ db, riders: service.riderFacts }, { id: 'admin-1' }, redemption.redemption._id);
    } finally {
      vi.useRealTimers();
    }
    await syncReadModel(service);
  }, 60_000);
  afterAll(() => service.close());

  it('keeps December 2025’s $45 redeemed, and reports November 2026’s refund of it as refunded', async () => {
    const december = await summary('2025-12-01', '2025-12-31');
    expect(december.currencies.map((c) => [c.currency, c.redeemed, c.refunded])).toEqual([['USD', 4_500, 0]]);
    expect(december.byMonth).toEqual([{ month: '2025-12', currency: 'USD', available: 0, earned: 10_000, redeemed: 4_500, refunded: 0, cashedOut: 0 }]);

    const november = await summary('2026-11-01', '2026-11-30');
    expect(november.currencies.map((c) => [c.currency, c.redeemed, c.refunded])).toEqual([['USD', 0, 4_500]]);
    expect(november.byMonth).toEqual([{ month: '2026-11', currency: 'USD', available: 0, earned: 0, redeemed: 0, refunded: 4_500, cashedOut: 0 }]);
  });

  it('leaves this year’s redeemed figure as it was before the refund, and charts no month below zero', async () => {
    const year = await summary('2026-01-01', '2026-12-31');
    expect(before2026.currencies).toEqual([]);
    expect(year.currencies.map((c) => [c.currency, c.redeemed, c.refunded])).toEqual([['USD', 0, 4_500]]);
    expect(year.byMonth.every((month) => month.redeemed >= 0 && month.refunded >= 0 && month.earned >= 0)).toBe(true);
    expect(year.byMonth.find((month) => month.month === '2026-11')).toMatchObject({ redeemed: 0, refunded: 4_500 });
  });

  it('rider redemptions and top dealers: the redemption on its day, the refund on its own', async () => {
    const december = riderRedemptionsReportSchema.parse(await report('rider-redemptions?startDate=2025-12-01&endDate=2025-12-31'));
    expect(december.rows.map((r) => [r.riderId, r.redemptions, r.redeemed, r.refunded])).toEqual([['r1', 1, 4_500, 0]]);
    expect(december.byMonth).toEqual([{ month: '2025-12', currency: 'USD', amount: 4_500, count: 1, refunded: 0 }]);
    const november = riderRedemptionsReportSchema.parse(await report('rider-redemptions?startDate=2026-11-01&endDate=2026-11-30'));
    expect(november.rows.map((r) => [r.riderId, r.redemptions, r.redeemed, r.refunded])).toEqual([['r1', 0, 0, 4_500]]);
    expect(november.byMonth).toEqual([{ month: '2026-11', currency: 'USD', amount: 0, count: 0, refunded: 4_500 }]);
    const dealers = topDealersSchema.parse(await report('top-dealers?startDate=2025-12-01&endDate=2025-12-31'));
    expect(dealers.dealers.map((d) => [d.dealerId, d.redemptions, d.redeemed])).toEqual([['d1', 1, 4_500]]);
  });

  it('counts an event’s bonus paid in cash as a bonus, with its amount (a cash lot the rider can still cash out)', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      at('2026-07-06T18:00:00Z');
      await service.deliver(
        aMessage(
          'results.published',
          aResultSet([aLine({ resultId: 'l1', riderId: 'r2', matchStatus: 'matched', place: 1, placeAmount: 0 })], {
            eventId: 'bonus-race',
            bonuses: [{ bonusId: 'b1', riderId: 'r2', riderName: 'Rider r2', amountCents: 5_000, payoutType: 'cash', note: 'Holeshot' }],
          }),
        ),
      );
    } finally {
      vi.useRealTimers();
    }
    await syncReadModel(service);
    const lot = await service.db.models.Lot.findOne({ where: { eventId: 'bonus-race' } });
    expect(lot).toMatchObject({ type: 'cash', initialCents: 5_000, bonus: true });
    const july = await summary('2026-07-01', '2026-07-31');
    expect(july.currencies.map((c) => [c.earned, c.earnedCash, c.earnedCredit, c.earnedBonus])).toEqual([[5_000, 0, 0, 5_000]]);
    const earnings = riderEarningsReportSchema.parse(await report('rider-earnings?startDate=2026-07-01&endDate=2026-07-31'));
    expect(earnings.rows.map((r) => [r.riderId, r.earnedCash, r.earnedBonus])).toEqual([['r2', 0, 5_000]]);
  });

  it('reads a refund written as a negative redemption before refunds were a measure as a refund on its day', () => {
    const totals = new MoneyTotals();
    totals.add({ kind: 'refund', at: '2026-11-15T20:00:00.000Z', riderId: 'r1', legs: [{ measure: 'redeemed', currency: 'USD', amountCents: -4_500, seriesId: null, country: null, earnings: 0 }] });
    expect(totals.moneyRows()).toEqual([{ day: '2026-11-15', seriesId: '', country: '', currency: 'USD', measure: 'refunded', amountCents: 4_500, entries: 1, earnings: 0 }]);
    expect(totals.riderRows()[0]).toMatchObject({ redeemedCents: 0, refundedCents: 4_500 });
  });
});
