import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anEvent, day } from './factories.js';
import { anonymous, startTestService, type TestService } from './helpers.js';

// The finder's summary ("3 events · $100 + CA$50 in contingency"): a public-site tour found US and Canadian dollars
// added together and a canceled event's contingency counted.
describe('GET /api/events contingency summary', () => {
  let service: TestService;

  beforeAll(async () => {
    service = await startTestService('events_currencies');
    await anEvent(service.db, { title: 'Perris', startDate: day(5), classes: [{ name: 'Pro', places: [6_000, 4_000] }] });
    await anEvent(service.db, { title: 'Calgary', startDate: day(6), country: 'CA', state: 'AB', currency: 'CAD', classes: [{ name: 'Pro', places: [5_000] }] });
    await anEvent(service.db, { title: 'Rained out', startDate: day(7), canceled: true, classes: [{ name: 'Pro', places: [217_500] }] });
  });
  afterAll(() => service.close());

  it('sums per currency, leaves canceled events out of the sums, and still lists them', async () => {
    const res = await service.request.get('/api/events').set(...(await anonymous()));

    expect(res.status).toBe(200);
    expect(res.body.pagination.total).toBe(3);
    expect(res.body.contingencyAmount).toBe(10_000);
    expect(res.body.contingencyTotals).toEqual([
      { currency: 'USD', cents: 10_000 },
      { currency: 'CAD', cents: 5_000 },
    ]);
  });

  it('gives a search by words the same figures on every page, past the end too, as the page and its figures are read together', async () => {
    // All three venues are "Test Raceway": the words match every event.
    for (const [page, events] of [[1, 2], [2, 1], [3, 0]] as const) {
      const res = await service.request.get('/api/events').query({ query: 'test race', limit: 2, page }).set(...(await anonymous()));

      expect(res.status).toBe(200);
      expect(res.body.events).toHaveLength(events);
      expect(res.body.pagination).toEqual({ page, limit: 2, total: 3, pages: 2 });
      expect(res.body.contingencyAmount).toBe(10_000);
      expect(res.body.contingencyTotals).toEqual([
        { currency: 'USD', cents: 10_000 },
        { currency: 'CAD', cents: 5_000 },
      ]);
    }
    const canadian = await service.request.get('/api/events').query({ query: 'raceway', country: 'CA' }).set(...(await anonymous()));
    expect(canadian.body.pagination.total).toBe(1);
    expect(canadian.body.contingencyTotals).toEqual([{ currency: 'CAD', cents: 5_000 }]);
  });

  it('follows the filters', async () => {
    const res = await service.request.get('/api/events').query({ country: 'CA' }).set(...(await anonymous()));

    expect(res.body.contingencyAmount).toBe(0);
    expect(res.body.contingencyTotals).toEqual([{ currency: 'CAD', cents: 5_000 }]);
  });
});
