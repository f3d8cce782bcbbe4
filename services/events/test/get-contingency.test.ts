import { contingencyHeadlineSchema } from '@rr/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anEvent, day } from './factories.js';
import { anonymous, startTestService, type TestService } from './helpers.js';

describe('GET /api/aggregates/contingency (the home page headline)', () => {
  let service: TestService;

  beforeAll(async () => {
    service = await startTestService('contingency');
  });
  afterAll(() => service.close());

  it('is zero in every currency while no upcoming event posts contingency', async () => {
    const res = await service.request.get('/api/aggregates/contingency').set(...(await anonymous()));

    expect(res.status).toBe(200);
    expect(res.body).toEqual({ contingencyTitle: 'Contingency posted for upcoming events', contingencyAmount: 0, currency: 'USD', totals: [], events: 0 });
  });

  it('adds up the paying classes of upcoming active events, one sum per currency, and leaves out the rest', async () => {
    // Counted: two upcoming USD events (one still running today), one upcoming CAD event.
    await anEvent(service.db, { startDate: day(10), classes: [{ name: 'Pro', places: [100_000, 50_000] }, { name: 'Vet', places: [20_000] }] });
    await anEvent(service.db, { startDate: day(-1), endDate: day(0), classes: [{ name: 'Open', places: [30_000] }] });
    await anEvent(service.db, { startDate: day(20), currency: 'CAD', classes: [{ name: 'Pro', places: [40_000] }] });
    // Not counted: finished, inactive, canceled, and a class that pays nothing.
    await anEvent(service.db, { startDate: day(-10), classes: [{ name: 'Pro', places: [900_000] }] });
    await anEvent(service.db, { startDate: day(10), active: false, classes: [{ name: 'Pro', places: [900_000] }] });
    await anEvent(service.db, { startDate: day(10), canceled: true, classes: [{ name: 'Pro', places: [900_000] }] });
    await anEvent(service.db, { startDate: day(10), classes: [{ name: 'Mini', payoutType: 'noPayout', places: [900_000] }] });

    const res = await service.request.get('/api/aggregates/contingency').set(...(await anonymous()));

    expect(res.status).toBe(200);
    expect(contingencyHeadlineSchema.parse(res.body)).toEqual({
      contingencyTitle: 'Contingency posted for upcoming events',
      contingencyAmount: 200_000,
      currency: 'USD',
      totals: [
        { currency: 'USD', cents: 200_000 },
        { currency: 'CAD', cents: 40_000 },
      ],
      events: 4,
    });
    expect(res.headers['cache-control']).toBe('public, max-age=60');
  });
});
