import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resultsPublishedSchema } from '@rr/contracts';
import { SERIES_FINISHED, eventChangedSchema, seriesFinishedSchema } from '@rr/contracts/server';
import { DEMO_RACERS } from '@rr/server-kit/demo-roster';
import { buildDemoProgramme, seedEvents } from '../src/seed/seeder.js';
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
    // As the running service seeds with the demo's activity: the past events' results published on their day.
    service = await startTestService('seed', { seed: true, publishResults: true });
  });
  afterAll(() => service.close());

  const get = async (path: string, query: Record<string, string | number> = {}) => {
    const res = await service.request.get(path).query(query).set(...(await anonymous()));
    expect(res.status).toBe(200);
    return res.body;
  };
  const allEvents = async (query: Record<string, string | number> = {}): Promise<ListedEvent[]> => (await get('/api/events', { limit: 100, ...query })).events;

  it('writes 6 categories, 8 series and 64 events with their classes, places and results', () => {
    expect(service.seeded).toEqual({ seeded: true, categories: 6, series: 8, events: 64, classes: 294, places: 931, results: 1205 });
  });

  it('offers at least 3 active series and 40 active events, in the US and in Canada', async () => {
    const series = await get('/api/series');
    const events = await allEvents();

    expect(series.pagination.total).toBe(7);
    expect(events).toHaveLength(61);
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
    expect(past).toHaveLength(38);
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
    expect(await service.db.models.Event.count({ where: { promoterId: 'promoter-demo' } })).toBe(48);
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
    expect(facts).toHaveLength(64);
    expect(new Set(facts.map((f) => f.eventId)).size).toBe(64);
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

  it("places the roster's riders in past results, matched to their accounts, at most once an event, pros in pro classes", async () => {
    const racers = new Map(DEMO_RACERS.map((r) => [r.id, r]));
    const lines = await service.db.models.Result.findAll({ where: { matchStatus: 'matched' } });
    const rosterLines = lines.filter((line) => line.riderId?.startsWith('rider-seed-'));
    const classes = new Map((await service.db.models.EventClass.findAll()).map((c) => [c.id, c]));
    const events = new Map((await service.db.models.Event.findAll()).map((e) => [e.id, e]));

    expect(new Set(rosterLines.map((line) => line.riderId)).size).toBeGreaterThanOrEqual(15);
    const perEvent = new Set<string>();
    for (const line of rosterLines) {
      const racer = racers.get(line.riderId!)!;
      expect(line.riderName).toBe(racer.name);
      expect(line.bike).toBe(racer.bike);
      expect(events.get(line.eventId)!.country).toBe(racer.country);
      expect(/\bpro\b|superbike|supersport|lites/i.test(classes.get(line.classId)!.name)).toBe(racer.pro);
      expect(perEvent.has(`${line.eventId}|${line.riderId}`)).toBe(false);
      perEvent.add(`${line.eventId}|${line.riderId}`);
    }
  });

  it('mixes other makes into the finishers and leaves recent results with lines to match', async () => {
    const others = await service.db.models.Result.findAll({ where: { matchStatus: 'notRider' } });
    const open = await service.db.models.Result.findAll({ where: { matchStatus: ['unmatched', 'ambiguous'] } });
    const apex = others.filter((line) => line.bike.includes(' Apex ')).length;

    expect(apex / others.length).toBeGreaterThan(0.4);
    expect(apex / others.length).toBeLessThan(0.7);
    expect(open.length).toBeGreaterThan(0);
    expect(open.every((line) => line.riderId === null && line.payoutCents === 0)).toBe(true);
  });

  it("publishes the past events' results on the day they came in, in that order, and finishes last season's two series", async () => {
    const [rows] = await service.db.sequelize.query(`SELECT topic, payload, occurred_at FROM outbox_messages WHERE topic IN ('results.published', '${SERIES_FINISHED}') ORDER BY occurred_at, id`);
    const messages = rows as Array<{ topic: string; payload: string; occurred_at: string | Date }>;
    const published = messages.filter((m) => m.topic === 'results.published').map((m) => ({ at: new Date(m.occurred_at), results: resultsPublishedSchema.parse(JSON.parse(m.payload)) }));
    const withResults = await service.db.models.Event.findAll({ where: { resultsVersion: 1 } });

    expect(published).toHaveLength(withResults.length);
    for (const { at, results } of published) {
      const event = withResults.find((e) => e.id === results.eventId)!;
      expect(results.version).toBe(1);
      expect(at.getTime()).toBe(event.resultsSubmittedAt!.getTime());
      expect(at.getTime()).toBeLessThan(Date.now());
      expect(results.lines.filter((line) => line.riderId).every((line) => line.matchStatus === 'matched')).toBe(true);
    }
    // Most results are in within the week; promoter-02's are usually late.
    const late = withResults.filter((e) => (e.resultsSubmittedAt!.getTime() - new Date(`${e.endDate}T00:00:00Z`).getTime()) / 86_400_000 > 8);
    expect(late.length).toBeGreaterThan(0);
    expect(late.filter((e) => e.promoterId === 'promoter-02').length).toBeGreaterThan(late.length / 2);

    const finished = messages.filter((m) => m.topic === SERIES_FINISHED).map((m) => seriesFinishedSchema.parse(JSON.parse(m.payload)));
    expect(finished.map((f) => f.seriesId).sort()).toEqual(['series-quebec-arenacross', 'series-texas-fall-mx']);
    for (const f of finished) expect(f.events).toHaveLength(5);
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
