import { EXPORTABLE_REPORTS, reportSummarySchema } from '@rr/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger, TEST_IDENTITY_SECRET } from '@rr/server-kit';
import supertest from 'supertest';
import { OPERATIONS } from '@rr/contracts/operations';
import { checkAnswers } from '@rr/server-kit/testing/answers';
import { createPayoutsApp } from '../src/app.js';
import { memoryEventClasses } from '../src/domain/event-classes.js';
import { memoryRiderFacts } from '../src/domain/rider-facts.js';
import { tremendousProvider } from '../src/provider/payment-provider.js';
import { ReportCache } from '../src/reporting/queries/cache.js';
import { as, startTestService, type TestService } from './helpers.js';
import { RANGE, insertFixture } from './reports-fixture.js';

const REPORTS = ['summary', 'market-share-month', 'market-share-series', 'top-pro-riders', 'pro-rider-stats', 'top-amateur-riders', 'amateur-rider-stats', 'top-dealers', 'payouts', 'rider-earnings', 'rider-redemptions', 'cash-out-report'];

/** The report routes are the programme staff's only; their queries are checked; answers are cached a minute. */
describe('GET /api/admin/aggregates/* access, validation and cache', () => {
  let service: TestService;
  let admin: [string, string];
  beforeAll(async () => {
    service = await startTestService('reports_access');
    await insertFixture(service.db);
    admin = await as('admin', 'admin-1');
  });
  afterAll(() => service.close());

  it('answers 401 without a token and 403 to riders, dealers and promoters, on every report and export', async () => {
    const paths = [...REPORTS.map((r) => `/api/admin/aggregates/${r}?${RANGE}`), ...EXPORTABLE_REPORTS.map((r) => `/api/admin/aggregates/${r}/export?format=csv&${RANGE}`)];
    const callers = await Promise.all([as('rider', 'p1'), as('dealer', 'd1'), as('promoter', 'promoter-1')]);
    for (const path of paths) {
      expect((await service.request.get(path)).status, path).toBe(401);
      for (const caller of callers) expect((await service.request.get(path).set(...caller)).status, `${caller[1].slice(0, 8)} ${path}`).toBe(403);
      expect((await service.request.get(path).set(...admin)).status, path).toBe(200);
    }
  });

  it('refuses an impossible date, a start after the end, and out-of-range values with the 400 VALIDATION body', async () => {
    const bad = await service.request.get('/api/admin/aggregates/summary?startDate=2026-02-30').set(...admin);
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ code: 'VALIDATION', details: { startDate: { id: 'validation.date.invalid', message: 'Invalid date' } } });
    const order = await service.request.get('/api/admin/aggregates/market-share-month?startDate=2026-03-02&endDate=2026-03-01').set(...admin);
    expect(order.status).toBe(400);
    expect(order.body).toEqual({ code: 'VALIDATION', message: 'The last day cannot be before the first day', details: { endDate: { id: 'validation.date.order', message: 'The last day cannot be before the first day' } } });
    const exportOrder = await service.request.get('/api/admin/aggregates/rider-earnings/export?startDate=2026-03-02&endDate=2026-03-01').set(...admin);
    expect(exportOrder.status).toBe(400);
    expect(exportOrder.body.details.endDate.id).toBe('validation.date.order');
    for (const query of ['limit=0', 'limit=101', 'sortBy=email', 'currency=GBP', 'status=lost', 'noCache=yes', 'page=0']) {
      const path = query.startsWith('limit') ? 'top-dealers' : query.startsWith('status') ? 'cash-out-report' : query.startsWith('page') ? 'rider-redemptions' : 'rider-earnings';
      const res = await service.request.get(`/api/admin/aggregates/${path}?${query}`).set(...admin);
      expect(res.status, query).toBe(400);
      expect(res.body.code, query).toBe('VALIDATION');
    }
    expect((await service.request.get('/api/admin/aggregates/summary/export?format=pdf').set(...admin)).status).toBe(400);
  });

  it('defaults to 1 January of this programme year up to today', async () => {
    const res = await service.request.get('/api/admin/aggregates/summary').set(...admin);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Los_Angeles' }).format(new Date());
    expect(res.body.range).toEqual({ startDate: `${today.slice(0, 4)}-01-01`, endDate: today });
  });

  it('serves a repeated query from the cache until noCache=true reads the tables again', async () => {
    const summary = async (extra = '') => reportSummarySchema.parse((await service.request.get(`/api/admin/aggregates/summary?startDate=2026-02-01&endDate=2026-02-28${extra}`).set(...admin)).body);
    const first = await summary();
    expect(first.cached).toBe(false);
    expect(first.currencies[0]).toMatchObject({ currency: 'USD', expired: 0 });
    await service.db.sequelize.getQueryInterface().bulkInsert('report_money_daily', [{ day: '2026-02-14', series_id: '', country: '', currency: 'USD', measure: 'expired', amount_cents: 250, entries: 1, earnings: 0 }]);
    const again = await summary();
    expect(again).toEqual({ ...first, cached: true });
    // The same query written differently (noCache=false, parameters in another order) is the same entry.
    const reordered = reportSummarySchema.parse((await service.request.get('/api/admin/aggregates/summary?endDate=2026-02-28&noCache=false&startDate=2026-02-01').set(...admin)).body);
    expect(reordered).toEqual({ ...first, cached: true });
    const fresh = await summary('&noCache=true');
    expect(fresh.cached).toBe(false);
    expect(fresh.currencies[0]!.expired).toBe(250);
    expect(Date.parse(fresh.generatedAt)).toBeGreaterThanOrEqual(Date.parse(first.generatedAt));
    const after = await summary();
    expect(after).toEqual({ ...fresh, cached: true });
  });

  it('keeps an answer REPORT_CACHE_SECONDS and at most its bound of entries, the oldest leaving first', async () => {
    let now = 1_000_000;
    const cache = new ReportCache(60_000, 2, () => now);
    let computed = 0;
    const compute = async () => ({ n: (computed += 1) });
    expect(await cache.answer('a', false, compute)).toMatchObject({ n: 1, cached: false });
    now += 59_999;
    expect(await cache.answer('a', false, compute)).toMatchObject({ n: 1, cached: true });
    now += 1;
    expect(await cache.answer('a', false, compute)).toMatchObject({ n: 2, cached: false });
    await cache.answer('b', false, compute);
    await cache.answer('c', false, compute);
    expect(cache.size).toBe(2);
    expect(await cache.answer('b', false, compute)).toMatchObject({ n: 3, cached: true });
    expect(await cache.answer('a', false, compute)).toMatchObject({ n: 5, cached: false });
  });

  it('names the built-in fake provider on the cash-out report when it runs', async () => {
    const app = createPayoutsApp({
      db: service.db,
      outbox: service.outbox,
      logger: createLogger('test', 'silent'),
      identitySecret: TEST_IDENTITY_SECRET,
      provider: tremendousProvider({ baseUrl: service.provider.url, apiKey: 'test-provider-key' }),
      riders: memoryRiderFacts([]),
      events: memoryEventClasses(),
      providerName: 'fake',
    });
    const res = await checkAnswers(supertest(app.callback()), OPERATIONS).get(`/api/admin/aggregates/cash-out-report?${RANGE}`).set(...admin);
    expect(res.body.rows.map((row: { provider: string }) => row.provider)).toEqual(['fake', 'fake', 'fake']);
  });
});
