import { randomUUID } from 'node:crypto';
import { CHAMPIONSHIP_POINTS, riderSeriesStandingSchema } from '@rr/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { standingsOf } from '../src/domain/series-standing.js';
import { aSeries, anEvent, day } from './factories.js';
import { anonymous, as, startTestService, type TestService } from './helpers.js';

/** A rider's standing in a series, on the rider's series and event pages. */
describe('standingsOf (the championship order of a class)', () => {
  const finish = (eventIndex: number, riderId: string, place: number, className = '250 Pro') => ({ eventIndex, riderId, className, place });

  it('adds points per place, counts wins and races, and ranks the rider among the class', () => {
    const finishes = [finish(0, 'me', 2), finish(0, 'a', 1), finish(0, 'b', 3), finish(1, 'me', 1), finish(1, 'a', 3), finish(1, 'b', 2)];
    // me 22 + 25 = 47, a 25 + 20 = 45, b 20 + 22 = 42.
    expect(standingsOf('me', finishes, 2)).toEqual([{ className: '250 Pro', place: 1, riders: 3, points: 47, wins: 1, races: 2, leaderPoints: 47 }]);
    expect(standingsOf('b', finishes, 2)).toEqual([{ className: '250 Pro', place: 3, riders: 3, points: 42, wins: 0, races: 2, leaderPoints: 47 }]);
  });

  it('breaks a tie on points by wins, then by the latest race; riders level on everything share a place', () => {
    // a: 1st + 5th = 25 + 16 = 41 with a win; b: 2nd + 3rd = 22 + 20 = 42 → b leads on points.
    // c: 3rd + 2nd = 20 + 22 = 42, level with b on points and wins; c was better at the latest race.
    const finishes = [finish(0, 'a', 1), finish(1, 'a', 5), finish(0, 'b', 2), finish(1, 'b', 3), finish(0, 'c', 3), finish(1, 'c', 2)];
    expect(standingsOf('c', finishes, 2)[0]).toMatchObject({ place: 1, points: 42 });
    expect(standingsOf('b', finishes, 2)[0]).toMatchObject({ place: 2, points: 42 });
    expect(standingsOf('a', finishes, 2)[0]).toMatchObject({ place: 3, points: 41, wins: 1 });
    const level = [finish(0, 'x', 4), finish(0, 'y', 4)];
    expect(standingsOf('x', level, 1)[0]).toMatchObject({ place: 1, riders: 2 });
    expect(standingsOf('y', level, 1)[0]).toMatchObject({ place: 1, riders: 2 });
  });

  it('scores nothing past the points table, groups classes case and spacing aside under the latest name, and leaves out classes the rider did not finish', () => {
    const finishes = [finish(0, 'me', 25, '450 pro'), finish(1, 'me', 1, ' 450  Pro'), finish(0, 'other', 1, 'Vet')];
    expect(standingsOf('me', finishes, 2)).toEqual([{ className: '450  Pro', place: 1, riders: 1, points: 25, wins: 1, races: 2, leaderPoints: 25 }]);
    expect(CHAMPIONSHIP_POINTS[0]).toBe(25);
  });
});

