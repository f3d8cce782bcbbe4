import { seriesFinishedSchema, type SeriesFinished } from '@rr/contracts/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SerieAnswer } from '@rr/contracts';
import { aSeries, anEvent, day } from './factories.js';
import { anonymous, as, outboxPayloads, startTestService, type TestService } from './helpers.js';

/** `series.finished` (spec §9: dealer credit at the end of a series; the series bonus after the final race). */
describe("'series.finished' from publishing results", () => {
  let service: TestService;
  beforeAll(async () => {
    service = await startTestService('series_finished');
  });
  afterAll(() => service.close());

  const PROMOTER = 'p-series';
  const outboxOf = <T extends object>(topic: string) => outboxPayloads<T>(service, topic);
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
      reason: 'rounds',
    });
    const stored = (await service.db.models.Series.findByPk(series.id))!;
    expect(stored.finishedVersion).toBe(1);
    expect(JSON.parse(stored.resultsVersions!)).toEqual({ [first.id]: 1, [last.id]: 1 });
  });

  it('a change to the results of a finished series publishes it again at a higher version', async () => {
    const series = await aSeries(service.db, { promoterId: PROMOTER, races: 2, expirationDate: null });
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
    const series = await aSeries(service.db, { promoterId: PROMOTER, races: 1 });
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
    const series = await aSeries(service.db, { promoterId: PROMOTER, races: 3 });
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

  // ---- planned rounds and closes (docs/architecture.md "Series end") ----

  const promoter = () => as('promoter', PROMOTER);
  const staff = () => as('admin', 'admin-series');
  const close = async (seriesId: string, caller: Promise<[string, string]> = promoter()) => service.request.post(`/api/serie/${seriesId}/close`).set(...(await caller)).send({});
  const reopen = async (seriesId: string, caller: Promise<[string, string]> = staff()) => service.request.post(`/api/admin/serie/${seriesId}/reopen`).set(...(await caller)).send({});
  const endOf = async (seriesId: string) => ((await service.request.get(`/api/serie/${seriesId}`).set(...(await anonymous()))).body as SerieAnswer).end!;
  /** The promoter's event form as it stands, with `over` changed (PUT /api/event/{id}). */
  const editEvent = async (eventId: string, over: Record<string, unknown>) => {
    const event = (await service.db.models.Event.findByPk(eventId))!;
    const body = { title: event.title, type: event.type, startDate: event.startDate, endDate: event.endDate, venue: event.venue, city: event.city, state: event.state, zipcode: event.zipcode, country: event.country, currency: event.currency, seriesId: event.seriesId ?? undefined, ...over };
    const res = await service.request.put(`/api/event/${eventId}`).set(...(await promoter())).send(body);
    expect(res.status).toBe(200);
  };

  it('a series without planned rounds stays open however many of its events have results, until it is closed', async () => {
    const series = await aSeries(service.db, { promoterId: PROMOTER, name: 'Open Cup', races: null });
    const one = await anEventOf(series.id, -20);
    await typeIn(one.id, 1, 'Pia One');
    // Only round 1 exists and has results: nothing tells it is the last one, so nothing is paid yet.
    expect(await finishedOf(series.id)).toEqual([]);
    expect(await endOf(series.id)).toEqual({ plannedRounds: null, rounds: 1, roundsWithResults: 1, closedAt: null, closedBy: null, finished: null, reopenable: false });

    const two = await anEventOf(series.id, -10);
    await typeIn(two.id, 1, 'Quin Two');
    expect(await finishedOf(series.id)).toEqual([]);

    // The promoter closes it: every round is in, so it finishes in the close's own transaction.
    const closed = await close(series.id);
    expect(closed.status).toBe(200);
    expect((closed.body as SerieAnswer).end).toMatchObject({ plannedRounds: null, rounds: 2, roundsWithResults: 2, closedAt: expect.any(String), closedBy: 'promoter', finished: 'closed', reopenable: false });
    const messages = await finishedOf(series.id);
    expect(messages.map((m) => seriesFinishedSchema.parse(m))).toEqual([
      expect.objectContaining({ version: 1, reason: 'closed', events: [{ eventId: one.id, endDate: day(-20), resultsVersion: 1 }, { eventId: two.id, endDate: day(-10), resultsVersion: 1 }] }),
    ]);
    const stored = (await service.db.models.Series.findByPk(series.id))!;
    expect(stored).toMatchObject({ closedBy: PROMOTER, closedByRole: 'promoter', finishedVersion: 1, finishedReason: 'closed' });

    // Closing again changes nothing; corrected results of the closed series publish it again, as for any finished series.
    expect((await close(series.id)).status).toBe(200);
    expect((await finishedOf(series.id)).map((m) => m.version)).toEqual([1]);
    await typeIn(one.id, 2, 'Ray Second');
    expect((await finishedOf(series.id)).map((m) => [m.version, m.reason])).toEqual([[1, 'closed'], [2, 'closed']]);
  });

  it('a series with planned rounds finishes when they all have results; a round added after makes it wait for that round', async () => {
    const series = await aSeries(service.db, { promoterId: PROMOTER, name: 'Two Rounds', races: 2 });
    const one = await anEventOf(series.id, -30);
    const two = await anEventOf(series.id, -20);
    await typeIn(one.id, 1, 'Sam One');
    expect(await finishedOf(series.id)).toEqual([]);
    expect(await endOf(series.id)).toMatchObject({ plannedRounds: 2, rounds: 2, roundsWithResults: 1, finished: null });
    await typeIn(two.id, 1, 'Tia Two');
    expect((await finishedOf(series.id)).map((m) => [m.version, m.reason, m.events.length])).toEqual([[1, 'rounds', 2]]);
    expect(await endOf(series.id)).toMatchObject({ plannedRounds: 2, rounds: 2, roundsWithResults: 2, finished: 'rounds' });

    // A third round grows the series past its plan: it waits for that round's results.
    const three = await anEventOf(series.id, -5);
    expect(await endOf(series.id)).toMatchObject({ plannedRounds: 2, rounds: 3, roundsWithResults: 2, finished: null });
    await typeIn(one.id, 3, 'Uma Late Fix');
    // A change to round 1's results while round 3 waits publishes nothing.
    expect((await finishedOf(series.id)).map((m) => m.version)).toEqual([1]);
    await typeIn(three.id, 1, 'Vic Three');
    const messages = await finishedOf(series.id);
    expect(messages.map((m) => m.version)).toEqual([1, 2]);
    expect(messages[1]!.events.map((e) => [e.eventId, e.resultsVersion])).toEqual([[one.id, 2], [two.id, 1], [three.id, 1]]);
  });

  it('a close before every round has results waits for them; canceling the round that will not be raced finishes it', async () => {
    const series = await aSeries(service.db, { promoterId: PROMOTER, name: 'Short Season', races: 4 });
    const one = await anEventOf(series.id, -15);
    const two = await anEventOf(series.id, -8);
    const rainedOut = await anEventOf(series.id, -1);
    await typeIn(one.id, 1, 'Wes One');

    // Closing is allowed while rounds still wait for results (the pages warn); nothing is published yet.
    const closed = await close(series.id, staff());
    expect(closed.status).toBe(200);
    expect((closed.body as SerieAnswer).end).toMatchObject({ plannedRounds: 4, rounds: 3, roundsWithResults: 1, closedBy: 'admin', finished: null, reopenable: true });
    expect(await finishedOf(series.id)).toEqual([]);

    await typeIn(two.id, 1, 'Xan Two');
    expect(await finishedOf(series.id)).toEqual([]);
    // The last round was never raced: canceled, the series has all its rounds in and finishes at once.
    await editEvent(rainedOut.id, { canceled: true });
    const messages = await finishedOf(series.id);
    expect(messages.map((m) => [m.version, m.reason, m.events.map((e) => e.eventId)])).toEqual([[1, 'closed', [one.id, two.id]]]);
    // Something went out after the close: it may have paid, so the close stays.
    const refused = await reopen(series.id);
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('SERIES_CLOSE_PAID');
    expect((await service.db.models.Series.findByPk(series.id))!.closedAt).not.toBeNull();
    expect(await endOf(series.id)).toMatchObject({ finished: 'closed', reopenable: false });
  });

  it('staff reopen a close that has not paid anything; the series then waits for its planned rounds again', async () => {
    const series = await aSeries(service.db, { promoterId: PROMOTER, name: 'Reopened', races: 3 });
    const one = await anEventOf(series.id, -12);
    const two = await anEventOf(series.id, 20);
    await typeIn(one.id, 1, 'Yul One');
    expect((await close(series.id)).status).toBe(200);
    expect(await finishedOf(series.id)).toEqual([]);

    expect((await reopen(series.id, promoter())).status).toBe(403);
    const reopened = await reopen(series.id);
    expect(reopened.status).toBe(200);
    expect((reopened.body as SerieAnswer).end).toMatchObject({ closedAt: null, closedBy: null, finished: null, reopenable: false });
    expect((await reopen(series.id)).body.code).toBe('SERIES_NOT_CLOSED');

    // Reopened, the second round's results do not finish it: three are planned.
    await two.update({ startDate: day(-2), endDate: day(-2) });
    await typeIn(two.id, 1, 'Zoe Two');
    expect(await finishedOf(series.id)).toEqual([]);
    // Staff plan two rounds instead: both are in, so the edit finishes the series.
    const planned = await service.request
      .put(`/api/admin/serie/${series.id}`)
      .set(...(await staff()))
      .send({ name: series.name, country: 'US', state: 'CA', zipcode: '92570', currency: 'USD', promoterId: PROMOTER, races: 2 });
    expect(planned.status).toBe(200);
    expect((await finishedOf(series.id)).map((m) => [m.version, m.reason, m.events.length])).toEqual([[1, 'rounds', 2]]);
  });

  it("a promoter closes only their own series; others are refused and nothing changes", async () => {
    const series = await aSeries(service.db, { promoterId: PROMOTER, name: 'Guarded', races: null });
    const one = await anEventOf(series.id, -9);
    await typeIn(one.id, 1, 'Abe One');

    const foreign = await close(series.id, as('promoter', 'p-someone-else'));
    expect(foreign.status).toBe(403);
    expect((await close(series.id, as('rider', 'r-1'))).status).toBe(403);
    expect((await close(series.id, as('dealer', 'd-1'))).status).toBe(403);
    expect((await close('no-such-series')).status).toBe(404);
    expect((await reopen('no-such-series')).status).toBe(404);
    const stored = (await service.db.models.Series.findByPk(series.id))!;
    expect(stored.closedAt).toBeNull();
    expect(await finishedOf(series.id)).toEqual([]);
  });

  it('closing or editing a series its rounds already finished publishes nothing more', async () => {
    const series = await aSeries(service.db, { promoterId: PROMOTER, name: 'Done Already', races: 1 });
    const one = await anEventOf(series.id, -6);
    await typeIn(one.id, 1, 'Dee One');
    expect((await finishedOf(series.id)).map((m) => [m.version, m.reason])).toEqual([[1, 'rounds']]);

    const closed = await close(series.id);
    expect((closed.body as SerieAnswer).end).toMatchObject({ finished: 'rounds', closedBy: 'promoter', reopenable: true });
    const edited = await service.request
      .put(`/api/admin/serie/${series.id}`)
      .set(...(await staff()))
      .send({ name: 'Done Already (2026)', country: 'US', state: 'CA', zipcode: '92570', currency: 'USD', promoterId: PROMOTER, races: 1 });
    expect(edited.status).toBe(200);
    expect((await finishedOf(series.id)).map((m) => m.version)).toEqual([1]);
    // Nothing went out for the close, so staff may take it back; the rounds still finish the series.
    expect((await reopen(series.id)).status).toBe(200);
    expect(await endOf(series.id)).toMatchObject({ finished: 'rounds', closedAt: null });
  });

  it('a round with results taken out of a finished series publishes it again without that round', async () => {
    const series = await aSeries(service.db, { promoterId: PROMOTER, name: 'Shrinking', races: 1 });
    const one = await anEventOf(series.id, -14);
    const two = await anEventOf(series.id, -7);
    await typeIn(one.id, 1, 'Bea One');
    await typeIn(two.id, 1, 'Cal Two');
    expect((await finishedOf(series.id)).map((m) => m.events.length)).toEqual([2]);
    const removed = await service.request.delete(`/api/admin/serie/${series.id}/event/${two.id}`).set(...(await staff()));
    expect(removed.status).toBe(200);
    const messages = await finishedOf(series.id);
    expect(messages.map((m) => [m.version, m.events.map((e) => e.eventId)])).toEqual([[1, [one.id, two.id]], [2, [one.id]]]);
  });

  it('an event outside any series publishes no series message', async () => {
    const before = (await outboxOf('series.finished')).length;
    const loose = await anEvent(service.db, { promoterId: PROMOTER, startDate: day(-3), endDate: day(-3), classes: [{ name: 'Pro', places: [1_000] }] });
    await typeIn(loose.id, 1, 'Lee Loose');
    expect(await resultsOf(loose.id)).toHaveLength(1);
    expect(await outboxOf('series.finished')).toHaveLength(before);
  });
});
