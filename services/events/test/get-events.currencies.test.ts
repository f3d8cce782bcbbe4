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

  it('follows the filters', async () => {
    const res = await service.request.get('/api/events').query({ country: 'CA' }).set(...(await anonymous()));

    expect(res.body.contingencyAmount).toBe(0);
    expect(res.body.contingencyTotals).toEqual([{ currency: 'CAD', cents: 5_000 }]);
  });
});
