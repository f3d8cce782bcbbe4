import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventChangedSchema } from '@rr/contracts/server';
import { buildDemoProgramme, seedEvents } from '../src/data-access/seed.js';
import { programmeToday } from '../src/domain/programme-date.js';
import { anonymous, startTestService, type TestService } from './helpers.js';

interface ListedEvent {
  _id: string;
  country: string;
  currency: string;
  canceled: boolean;
  startDate: string;
  contingencyAmount: number;
  series: { _id: string } | null;
}

describe('events demo seed', () => {
  let service: TestService;
  beforeAll(async () => {
    service = await startTestService('seed', { seed: true });
  });
  afterAll(() => service.close());

  const get = async (path: string, query: Record<string, string | number> = {}) => {
    const res = await service.request.get(path).query(query).set(...(await anonymous()));
    expect(res.status).toBe(200);
    return res.body;
  };
  const allEvents = async (query: Record<string, string | number> = {}): Promise<ListedEvent[]> => (await get('/api/events', { limit: 100, ...query })).events;

  it('writes 6 categories, 6 series and 54 events with their classes, places and results', () => {
    expect(service.seeded).toEqual({ seeded: true, categories: 6, series: 6, events: 54, classes: 250, places: 780, results: 924 });
  });

  it('offers at least 3 active series and 40 active events, in the US and in Canada', async () => {
    const series = await get('/api/series');
    const events = await allEvents();

    expect(series.pagination.total).toBe(5);
    expect(events).toHaveLength(51);
    expect(new Set(events.map((e) => e.country))).toEqual(new Set(['US', 'CA']));
    expect(events.filter((e) => e.country === 'CA').every((e) => e.currency === 'CAD')).toBe(true);
    expect(events.filter((e) => e.country === 'US').every((e) => e.currency === 'USD')).toBe(true);
    expect(events.filter((e) => e.canceled)).toHaveLength(4);
  });

  it('fills both the Upcoming and the Past tab, from last year to next year', async () => {
    const upcoming = await allEvents({ period: 'upcoming' });
    const past = await allEvents({ period: 'past' });
    const years = new Set([...upcoming, ...past].map((e) => Number(e.startDate.slice(0, 4))));
    const thisYear = Number(programmeToday().slice(0, 4));

    expect(upcoming).toHaveLength(23);
    expect(past).toHaveLength(28);
    expect(years.has(thisYear - 1) && years.has(thisYear + 1)).toBe(true);
  });

  it("gives past events results, with the demo rider's 450 B finishes, and every class a payout type", async () => {
    const desert = await get('/api/serie/series-desert-mx');
    const round1 = await get('/api/event/evt-desert-mx-01');
    const demo = round1.event.results.filter((r: { riderName: string }) => r.riderName === 'Jordan Miller');

    expect(desert.events).toHaveLength(10);
    expect(round1.event.classes.length).toBeGreaterThanOrEqual(3);
    expect(round1.event.classes.length).toBeLessThanOrEqual(6);
    expect(demo).toEqual([expect.objectContaining({ className: '450 B', place: 2, payout: 10_000, payoutType: 'dealerCredit', eligibility: 'eligible', bike: '2024 Apex MX 450F' })]);
    expect(await service.db.models.Result.count({ where: { riderId: 'rider-demo' } })).toBe(3);
  });

  it('has promoter-demo own most events', async () => {
    expect(await service.db.models.Event.count({ where: { promoterId: 'promoter-demo' } })).toBe(43);
  });

  it('places every event for radius searches', async () => {
    const near = await allEvents({ zipcode: '92562', zipDistance: 25 });

    expect(await service.db.models.Event.count({ where: { latitude: null } })).toBe(0);
    expect(near.length).toBeGreaterThan(0);
    expect(near.every((e) => e.series?._id === 'series-socal-flat-track')).toBe(true);
  });

  it('publishes every seeded event’s facts for the reports (event.changed), the market share of those with results', async () => {
    const [rows] = await service.db.sequelize.query(`SELECT payload FROM outbox_messages WHERE topic = 'event.changed'`);
    const facts = (rows as Array<{ payload: string }>).map((row) => eventChangedSchema.parse(JSON.parse(row.payload)));
    expect(facts).toHaveLength(54);
    expect(new Set(facts.map((f) => f.eventId)).size).toBe(54);
    const withResults = facts.filter((f) => f.results !== null);
    expect(withResults.length).toBe(await service.db.models.Event.count({ where: { resultsVersion: 1 } }));
    for (const f of withResults) {
      expect(f.results!.version).toBe(1);
      expect(f.results!.makerFinishers).toBeLessThanOrEqual(f.results!.finishers);
      expect(f.results!.makerPaidPlaces).toBeLessThanOrEqual(f.results!.paidPlaces);
      expect(f.results!.paidPlaces).toBeLessThanOrEqual(f.results!.finishers);
    }
    expect(withResults.some((f) => f.results!.makerFinishers > 0)).toBe(true);
    const listed = new Map((await allEvents({ active: 'all' })).map((e) => [e._id, e.contingencyAmount]));
    for (const f of facts.filter((fact) => listed.has(fact.eventId))) expect(f.contingencyCents).toBe(listed.get(f.eventId));
  });

  it('does nothing when run again', async () => {
    const before = await service.db.models.Event.count();

    const again = await seedEvents(service.db.sequelize);

    expect(again.seeded).toBe(false);
    expect(await service.db.models.Event.count()).toBe(before);
    expect(await service.db.models.Category.count()).toBe(6);
  });

  it('builds the same programme for the same day', () => {
    expect(buildDemoProgramme('2026-03-14')).toEqual(buildDemoProgramme('2026-03-14'));
  });
});