describe('GET /api/rider/events/series/{seriesId}/standing', () => {
  let service: TestService;
  let seriesId: string;
  let emptySeriesId: string;
  let inactiveSeriesId: string;
  const rounds: Record<string, string> = {};

  /** An event of the series with one class and finishers in order; every finisher matched to a programme rider. */
  const race = async (title: string, offset: number, finishers: string[], overrides: Parameters<typeof anEvent>[1] = {}, className = '250 Pro') => {
    const event = await anEvent(service.db, { title, startDate: day(offset), seriesId, classes: [{ name: className, places: [10_000, 5_000], finishers: finishers.map((riderId) => ({ name: `Rider ${riderId}`, riderId })) }], ...overrides });
    await service.db.models.Result.update({ matchStatus: 'matched' }, { where: { eventId: event.id } });
    return event;
  };

  beforeAll(async () => {
    service = await startTestService('series_standing');
    seriesId = (await aSeries(service.db, { name: 'Desert Series' })).id;
    emptySeriesId = (await aSeries(service.db, { name: 'Empty Series' })).id;
    inactiveSeriesId = (await aSeries(service.db, { name: 'Retired Series', active: false })).id;
    rounds.first = (await race('Round 1', -30, ['r1', 'r2', 'r3'])).id;
    rounds.second = (await race('Round 2', -20, ['r2', 'r1', 'r3'])).id;
    // Round 3: r1 did not finish, r3 won; a line of r2 that was never matched to them does not count.
    const third = await race('Round 3', -10, ['r3', 'r1', 'r2']);
    rounds.third = third.id;
    const lines = await service.db.models.Result.findAll({ where: { eventId: third.id }, order: [['place', 'ASC']] });
    await lines[1]!.update({ status: 'DNF' });
    await lines[2]!.update({ matchStatus: 'unmatched' });
    // Nothing from a canceled or a non-paying event of the series counts, nor another result type than the paying one.
    rounds.canceled = (await race('Canceled round', -5, ['r3', 'r2'], { canceled: true })).id;
    await race('Exhibition', -4, ['r3', 'r2'], { payingEvent: false });
    const heats = await race('Round 4', -3, ['r3']);
    await service.db.models.Result.update({ resultType: 'heat' }, { where: { eventId: heats.id } });
    await race('Round 5', 20, []);
  });
  afterAll(() => service.close());

  const standing = async (id: string, caller: Promise<[string, string]> = as('rider', 'r1')) => service.request.get(`/api/rider/events/series/${id}/standing`).set(...(await caller));

  it('answers the rider’s place, points, wins and races per class from the counted results', async () => {
    const response = await standing(seriesId);
    expect(response.status).toBe(200);
    const body = riderSeriesStandingSchema.parse(response.body);
    // Counted: rounds 1–5 (the canceled and the non-paying one are not); results at rounds 1–4.
    expect(body).toMatchObject({ seriesId, finished: false, countedEvents: 5, eventsWithResults: 4 });
    // r1: 25 + 22 + DNF = 47; r2: 22 + 25 + (unmatched) = 47, r3: 20 + 20 + 25 = 65 (the heat at round 4 does not count).
    // r1 and r2 are level on points and wins; at the latest race r1 did not finish and r2's line is not theirs:
    // at round 2, r2 was better.
    expect(body.standings).toEqual([{ className: '250 Pro', place: 3, riders: 3, points: 47, wins: 1, races: 2, leaderPoints: 65 }]);
    // The rider's own finishes, oldest first: the DNF is listed but scores nothing.
    expect(body.finishes).toEqual([
      { eventId: rounds.first, className: '250 Pro', place: 1, status: 'finished', counted: true, points: 25 },
      { eventId: rounds.second, className: '250 Pro', place: 2, status: 'finished', counted: true, points: 22 },
      { eventId: rounds.third, className: '250 Pro', place: 2, status: 'DNF', counted: false, points: 0 },
    ]);
    // A finish at a canceled event of the series is listed, not counted.
    const second = riderSeriesStandingSchema.parse((await standing(seriesId, as('rider', 'r2'))).body);
    expect(second.finishes.find((f) => f.eventId === rounds.canceled)).toEqual({ eventId: rounds.canceled, className: '250 Pro', place: 2, status: 'finished', counted: false, points: 0 });
    const leader = riderSeriesStandingSchema.parse((await standing(seriesId, as('rider', 'r3'))).body);
    expect(leader.standings).toEqual([{ className: '250 Pro', place: 1, riders: 3, points: 65, wins: 1, races: 3, leaderPoints: 65 }]);
  });

  it('answers no standing to a rider who did not race the series, and for a series without results', async () => {
    expect(riderSeriesStandingSchema.parse((await standing(seriesId, as('rider', 'stranger'))).body)).toMatchObject({ standings: [], finishes: [] });
    expect(riderSeriesStandingSchema.parse((await standing(emptySeriesId)).body)).toEqual({ seriesId: emptySeriesId, finished: false, eventsWithResults: 0, countedEvents: 0, standings: [], finishes: [] });
  });

  it('says when the series is finished', async () => {
    const finished = await aSeries(service.db, { name: 'Finished Series', finishedVersion: 1 });
    expect(riderSeriesStandingSchema.parse((await standing(finished.id)).body).finished).toBe(true);
  });

  it('answers 404 for an unknown or inactive series, and 403 to anyone but a rider', async () => {
    expect((await standing(inactiveSeriesId)).status).toBe(404);
    expect((await standing(randomUUID())).status).toBe(404);
    expect((await standing(seriesId, as('admin'))).status).toBe(403);
    expect((await standing(seriesId, as('promoter', 'promoter-test'))).status).toBe(403);
    expect((await standing(seriesId, anonymous())).status).toBe(403);
  });
});
