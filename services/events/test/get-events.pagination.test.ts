import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anEvent, day } from './factories.js';
import { anonymous, ids, startTestService, type TestService } from './helpers.js';

describe('GET /api/events pagination and contingency', () => {
  let service: TestService;
  const created: string[] = [];

  beforeAll(async () => {
    service = await startTestService('events_pagination');
    // 20 events, one a day; event n pays n × $10 in one class, so all of them together pay $2,100.
    for (let n = 1; n <= 20; n += 1) {
      const event = await anEvent(service.db, { title: `Round ${n}`, startDate: day(n), classes: [{ name: 'Open', places: [n * 1_000] }] });
      created.push(event.id);
    }
    // Not listed (inactive), so not counted either.
    await anEvent(service.db, { title: 'Inactive', active: false, classes: [{ name: 'Open', places: [99_900] }] });
  });
  afterAll(() => service.close());

  const get = async (query: Record<string, string | number>) => {
    const res = await service.request.get('/api/events').query(query).set(...(await anonymous()));
    expect(res.status).toBe(200);
    return res.body as { events: Array<{ _id: string; contingencyAmount: number }>; pagination: unknown; contingencyAmount: number };
  };

  it('answers page 1 of 15 events by default, with the page count', async () => {
    const body = await get({});

    expect(body.events).toHaveLength(15);
    expect(body.pagination).toEqual({ page: 1, limit: 15, total: 20, pages: 2 });
    expect(ids(body.events)).toEqual([...created].reverse().slice(0, 15));
  });

  it('gives the rest on page 2, without overlap', async () => {
    const first = await get({ page: 1 });
    const second = await get({ page: 2 });

    expect(second.pagination).toEqual({ page: 2, limit: 15, total: 20, pages: 2 });
    expect(second.events).toHaveLength(5);
    expect(new Set([...ids(first.events), ...ids(second.events)])).toEqual(new Set(created));
  });

  it('honours a limit up to 100 and answers an empty page past the end', async () => {
    expect((await get({ limit: 7, page: 3 })).events).toHaveLength(6);
    expect((await get({ limit: 100 })).pagination).toEqual({ page: 1, limit: 100, total: 20, pages: 1 });
    const beyond = await get({ page: 9 });
    expect(beyond.events).toEqual([]);
    expect(beyond.pagination).toEqual({ page: 9, limit: 15, total: 20, pages: 2 });
  });

  it('adds up the contingency of every matching event, not only the page shown', async () => {
    const body = await get({ limit: 2 });

    expect(body.contingencyAmount).toBe(210_000);
    expect(body.events.map((event) => event.contingencyAmount)).toEqual([20_000, 19_000]);
  });

  it('adds up only the matching events when filtered', async () => {
    const body = await get({ title: 'Round 1' }); // Round 1 and Round 10 … 19

    expect(body.pagination).toMatchObject({ total: 11 });
    expect(body.contingencyAmount).toBe(1_000 + (10 + 11 + 12 + 13 + 14 + 15 + 16 + 17 + 18 + 19) * 1_000);
  });

  it('counts and adds up every event a search by words matches, on any page and past the end', async () => {
    const second = await get({ query: 'round', limit: 7, page: 2 });
    expect(second.events).toHaveLength(7);
    expect(second.pagination).toEqual({ page: 2, limit: 7, total: 20, pages: 3 });
    expect(second.contingencyAmount).toBe(210_000);

    const narrowed = await get({ query: 'round', title: 'Round 1' });
    expect(narrowed.pagination).toMatchObject({ total: 11 });
    expect(narrowed.contingencyAmount).toBe(1_000 + (10 + 11 + 12 + 13 + 14 + 15 + 16 + 17 + 18 + 19) * 1_000);

    const beyond = await get({ query: 'round', page: 9 });
    expect(beyond.events).toEqual([]);
    expect(beyond.pagination).toEqual({ page: 9, limit: 15, total: 20, pages: 2 });
    expect(beyond.contingencyAmount).toBe(210_000);
  });

  it('answers zero contingency and zero pages when nothing matches', async () => {
    const body = await get({ query: 'no such event' });

    expect(body).toEqual({ events: [], pagination: { page: 1, limit: 15, total: 0, pages: 0 }, contingencyAmount: 0, contingencyTotals: [] });
  });
});
