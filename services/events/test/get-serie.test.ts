import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aCategory, aSeries, anEvent } from './factories.js';
import { anonymous, ids, startTestService, type TestService } from './helpers.js';

describe('GET /api/serie/:seriesId', () => {
  let service: TestService;
  beforeAll(async () => {
    service = await startTestService('serie_detail');
  });
  afterAll(() => service.close());

  it('answers the series and all its events, first day first, each with its contingency', async () => {
    const category = await aCategory(service.db, { name: 'Road Racing' });
    const series = await aSeries(service.db, { name: 'West Coast Road Racing Cup', categoryId: category.id });
    const second = await anEvent(service.db, { title: 'Round 2', startDate: '2030-07-01', seriesId: series.id, classes: [{ name: 'Superbike', places: [75_000, 45_000] }] });
    const first = await anEvent(service.db, { title: 'Round 1', startDate: '2030-05-01', seriesId: series.id, canceled: true });
    const inactive = await anEvent(service.db, { title: 'Round 3', startDate: '2030-09-01', seriesId: series.id, active: false });
    await anEvent(service.db, { title: 'Elsewhere', startDate: '2030-06-01' });

    const res = await service.request.get(`/api/serie/${series.id}`).set(...(await anonymous()));

    expect(res.status).toBe(200);
    expect(res.body.serie).toMatchObject({ _id: series.id, name: 'West Coast Road Racing Cup', category: { _id: category.id, name: 'Road Racing' } });
    expect(ids(res.body.events)).toEqual([first.id, second.id, inactive.id]);
    expect(res.body.events[1]).toMatchObject({ title: 'Round 2', series: { _id: series.id, name: 'West Coast Road Racing Cup' }, contingencyAmount: 120_000 });
    expect(res.body.events[0]).toMatchObject({ canceled: true, contingencyAmount: 0 });
  });

  it("answers 404 'Series not found' for an unknown id", async () => {
    const res = await service.request.get('/api/serie/nope').set(...(await anonymous()));

    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Series not found');
  });
});
