import { seriesFinishedSchema, type SeriesFinished } from '@rr/contracts/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aSeries, anEvent, day } from './factories.js';
import { as, startTestService, type TestService } from './helpers.js';

/** `series.finished` (spec §9: dealer credit at the end of a series; the series bonus after the final race). */
describe("'series.finished' from publishing results", () => {
  let service: TestService;
  beforeAll(async () => {
    service = await startTestService('series_finished');
  });
  afterAll(() => service.close());

  const PROMOTER = 'p-series';
  const outboxOf = async <T>(topic: string): Promise<T[]> => {
    const [rows] = await service.db.sequelize.query(`SELECT payload FROM outbox_messages WHERE topic = '${topic}' ORDER BY occurred_at, id`);
    return (rows as Array<{ payload: string }>).map((row) => JSON.parse(row.payload) as T);
  };
  const finishedOf = async (seriesId: string) => (await outboxOf<SeriesFinished>('series.finished')).filter((m) => m.seriesId === seriesId);
  const resultsOf = async (eventId: string) => (await outboxOf<{ eventId: string; version: number }>('results.published')).filter((m) => m.eventId === eventId);

  /** A past event of the series with one class ('Pro', dealer credit) and no results yet. */
  const anEventOf = (seriesId: string, endOffset: number, over: Parameters<typeof anEvent>[1] = {}) =>
    anEvent(service.db, { promoterId: PROMOTER, seriesId, startDate: day(endOffset), endDate: day(endOffset), classes: [{ name: 'Pro', payoutType: 'dealerCredit', places: [10_000, 5_000] }], ...over });
  /** One line typed in by the promoter: results set (or changed) and published. */
  const typeIn = async (eventId: string, place: number, riderName: string) => {
    const classId = (await service.db.models.EventClass.findOne({ where: { eventId } }))!.id;
    const res = await service.request.put(`/api/event/${eventId}/result`).set(...(await as('promoter', PROMOTER))).send({ classId, place, riderName });
    expect(res.status).toBe(200);
    return res.body as { results: Array<{ _id: string }> };
  };

  it('is published only when the last event of the series gets results, with the series and its events', async () => {
    const series = await aSeries(service.db, { promoterId: PROMOTER, name: 'Desert Cup', races: 2, bonusCents: 75_000, expirationDate: '2027-03-31', currency: 'USD' });
    const first = await anEventOf(series.id, -20);
    const last = await anEventOf(series.id, -10);

    await typeIn(first.id, 1, 'Ann Early');
    expect(await resultsOf(first.id)).toHaveLength(1);
    expect(await finishedOf(series.id)).toEqual([]);
    expect((await service.db.models.Series.findByPk(series.id))!.finishedVersion).toBe(0);

    await typeIn(last.id, 1, 'Bo Late');
    const messages = await finishedOf(series.id);
    expect(messages).toHaveLength(1);
    const message = seriesFinishedSchema.parse(messages[0]);
    expect(message).toEqual({
      seriesId: series.id,
      version: 1,
      name: 'Desert Cup',
      currency: 'USD',
      bonusCents: 75_000,
      creditExpiresOn: '2027-03-31',
      events: [
        { eventId: first.id, endDate: day(-20), resultsVersion: 1 },
        { eventId: last.id, endDate: day(-10), resultsVersion: 1 },
      ],
      finishedAt: expect.any(String),
    });
    const stored = (await service.db.models.Series.findByPk(series.id))!;
    expect(stored.finishedVersion).toBe(1);
    expect(JSON.parse(stored.resultsVersions!)).toEqual({ [first.id]: 1, [last.id]: 1 });
  });

  it('a change to the results of a finished series publishes it again at a higher version', async () => {
    const series = await aSeries(service.db, { promoterId: PROMOTER, races: null, expirationDate: null });
    const first = await anEventOf(series.id, -30);
    const second = await anEventOf(series.id, -15);
    await typeIn(first.id, 1, 'Cy One');
    await typeIn(second.id, 1, 'Di Two');
    expect((await finishedOf(series.id)).map((m) => m.version)).toEqual([1]);

    // The first event's results corrected: the series is still finished, so payouts hear it again.
    await typeIn(first.id, 2, 'Ed Second');
    const messages = await finishedOf(series.id);
    expect(messages.map((m) => m.version)).toEqual([1, 2]);
    expect(messages[1]!.events).toEqual([
      { eventId: first.id, endDate: day(-30), resultsVersion: 2 },
      { eventId: second.id, endDate: day(-15), resultsVersion: 1 },
    ]);
    expect(messages[1]!.creditExpiresOn).toBeNull();
    expect((await service.db.models.Series.findByPk(series.id))!.finishedVersion).toBe(2);

    // Results deleted: the series is not finished any more, and nothing is published for it.
    const deleted = await service.request.delete(`/api/event/${second.id}/result`).set(...(await as('promoter', PROMOTER)));
    expect(deleted.status).toBe(200);
    expect((await resultsOf(second.id)).at(-1)).toMatchObject({ version: 2, lines: [] });
    expect((await finishedOf(series.id)).map((m) => m.version)).toEqual([1, 2]);
    expect(JSON.parse((await service.db.models.Series.findByPk(series.id))!.resultsVersions!)).toEqual({ [first.id]: 2 });

    // Results set again: finished again, at the next version.
    await typeIn(second.id, 1, 'Di Two');
    expect((await finishedOf(series.id)).map((m) => m.version)).toEqual([1, 2, 3]);
  });

  it('canceled and inactive events do not block the end of a series; an event not over yet does', async () => {
    const series = await aSeries(service.db, { promoterId: PROMOTER, races: null });
    const raced = await anEventOf(series.id, -12);
    const canceled = await anEventOf(series.id, -6, { canceled: true });
    const hidden = await anEventOf(series.id, -4, { active: false });
    const upcoming = await anEventOf(series.id, 14);

    await typeIn(raced.id, 1, 'Fay Fast');
    expect(await finishedOf(series.id)).toEqual([]);

    // Results of a race that has not ended do not finish the series.
    await typeIn(upcoming.id, 1, 'Gus Early');
    expect(await finishedOf(series.id)).toEqual([]);

    // Once the upcoming race is taken out of the series, the series is finished: canceled and hidden events never counted.
    await service.db.models.Event.update({ seriesId: null }, { where: { id: upcoming.id } });
    await typeIn(raced.id, 2, 'Hal Second');
    const [message] = await finishedOf(series.id);
    expect(message!.events.map((e) => e.eventId)).toEqual([raced.id]);
    expect(message!.events.map((e) => e.eventId)).not.toContain(canceled.id);
    expect(message!.events.map((e) => e.eventId)).not.toContain(hidden.id);
  });

  it('a series that states its number of races waits for that many events', async () => {
    const series = await aSeries(service.db, { promoterId: PROMOTER, races: 3 });
    const one = await anEventOf(series.id, -9);
    const two = await anEventOf(series.id, -8);
    await typeIn(one.id, 1, 'Ida One');
    await typeIn(two.id, 1, 'Jo Two');
    expect(await finishedOf(series.id)).toEqual([]);

    const three = await anEventOf(series.id, -7);
    await typeIn(three.id, 1, 'Kim Three');
    expect((await finishedOf(series.id)).map((m) => ({ version: m.version, events: m.events.length }))).toEqual([{ version: 1, events: 3 }]);
  });

  it('results published before series ends were tracked count: the series reads its events as they stand', async () => {
    const series = await aSeries(service.db, { promoterId: PROMOTER, races: null });
    expect(series.resultsVersions ?? null).toBeNull();
    // An earlier round with results at version 3 (written before this series was tracked), and an empty one at version 2.
    const earlier = await anEventOf(series.id, -40, { resultsVersion: 3, classes: [{ name: 'Pro', places: [1_000], finishers: ['Mo Before'] }] });
    const emptied = await anEventOf(series.id, -35, { resultsVersion: 2 });
    const last = await anEventOf(series.id, -2);
    await typeIn(last.id, 1, 'Ned Now');
    expect(await finishedOf(series.id)).toEqual([]);
    expect(JSON.parse((await service.db.models.Series.findByPk(series.id))!.resultsVersions!)).toEqual({ [earlier.id]: 3, [last.id]: 1 });

    await typeIn(emptied.id, 1, 'Oz Again');
    expect((await finishedOf(series.id)).map((m) => m.events.map((e) => e.resultsVersion))).toEqual([[3, 3, 1]]);
  });

  it('an event outside any series publishes no series message', async () => {
    const before = (await outboxOf('series.finished')).length;
    const loose = await anEvent(service.db, { promoterId: PROMOTER, startDate: day(-3), endDate: day(-3), classes: [{ name: 'Pro', places: [1_000] }] });
    await typeIn(loose.id, 1, 'Lee Loose');
    expect(await resultsOf(loose.id)).toHaveLength(1);
    expect(await outboxOf('series.finished')).toHaveLength(before);
  });
});
