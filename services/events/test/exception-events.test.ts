import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exceptionEventsSchema } from '@rr/contracts';
import { anEvent, day } from './factories.js';
import { as, startTestService, type TestService } from './helpers.js';

/** GET /api/admin/events-exceptions: what the administrators' dashboard counts as "exceptions from result matching". */
describe('events with result lines still to match', () => {
  let service: TestService;
  const ids: Record<string, string> = {};
  beforeAll(async () => {
    service = await startTestService('exception_events');
    const { db } = service;
    const withLines = async (title: string, startOffset: number, statuses: string[], active = true) => {
      const event = await anEvent(db, { title, startDate: day(startOffset), active, classes: [{ name: 'Pro', places: [10_000], finishers: statuses.map((_, n) => `Rider ${n}`) }] });
      const results = await db.models.Result.findAll({ where: { eventId: event.id }, order: [['place', 'ASC']] });
      for (const [n, result] of results.entries()) await result.update({ matchStatus: statuses[n] as 'matched' });
      return event.id;
    };
    ids.two = await withLines('Two open lines', -20, ['unmatched', 'ambiguous', 'matched', 'notRider']);
    ids.three = await withLines('Three open lines', -30, ['unmatched', 'unmatched', 'ambiguous']);
    ids.oneLater = await withLines('One open line, later', -5, ['ambiguous', 'matched']);
    ids.oneEarlier = await withLines('One open line, earlier', -40, ['unmatched']);
    ids.none = await withLines('All matched', -10, ['matched', 'notRider']);
    ids.inactive = await withLines('Inactive event', -15, ['unmatched', 'unmatched', 'unmatched', 'unmatched'], false);
  });
  afterAll(() => service.close());

  it('lists the active events with unmatched or ambiguous lines, most first, then the latest event, with the total lines', async () => {
    const res = await service.request.get('/api/admin/events-exceptions?limit=10').set(...(await as('admin')));
    expect(res.status).toBe(200);
    const answer = exceptionEventsSchema.parse(res.body);
    expect(answer.events.map((event) => [event._id, event.exceptions])).toEqual([
      [ids.three, 3],
      [ids.two, 2],
      [ids.oneLater, 1],
      [ids.oneEarlier, 1],
    ]);
    expect(answer.pagination).toEqual({ page: 1, limit: 10, total: 4, pages: 1 });
    expect(answer.lines).toBe(7);
    expect(answer.events[0]).toMatchObject({ title: 'Three open lines', promoterId: 'promoter-test', startDate: day(-30) });
  });

  it('pages (5 by default) and refuses a bad page', async () => {
    const admin = await as('admin');
    const second = await service.request.get('/api/admin/events-exceptions?limit=2&page=2').set(...admin);
    expect(second.body.events.map((event: { _id: string }) => event._id)).toEqual([ids.oneLater, ids.oneEarlier]);
    expect((await service.request.get('/api/admin/events-exceptions').set(...admin)).body.pagination.limit).toBe(5);
    expect((await service.request.get('/api/admin/events-exceptions?page=0').set(...admin)).status).toBe(400);
  });

  it('is programme staff only', async () => {
    for (const typ of ['rider', 'dealer', 'promoter'] as const) {
      expect((await service.request.get('/api/admin/events-exceptions').set(...(await as(typ)))).status, typ).toBe(403);
    }
    expect((await service.request.get('/api/admin/events-exceptions')).status).toBe(401);
  });
});
