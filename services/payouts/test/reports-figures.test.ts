import {
  cashoutReportSchema,
  marketShareSchema,
  recentPayoutsSchema,
  reportSummarySchema,
  riderEarningsReportSchema,
  riderRedemptionsReportSchema,
  riderStatsSchema,
  topDealersSchema,
  topRidersSchema,
} from '@rr/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, startTestService, type TestService } from './helpers.js';
import { HYPERLINK_NAME, RANGE, insertFixture } from './reports-fixture.js';

/**
 * Every admin report's figures against the hand-computed fixture (reports-fixture.ts), range 2026-02-01 …
 * 2026-03-31 unless a test says otherwise. Money is per currency; a day at either end of the range counts, the days
 * around it do not.
 */
describe('GET /api/admin/aggregates/* figures', () => {
  let service: TestService;
  let admin: [string, string];
  beforeAll(async () => {
    service = await startTestService('reports_figures');
    await insertFixture(service.db);
    admin = await as('admin', 'admin-1');
  });
  afterAll(() => service.close());

  const get = async (path: string) => {
    const res = await service.request.get(`/api/admin/aggregates/${path}`).set(...admin);
    expect(res.status, `${path}: ${JSON.stringify(res.body)}`).toBe(200);
    return res.body as unknown;
  };
  const range = { startDate: '2026-02-01', endDate: '2026-03-31' };

  it('summary: money per currency, contingency of the paying live events, riders, events, months, and the chart', async () => {
    const summary = reportSummarySchema.parse(await get(`summary?${RANGE}&noCache=true`));
    expect(summary).toMatchObject({ range, months: 2, events: 4, riders: 4, cached: false });
    expect(summary.currencies).toEqual([
      // The 700 redeemed on 03-16 stays redeemed; its refund on 03-17 is a refund of its own.
      { currency: 'USD', available: 80_000, earned: 20_000, earnedCash: 12_000, earnedCredit: 7_000, earnedBonus: 1_000, earnRate: 0.25, redeemed: 3_200, refunded: 700, redemptionRate: 0.4, cashedOut: 1_500, expired: 400, withheld: 3_000 },
      { currency: 'CAD', available: 20_000, earned: 8_700, earnedCash: 8_000, earnedCredit: 0, earnedBonus: 700, earnRate: 0.435, redeemed: 0, refunded: 0, redemptionRate: 0, cashedOut: 4_000, expired: 0, withheld: 0 },
    ]);
    expect(summary.byMonth).toEqual([
      { month: '2026-02', currency: 'USD', available: 50_000, earned: 13_000, redeemed: 500, refunded: 0, cashedOut: 0 },
      { month: '2026-02', currency: 'CAD', available: 0, earned: 0, redeemed: 0, refunded: 0, cashedOut: 0 },
      { month: '2026-03', currency: 'USD', available: 30_000, earned: 7_000, redeemed: 2_700, refunded: 700, cashedOut: 1_500 },
      { month: '2026-03', currency: 'CAD', available: 20_000, earned: 8_700, redeemed: 0, refunded: 0, cashedOut: 4_000 },
    ]);
  });

  it('summary: a range of one day at each edge holds that day only; rates are null without a base', async () => {
    const first = reportSummarySchema.parse(await get('summary?startDate=2026-02-01&endDate=2026-02-01'));
    expect(first).toMatchObject({ months: 1, events: 1, riders: 1 });
    expect(first.currencies).toEqual([{ currency: 'USD', available: 50_000, earned: 10_000, earnedCash: 10_000, earnedCredit: 0, earnedBonus: 0, earnRate: 0.2, redeemed: 0, refunded: 0, redemptionRate: null, cashedOut: 0, expired: 0, withheld: 3_000 }]);
    const last = reportSummarySchema.parse(await get('summary?startDate=2026-03-31&endDate=2026-03-31'));
    expect(last.currencies.map((c) => [c.currency, c.earned, c.available])).toEqual([['CAD', 8_000, 20_000]]);
    const before = reportSummarySchema.parse(await get('summary?startDate=2026-01-31&endDate=2026-01-31'));
    expect(before.currencies.map((c) => [c.currency, c.earned, c.available])).toEqual([['USD', 99_900, 44_444]]);
    const empty = reportSummarySchema.parse(await get('summary?startDate=2025-06-01&endDate=2025-07-15'));
    expect(empty).toMatchObject({ months: 2, events: 0, riders: 0, currencies: [], byMonth: [] });
  });

  it('market share by month: the summary’s events (results in or not), every month of the range, and the total', async () => {
    const share = marketShareSchema.parse(await get(`market-share-month?${RANGE}`));
    expect(share.rows).toEqual([
      { key: '2026-02', name: null, events: 1, finishers: 40, makerFinishers: 10, finisherShare: 0.25, paidPlaces: 10, makerPaidPlaces: 4, payoutShare: 0.4 },
      // The Canada Cup (03-31) has no results yet: an event with no finishers.
      { key: '2026-03', name: null, events: 3, finishers: 30, makerFinishers: 15, finisherShare: 0.5, paidPlaces: 5, makerPaidPlaces: 5, payoutShare: 1 },
    ]);
    expect(share.total).toEqual({ key: null, name: null, events: 4, finishers: 70, makerFinishers: 25, finisherShare: 25 / 70, paidPlaces: 15, makerPaidPlaces: 9, payoutShare: 0.6 });
  });

  it('one count of events: the summary and market share count the same events for the same month and range', async () => {
    for (const [startDate, endDate] of [
      ['2026-02-01', '2026-02-28'],
      ['2026-03-01', '2026-03-31'],
      ['2026-02-01', '2026-03-31'],
      ['2026-01-01', '2026-04-30'],
    ]) {
      const query = `startDate=${startDate}&endDate=${endDate}&noCache=true`;
      const summary = reportSummarySchema.parse(await get(`summary?${query}`));
      const byMonth = marketShareSchema.parse(await get(`market-share-month?${query}`));
      const bySeries = marketShareSchema.parse(await get(`market-share-series?${query}`));
      expect([byMonth.total.events, bySeries.total.events], `${startDate} … ${endDate}`).toEqual([summary.events, summary.events]);
    }
    // March: Spring Opener, Open Day (not paying) and the Canada Cup (no results yet); not the canceled, deleted or draft ones.
    const march = reportSummarySchema.parse(await get('summary?startDate=2026-03-01&endDate=2026-03-31&noCache=true'));
    expect(march.events).toBe(3);
  });

  it('market share by series: by name, events in no series last', async () => {
    const share = marketShareSchema.parse(await get(`market-share-series?${RANGE}`));
    expect(share.rows).toEqual([
      { key: 's1', name: 'Alpha Series', events: 2, finishers: 40, makerFinishers: 10, finisherShare: 0.25, paidPlaces: 10, makerPaidPlaces: 4, payoutShare: 0.4 },
      { key: 's2', name: 'Beta Series', events: 1, finishers: 20, makerFinishers: 15, finisherShare: 0.75, paidPlaces: 5, makerPaidPlaces: 5, payoutShare: 1 },
      { key: null, name: null, events: 1, finishers: 10, makerFinishers: 0, finisherShare: 0, paidPlaces: 0, makerPaidPlaces: 0, payoutShare: null },
    ]);
    expect(share.total).toMatchObject({ events: 4, finishers: 70, makerFinishers: 25, paidPlaces: 15, makerPaidPlaces: 9 });
  });

  it('top pro and amateur riders: per rider and currency, by what they earned', async () => {
    const pros = topRidersSchema.parse(await get(`top-pro-riders?${RANGE}`));
    expect(pros.riders).toEqual([
      { riderId: 'p1', name: 'Pat Pro', country: 'US', currency: 'USD', earned: 15_000, earnedCash: 10_000, earnedCredit: 5_000, earnedBonus: 0, earnings: 2, redeemed: 2_700 },
      { riderId: 'p2', name: 'Quinn Pro', country: 'CA', currency: 'CAD', earned: 8_000, earnedCash: 8_000, earnedCredit: 0, earnedBonus: 0, earnings: 1, redeemed: 0 },
    ]);
    const amateurs = topRidersSchema.parse(await get(`top-amateur-riders?${RANGE}&limit=10`));
    expect(amateurs.riders.map((r) => [r.riderId, r.currency, r.earned, r.earnings, r.redeemed])).toEqual([
      ['a1', 'USD', 3_000, 1, 500],
      ['a2', 'USD', 2_000, 1, 0],
      ['a1', 'CAD', 700, 1, 0],
    ]);
    expect(amateurs.riders[1]!.name).toBe(HYPERLINK_NAME);
    const two = topRidersSchema.parse(await get(`top-amateur-riders?${RANGE}&limit=2`));
    expect(two.riders.map((r) => `${r.riderId} ${r.currency}`)).toEqual(['a1 USD', 'a2 USD']);
  });

  it('pro and amateur rider stats: registered, earning, and each currency apart', async () => {
    const pro = riderStatsSchema.parse(await get(`pro-rider-stats?${RANGE}`));
    expect(pro).toMatchObject({
      registered: 2,
      earning: 2,
      currencies: [
        { currency: 'USD', riders: 1, earned: 15_000, averagePerRider: 15_000, redeemed: 2_700, cashedOut: 0 },
        { currency: 'CAD', riders: 1, earned: 8_000, averagePerRider: 8_000, redeemed: 0, cashedOut: 4_000 },
      ],
    });
    const amateur = riderStatsSchema.parse(await get(`amateur-rider-stats?${RANGE}`));
    expect(amateur).toMatchObject({
      registered: 2, // a3 is inactive
      earning: 2,
      currencies: [
        { currency: 'USD', riders: 2, earned: 5_000, averagePerRider: 2_500, redeemed: 500, cashedOut: 1_500 },
        { currency: 'CAD', riders: 1, earned: 700, averagePerRider: 700, redeemed: 0, cashedOut: 0 },
      ],
    });
  });

  it('top dealers: the redemptions made in the range (refunded since or not) per dealer and currency, under the dealer’s latest name', async () => {
    const top = topDealersSchema.parse(await get(`top-dealers?${RANGE}`));
    expect(top.dealers).toEqual([
      { dealerId: 'd1', name: 'Dealer One Moto', country: 'US', currency: 'USD', redemptions: 2, redeemed: 2_500, riders: 2 },
      { dealerId: 'd3', name: 'Dealer Three', country: 'CA', currency: 'CAD', redemptions: 2, redeemed: 2_100, riders: 2 },
      { dealerId: 'd2', name: 'Dealer Two', country: 'US', currency: 'USD', redemptions: 2, redeemed: 1_000, riders: 2 },
    ]);
  });

  it('a redemption at 2026-03-01T07:30Z belongs to programme day 02-28; the first and last instants of a range count', async () => {
    const feb28 = topDealersSchema.parse(await get('top-dealers?startDate=2026-02-28&endDate=2026-02-28'));
    expect(feb28.dealers.map((d) => [d.dealerId, d.redeemed])).toEqual([['d3', 1_200]]);
    const mar1 = topDealersSchema.parse(await get('top-dealers?startDate=2026-03-01&endDate=2026-03-01'));
    expect(mar1.dealers).toEqual([]);
    // 2026-02-01T08:00Z is 00:00 PST on 02-01 (in), 07:59:59.999Z the day before (out).
    const feb1 = topDealersSchema.parse(await get('top-dealers?startDate=2026-02-01&endDate=2026-02-01'));
    expect(feb1.dealers.map((d) => [d.dealerId, d.redeemed, d.redemptions])).toEqual([['d2', 300, 1]]);
    // 2026-04-01T06:59:59Z is 23:59 PDT on 03-31 (in), 07:00Z is 04-01 (out).
    const mar31 = topDealersSchema.parse(await get('top-dealers?startDate=2026-03-31&endDate=2026-03-31'));
    expect(mar31.dealers.map((d) => [d.dealerId, d.redeemed])).toEqual([['d3', 900]]);
  });

  it('recent payouts: the newest earnings, a merge’s copy not listed again, with rider and event, paged', async () => {
    const recent = recentPayoutsSchema.parse(await get('payouts'));
    expect(recent.payouts.map((p) => p._id)).toEqual(['L4', 'L2', 'L3', 'L1']);
    expect(recent.pagination).toEqual({ page: 1, limit: 5, total: 4, pages: 1 });
    expect(recent.payouts[0]).toEqual({ _id: 'L4', awardedAt: '2026-03-31T18:00:00.000Z', riderId: 'p2', riderName: 'Quinn Pro', eventId: 'unknown-event', eventTitle: null, type: 'cash', amount: 8_000, currency: 'CAD', status: 'current' });
    expect(recent.payouts[1]).toMatchObject({ _id: 'L2', riderName: 'Pat Pro', eventId: 'e2', eventTitle: 'Spring Opener', type: 'credit', amount: 5_000, currency: 'USD' });
    expect(recent.payouts[2]).toMatchObject({ _id: 'L3', riderId: 'a2', riderName: HYPERLINK_NAME, eventId: null, eventTitle: null });
    const page2 = recentPayoutsSchema.parse(await get('payouts?limit=2&page=2'));
    expect(page2.payouts.map((p) => p._id)).toEqual(['L3', 'L1']);
    expect(page2.pagination).toEqual({ page: 2, limit: 2, total: 4, pages: 2 });
    const march = recentPayoutsSchema.parse(await get('payouts?startDate=2026-03-01&endDate=2026-03-31'));
    expect(march.payouts.map((p) => p._id)).toEqual(['L4', 'L2', 'L3']);
    expect(march.pagination.total).toBe(3);
  });

  it('rider earnings: rows per rider and currency, totals of every matching row, the chart, filters, sort and paging', async () => {
    const report = riderEarningsReportSchema.parse(await get(`rider-earnings?${RANGE}`));
    expect(report.rows).toEqual([
      { riderId: 'p1', name: 'Pat Pro', email: 'pat@example.com', country: 'US', pro: true, currency: 'USD', earned: 15_000, earnedCash: 10_000, earnedCredit: 5_000, earnedBonus: 0, withheld: 3_000, earnings: 2 },
      { riderId: 'p2', name: 'Quinn Pro', email: 'quinn@example.com', country: 'CA', pro: true, currency: 'CAD', earned: 8_000, earnedCash: 8_000, earnedCredit: 0, earnedBonus: 0, withheld: 0, earnings: 1 },
      { riderId: 'a1', name: 'Alex Amateur', email: 'alex@example.com', country: 'US', pro: false, currency: 'USD', earned: 3_000, earnedCash: 0, earnedCredit: 2_000, earnedBonus: 1_000, withheld: 0, earnings: 1 },
      { riderId: 'a2', name: HYPERLINK_NAME, email: 'hyper@example.com', country: 'US', pro: false, currency: 'USD', earned: 2_000, earnedCash: 2_000, earnedCredit: 0, earnedBonus: 0, withheld: 0, earnings: 1 },
      { riderId: 'a1', name: 'Alex Amateur', email: 'alex@example.com', country: 'US', pro: false, currency: 'CAD', earned: 700, earnedCash: 0, earnedCredit: 0, earnedBonus: 700, withheld: 0, earnings: 1 },
    ]);
    expect(report.pagination).toEqual({ page: 1, limit: 25, total: 5, pages: 1 });
    expect(report.totals).toEqual([
      { currency: 'USD', riders: 3, earned: 20_000, earnedCash: 12_000, earnedCredit: 7_000, earnedBonus: 1_000, withheld: 3_000 },
      { currency: 'CAD', riders: 2, earned: 8_700, earnedCash: 8_000, earnedCredit: 0, earnedBonus: 700, withheld: 0 },
    ]);
    expect(report.byMonth).toEqual([
      { month: '2026-02', currency: 'USD', amount: 13_000, count: 2 },
      { month: '2026-02', currency: 'CAD', amount: 0, count: 0 },
      { month: '2026-03', currency: 'USD', amount: 7_000, count: 2 },
      { month: '2026-03', currency: 'CAD', amount: 8_700, count: 2 },
    ]);

    const page2 = riderEarningsReportSchema.parse(await get(`rider-earnings?${RANGE}&limit=2&page=2`));
    expect(page2.rows.map((r) => `${r.riderId} ${r.currency}`)).toEqual(['a1 USD', 'a2 USD']);
    expect(page2.pagination).toEqual({ page: 2, limit: 2, total: 5, pages: 3 });
    expect(page2.totals).toEqual(report.totals);

    const byName = riderEarningsReportSchema.parse(await get(`rider-earnings?${RANGE}&sortBy=name&sortDirection=asc`));
    expect(byName.rows.map((r) => `${r.riderId} ${r.currency}`)).toEqual(['a2 USD', 'a1 CAD', 'a1 USD', 'p1 USD', 'p2 CAD']);
    const pros = riderEarningsReportSchema.parse(await get(`rider-earnings?${RANGE}&pro=true`));
    expect(pros.rows.map((r) => r.riderId)).toEqual(['p1', 'p2']);
    const alex = riderEarningsReportSchema.parse(await get(`rider-earnings?${RANGE}&query=ALEX`));
    expect(alex.rows.map((r) => `${r.riderId} ${r.currency}`)).toEqual(['a1 USD', 'a1 CAD']);
    expect(alex.byMonth).toEqual([
      { month: '2026-02', currency: 'USD', amount: 3_000, count: 1 },
      { month: '2026-02', currency: 'CAD', amount: 0, count: 0 },
      { month: '2026-03', currency: 'USD', amount: 0, count: 0 },
      { month: '2026-03', currency: 'CAD', amount: 700, count: 1 },
    ]);
    const cad = riderEarningsReportSchema.parse(await get(`rider-earnings?${RANGE}&currency=CAD`));
    expect(cad.rows.map((r) => `${r.riderId} ${r.currency}`)).toEqual(['p2 CAD', 'a1 CAD']);
    expect(cad.totals.map((t) => t.currency)).toEqual(['CAD']);
    const percent = riderEarningsReportSchema.parse(await get(`rider-earnings?${RANGE}&query=${encodeURIComponent('%')}`));
    expect(percent.rows).toEqual([]);
  });

  it('rider redemptions: redemptions on their days, refunds on theirs, per rider and currency', async () => {
    const report = riderRedemptionsReportSchema.parse(await get(`rider-redemptions?${RANGE}`));
    expect(report.rows).toEqual([
      { riderId: 'p1', name: 'Pat Pro', country: 'US', currency: 'USD', redemptions: 2, redeemed: 2_700, refunded: 700, dealers: 2, lastRedeemedAt: '2026-03-16T20:00:00.000Z' },
      { riderId: 'a1', name: 'Alex Amateur', country: 'US', currency: 'CAD', redemptions: 1, redeemed: 1_200, refunded: 0, dealers: 1, lastRedeemedAt: '2026-03-01T07:30:00.000Z' },
      { riderId: 'p2', name: 'Quinn Pro', country: 'CA', currency: 'CAD', redemptions: 1, redeemed: 900, refunded: 0, dealers: 1, lastRedeemedAt: '2026-04-01T06:59:59.000Z' },
      { riderId: 'a1', name: 'Alex Amateur', country: 'US', currency: 'USD', redemptions: 1, redeemed: 500, refunded: 0, dealers: 1, lastRedeemedAt: '2026-02-10T18:00:00.000Z' },
      { riderId: 'a2', name: HYPERLINK_NAME, country: 'US', currency: 'USD', redemptions: 1, redeemed: 300, refunded: 0, dealers: 1, lastRedeemedAt: '2026-02-01T08:00:00.000Z' },
    ]);
    expect(report.totals).toEqual([
      { currency: 'USD', riders: 3, redemptions: 4, redeemed: 3_500, refunded: 700 },
      { currency: 'CAD', riders: 2, redemptions: 2, redeemed: 2_100, refunded: 0 },
    ]);
    expect(report.byMonth).toEqual([
      { month: '2026-02', currency: 'USD', amount: 800, count: 2, refunded: 0 },
      { month: '2026-02', currency: 'CAD', amount: 1_200, count: 1, refunded: 0 },
      { month: '2026-03', currency: 'USD', amount: 2_700, count: 2, refunded: 700 },
      { month: '2026-03', currency: 'CAD', amount: 900, count: 1, refunded: 0 },
    ]);
    // The day of the refund alone: the refund, and no redemption of that day.
    const refundDay = riderRedemptionsReportSchema.parse(await get('rider-redemptions?startDate=2026-03-17&endDate=2026-03-17'));
    expect(refundDay.rows).toEqual([{ riderId: 'p1', name: 'Pat Pro', country: 'US', currency: 'USD', redemptions: 0, redeemed: 0, refunded: 700, dealers: 0, lastRedeemedAt: null }]);
    const redemptionDay = riderRedemptionsReportSchema.parse(await get('rider-redemptions?startDate=2026-03-16&endDate=2026-03-16'));
    expect(redemptionDay.rows.map((r) => [r.riderId, r.redemptions, r.redeemed, r.refunded])).toEqual([['p1', 1, 700, 0]]);
    const pat = riderRedemptionsReportSchema.parse(await get(`rider-redemptions?${RANGE}&query=pat%40example&sortBy=refunded`));
    expect(pat.rows.map((r) => r.riderId)).toEqual(['p1']);
    const march = riderRedemptionsReportSchema.parse(await get('rider-redemptions?startDate=2026-03-01&endDate=2026-03-31&currency=CAD'));
    expect(march.rows.map((r) => [r.riderId, r.redeemed])).toEqual([['p2', 900]]);
  });

  it('cash-out report: each cash-out with provider, method, status, balances and the rider’s withholding; totals per currency and status', async () => {
    const report = cashoutReportSchema.parse(await get(`cash-out-report?${RANGE}`));
    expect(report.rows).toEqual([
      { _id: 'co3', createdAt: '2026-03-31T12:00:00.000Z', riderId: 'p2', name: 'Quinn Pro', country: 'CA', provider: 'tremendous', method: 'prepaidCard', status: 'failed', amount: 4_000, currency: 'CAD', previousBalance: 8_000, newBalance: 8_000, withheld: 0, providerOrderId: null },
      { _id: 'co2', createdAt: '2026-03-05T12:00:00.000Z', riderId: 'a2', name: HYPERLINK_NAME, country: 'US', provider: 'tremendous', method: 'digital', status: 'processing', amount: 1_500, currency: 'USD', previousBalance: 2_000, newBalance: 500, withheld: 0, providerOrderId: null },
      { _id: 'co1', createdAt: '2026-02-05T12:00:00.000Z', riderId: 'p1', name: 'Pat Pro', country: 'US', provider: 'tremendous', method: 'bank', status: 'paid', amount: 5_000, currency: 'USD', previousBalance: 10_000, newBalance: 5_000, withheld: 3_000, providerOrderId: 'ORD-1' },
    ]);
    expect(report.totals).toEqual([
      { currency: 'USD', status: 'processing', cashouts: 1, amount: 1_500 },
      { currency: 'USD', status: 'paid', cashouts: 1, amount: 5_000 },
      { currency: 'CAD', status: 'failed', cashouts: 1, amount: 4_000 },
    ]);
    expect(report.byMonth).toEqual([
      { month: '2026-02', currency: 'USD', amount: 5_000, count: 1 },
      { month: '2026-02', currency: 'CAD', amount: 0, count: 0 },
      { month: '2026-03', currency: 'USD', amount: 1_500, count: 1 },
      { month: '2026-03', currency: 'CAD', amount: 4_000, count: 1 },
    ]);
    const paid = cashoutReportSchema.parse(await get(`cash-out-report?${RANGE}&status=paid&sortBy=amount&sortDirection=asc`));
    expect(paid.rows.map((r) => r._id)).toEqual(['co1']);
    const all = cashoutReportSchema.parse(await get('cash-out-report?startDate=2026-01-01&endDate=2026-03-31&sortBy=amount&sortDirection=asc&limit=2'));
    expect(all.rows.map((r) => r._id)).toEqual(['co4', 'co2']);
    expect(all.pagination).toEqual({ page: 1, limit: 2, total: 4, pages: 2 });
  });
});
