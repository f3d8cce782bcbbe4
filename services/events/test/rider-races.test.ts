import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { removeRacesAnswerSchema, riderRacesAnswerSchema } from '@rr/contracts';
import { aSeries, anEvent, day } from './factories.js';
import { as, outboxPayloads, startTestService, type TestService } from './helpers.js';

/**
 * A rider's races for programme staff: the list, and the removal through the promoter's "delete race results" path,
 * which publishes each event's results again so the payouts service takes back unspent money.
 */
describe("a rider's races (admin)", () => {
  let service: TestService;
  let spring: string;
  let summer: string;
  const line = async (eventId: string, riderName: string) => (await service.db.models.Result.findOne({ where: { eventId, riderName } }))!;

  async function published(eventId: string): Promise<Array<{ version: number; lines: Array<{ resultId: string; riderId: string | null }> }>> {
    return (await outboxPayloads<{ eventId: string; version: number; lines: Array<{ resultId: string; riderId: string | null }> }>(service, 'results.published', eventId)).sort((a, b) => a.version - b.version);
  }

  beforeAll(async () => {
    service = await startTestService('rider_races');
    const series = await aSeries(service.db, { name: 'Desert Flat Track', promoterId: 'p-one' });
    const finishers = [
      { name: 'Ann Racer', riderId: 'r-ann' },
      { name: 'Bob Racer', riderId: 'r-bob' },
    ];
    spring = (
      await anEvent(service.db, {
        title: 'Spring Opener',
        promoterId: 'p-one',
        seriesId: series.id,
        startDate: day(-60),
        classes: [
          { name: 'Pro Open', places: [50_000, 25_000], finishers },
          { name: 'Vet 40+', places: [10_000], finishers: [{ name: 'Ann Racer', riderId: 'r-ann' }] },
        ],
      })
    ).id;
    summer = (await anEvent(service.db, { title: 'Summer Classic', promoterId: 'p-one', startDate: day(-10), classes: [{ name: 'Pro Open', places: [40_000, 20_000], finishers: [...finishers].reverse() }] })).id;
    // The factory's lines are not matched; these are the riders' own (as matching would have linked them).
    await service.db.models.Result.update({ matchStatus: 'matched', matchMethod: 'email' }, { where: { riderId: ['r-ann', 'r-bob'] } });
  });
  afterAll(() => service.close());

  it("lists the rider's lines, newest race first, with the event, series, class, place and what the line posts", async () => {
    const res = await service.request.get('/api/admin/rider/r-ann/races').set(...(await as('admin', 'admin-1')));
    expect(res.status).toBe(200);
    const { races } = riderRacesAnswerSchema.parse(res.body);
    expect(races.map((race) => [race.eventTitle, race.className, race.place, race.payoutCents])).toEqual([
      ['Summer Classic', 'Pro Open', 2, 20_000],
      ['Spring Opener', 'Pro Open', 1, 50_000],
      ['Spring Opener', 'Vet 40+', 1, 10_000],
    ]);
    expect(races[1]).toMatchObject({ seriesName: 'Desert Flat Track', country: 'US', currency: 'USD', payoutType: 'cash', status: 'finished', matchMethod: 'email', canceled: false });
    expect(races[0]!.seriesName).toBeNull();

    const none = await service.request.get('/api/admin/rider/r-nobody/races').set(...(await as('admin', 'admin-1')));
    expect(none.body).toEqual({ races: [] });
  });

  it('is for programme staff only: the promoter of the events, the rider, a dealer and a visitor get 403', async () => {
    for (const caller of [await as('promoter', 'p-one'), await as('rider', 'r-ann'), await as('dealer', 'd-1'), await as('anonymous', 'anonymous')]) {
      expect((await service.request.get('/api/admin/rider/r-ann/races').set(...caller)).status).toBe(403);
      const ann = await line(spring, 'Ann Racer');
      expect((await service.request.delete('/api/admin/rider/r-ann/remove-races').set(...caller).send({ resultIds: [ann.id] })).status).toBe(403);
    }
    expect(await service.db.models.Result.count({ where: { riderId: 'r-ann' } })).toBe(3);
    expect(await published(spring)).toEqual([]);
  });

  it("refuses another rider's line and an empty list, and removes nothing", async () => {
    const ann = await line(spring, 'Ann Racer');
    const bob = await line(spring, 'Bob Racer');
    const admin = await as('admin', 'admin-1');
    const foreign = await service.request.delete('/api/admin/rider/r-ann/remove-races').set(...admin).send({ resultIds: [ann.id, bob.id] });
    expect(foreign.status).toBe(404);
    const empty = await service.request.delete('/api/admin/rider/r-ann/remove-races').set(...admin).send({ resultIds: [] });
    expect(empty.status).toBe(400);
    expect(empty.body.code).toBe('VALIDATION');
    const missing = await service.request.delete('/api/admin/rider/r-ann/remove-races').set(...admin).send({});
    expect(missing.status).toBe(400);
    expect(await service.db.models.Result.count({ where: { riderId: ['r-ann', 'r-bob'] } })).toBe(5);
    expect(await published(spring)).toEqual([]);
  });

  it("removes only the chosen lines of that rider and publishes each event's results again without them", async () => {
    const springPro = (await service.db.models.Result.findAll({ where: { eventId: spring, riderId: 'r-ann' } })).find((r) => r.payoutCents === 50_000)!;
    const summerAnn = await line(summer, 'Ann Racer');
    const before = { spring: (await service.db.models.Event.findByPk(spring))!.resultsVersion, summer: (await service.db.models.Event.findByPk(summer))!.resultsVersion };

    const res = await service.request
      .delete('/api/admin/rider/r-ann/remove-races')
      .set(...(await as('admin', 'admin-1')))
      .send({ resultIds: [springPro.id, summerAnn.id, summerAnn.id] });
    expect(res.status).toBe(200);
    const answer = removeRacesAnswerSchema.parse(res.body);
    expect(answer.removed).toBe(2);
    expect(answer.events.map((e) => [e.eventTitle, e.removed]).sort()).toEqual([
      ['Spring Opener', 1],
      ['Summer Classic', 1],
    ]);

    // Ann keeps her Vet 40+ line; Bob keeps both of his.
    const left = await service.db.models.Result.findAll({ where: { riderId: ['r-ann', 'r-bob'] } });
    expect(left.map((r) => `${r.riderId}:${r.payoutCents}`).sort()).toEqual(['r-ann:10000', 'r-bob:25000', 'r-bob:40000']);

    // The payouts service hears of it: one new version per event, the removed lines gone, the others still there.
    for (const [eventId, removedId, version] of [
      [spring, springPro.id, before.spring + 1],
      [summer, summerAnn.id, before.summer + 1],
    ] as const) {
      const messages = await published(eventId);
      expect(messages.map((m) => m.version)).toEqual([version]);
      const lines = messages[0]!.lines;
      expect(lines.map((l) => l.resultId)).not.toContain(removedId);
      expect(lines.some((l) => l.riderId === 'r-bob')).toBe(true);
      expect((await service.db.models.Event.findByPk(eventId))!.resultsVersion).toBe(version);
    }
    const list = riderRacesAnswerSchema.parse((await service.request.get('/api/admin/rider/r-ann/races').set(...(await as('admin', 'admin-1')))).body);
    expect(list.races.map((race) => race.className)).toEqual(['Vet 40+']);
  });
});
