import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventChangedSchema, type EventChanged } from '@rr/contracts/server';
import { aSeries, anEvent } from './factories.js';
import { anonymous, as, startTestService, type TestService } from './helpers.js';

/** `GET /internal/reporting/events`: every event's reporting facts, page by page, for rebuilding payouts' read model. */
describe('GET /internal/reporting/events', () => {
  let service: TestService;
  beforeAll(async () => {
    service = await startTestService('internal_reporting');
    const { db } = service;
    const series = await aSeries(db, { id: 'series-1', name: 'Desert Series' });
    await anEvent(db, { id: 'event-c', title: 'Canceled', canceled: true });
    await anEvent(db, {
      id: 'event-a',
      title: 'With results',
      seriesId: series.id,
      classes: [{ name: 'Pro', places: [10_000, 5_000], finishers: ['Ada Rider', 'Ben Rider', { name: 'Cy Rider' }] }],
    });
    await db.models.Event.update({ resultsVersion: 3 }, { where: { id: 'event-a' } });
    // Cy's line is on another make: the factory's lines are all on an Apex otherwise.
    await db.models.Result.update({ bike: 'Honda CRF450R' }, { where: { eventId: 'event-a', riderName: 'Cy Rider' } });
    await anEvent(db, { id: 'event-b', title: 'Inactive', active: false, country: 'CA', currency: 'CAD' });
  });
  afterAll(() => service.close());

  const get = async (path: string, caller: Promise<[string, string]> = as('service', 'payouts')) => service.request.get(path).set(...(await caller));
  const page = (events: EventChanged[]) => events.map((event) => event.eventId);

  it('refuses a caller without a token (401) and every caller that is not a service (403)', async () => {
    expect((await service.request.get('/internal/reporting/events')).status).toBe(401);
    expect((await get('/internal/reporting/events', as('admin', 'admin-1'))).status).toBe(403);
    expect((await get('/internal/reporting/events', anonymous())).status).toBe(403);
    expect((await get('/internal/reporting/events', as('rider', 'r1'))).status).toBe(403);
  });

  it('answers every event (inactive and canceled too) in id order, page after page from the last id', async () => {
    const first = await get('/internal/reporting/events?limit=2');
    expect(first.status).toBe(200);
    const events = (first.body.events as unknown[]).map((event) => eventChangedSchema.parse(event));
    expect(page(events)).toEqual(['event-a', 'event-b']);
    const second = await get(`/internal/reporting/events?limit=2&after=${events.at(-1)!.eventId}`);
    expect(page(second.body.events)).toEqual(['event-c']);
    const end = await get('/internal/reporting/events?limit=2&after=event-c');
    expect(end.body.events).toEqual([]);
    expect(page((await get('/internal/reporting/events')).body.events)).toEqual(['event-a', 'event-b', 'event-c']);
  });

  it('carries each event’s facts as event.changed does, its last change as `at`', async () => {
    const { body } = await get('/internal/reporting/events');
    const [withResults, inactive, canceled] = body.events as EventChanged[];
    const row = (await service.db.models.Event.findByPk('event-a'))!;
    expect(withResults).toEqual({
      eventId: 'event-a',
      at: row.updatedAt.toISOString(),
      deleted: false,
      title: 'With results',
      seriesId: 'series-1',
      seriesName: 'Desert Series',
      promoterId: 'promoter-test',
      country: 'US',
      currency: 'USD',
      startDate: row.startDate,
      endDate: row.endDate,
      active: true,
      canceled: false,
      payingEvent: true,
      contingencyCents: 15_000,
      results: { version: 3, finishers: 3, makerFinishers: 2, paidPlaces: 2, makerPaidPlaces: 2 },
    });
    expect(inactive).toMatchObject({ active: false, country: 'CA', currency: 'CAD', results: null });
    expect(canceled).toMatchObject({ canceled: true, results: null });
  });

  it('refuses a limit outside 1–1000', async () => {
    expect((await get('/internal/reporting/events?limit=0')).status).toBe(400);
    expect((await get('/internal/reporting/events?limit=1001')).status).toBe(400);
    expect((await get('/internal/reporting/events?limit=1000')).status).toBe(200);
  });
});
