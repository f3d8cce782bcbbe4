import { riderEventsAnswerSchema } from '@rr/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aSeries, anEvent, day } from './factories.js';
import { anonymous, as, startTestService, type TestService } from './helpers.js';

/** Spec §2 rider favourites and §7 `GET /api/{role}/events`: a rider's favourite events and the events they raced. */
describe('favourite events and the rider’s own events', () => {
  let service: TestService;
  let soon: string;
  let later: string;
  let raced: string;
  let inactive: string;
  beforeAll(async () => {
    service = await startTestService('favourites');
    soon = (await anEvent(service.db, { title: 'Soon MX', startDate: day(5) })).id;
    later = (await anEvent(service.db, { title: 'Later MX', startDate: day(40) })).id;
    raced = (await anEvent(service.db, { title: 'Raced MX', startDate: day(-20), classes: [{ name: 'Open', places: [10_000], finishers: [{ name: 'Rae Rider', riderId: 'r1' }, 'Someone'] }] })).id;
    await service.db.models.Result.update({ matchStatus: 'matched' }, { where: { eventId: raced, riderId: 'r1' } });
    inactive = (await anEvent(service.db, { title: 'Hidden MX', startDate: day(10), active: false })).id;
  });
  afterAll(() => service.close());

  const mark = async (eventId: string, favourite: unknown, caller: Promise<[string, string]> = as('rider', 'r1')) =>
    service.request.put(`/api/rider/events/${eventId}/favourite`).set(...(await caller)).send({ favourite });
  const mine = async (rider = 'r1') => riderEventsAnswerSchema.parse((await service.request.get('/api/rider/events').set(...(await as('rider', rider)))).body);

  it('lists the events a rider raced before any favourite', async () => {
    expect((await mine()).events.map((e) => [e.title, e.favourite, e.raced])).toEqual([['Raced MX', false, true]]);
  });

  it('marks favourites once each, lists them soonest first with the races, and unmarks them', async () => {
    expect((await mark(later, true)).body).toEqual({ favourite: true });
    expect((await mark(soon, true)).status).toBe(200);
    expect((await mark(soon, true)).status).toBe(200);
    expect(await service.db.models.EventFavourite.count({ where: { riderId: 'r1' } })).toBe(2);
    expect((await mine()).events.map((e) => [e.title, e.favourite, e.raced])).toEqual([
      ['Raced MX', false, true],
      ['Soon MX', true, false],
      ['Later MX', true, false],
    ]);
    expect((await mark(later, false)).body).toEqual({ favourite: false });
    expect((await mine()).events.map((e) => e.title)).toEqual(['Raced MX', 'Soon MX']);
    // Another rider's list is their own.
    expect((await mine('r2')).events).toEqual([]);
  });

  it('refuses an inactive or unknown event, a body without a boolean, and anyone but a rider', async () => {
    expect((await mark(inactive, true)).status).toBe(404);
    expect((await mark('no-such-event', true)).status).toBe(404);
    expect((await mark(soon, 'yes')).status).toBe(400);
    expect((await mark(soon, true, as('promoter', 'p1'))).status).toBe(403);
    expect((await mark(soon, true, anonymous())).status).toBe(403);
    expect((await service.request.get('/api/rider/events').set(...(await as('admin')))).status).toBe(403);
    expect(await service.db.models.EventFavourite.count({ where: { eventId: inactive } })).toBe(0);
  });

  describe('favourite series', () => {
    let enduro: string;
    let arenacross: string;
    let retired: string;
    beforeAll(async () => {
      enduro = (await aSeries(service.db, { name: 'Western Enduro' })).id;
      arenacross = (await aSeries(service.db, { name: 'Arenacross Tour' })).id;
      retired = (await aSeries(service.db, { name: 'Old Cup', active: false })).id;
    });
    const markSeries = async (seriesId: string, favourite: unknown, caller: Promise<[string, string]> = as('rider', 'r1')) =>
      service.request.put(`/api/rider/events/series/${seriesId}/favourite`).set(...(await caller)).send({ favourite });

    it('marks series once each, lists them by name in the rider’s own answer, and unmarks them', async () => {
      expect((await mine()).favouriteSeries).toEqual([]);
      expect((await markSeries(enduro, true)).body).toEqual({ favourite: true });
      expect((await markSeries(arenacross, true)).status).toBe(200);
      expect((await markSeries(arenacross, true)).status).toBe(200);
      expect(await service.db.models.SeriesFavourite.count({ where: { riderId: 'r1' } })).toBe(2);
      expect((await mine()).favouriteSeries).toEqual([
        { _id: arenacross, name: 'Arenacross Tour' },
        { _id: enduro, name: 'Western Enduro' },
      ]);
      // Another rider's marks are their own.
      expect((await mine('r2')).favouriteSeries).toEqual([]);
      expect((await markSeries(enduro, false)).body).toEqual({ favourite: false });
      expect((await mine()).favouriteSeries.map((s) => s.name)).toEqual(['Arenacross Tour']);
    });

    it('refuses an inactive or unknown series, a body without a boolean, and anyone but a rider', async () => {
      expect((await markSeries(retired, true)).status).toBe(404);
      expect((await markSeries('no-such-series', true)).status).toBe(404);
      expect((await markSeries(enduro, 'yes')).status).toBe(400);
      expect((await markSeries(enduro, true, as('promoter', 'p1'))).status).toBe(403);
      expect((await markSeries(enduro, true, as('admin'))).status).toBe(403);
      expect((await markSeries(enduro, true, anonymous())).status).toBe(403);
      expect(await service.db.models.SeriesFavourite.count({ where: { seriesId: retired } })).toBe(0);
    });

    it('leaves a series that became inactive out of the rider’s favourites', async () => {
      expect((await markSeries(enduro, true)).status).toBe(200);
      await service.db.models.Series.update({ active: false }, { where: { id: enduro } });
      expect((await mine()).favouriteSeries.map((s) => s.name)).toEqual(['Arenacross Tour']);
    });
  });
});
