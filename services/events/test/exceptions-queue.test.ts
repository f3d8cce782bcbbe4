import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exceptionEventsSchema } from '@rr/contracts';
import { MAX_QUEUE_SELECTION, resultExceptionIdsSchema, resultExceptionsSchema } from '@rr/contracts/result-exceptions';
import { anEvent, day } from './factories.js';
import { anonymous, as, startTestService, type TestService } from './helpers.js';

/**
 * `GET /api/admin/result-exceptions`: programme staff's queue of every open line (unmatched or ambiguous) across active
 * events, filtered by event, promoter, dates, class and name, paged; its total is the dashboard's "result lines to
 * match" (the same query), and `/ids` gives what "select all matching" decides.
 */
describe('staff queue of result lines to match', () => {
  let service: TestService;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    service = await startTestService('exceptions_queue', { riders: [{ id: 'r-tyler', firstName: 'Tyler', lastName: 'Brooks', email: 'tyler@example.com', hometown: 'Perris, CA' }] });
    const { db } = service;
    /** An event whose lines (by class) end as `statuses` say. */
    const withLines = async (title: string, promoterId: string, startOffset: number, classes: Record<string, Array<[string, string]>>, active = true) => {
      const event = await anEvent(db, {
        title,
        promoterId,
        startDate: day(startOffset),
        active,
        classes: Object.entries(classes).map(([name, lines]) => ({ name, places: [10_000], finishers: lines.map(([rider]) => rider) })),
      });
      for (const result of await db.models.Result.findAll({ where: { eventId: event.id } })) {
        const status = Object.values(classes)
          .flat()
          .find(([rider]) => rider === result.riderName)![1];
        await result.update({ matchStatus: status as 'matched' });
      }
      return event.id;
    };
    // Four events of two promoters with 27 open lines between them (the review's count), one inactive, one all decided.
    ids.reno = await withLines('Reno Round', 'p-west', -10, {
      'Pro Open': [['Lars Berg', 'unmatched'], ['Tyler Brookes', 'unmatched'], ['Mia Duarte', 'ambiguous'], ['Known Rider', 'matched']],
      Lites: [['Noor Haddad', 'unmatched'], ['Walk Out', 'notRider']],
    });
    ids.fresno = await withLines('Fresno Round', 'p-west', -40, { 'Pro Open': Array.from({ length: 9 }, (_, n): [string, string] => [`Fresno Walk-in ${n + 1}`, 'unmatched']) });
    ids.gulf = await withLines('Gulf Coast MX', 'p-gulf', -5, { Vet: Array.from({ length: 8 }, (_, n): [string, string] => [`Gulf Walk-in ${n + 1}`, n % 2 ? 'ambiguous' : 'unmatched']) });
    ids.tampa = await withLines('Tampa Night', 'p-gulf', -70, { 'Pro Open': Array.from({ length: 6 }, (_, n): [string, string] => [`Tampa Walk-in ${n + 1}`, 'unmatched']) });
    ids.hidden = await withLines('Hidden Round', 'p-gulf', -20, { 'Pro Open': [['Hidden Walk-in', 'unmatched']] }, false);
    ids.done = await withLines('All Decided', 'p-west', -15, { 'Pro Open': [['Done Rider', 'matched'], ['Other Make', 'notRider']] });
  });
  afterAll(() => service.close());

  const queue = async (query = '', caller: Promise<[string, string]> = as('admin', 'a-1')) => service.request.get(`/api/admin/result-exceptions${query}`).set(...(await caller));

  it('lists every open line across active events, latest event first, each with its event and suggestions; its total is the dashboard’s count', async () => {
    const res = await queue('?limit=10');
    expect(res.status).toBe(200);
    const answer = resultExceptionsSchema.parse(res.body);
    expect(answer.pagination).toEqual({ page: 1, limit: 10, total: 27, pages: 3 });
    expect(answer.lines.map((line) => line.riderName)).toEqual([
      ...Array.from({ length: 8 }, (_, n) => `Gulf Walk-in ${n + 1}`),
      'Lars Berg',
      'Tyler Brookes',
    ]);
    expect(answer.lines[8]).toMatchObject({ className: 'Pro Open', match: { status: 'unmatched' }, event: { _id: ids.reno, title: 'Reno Round', promoterId: 'p-west', startDate: day(-10) }, suggestions: [] });
    expect(answer.lines[9]!.suggestions).toEqual([{ rider: { _id: 'r-tyler', name: 'Tyler Brooks', hometown: 'Perris, CA' }, reasons: ['name'], distance: 1 }]);
    expect(answer.suggestionsUnavailable).toBe(false);
    expect(answer.lines.every((line) => line.match.status === 'unmatched' || line.match.status === 'ambiguous')).toBe(true);

    // The dashboard reads the same count (GET …?limit=1), and the events with open lines add up to it.
    expect(resultExceptionsSchema.parse((await queue('?limit=1')).body).pagination.total).toBe(27);
    const events = exceptionEventsSchema.parse((await service.request.get('/api/admin/events-exceptions?limit=10').set(...(await as('admin', 'a-1')))).body);
    expect(events.lines).toBe(27);
    expect(events.events.reduce((sum, event) => sum + event.exceptions, 0)).toBe(27);
    // Later pages follow on.
    expect(resultExceptionsSchema.parse((await queue('?limit=10&page=3')).body).lines.map((line) => line.riderName)).toEqual(['Fresno Walk-in 9', ...Array.from({ length: 6 }, (_, n) => `Tampa Walk-in ${n + 1}`)]);
  });

  it('narrows by event, promoter, dates, class and name, and counts what it narrows to', async () => {
    const total = async (query: string) => resultExceptionsSchema.parse((await queue(query)).body).pagination.total;
    expect(await total(`?eventId=${ids.reno}`)).toBe(4);
    expect(await total(`?eventId=${ids.hidden}`)).toBe(0);
    expect(await total('?promoterId=p-gulf')).toBe(14);
    expect(await total('?promoterId=p-west')).toBe(13);
    expect(await total(`?from=${day(-45)}&to=${day(-8)}`)).toBe(13);
    expect(await total(`?to=${day(-50)}`)).toBe(6);
    expect(await total('?className=pro%20open')).toBe(18);
    expect(await total('?className=lites')).toBe(1);
    expect(await total('?name=walk-in')).toBe(23);
    expect(await total('?name=brookes&promoterId=p-west')).toBe(1);
    // The pattern's own characters are text.
    expect(await total('?name=%25')).toBe(0);
    expect(await total('?name=walk_in')).toBe(0);
    const narrowed = resultExceptionsSchema.parse((await queue(`?promoterId=p-gulf&className=vet&name=walk-in%203`)).body);
    expect(narrowed.lines.map((line) => [line.riderName, line.event._id])).toEqual([['Gulf Walk-in 3', ids.gulf]]);
  });

  it('gives the ids of every line the filters match, for "select all matching"', async () => {
    const res = await service.request.get(`/api/admin/result-exceptions/ids?promoterId=p-west`).set(...(await as('admin', 'a-1')));
    expect(res.status).toBe(200);
    const answer = resultExceptionIdsSchema.parse(res.body);
    expect(answer.total).toBe(13);
    expect(answer.lines).toHaveLength(13);
    expect(new Set(answer.lines.map((line) => line.eventId))).toEqual(new Set([ids.reno, ids.fresno]));
    expect(answer.lines.length).toBeLessThanOrEqual(MAX_QUEUE_SELECTION);
    // Deciding them (per event, in bulk) empties the promoter's part of the queue, and the dashboard's count follows.
    for (const eventId of [ids.reno, ids.fresno]) {
      const resultIds = answer.lines.filter((line) => line.eventId === eventId).map((line) => line._id);
      expect((await service.request.put(`/api/event/${eventId}/results/match`).set(...(await as('admin', 'a-1'))).send({ resultIds, notRider: true })).status).toBe(200);
    }
    expect(resultExceptionsSchema.parse((await queue('?promoterId=p-west')).body).pagination.total).toBe(0);
    expect(resultExceptionsSchema.parse((await queue('?limit=1')).body).pagination.total).toBe(14);
    expect(exceptionEventsSchema.parse((await service.request.get('/api/admin/events-exceptions').set(...(await as('admin', 'a-1')))).body).lines).toBe(14);
  });

  it('refuses bad filters and anyone but programme staff', async () => {
    expect((await queue('?from=2026-02-30')).status).toBe(400);
    expect((await queue('?limit=101')).status).toBe(400);
    for (const typ of ['rider', 'dealer', 'promoter'] as const) {
      expect((await queue('', as(typ, `${typ}-1`))).status, typ).toBe(403);
      expect((await service.request.get('/api/admin/result-exceptions/ids').set(...(await as(typ, `${typ}-1`)))).status, typ).toBe(403);
    }
    expect((await queue('', anonymous())).status).toBe(403);
  });
});
