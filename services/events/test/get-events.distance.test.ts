import { eventsListSchema } from '@rr/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { distanceMiles } from '../src/domain/postal-codes.js';
import { anEvent, day } from './factories.js';
import { anonymous, ids, startTestService, type TestService } from './helpers.js';

/** A radius search lists the nearest events first, with their distance, page after page. */
describe('GET /api/events radius search: nearest first, with the distance', () => {
  let service: TestService;
  const e: Record<string, string> = {};
  // The centre of 92570 (Perris) in the service's own zip table.
  const PERRIS = { latitude: 33.7825, longitude: -117.2286 };
  const places = {
    perris: { latitude: 33.7825, longitude: -117.2286 },
    elsinore: { latitude: 33.6681, longitude: -117.3273 },
    murrieta: { latitude: 33.5539, longitude: -117.2139 },
    temecula: { latitude: 33.5206, longitude: -117.1256 },
    corona: { latitude: 33.8753, longitude: -117.5664 },
    costa: { latitude: 33.6803, longitude: -117.9085 },
  };

  beforeAll(async () => {
    service = await startTestService('events_distance');
    const { db } = service;
    // First days run against the distances: a date order would list the farthest first.
    e.costa = (await anEvent(db, { title: 'Costa Mesa TT', city: 'Costa Mesa', zipcode: '92626', ...places.costa, startDate: day(3) })).id;
    e.corona = (await anEvent(db, { title: 'Corona Short Track', city: 'Corona', zipcode: '92879', ...places.corona, startDate: day(6) })).id;
    e.temecula = (await anEvent(db, { title: 'Temecula Oval', city: 'Temecula', zipcode: '92591', ...places.temecula, startDate: day(9) })).id;
    e.murrieta = (await anEvent(db, { title: 'Murrieta Scramble', city: 'Murrieta', zipcode: '92562', ...places.murrieta, startDate: day(12) })).id;
    e.elsinore = (await anEvent(db, { title: 'Elsinore Night Race', city: 'Lake Elsinore', zipcode: '92530', ...places.elsinore, startDate: day(15) })).id;
    e.perris = (await anEvent(db, { title: 'Perris Half-Mile', city: 'Perris', zipcode: '92570', ...places.perris, startDate: day(18) })).id;
    // At the searched code, but never placed on the map: listed, last, with no distance.
    e.unplaced = (await anEvent(db, { title: 'Perris Practice Barn', city: 'Perris', zipcode: '92570', latitude: null, longitude: null, startDate: day(1) })).id;
    // Far outside 50 miles.
    e.bakersfield = (await anEvent(db, { title: 'Bakersfield Mile', city: 'Bakersfield', zipcode: '93301', latitude: 35.3733, longitude: -119.0187, startDate: day(2) })).id;
  });
  afterAll(() => service.close());

  const search = async (query: Record<string, string | number>) => {
    const res = await service.request.get('/api/events').query({ period: 'upcoming', ...query }).set(...(await anonymous()));
    expect(res.status).toBe(200);
    return eventsListSchema.parse(res.body);
  };
  const nearestFirst = ['perris', 'elsinore', 'murrieta', 'temecula', 'corona', 'costa', 'unplaced'];
  const oneDecimal = (miles: number) => Math.round(miles * 10) / 10;

  it('sorts a radius search nearest first by default and answers each event’s distance in miles', async () => {
    const body = await search({ zipcode: '92570', zipDistance: 50, limit: 20 });
    expect(ids(body.events)).toEqual(nearestFirst.map((name) => e[name]));
    expect(body.events.map((event) => event.distanceMiles)).toEqual([
      0,
      ...(['elsinore', 'murrieta', 'temecula', 'corona', 'costa'] as const).map((name) => oneDecimal(distanceMiles(PERRIS, places[name]))),
      null,
    ]);
    expect(body.pagination.total).toBe(7);
  });

  it('keeps the distance order from page to page: every event once, none repeated or skipped', async () => {
    const pages = await Promise.all([1, 2, 3].map((page) => search({ zipcode: '92570', zipDistance: 50, limit: 3, page })));
    expect(pages.map((page) => ids(page.events))).toEqual([
      nearestFirst.slice(0, 3).map((name) => e[name]),
      nearestFirst.slice(3, 6).map((name) => e[name]),
      nearestFirst.slice(6).map((name) => e[name]),
    ]);
    const distances = pages.flatMap((page) => page.events.map((event) => event.distanceMiles)).filter((miles): miles is number => miles !== null && miles !== undefined);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
  });

  it('still sorts by date when asked, with the distances shown', async () => {
    const body = await search({ zipcode: '92570', zipDistance: 50, sortBy: 'startDate', sortDirecton: 'asc', limit: 20 });
    expect(ids(body.events)).toEqual(['unplaced', 'costa', 'corona', 'temecula', 'murrieta', 'elsinore', 'perris'].map((name) => e[name]));
    expect(body.events.find((event) => event._id === e.costa)?.distanceMiles).toBe(oneDecimal(distanceMiles(PERRIS, places.costa)));
    // Farthest first, on request; an event without a distance stays last either way.
    const far = await search({ zipcode: '92570', zipDistance: 50, sortBy: 'distance', sortDirecton: 'desc', limit: 20 });
    expect(ids(far.events)).toEqual(['costa', 'corona', 'temecula', 'murrieta', 'elsinore', 'perris', 'unplaced'].map((name) => e[name]));
  });

  it('answers no distance outside a radius search, and refuses a distance order without a radius', async () => {
    const exact = await search({ zipcode: '92570' });
    expect(exact.events.every((event) => event.distanceMiles === undefined)).toBe(true);
    const none = await search({});
    expect(none.events.every((event) => event.distanceMiles === undefined)).toBe(true);
    for (const query of [{ sortBy: 'distance' }, { sortBy: 'distance', zipcode: '92570', zipDistance: 'Exact' }]) {
      const res = await service.request.get('/api/events').query(query).set(...(await anonymous()));
      expect(res.status, JSON.stringify(query)).toBe(400);
      expect(res.body.code).toBe('VALIDATION');
      expect(res.body.details.zipDistance).toMatchObject({ id: 'validation.required' });
    }
  });
});
