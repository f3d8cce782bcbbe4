import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aSeries, anEvent, day } from './factories.js';
import { anonymous, ids, startTestService, type TestService } from './helpers.js';

describe('GET /api/events-lean', () => {
  let service: TestService;
  const past: string[] = [];
  let seriesId: string;

  beforeAll(async () => {
    service = await startTestService('events_lean');
    seriesId = (await aSeries(service.db, { name: 'Lean Series' })).id;
    for (let n = 1; n <= 7; n += 1) past.push((await anEvent(service.db, { title: `Past ${n}`, startDate: day(-n * 10), seriesId })).id);
    await anEvent(service.db, { title: 'Upcoming', startDate: day(5) });
    await anEvent(service.db, { title: 'Inactive', startDate: day(-1), active: false });
  });
  afterAll(() => service.close());

  it('answers the 5 latest active events that started before today, latest first', async () => {
    const res = await service.request.get('/api/events-lean').set(...(await anonymous()));

    expect(res.status).toBe(200);
    expect(ids(res.body.events)).toEqual(past.slice(0, 5));
    expect(res.body.events[0]).toEqual({
      _id: past[0],
      title: 'Past 1',
      type: 'motocross',
      startDate: day(-10),
      endDate: day(-10),
      city: 'Perris',
      state: 'CA',
      country: 'US',
      series: { _id: seriesId, name: 'Lean Series' },
      active: true,
      canceled: false,
    });
  });

  it('takes the day to look back from and the number of events', async () => {
    const res = await service.request.get('/api/events-lean').query({ before: day(-35), limit: 2 }).set(...(await anonymous()));

    expect(ids(res.body.events)).toEqual([past[3], past[4]]);
  });

  it('accepts a full timestamp as the day', async () => {
    const res = await service.request.get('/api/events-lean').query({ before: `${day(-65)}T08:00:00.000Z` }).set(...(await anonymous()));

    expect(ids(res.body.events)).toEqual([past[6]]);
  });

  it('answers 400 for a day that is not a date', async () => {
    const res = await service.request.get('/api/events-lean?before=yesterday').set(...(await anonymous()));

    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'VALIDATION', details: { before: { id: 'validation.date.invalid', message: 'Invalid date' } } });
  });
});
