import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ResultsPublished } from '@rr/contracts';
import { anEvent } from './factories.js';
import { anonymous, as, outboxPayloads, startTestService, type TestService } from './helpers.js';

/**
 * Spec §9 "double-sanctioned events pay once": staff mark the events of one day and country that were different
 * races. The marks hold both ways, and every event whose marks change publishes its results again with them
 * (`distinctRaceIds`), so the payout rules decide again.
 */
describe('distinct races', () => {
  let service: TestService;
  beforeAll(async () => {
    service = await startTestService('distinct_races');
  });
  afterAll(() => service.close());

  const published = async (eventId: string) => (await outboxPayloads<ResultsPublished>(service, 'results.published', eventId)).sort((a, b) => a.version - b.version);
  /** The results' last version, as published. */
  const latest = async (eventId: string) => (await published(eventId)).at(-1);
  const marksOf = async (eventId: string) => (await service.request.get(`/api/admin/event/${eventId}/distinct-races`).set(...(await as('admin')))).body.eventIds as string[];
  const mark = async (eventId: string, eventIds: string[]) => service.request.put(`/api/admin/event/${eventId}/distinct-races`).set(...(await as('admin'))).send({ eventIds });
  /** An event with a class and its results published by its promoter's tools. */
  const withResults = async (fields: Parameters<typeof anEvent>[1]) => {
    const event = await anEvent(service.db, { ...fields, classes: [{ name: 'Pro Open', places: [10_000] }, { name: '250 Amateur', places: [5_000] }] });
    const classId = (await service.db.models.EventClass.findOne({ where: { eventId: event.id, name: 'Pro Open' } }))!.id;
    const res = await service.request.put(`/api/event/${event.id}/result`).set(...(await as('promoter', event.promoterId))).send({ classId, place: 1, riderName: 'Ada Rider' });
    expect(res.status).toBe(200);
    return event;
  };

  it('lists the other events of the start day and country, with promoter, classes, bodies and marks; not other days or countries', async () => {
    const day = '2031-07-05';
    const event = await anEvent(service.db, { title: 'Hangtown AMA', startDate: day, promoterId: 'p-ama', sanctioningBodies: '["AMA"]' });
    const twin = await anEvent(service.db, {
      title: 'Hangtown CMA',
      startDate: day,
      endDate: '2031-07-06',
      promoterId: 'p-cma',
      sanctioningBodies: '["CMA"]',
      classes: [{ name: 'Pro Open' }, { name: 'Vet 40+' }],
    });
    const hidden = await anEvent(service.db, { title: 'Club night', startDate: day, promoterId: 'p-club', active: false, canceled: true });
    await anEvent(service.db, { title: 'Next day', startDate: '2031-07-06' });
    await anEvent(service.db, { title: 'Same day in Canada', startDate: day, country: 'CA', state: 'ON', zipcode: 'M5V 2T6', currency: 'CAD' });

    const res = await service.request.get(`/api/admin/event/${event.id}/same-day-events`).set(...(await as('admin')));
    expect(res.status).toBe(200);
    expect(res.body.events).toEqual([
      {
        _id: hidden.id,
        title: 'Club night',
        promoterId: 'p-club',
        startDate: day,
        endDate: day,
        venue: 'Test Raceway',
        city: 'Perris',
        state: 'CA',
        country: 'US',
        active: false,
        canceled: true,
        resultsSet: false,
        classes: [],
        sanctioningBodies: [],
        distinct: false,
      },
      expect.objectContaining({ _id: twin.id, title: 'Hangtown CMA', promoterId: 'p-cma', endDate: '2031-07-06', classes: ['Pro Open', 'Vet 40+'], sanctioningBodies: ['CMA'], distinct: false }),
    ]);

    expect((await mark(event.id, [twin.id])).status).toBe(200);
    const again = await service.request.get(`/api/admin/event/${event.id}/same-day-events`).set(...(await as('admin')));
    expect(again.body.events.map((e: { _id: string; distinct: boolean }) => [e._id, e.distinct])).toEqual([
      [hidden.id, false],
      [twin.id, true],
    ]);
    const fromTwin = await service.request.get(`/api/admin/event/${twin.id}/same-day-events`).set(...(await as('admin')));
    expect(fromTwin.body.events.find((e: { _id: string }) => e._id === event.id)).toMatchObject({ distinct: true });
  });

  it('keeps the marks both ways: marked from one event, unmarked from the other', async () => {
    const day = '2031-08-02';
    const a = await anEvent(service.db, { startDate: day });
    const b = await anEvent(service.db, { startDate: day });
    const c = await anEvent(service.db, { startDate: day });
    const saved = await mark(a.id, [c.id, b.id, b.id]);
    expect(saved.status).toBe(200);
    expect(saved.body.eventIds).toEqual([b.id, c.id].sort());
    expect(await marksOf(a.id)).toEqual([b.id, c.id].sort());
    expect(await marksOf(b.id)).toEqual([a.id]);
    expect(await marksOf(c.id)).toEqual([a.id]);

    // B no longer marks A: neither way holds any more; A keeps C.
    expect((await mark(b.id, [])).status).toBe(200);
    expect(await marksOf(b.id)).toEqual([]);
    expect(await marksOf(a.id)).toEqual([c.id]);
    expect(await service.db.models.DistinctRace.count({ where: { eventId: [a.id, b.id, c.id] } })).toBe(2);
  });

  it('refuses an event of another day or country, an unknown one and the event itself, with the translated message, and writes nothing', async () => {
    const day = '2031-09-06';
    const event = await anEvent(service.db, { startDate: day });
    const twin = await anEvent(service.db, { startDate: day });
    const nextDay = await anEvent(service.db, { startDate: '2031-09-07' });
    const canada = await anEvent(service.db, { startDate: day, country: 'CA', state: 'ON', zipcode: 'M5V 2T6', currency: 'CAD' });
    expect((await mark(event.id, [twin.id])).status).toBe(200);
    for (const wrong of [nextDay.id, canada.id, 'no-such-event', event.id]) {
      const res = await mark(event.id, [wrong]);
      expect(res.status, wrong).toBe(400);
      expect(res.body).toMatchObject({ code: 'VALIDATION', details: { eventIds: { id: 'validation.distinctRace.sameDay' } } });
    }
    // One wrong event among right ones: nothing changes either.
    expect((await mark(event.id, [twin.id, nextDay.id])).status).toBe(400);
    expect(await marksOf(event.id)).toEqual([twin.id]);
    expect(await marksOf(nextDay.id)).toEqual([]);

    const malformed = await service.request.put(`/api/admin/event/${event.id}/distinct-races`).set(...(await as('admin'))).send({ eventIds: 'all' });
    expect(malformed.status).toBe(400);
    expect(malformed.body.details.eventIds).toMatchObject({ id: 'validation.invalid' });
    expect((await service.request.put(`/api/admin/event/${event.id}/distinct-races`).set(...(await as('admin'))).send({})).body.details.eventIds).toMatchObject({ id: 'validation.required' });
    expect((await service.request.get('/api/admin/event/no-such-event/distinct-races').set(...(await as('admin')))).status).toBe(404);
    expect((await service.request.get('/api/admin/event/no-such-event/same-day-events').set(...(await as('admin')))).status).toBe(404);
    expect((await mark('no-such-event', [])).status).toBe(404);
  });

  it('publishes again, in the same change, the results of every event whose marks changed, with its marks', async () => {
    const day = '2031-10-04';
    const a = await withResults({ startDate: day, promoterId: 'p-one' });
    const b = await withResults({ startDate: day, promoterId: 'p-two' });
    const noResults = await anEvent(service.db, { startDate: day, promoterId: 'p-three' });
    const bystander = await withResults({ startDate: day, promoterId: 'p-four' });
    expect((await latest(a.id))!.distinctRaceIds).toEqual([]);
    const versions = { a: (await latest(a.id))!.version, b: (await latest(b.id))!.version, bystander: (await latest(bystander.id))!.version };

    expect((await mark(a.id, [b.id, noResults.id])).status).toBe(200);
    expect(await latest(a.id)).toMatchObject({ version: versions.a + 1, distinctRaceIds: [b.id, noResults.id].sort() });
    expect(await latest(b.id)).toMatchObject({ version: versions.b + 1, distinctRaceIds: [a.id] });
    // No results to publish, and an event whose marks did not change hears nothing.
    expect(await published(noResults.id)).toEqual([]);
    expect((await latest(bystander.id))!.version).toBe(versions.bystander);
    // The whole result set comes again, not only the marks.
    expect((await latest(b.id))!.lines.map((line) => [line.className, line.place, line.riderName])).toEqual([['Pro Open', 1, 'Ada Rider']]);

    // The same marks again change nothing and publish nothing.
    expect((await mark(a.id, [noResults.id, b.id])).status).toBe(200);
    expect((await latest(a.id))!.version).toBe(versions.a + 1);

    // Unmarked: both are published again without each other.
    expect((await mark(b.id, [])).status).toBe(200);
    expect(await latest(a.id)).toMatchObject({ version: versions.a + 2, distinctRaceIds: [noResults.id] });
    expect(await latest(b.id)).toMatchObject({ version: versions.b + 2, distinctRaceIds: [] });

    // Any later publication of the event carries its marks too.
    const classId = (await service.db.models.EventClass.findOne({ where: { eventId: a.id, name: '250 Amateur' } }))!.id;
    expect((await service.request.put(`/api/event/${a.id}/result`).set(...(await as('promoter', 'p-one'))).send({ classId, place: 1, riderName: 'Ben Rider' })).status).toBe(200);
    expect(await latest(a.id)).toMatchObject({ version: versions.a + 3, distinctRaceIds: [noResults.id] });
  });

  it('two staff members marking neighbouring events at once both succeed, and the last results published say the marks as they end', async () => {
    const day = '2031-10-11';
    const a = await withResults({ startDate: day, promoterId: 'p-one' });
    const b = await withResults({ startDate: day, promoterId: 'p-two' });
    const c = await anEvent(service.db, { startDate: day, promoterId: 'p-three' });
    // On MariaDB a real race for the events' row locks (SQLite runs one writer at a time).
    const [first, second] = await Promise.all([mark(a.id, [b.id]), mark(b.id, [a.id, c.id])]);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(await marksOf(a.id)).toEqual([b.id]);
    expect(await marksOf(b.id)).toEqual([a.id, c.id].sort());
    expect(await marksOf(c.id)).toEqual([b.id]);
    expect((await latest(a.id))!.distinctRaceIds).toEqual([b.id]);
    expect((await latest(b.id))!.distinctRaceIds).toEqual([a.id, c.id].sort());
    // Each version once per event, whatever order the two changes took.
    for (const id of [a.id, b.id]) {
      const versions = (await published(id)).map((message) => message.version);
      expect(new Set(versions).size).toBe(versions.length);
    }
  });

  it('a deleted event leaves no marks behind', async () => {
    const day = '2031-11-01';
    const a = await anEvent(service.db, { startDate: day });
    const b = await anEvent(service.db, { startDate: day });
    expect((await mark(a.id, [b.id])).status).toBe(200);
    expect((await service.request.delete(`/api/admin/event/${b.id}`).set(...(await as('admin')))).status).toBe(204);
    expect(await marksOf(a.id)).toEqual([]);
  });

  it('only programme staff read or change the marks, even the events’ own promoter', async () => {
    const day = '2031-12-06';
    const a = await anEvent(service.db, { startDate: day, promoterId: 'p-own' });
    const b = await anEvent(service.db, { startDate: day, promoterId: 'p-own' });
    const callers = [await as('promoter', 'p-own'), await as('rider'), await as('dealer'), await anonymous()];
    for (const caller of callers) {
      expect((await service.request.get(`/api/admin/event/${a.id}/same-day-events`).set(...caller)).status).toBe(403);
      expect((await service.request.get(`/api/admin/event/${a.id}/distinct-races`).set(...caller)).status).toBe(403);
      expect((await service.request.put(`/api/admin/event/${a.id}/distinct-races`).set(...caller).send({ eventIds: [b.id] })).status).toBe(403);
    }
    expect(await service.db.models.DistinctRace.count({ where: { eventId: [a.id, b.id] } })).toBe(0);
  });
});
