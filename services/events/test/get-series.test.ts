import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aCategory, aSeries, anEvent } from './factories.js';
import { anonymous, as, ids, startTestService, type TestService } from './helpers.js';

describe('GET /api/series', () => {
  let service: TestService;
  const s: Record<string, string> = {};

  beforeAll(async () => {
    service = await startTestService('series_list');
    const { db } = service;
    const flat = await aCategory(db, { name: 'Flat Track' });
    s.socal = (await aSeries(db, { name: 'SoCal Flat Track', state: 'CA', country: 'US', races: 10, distance: 8, categoryId: flat.id })).id;
    s.desert = (await aSeries(db, { name: 'Desert Motocross', state: 'AZ', zipcode: '85043', country: 'US', races: 10, distance: 20 })).id;
    s.ontario = (await aSeries(db, { name: 'Ontario Motocross', state: 'ON', zipcode: 'L4N 8Y2', country: 'CA', currency: 'CAD', races: 8, distance: 18 })).id;
    s.prairie = (await aSeries(db, { name: 'Prairie Flat Track', state: 'AB', country: 'CA', currency: 'CAD', races: 3, active: false })).id;
    for (const title of ['R1', 'R2', 'R3']) await anEvent(db, { title, seriesId: s.socal });
  });
  afterAll(() => service.close());

  const list = async (query: Record<string, string | number>, caller: Promise<[string, string]> = anonymous()) => {
    const res = await service.request.get('/api/series').query(query).set(...(await caller));
    expect(res.status).toBe(200);
    return res.body as { series: Array<Record<string, unknown> & { _id: string }>; pagination: unknown };
  };
  const named = (...names: string[]) => names.map((name) => s[name]);

  it('lists active series by name, each with its category and number of events', async () => {
    const body = await list({});

    expect(ids(body.series)).toEqual(named('desert', 'ontario', 'socal'));
    expect(body.pagination).toEqual({ page: 1, limit: 15, total: 3, pages: 1 });
    expect(body.series[2]).toMatchObject({ name: 'SoCal Flat Track', category: { name: 'Flat Track' }, eventCount: 3, races: 10, distance: 8, currency: 'USD' });
    expect(body.series[0]).toMatchObject({ category: null, eventCount: 0 });
  });

  it('filters by name, state, zip code, country, races, distance and the active flag', async () => {
    expect(ids((await list({ name: 'motocross' })).series)).toEqual(named('desert', 'ontario'));
    expect(ids((await list({ state: 'az' })).series)).toEqual(named('desert'));
    expect(ids((await list({ zipcode: 'L4N 8Y2' })).series)).toEqual(named('ontario'));
    expect(ids((await list({ country: 'CA' })).series)).toEqual(named('ontario'));
    expect(ids((await list({ races: 10 })).series)).toEqual(named('desert', 'socal'));
    expect(ids((await list({ distance: 18 })).series)).toEqual(named('ontario'));
    expect(ids((await list({ active: 'false' }, as('admin', 'a1'))).series)).toEqual(named('prairie'));
    expect(ids((await list({ active: 'all', country: 'CA' }, as('admin', 'a1'))).series)).toEqual(named('ontario', 'prairie'));
  });

  it.each(['anonymous', 'rider', 'dealer', 'promoter'] as const)('never shows an inactive series to a %s caller, whatever active asks', async (typ) => {
    const caller = () => as(typ, `${typ}-1`);
    expect(ids((await list({ active: 'false' }, caller())).series)).toEqual(named('desert', 'ontario', 'socal'));
    expect(ids((await list({ active: 'all', country: 'CA' }, caller())).series)).toEqual(named('ontario'));
    const prairie = await list({ active: 'false', name: 'Prairie' }, caller());
    expect(prairie.series).toEqual([]);
    expect(prairie.pagination).toMatchObject({ total: 0 });
  });

  it('pages with page and limit', async () => {
    const body = await list({ limit: 2, page: 2 });

    expect(ids(body.series)).toEqual(named('socal'));
    expect(body.pagination).toEqual({ page: 2, limit: 2, total: 3, pages: 2 });
  });

  it('answers 400 for a malformed parameter', async () => {
    const res = await service.request.get('/api/series?limit=500').set(...(await anonymous()));

    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'VALIDATION', details: { limit: { id: 'validation.number.range', values: { min: 1, max: 100 } } } });
  });
});
