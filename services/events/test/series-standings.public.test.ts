import { CHAMPIONSHIP_POINTS, seriesStandingsSchema } from '@rr/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { classTables } from '../src/domain/series-standing.js';
import { aSeries, anEvent, day } from './factories.js';
import { anonymous, as, startTestService, type TestService } from './helpers.js';

describe('classTables (every class of a series in the championship order)', () => {
  const finish = (eventIndex: number, riderId: string, place: number, className = '250 Pro') => ({ eventIndex, riderId, className, place });

  it('orders each class by points, then wins, then the latest race, and lets riders level on everything share a place', () => {
    // a 25 + 16 = 41 (a win); b 22 + 20 = 42; c 20 + 22 = 42, better than b at the latest race; d and e level.
    const finishes = [
      finish(0, 'a', 1), finish(1, 'a', 5), finish(0, 'b', 2), finish(1, 'b', 3), finish(0, 'c', 3), finish(1, 'c', 2),
      finish(0, 'd', 9), finish(0, 'e', 9), finish(0, 'v', 1, 'Vet'),
    ];
    expect(classTables(finishes, 2)).toEqual([
      {
        className: '250 Pro',
        lines: [
          { riderId: 'c', place: 1, points: 42, wins: 0, races: 2 },
          { riderId: 'b', place: 2, points: 42, wins: 0, races: 2 },
          { riderId: 'a', place: 3, points: 41, wins: 1, races: 2 },
          { riderId: 'd', place: 4, points: 12, wins: 0, races: 1 },
          { riderId: 'e', place: 4, points: 12, wins: 0, races: 1 },
        ],
      },
      { className: 'Vet', lines: [{ riderId: 'v', place: 1, points: 25, wins: 1, races: 1 }] },
    ]);
  });
});

/** A series' public page shows its standings: every class, riders by the name and hometown its results show. */
describe('GET /api/serie/{seriesId}/standings (public)', () => {
  let service: TestService;
  let seriesId: string;
  let inactiveSeriesId: string;

  /** An event of the series with one class and finishers in order, each matched to a programme rider. */
  const race = async (title: string, offset: number, finishers: Array<{ riderId: string; name: string }>, overrides: Parameters<typeof anEvent>[1] = {}, className = '250 Pro') => {
    const event = await anEvent(service.db, { title, startDate: day(offset), seriesId, classes: [{ name: className, places: [10_000, 5_000], finishers }], ...overrides });
    await service.db.models.Result.update({ matchStatus: 'matched', email: 'private@example.com', amaNumber: 'AMA-123' }, { where: { eventId: event.id } });
    return event;
  };
  const ada = { riderId: 'rider-ada', name: 'Ada Lovelace' };
  const ben = { riderId: 'rider-ben', name: 'Ben Tread' };
  const cal = { riderId: 'rider-cal', name: 'Cal Throttle' };

  beforeAll(async () => {
    service = await startTestService('series_standings_public');
    seriesId = (await aSeries(service.db, { name: 'Desert Series' })).id;
    inactiveSeriesId = (await aSeries(service.db, { name: 'Retired Series', active: false })).id;
    await race('Round 1', -30, [ada, ben, cal]);
    await race('Round 2', -20, [ben, ada, cal]);
    // Round 3: Cal wins; Ada's DNF scores nothing; Ben's line was never matched to him and does not count.
    const third = await race('Round 3', -10, [cal, ada, ben]);
    const lines = await service.db.models.Result.findAll({ where: { eventId: third.id }, order: [['place', 'ASC']] });
    await lines[1]!.update({ status: 'DNF' });
    await lines[2]!.update({ matchStatus: 'unmatched' });
    // The latest counted line names the rider: Cal moved town.
    await lines[0]!.update({ hometown: 'Temecula, CA' });
    // Nothing from a canceled round counts.
    await race('Canceled round', -5, [ben, ada], { canceled: true });
    await race('Vet round', -8, [ada], {}, 'Vet 30+');
  });
  afterAll(() => service.close());

  const standings = async (id: string, caller: Promise<[string, string]> = anonymous()) => service.request.get(`/api/serie/${id}/standings`).set(...(await caller));

  it('answers every class’s table, in the championship order, with the points of the results published so far', async () => {
    const res = await standings(seriesId);
    expect(res.status).toBe(200);
    const body = seriesStandingsSchema.parse(res.body);
    const [p1, p2, p3] = CHAMPIONSHIP_POINTS;
    // Cal 20 + 20 + 25 = 65. Ada 25 + 22 (her DNF at round 3 scores nothing) = 47, and Ben 22 + 25 = 47 (his round 3
    // line is not his): level on points and wins, and at round 3; Ben was the better at round 2.
    expect(body).toMatchObject({ seriesId, finished: false, countedEvents: 4, eventsWithResults: 4, points: [...CHAMPIONSHIP_POINTS] });
    expect(body.classes.map((table) => table.className)).toEqual(['250 Pro', 'Vet 30+']);
    expect(body.classes[0]!.riders).toEqual([
      { place: 1, name: 'Cal Throttle', hometown: 'Temecula, CA', points: p3! + p3! + p1!, wins: 1, races: 3 },
      { place: 2, name: 'Ben Tread', hometown: 'Corona, CA', points: p2! + p1!, wins: 1, races: 2 },
      { place: 3, name: 'Ada Lovelace', hometown: 'Corona, CA', points: p1! + p2!, wins: 1, races: 2 },
    ]);
    expect(body.classes[1]!.riders).toEqual([{ place: 1, name: 'Ada Lovelace', hometown: 'Corona, CA', points: p1!, wins: 1, races: 1 }]);
  });

  it('shows nothing private: no rider id, e-mail or licence number, whoever asks', async () => {
    for (const caller of [anonymous(), as('rider', 'rider-ada'), as('admin', 'a1')]) {
      const text = JSON.stringify((await standings(seriesId, caller)).body);
      expect(text).not.toMatch(/rider-ada|rider-ben|rider-cal|private@example\.com|AMA-123/);
    }
  });

  it('answers 404 for a series that does not exist or is not active', async () => {
    expect((await standings('no-such-series')).status).toBe(404);
    expect((await standings(inactiveSeriesId)).status).toBe(404);
  });
});
