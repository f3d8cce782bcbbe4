import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aSeries, anEvent, day } from './factories.js';
import { anonymous, as, startTestService, type TestService } from './helpers.js';

describe('GET /api/events filters', () => {
  let service: TestService;
  const e: Record<string, string> = {};

  beforeAll(async () => {
    service = await startTestService('events_filters');
    const { db } = service;
    const socal = await aSeries(db, { name: 'SoCal Flat Track Championship' });
    const at = (latitude: number | null, longitude: number | null) => ({ latitude, longitude });
    e.perris = (await anEvent(db, { title: 'Perris Spring Classic', venue: 'Inland Valley Speedway', city: 'Perris', zipcode: '92570', ...at(33.7825, -117.2286), seriesId: socal.id, startDate: day(20) })).id;
    e.noCoords = (await anEvent(db, { title: 'Perris Indoor Practice', venue: 'Practice Barn', city: 'Perris', zipcode: '92570', ...at(null, null), startDate: day(5) })).id;
    e.inactive = (await anEvent(db, { title: 'Hidden Test Day', venue: 'Closed Track', city: 'Perris', zipcode: '92570', ...at(33.7825, -117.2286), active: false, startDate: day(15) })).id;
    e.elsinore = (await anEvent(db, { title: 'Night Race', venue: 'Elsinore Valley Oval', city: 'Lake Elsinore', zipcode: '92530', ...at(33.6681, -117.3273), startDate: day(-40) })).id;
    e.costa = (await anEvent(db, { title: 'Costa Mesa TT', venue: 'Harbor Fairgrounds', city: 'Costa Mesa', zipcode: '92626', ...at(33.6803, -117.9085), startDate: day(60) })).id;
    e.bakersfield = (await anEvent(db, { title: 'Bakersfield Mile', venue: 'Kern County Raceway', city: 'Bakersfield', zipcode: '93301', ...at(35.3733, -119.0187), startDate: day(-100) })).id;
    e.endsToday = (await anEvent(db, { title: 'Two Day Finale', venue: 'Sonoran Park', city: 'Phoenix', state: 'AZ', zipcode: '85043', ...at(33.4356, -112.197), startDate: day(-1), endDate: day(0) })).id;
    e.endedYesterday = (await anEvent(db, { title: 'Yesterday Sprint', venue: 'Saguaro Raceway', city: 'Tucson', state: 'AZ', zipcode: '85713', ...at(32.195, -110.9888), startDate: day(-1), endDate: day(-1) })).id;
    const canada = { country: 'CA', state: 'ON', currency: 'CAD' } as const;
    e.hamilton = (await anEvent(db, { title: 'Escarpment MX', venue: 'Escarpment Motocross', city: 'Hamilton', zipcode: 'L8N 3T1', ...canada, ...at(43.2557, -79.8711), startDate: day(10) })).id;
    e.barrie = (await anEvent(db, { title: 'Simcoe Motocross', venue: 'Simcoe County Motoplex', city: 'Barrie', zipcode: 'L4N 8Y2', ...canada, ...at(44.36, -79.69), startDate: day(-10) })).id;
  });
  afterAll(() => service.close());

  const find = async (query: Record<string, string | number>, caller: Promise<[string, string]> = anonymous()) => {
    const res = await service.request.get('/api/events').query(query).set(...(await caller));
    expect(res.status).toBe(200);
    return (res.body.events as Array<{ _id: string }>).map((event) => event._id).sort();
  };
  const set = (...names: string[]) => names.map((name) => e[name]!).sort();

  it('lists only active events by default; for an administrator active=false lists the inactive ones and active=all every one', async () => {
    expect(await find({})).toEqual(set('perris', 'noCoords', 'elsinore', 'costa', 'bakersfield', 'endsToday', 'endedYesterday', 'hamilton', 'barrie'));
    expect(await find({ active: 'false' }, as('admin', 'a1'))).toEqual(set('inactive'));
    expect(await find({ active: 'all' }, as('admin', 'a1'))).toHaveLength(10);
  });

  it.each(['anonymous', 'rider', 'dealer', 'promoter'] as const)('never shows an inactive event to a %s caller, whatever active asks', async (typ) => {
    const caller = () => as(typ, `${typ}-1`);
    const active = set('perris', 'noCoords', 'elsinore', 'costa', 'bakersfield', 'endsToday', 'endedYesterday', 'hamilton', 'barrie');
    expect(await find({ active: 'false' }, caller())).toEqual(active);
    expect(await find({ active: 'all' }, caller())).toEqual(active);
    expect(await find({ active: 'false', query: 'Hidden' }, caller())).toEqual([]);
  });

  it('splits upcoming and past on the last day: an event ending today is upcoming, one that ended yesterday is past', async () => {
    expect(await find({ period: 'upcoming' })).toEqual(set('perris', 'noCoords', 'costa', 'endsToday', 'hamilton'));
    expect(await find({ period: 'past' })).toEqual(set('elsinore', 'bakersfield', 'endedYesterday', 'barrie'));
  });

  it('matches the free-text query against title, venue, city and series name, case-insensitively', async () => {
    expect(await find({ query: 'socal' })).toEqual(set('perris'));
    expect(await find({ query: 'SPEEDWAY' })).toEqual(set('perris'));
    expect(await find({ query: 'elsinore' })).toEqual(set('elsinore'));
    expect(await find({ query: 'perris' })).toEqual(set('perris', 'noCoords'));
  });

  it('matches every word of the query as the start of a word, accents and case aside, through the full-text index', async () => {
    expect(await find({ query: 'speed' })).toEqual(set('perris'));
    expect(await find({ query: 'perris speedway' })).toEqual(set('perris'));
    expect(await find({ query: 'PÉRRIS' })).toEqual(set('perris', 'noCoords'));
    expect(await find({ query: 'perris elsinore' })).toEqual([]);
    // A word is matched from its start: 'way' is not 'Speedway'.
    expect(await find({ query: 'way' })).toEqual([]);
  });

  it('finds, for a query that is also part of a series name, the events its words match and the series events alike', async () => {
    const series = await aSeries(service.db, { name: 'MX Valley Series' });
    await service.db.models.Event.update({ seriesId: series.id }, { where: { id: e.barrie } });
    try {
      // Words: Inland Valley Speedway, Elsinore Valley Oval; series: Simcoe Motocross.
      expect(await find({ query: 'valley' })).toEqual(set('perris', 'elsinore', 'barrie'));
      // A word too short for InnoDB's index ('mx', matched as text there): Escarpment MX; series: Simcoe Motocross.
      expect(await find({ query: 'mx' })).toEqual(set('hamilton', 'barrie'));
      // The other filters hold for both halves, and the figures count them once each.
      expect(await find({ query: 'valley', period: 'past' })).toEqual(set('elsinore', 'barrie'));
      const res = await service.request.get('/api/events').query({ query: 'valley', limit: 2 }).set(...(await anonymous()));
      expect(res.body.pagination).toEqual({ page: 1, limit: 2, total: 3, pages: 2 });
    } finally {
      await service.db.models.Event.update({ seriesId: null }, { where: { id: e.barrie } });
    }
  });

  it('keeps the index in step when an event is renamed', async () => {
    await service.db.models.Event.update({ venue: 'Lakeside Circuit' }, { where: { id: e.elsinore } });
    expect(await find({ query: 'lakeside' })).toEqual(set('elsinore'));
    await service.db.models.Event.update({ venue: 'Elsinore Valley Oval' }, { where: { id: e.elsinore } });
    expect(await find({ query: 'lakeside' })).toEqual([]);
  });

  it('treats % and _ in the query as plain characters', async () => {
    expect(await find({ query: '%' })).toEqual([]);
    expect(await find({ query: '_' })).toEqual([]);
  });

  it('filters by part of the title, by the whole city, by state and by country (codes in any case)', async () => {
    expect(await find({ title: 'mile' })).toEqual(set('bakersfield'));
    expect(await find({ city: 'lake elsinore' })).toEqual(set('elsinore'));
    expect(await find({ city: 'Lake' })).toEqual([]);
    expect(await find({ state: 'on' })).toEqual(set('hamilton', 'barrie'));
    expect(await find({ country: 'ca' })).toEqual(set('hamilton', 'barrie'));
    expect(await find({ state: 'AZ', period: 'past' })).toEqual(set('endedYesterday'));
  });

  it('with a zip code alone (or zipDistance=Exact) keeps the events at that code', async () => {
    expect(await find({ zipcode: '92570' })).toEqual(set('perris', 'noCoords'));
    expect(await find({ zipcode: '92570', zipDistance: 'Exact' })).toEqual(set('perris', 'noCoords'));
    expect(await find({ zipcode: '92570-1234' })).toEqual(set('perris', 'noCoords'));
  });

  it('matches Canadian postal codes with or without the space, and a bare FSA matches every code in it', async () => {
    expect(await find({ zipcode: 'l8n3t1' })).toEqual(set('hamilton'));
    expect(await find({ zipcode: 'L8N' })).toEqual(set('hamilton'));
    expect(await find({ zipcode: 'L8N 9Z9' })).toEqual([]);
  });

  it('with a radius keeps the events whose venue lies within that many miles of the zip code centre', async () => {
    // From Perris: Lake Elsinore ≈ 10 mi, Costa Mesa ≈ 40 mi, Bakersfield ≈ 150 mi, Phoenix ≈ 290 mi, Tucson ≈ 375 mi.
    expect(await find({ zipcode: '92570', zipDistance: 25 })).toEqual(set('perris', 'noCoords', 'elsinore'));
    expect(await find({ zipcode: '92570', zipDistance: 50 })).toEqual(set('perris', 'noCoords', 'elsinore', 'costa'));
    expect(await find({ zipcode: '92570', zipDistance: 100 })).toEqual(set('perris', 'noCoords', 'elsinore', 'costa'));
    expect(await find({ zipcode: '92570', zipDistance: 500 })).toEqual(
      set('perris', 'noCoords', 'elsinore', 'costa', 'bakersfield', 'endsToday', 'endedYesterday'),
    );
  });

  it('searches a radius around a zip code that has no event of its own', async () => {
    // Murrieta (92562) is ≈ 16 mi from Perris and ≈ 10 mi from Lake Elsinore.
    expect(await find({ zipcode: '92562', zipDistance: 25 })).toEqual(set('perris', 'elsinore'));
  });

  it('searches a radius around a Canadian postal code by its forward sortation area', async () => {
    // Hamilton to Barrie ≈ 77 mi.
    expect(await find({ zipcode: 'L8N 1A1', zipDistance: 50 })).toEqual(set('hamilton'));
    expect(await find({ zipcode: 'L8N 1A1', zipDistance: 100 })).toEqual(set('hamilton', 'barrie'));
  });

  it('combines the radius with the other filters', async () => {
    expect(await find({ zipcode: '92570', zipDistance: 500, period: 'past' })).toEqual(set('elsinore', 'bakersfield', 'endedYesterday'));
    expect(await find({ zipcode: '92570', zipDistance: 500, state: 'AZ' })).toEqual(set('endsToday', 'endedYesterday'));
  });

  it('centres a radius on any real US ZIP code or Canadian FSA, not only the venues the service has placed', async () => {
    // Beverly Hills to Costa Mesa ≈ 40 mi, to Lake Elsinore ≈ 68 mi, to Perris ≈ 71 mi, to Bakersfield ≈ 94 mi; downtown
    // Toronto to Hamilton ≈ 37 mi.
    expect(await find({ zipcode: '90210', zipDistance: 50 })).toEqual(set('costa'));
    expect(await find({ zipcode: '90210', zipDistance: 100 })).toEqual(set('perris', 'elsinore', 'costa', 'bakersfield'));
    expect(await find({ zipcode: 'M5V 3L9', zipDistance: 50 })).toEqual(set('hamilton'));
    for (const zipcode of ['10001', '60601']) {
      const res = await service.request.get('/api/events').query({ zipcode, zipDistance: 25 }).set(...(await anonymous()));
      expect(res.status, zipcode).toBe(200);
    }
  });

  it("answers 400 'Unknown zip code' for a radius search from a code it cannot place", async () => {
    for (const zipcode of ['99999', 'X9X 9X9', 'not-a-zip']) {
      const res = await service.request.get('/api/events').query({ zipcode, zipDistance: 25 }).set(...(await anonymous()));

      expect(res.status).toBe(400);
      expect(res.body).toEqual({ code: 'UNKNOWN_ZIPCODE', message: 'Unknown zip code', details: { zipcode } });
    }
  });

  it('finds nothing, without error, for an exact search on a code with no events', async () => {
    expect(await find({ zipcode: '99999' })).toEqual([]);
  });
});
