import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anEvent, day } from './factories.js';
import { anonymous, ids, startTestService, type TestService } from './helpers.js';

describe('GET /api/events sorting', () => {
  let service: TestService;
  const e: Record<string, string> = {};

  beforeAll(async () => {
    service = await startTestService('events_sorting');
    const { db } = service;
    e.may = (await anEvent(db, { title: 'bravo Cup', city: 'Tucson', startDate: day(-30), classes: [{ name: 'Pro', places: [30_000] }] })).id;
    e.june = (await anEvent(db, { title: 'Alpha Classic', city: 'ocala', startDate: day(10), classes: [{ name: 'Pro', places: [50_000, 20_000] }] })).id;
    e.july = (await anEvent(db, { title: 'Charlie Nationals', city: 'Barrie', startDate: day(40), classes: [{ name: 'Pro', places: [10_000] }, { name: 'Kids', payoutType: 'noPayout' }] })).id;
    e.august = (await anEvent(db, { title: 'Delta Days', city: 'Austin', startDate: day(70) })).id;
  });
  afterAll(() => service.close());

  const order = async (query: Record<string, string>) => {
    const res = await service.request.get('/api/events').query(query).set(...(await anonymous()));
    expect(res.status).toBe(200);
    return ids(res.body.events).map((id) => Object.keys(e).find((name) => e[name] === id));
  };

  it('sorts by start date, latest first, when nothing is asked (spec §9 default)', async () => {
    expect(await order({})).toEqual(['august', 'july', 'june', 'may']);
  });

  it("takes the direction from the spec's 'sortDirecton' parameter, and from 'sortDirection' too", async () => {
    expect(await order({ sortDirecton: 'asc' })).toEqual(['may', 'june', 'july', 'august']);
    expect(await order({ sortDirection: 'asc' })).toEqual(['may', 'june', 'july', 'august']);
    expect(await order({ sortBy: 'startDate', sortDirecton: 'desc' })).toEqual(['august', 'july', 'june', 'may']);
  });

  it('lists the soonest upcoming event first for period=upcoming with sortDirecton=asc (the home page teaser)', async () => {
    expect(await order({ period: 'upcoming', sortDirecton: 'asc' })).toEqual(['june', 'july', 'august']);
  });

  it('sorts by title and by city regardless of letter case', async () => {
    expect(await order({ sortBy: 'title', sortDirecton: 'asc' })).toEqual(['june', 'may', 'july', 'august']);
    expect(await order({ sortBy: 'title' })).toEqual(['august', 'july', 'may', 'june']);
    expect(await order({ sortBy: 'city', sortDirecton: 'asc' })).toEqual(['august', 'july', 'june', 'may']);
  });

  it('sorts by contingency amount, a noPayout class adding nothing', async () => {
    // june 70 000, may 30 000, july 10 000, august 0.
    expect(await order({ sortBy: 'contingencyAmount' })).toEqual(['june', 'may', 'july', 'august']);
    expect(await order({ sortBy: 'contingencyAmount', sortDirecton: 'asc' })).toEqual(['august', 'july', 'may', 'june']);
  });
});
