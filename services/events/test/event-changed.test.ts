import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withCheckDigit } from '@rr/contracts';
import { EVENT_CHANGED, eventChangedSchema, type EventChanged } from '@rr/contracts/server';
import { aSeries, anEvent, anEventBody, day } from './factories.js';
import { as, outboxPayloads, startTestService, type TestService } from './helpers.js';

/**
 * `event.changed` (events → payouts' reporting read model): every change that may move an event's reporting facts
 * records the whole facts in the outbox, in the change's transaction; the payload is read back from `outbox_messages`.
 */

const RIDERS = [{ id: 'r-ada', firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', hometown: 'Perris, CA' }];
const APEX_VIN = withCheckDigit('5RRMX4500RA000123');

/** Every `event.changed` of one event, oldest first, checked against the contract. */
async function changesOf(service: TestService, eventId: string): Promise<EventChanged[]> {
  return (await outboxPayloads<object>(service, EVENT_CHANGED)).map((payload) => eventChangedSchema.parse(payload)).filter((facts) => facts.eventId === eventId);
}

describe('event.changed', () => {
  let service: TestService;
  beforeAll(async () => {
    service = await startTestService('event_changed', { riders: RIDERS });
  });
  afterAll(() => service.close());

  const admin = () => as('admin', 'admin-1');
  const body = anEventBody({ promoterId: 'p-one' });

  const seriesBody = (name: string) => ({
    name, notes: 'Six rounds', country: 'US', state: 'CA', zipcode: '92570', races: 6, distance: 40, currency: 'USD', bonus: 0, initialValue: 0,
    expirationDate: '2031-12-31', promoterId: 'p-one', active: true,
  });

  it('is published when an event is created, with its facts and no results', async () => {
    const before = Date.now();
    const created = await service.request.post('/api/admin/events').set(...(await admin())).send(body);
    expect(created.status).toBe(201);
    const id = created.body.event._id as string;
    const changes = await changesOf(service, id);
    expect(changes).toHaveLength(1);
    expect(changes[0]).toEqual({
      eventId: id,
      at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      deleted: false,
      title: 'Perris Spring MX',
      seriesId: null,
      seriesName: null,
      promoterId: 'p-one',
      country: 'US',
      currency: 'USD',
      startDate: '2030-04-04',
      endDate: '2030-04-05',
      active: true,
      canceled: false,
      payingEvent: true,
      contingencyCents: 0,
      results: null,
    });
    expect(Date.parse(changes[0]!.at)).toBeGreaterThanOrEqual(before);
    expect(Date.parse(changes[0]!.at)).toBeLessThanOrEqual(Date.now());

    // An edit (canceled, not paying) publishes the new facts once more, newer.
    const edited = await service.request.put(`/api/admin/event/${id}`).set(...(await admin())).send({ ...body, title: 'Perris Spring MX II', canceled: true, payingEvent: false });
    expect(edited.status).toBe(200);
    const after = await changesOf(service, id);
    expect(after).toHaveLength(2);
    expect(after[1]).toMatchObject({ title: 'Perris Spring MX II', canceled: true, payingEvent: false });
    expect(after[1]!.at > after[0]!.at).toBe(true);
  });

  it('is published when the payout table changes, with its total (paying classes only), once per change', async () => {
    const event = await anEvent(service.db, { promoterId: 'p-one' });
    const saved = await service.request
      .put(`/api/event/${event.id}/classes`)
      .set(...(await admin()))
      .send({ classes: [{ name: 'Pro Open', payoutType: 'cash', places: [50_000, 30_000] }, { name: 'Kids', payoutType: 'noPayout', places: [1_000] }] });
    expect(saved.status).toBe(200);
    expect(saved.body.event.contingencyAmount).toBe(80_000);
    const changes = await changesOf(service, event.id);
    expect(changes).toHaveLength(1);
    expect(changes[0]).toMatchObject({ contingencyCents: 80_000, results: null });
  });

  it('is published with the market share when results are uploaded', async () => {
    const event = await anEvent(service.db, { promoterId: 'p-one', startDate: day(-3), classes: [{ name: 'Pro Open', payoutType: 'cash', places: [50_000, 30_000] }] });
    const sheet = [
      'Pos,No.,Name,Class,Bike,VIN,Status',
      `1,11,Zed Nobody,Pro Open,KTM 450,${APEX_VIN},`, // the maker's by its VIN; a paid place
      '2,22,Hal Rider,Pro Open,Honda CRF450R,,', // not the maker's; a paid place
      '3,33,Ada Lovelace,Pro Open,Honda CRF450R,,', // a programme rider (matched): the maker's; place 3 is not paid
      '4,44,Ann Other,Pro Open,APEX mx450,,', // the maker's by the sheet's bike
      'DNF,55,Eve Quit,Pro Open,Apex 250,,DNF', // not a finisher
    ].join('\n');
    const promoter = await as('promoter', 'p-one');
    const preview = await service.request.post(`/api/event/${event.id}/upload-all-class-result`).set(...promoter).attach('file', Buffer.from(sheet), 'orbits.csv');
    expect(preview.status).toBe(200);
    expect(preview.body.import.summary).toMatchObject({ rows: 5, errors: 0, matched: 1 });
    const commit = await service.request.post(`/api/event/${event.id}/imports/${preview.body.import._id}/commit`).set(...promoter).send({});
    expect(commit.status).toBe(200);

    const changes = await changesOf(service, event.id);
    expect(changes).toHaveLength(1);
    expect(changes[0]).toMatchObject({ contingencyCents: 80_000, results: { version: 1, finishers: 4, makerFinishers: 3, paidPlaces: 2, makerPaidPlaces: 1 } });

    // Deleting the results: no results any more, at the next version of results.published.
    const deleted = await service.request.delete(`/api/event/${event.id}/result`).set(...promoter);
    expect(deleted.status).toBe(200);
    const last = (await changesOf(service, event.id)).at(-1)!;
    expect(last.results).toBeNull();
  });

  it('is published for every event of a series when the series is renamed, and when an event leaves it', async () => {
    const series = await aSeries(service.db, { name: 'Desert Series', promoterId: 'p-one' });
    const withResults = await anEvent(service.db, { promoterId: 'p-one', seriesId: series.id, classes: [{ name: 'Pro', places: [10_000], finishers: ['Ada Rider'] }] });
    await withResults.update({ resultsVersion: 1 });
    const without = await anEvent(service.db, { promoterId: 'p-one', seriesId: series.id });
    const elsewhere = await anEvent(service.db, { promoterId: 'p-one' });

    const renamed = await service.request
      .put(`/api/admin/serie/${series.id}`)
      .set(...(await admin()))
      .send(seriesBody('Mojave Series'));
    expect(renamed.status).toBe(200);
    for (const event of [withResults, without]) {
      const changes = await changesOf(service, event.id);
      expect(changes).toHaveLength(1);
      expect(changes[0]).toMatchObject({ seriesId: series.id, seriesName: 'Mojave Series' });
    }
    expect(await changesOf(service, elsewhere.id)).toEqual([]);
    // The one with results: counted from its lines (the factory's bike is an Apex), at its results version.
    expect((await changesOf(service, withResults.id))[0]!.results).toEqual({ version: 1, finishers: 1, makerFinishers: 1, paidPlaces: 1, makerPaidPlaces: 1 });

    // An edit that keeps the name publishes nothing for the events.
    const same = await service.request.put(`/api/admin/serie/${series.id}`).set(...(await admin())).send({ ...seriesBody('Mojave Series'), notes: 'Seven rounds' });
    expect(same.status).toBe(200);
    expect(await changesOf(service, without.id)).toHaveLength(1);

    const removed = await service.request.delete(`/api/admin/serie/${series.id}/event/${without.id}`).set(...(await admin()));
    expect(removed.status).toBe(200);
    expect((await changesOf(service, without.id)).at(-1)).toMatchObject({ seriesId: null, seriesName: null });

    const put = await service.request.put(`/api/admin/serie/${series.id}/event/${elsewhere.id}`).set(...(await admin()));
    expect(put.status).toBe(200);
    expect((await changesOf(service, elsewhere.id)).at(-1)).toMatchObject({ seriesId: series.id, seriesName: 'Mojave Series' });

    // Deleting the series takes every event of it out (each published once more).
    expect((await service.request.delete(`/api/admin/serie/${series.id}`).set(...(await admin()))).status).toBe(200);
    for (const event of [withResults, elsewhere]) expect((await changesOf(service, event.id)).at(-1)).toMatchObject({ seriesId: null, seriesName: null });
  });

  it('is published with deleted: true when the event is deleted', async () => {
    const event = await anEvent(service.db, { promoterId: 'p-one', title: 'Gone MX', classes: [{ name: 'Pro', places: [10_000], finishers: ['Ada Rider'] }] });
    await event.update({ resultsVersion: 1 });
    expect((await service.request.delete(`/api/admin/event/${event.id}`).set(...(await admin()))).status).toBe(204);
    const changes = await changesOf(service, event.id);
    expect(changes).toHaveLength(1);
    expect(changes[0]).toMatchObject({ eventId: event.id, deleted: true, title: 'Gone MX', results: null });
    expect(await service.db.models.Event.findByPk(event.id)).toBeNull();
  });

  it('is published, in the same transaction, for a duplicated event', async () => {
    const event = await anEvent(service.db, { promoterId: 'p-one', classes: [{ name: 'Pro', places: [7_500, 2_500] }] });
    const copy = await service.request.post(`/api/admin/event/${event.id}/duplicate`).set(...(await admin()));
    expect(copy.status).toBe(201);
    const changes = await changesOf(service, copy.body.event._id);
    expect(changes).toHaveLength(1);
    expect(changes[0]).toMatchObject({ active: false, contingencyCents: 10_000, results: null });
  });
});
