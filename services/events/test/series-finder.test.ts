import { seriesListSchema, serieAnswerSchema } from '@rr/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { distanceMiles } from '../src/domain/postal-codes.js';
import { aCategory, aSeries } from './factories.js';
import { anonymous, as, ids, startTestService, type TestService } from './helpers.js';

/** The public series finder: by state, discipline (the series' category) and around a postal code, nearest first. */
describe('GET /api/series finder filters', () => {
  let service: TestService;
  const s: Record<string, string> = {};
  // Reference points of the service's own zip table.
  const PERRIS = { latitude: 33.7825, longitude: -117.2286 };
  const at = {
    perris: { zipcode: '92570', latitude: 33.7825, longitude: -117.2286 },
    corona: { zipcode: '92879', latitude: 33.8753, longitude: -117.5664 },
    bakersfield: { zipcode: '93301', latitude: 35.3733, longitude: -119.0187 },
    phoenix: { zipcode: '85043', latitude: 33.4356, longitude: -112.197 },
  };

  beforeAll(async () => {
    service = await startTestService('series_finder');
    const { db } = service;
    const flat = await aCategory(db, { name: 'Flat Track' });
    const mx = await aCategory(db, { name: 'Motocross' });
    s.flat = flat.id;
    s.mx = mx.id;
    // Names run against the distances: by name the farthest would come first.
    s.alpha = (await aSeries(db, { name: 'Alpha Desert MX', state: 'AZ', ...at.phoenix, categoryId: mx.id })).id;
    s.bravo = (await aSeries(db, { name: 'Bravo Valley Flat Track', state: 'CA', ...at.bakersfield, categoryId: flat.id })).id;
    s.charlie = (await aSeries(db, { name: 'Charlie Inland MX', state: 'CA', ...at.corona, categoryId: mx.id })).id;
    s.delta = (await aSeries(db, { name: 'Delta Perris Flat Track', state: 'CA', ...at.perris, categoryId: flat.id })).id;
    s.ontario = (await aSeries(db, { name: 'Ontario Provincial MX', state: 'ON', zipcode: 'L4N 8Y2', country: 'CA', currency: 'CAD', latitude: 44.36, longitude: -79.69, categoryId: mx.id })).id;
  });
  afterAll(() => service.close());

  const list = async (query: Record<string, string | number>) => {
    const res = await service.request.get('/api/series').query(query).set(...(await anonymous()));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return seriesListSchema.parse(res.body);
  };
  const named = (...names: string[]) => names.map((name) => s[name]);
  const oneDecimal = (miles: number) => Math.round(miles * 10) / 10;

  it('filters by state and by discipline (category)', async () => {
    expect(ids((await list({ state: 'CA' })).series)).toEqual(named('bravo', 'charlie', 'delta'));
    expect(ids((await list({ categoryId: s.mx! })).series)).toEqual(named('alpha', 'charlie', 'ontario'));
    expect(ids((await list({ categoryId: s.flat!, state: 'CA' })).series)).toEqual(named('bravo', 'delta'));
    expect((await list({ categoryId: 'no-such-category' })).series).toEqual([]);
  });

  it('lists the series within a radius of a postal code nearest first, each with its distance, page after page', async () => {
    const body = await list({ zipcode: '92570', zipDistance: 100 });
    expect(ids(body.series)).toEqual(named('delta', 'charlie'));
    expect(body.series.map((one) => one.distanceMiles)).toEqual([0, oneDecimal(distanceMiles(PERRIS, at.corona))]);
    const wide = await list({ zipcode: '92570', zipDistance: 500 });
    expect(ids(wide.series)).toEqual(named('delta', 'charlie', 'bravo', 'alpha'));
    const pages = await Promise.all([1, 2].map((page) => list({ zipcode: '92570', zipDistance: 500, limit: 2, page })));
    expect(pages.map((page) => ids(page.series))).toEqual([named('delta', 'charlie'), named('bravo', 'alpha')]);
    expect(pages[0]!.pagination).toMatchObject({ total: 4, pages: 2 });
    // With the other filters.
    expect(ids((await list({ zipcode: '92570', zipDistance: 500, categoryId: s.mx! })).series)).toEqual(named('charlie', 'alpha'));
    // Exact: the series at that code; no distance.
    const exact = await list({ zipcode: '92570', zipDistance: 'Exact' });
    expect(ids(exact.series)).toEqual(named('delta'));
    expect(exact.series[0]!.distanceMiles).toBeUndefined();
  });

  it('refuses a radius around a code it cannot place, and a radius without a code', async () => {
    const unknown = await service.request.get('/api/series').query({ zipcode: '00000', zipDistance: 50 }).set(...(await anonymous()));
    expect(unknown.status).toBe(400);
    expect(unknown.body.code).toBe('UNKNOWN_ZIPCODE');
    const noCode = await service.request.get('/api/series').query({ zipDistance: 50 }).set(...(await anonymous()));
    expect(noCode.status).toBe(400);
    expect(noCode.body.details.zipcode).toMatchObject({ id: 'validation.required' });
  });

  it('names the town of each series’ postal code, in the list and on its page', async () => {
    const byId = new Map((await list({ limit: 20 })).series.map((one) => [one._id, one.city]));
    expect(byId.get(s.delta!)).toBe('Perris');
    expect(byId.get(s.alpha!)).toBe('Phoenix');
    expect(byId.get(s.ontario!)).toBe('Barrie');
    const page = await service.request.get(`/api/serie/${s.delta}`).set(...(await anonymous()));
    expect(serieAnswerSchema.parse(page.body).serie.city).toBe('Perris');
  });

  it('places a series by its postal code when staff save it, so the radius search finds it', async () => {
    const created = await service.request.post('/api/admin/series').set(...(await as('admin', 'admin-1'))).send({
      name: 'Echo Elsinore Oval', country: 'US', state: 'CA', zipcode: '92530', currency: 'USD', promoterId: 'p-echo', active: true,
    });
    expect(created.status).toBe(201);
    const stored = await service.db.models.Series.findByPk(created.body.serie._id);
    expect(stored).toMatchObject({ latitude: 33.6681, longitude: -117.3273 });
    // Lake Elsinore lies between Perris and Corona.
    expect(ids((await list({ zipcode: '92570', zipDistance: 25 })).series)).toEqual([s.delta, created.body.serie._id, s.charlie]);
    // Moved to a code far away: placed again, out of the radius.
    const moved = await service.request.put(`/api/admin/serie/${created.body.serie._id}`).set(...(await as('admin', 'admin-1'))).send({
      name: 'Echo Elsinore Oval', country: 'US', state: 'AZ', zipcode: '85043', currency: 'USD', promoterId: 'p-echo', active: true,
    });
    expect(moved.status).toBe(200);
    expect(ids((await list({ zipcode: '92570', zipDistance: 25 })).series)).toEqual(named('delta', 'charlie'));
  });
});
