import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ResultsPublished } from '@rr/contracts';
import { anEvent, anEventBody, promoterSeasons } from './factories.js';
import { aMessage, anonymous, as, outboxPayloads, startTestService, type TestService } from './helpers.js';

/**
 * Each event records the bodies that sanction it (spec §9: a double-sanctioned race pays once): set by its promoter,
 * corrected by staff, shown on the public page, and named by `results.published` (the promoter's application for the
 * season while the event records none).
 */
describe('the sanctioning bodies of an event', () => {
  let service: TestService;
  beforeAll(async () => {
    service = await startTestService('event_sanctions');
    // A promoter enters events in the seasons they are approved for.
    for (const promoterId of ['p-bodies', 'p-bodies-bad']) await promoterSeasons(service.db, promoterId, [2031]);
  });
  afterAll(() => service.close());

  const body = anEventBody({ startDate: '2031-04-04', endDate: '2031-04-05' });

  const published = async (eventId: string) => (await outboxPayloads<ResultsPublished>(service, 'results.published', eventId)).sort((a, b) => a.version - b.version);
  const stored = async (eventId: string) => JSON.parse((await service.db.models.Event.findByPk(eventId))!.sanctioningBodies) as string[];
  /** Publishes the event's results the way its tools do: one line typed in. */
  const typeResult = async (eventId: string, promoterId: string) => {
    const classId = (await service.db.models.EventClass.findOne({ where: { eventId } }))!.id;
    const res = await service.request.put(`/api/event/${eventId}/result`).set(...(await as('promoter', promoterId))).send({ classId, place: 1, riderName: 'Ada Rider' });
    expect(res.status).toBe(200);
  };

  it('a promoter records them on a new event, each once and trimmed; staff correct them; an edit that leaves them out keeps them', async () => {
    const created = await service.request
      .post('/api/promoter/p-bodies/events')
      .set(...(await as('promoter', 'p-bodies')))
      .send({ ...body, sanctioningBodies: [' AMA ', 'CMA', 'ama'] });
    expect(created.status).toBe(201);
    const id = created.body.event._id as string;
    expect(created.body.event.sanctioningBodies).toEqual(['AMA', 'CMA']);
    expect(await stored(id)).toEqual(['AMA', 'CMA']);

    const corrected = await service.request.put(`/api/admin/event/${id}`).set(...(await as('admin'))).send({ ...body, sanctioningBodies: ['FIM'] });
    expect(corrected.status).toBe(200);
    expect(corrected.body.event.sanctioningBodies).toEqual(['FIM']);

    const untouched = await service.request.put(`/api/event/${id}`).set(...(await as('promoter', 'p-bodies'))).send({ ...body, title: 'Perris Spring MX II' });
    expect(untouched.status).toBe(200);
    expect(await stored(id)).toEqual(['FIM']);

    const cleared = await service.request.put(`/api/event/${id}`).set(...(await as('promoter', 'p-bodies'))).send({ ...body, sanctioningBodies: [] });
    expect(cleared.status).toBe(200);
    expect(await stored(id)).toEqual([]);

    const recorded = await service.request.put(`/api/event/${id}`).set(...(await as('promoter', 'p-bodies'))).send({ ...body, sanctioningBodies: ['AMA'] });
    expect(recorded.status).toBe(200);
    const duplicated = await service.request.post(`/api/event/${id}/duplicate`).set(...(await as('promoter', 'p-bodies')));
    expect(duplicated.status).toBe(201);
    expect(duplicated.body.event.sanctioningBodies).toEqual(['AMA']);
  });

  it('refuses more than 5 bodies, a name over 60 characters, a blank name or something else than a list, with the catalogue’s messages, and writes nothing', async () => {
    const promoter = await as('promoter', 'p-bodies-bad');
    const before = await service.db.models.Event.count();
    const cases: Array<[unknown, string, Record<string, number>?]> = [
      [['AMA', 'CMA', 'FIM', 'AFM', 'WERA', 'ASRA'], 'validation.maxItems', { max: 5 }],
      [['AMA', 'x'.repeat(61)], 'validation.maxLength', { max: 60 }],
      [['AMA', '  '], 'validation.required'],
      ['AMA', 'validation.invalid'],
      [[42], 'validation.invalid'],
    ];
    for (const [sanctioningBodies, id, values] of cases) {
      const res = await service.request.post('/api/promoter/p-bodies-bad/events').set(...promoter).send({ ...body, sanctioningBodies });
      expect(res.status, JSON.stringify(sanctioningBodies)).toBe(400);
      expect(res.body.code).toBe('VALIDATION');
      expect(res.body.details.sanctioningBodies).toMatchObject({ id, ...(values ? { values } : {}) });
    }
    // 60 characters, in code points (an emoji is one), and 5 bodies are accepted.
    const longest = await service.request
      .post('/api/promoter/p-bodies-bad/events')
      .set(...promoter)
      .send({ ...body, sanctioningBodies: ['🏁'.repeat(60), 'B', 'C', 'D', 'E'] });
    expect(longest.status).toBe(201);
    expect(await service.db.models.Event.count()).toBe(before + 1);
    const event = await anEvent(service.db, { promoterId: 'p-bodies-bad', sanctioningBodies: '["AMA"]' });
    const edit = await service.request.put(`/api/event/${event.id}`).set(...promoter).send({ ...body, sanctioningBodies: ['x'.repeat(61)] });
    expect(edit.status).toBe(400);
    expect(await stored(event.id)).toEqual(['AMA']);
  });

  it('results name the event’s own bodies, else the promoter’s application for the season; a correction publishes them again', async () => {
    await service.deliver(aMessage('promoter.season', { promoterId: 'p-season', seasonYear: 2031, status: 'approved', sanctioningBodies: ['AMA'], at: '2030-11-20T10:00:00.000Z' }));
    const own = await anEvent(service.db, { promoterId: 'p-season', startDate: '2031-05-10', sanctioningBodies: '["CMA"]', classes: [{ name: 'Pro', places: [1_000] }] });
    const none = await anEvent(service.db, { promoterId: 'p-season', startDate: '2031-05-17', classes: [{ name: 'Pro', places: [1_000] }] });
    const unknownSeason = await anEvent(service.db, { promoterId: 'p-season', startDate: '2032-05-17', classes: [{ name: 'Pro', places: [1_000] }] });
    for (const event of [own, none, unknownSeason]) await typeResult(event.id, 'p-season');
    expect((await published(own.id)).at(-1)!.sanctioningBodies).toEqual(['CMA']);
    expect((await published(none.id)).at(-1)!.sanctioningBodies).toEqual(['AMA']);
    expect((await published(unknownSeason.id)).at(-1)!.sanctioningBodies).toEqual([]);

    // The tools show both: what the event records, and what its season's application says.
    const managed = await service.request.get(`/api/event/${none.id}/manage`).set(...(await as('admin')));
    expect(managed.body.event).toMatchObject({ sanctioningBodies: [], seasonSanctioningBodies: ['AMA'] });

    // Staff correct an event that has results: the payout rules hear of it at once, in a new version.
    const versions = (await published(none.id)).length;
    const sameDays = { ...body, startDate: '2031-05-17', endDate: '2031-05-17' };
    const corrected = await service.request
      .put(`/api/admin/event/${none.id}`)
      .set(...(await as('admin')))
      .send({ ...sameDays, sanctioningBodies: ['AMA', 'FIM'] });
    expect(corrected.status).toBe(200);
    const after = await published(none.id);
    expect(after).toHaveLength(versions + 1);
    expect(after.at(-1)).toMatchObject({ version: after.at(-2)!.version + 1, sanctioningBodies: ['AMA', 'FIM'] });

    // An edit that keeps the bodies publishes no results.
    const renamed = await service.request.put(`/api/admin/event/${none.id}`).set(...(await as('admin'))).send({ ...sameDays, title: 'Renamed' });
    expect(renamed.status).toBe(200);
    expect(await published(none.id)).toHaveLength(versions + 1);
  });

  it('the public event page shows the bodies its results name', async () => {
    await service.deliver(aMessage('promoter.season', { promoterId: 'p-public', seasonYear: 2031, status: 'approved', sanctioningBodies: ['AMA'], at: '2030-11-20T10:00:00.000Z' }));
    const own = await anEvent(service.db, { promoterId: 'p-public', startDate: '2031-06-01', sanctioningBodies: '["CMA","FIM"]' });
    const fallback = await anEvent(service.db, { promoterId: 'p-public', startDate: '2031-06-08' });
    const unknown = await anEvent(service.db, { promoterId: 'p-nobody', startDate: '2031-06-08' });
    const visitor = await anonymous();
    expect((await service.request.get(`/api/event/${own.id}`).set(...visitor)).body.event.sanctioningBodies).toEqual(['CMA', 'FIM']);
    expect((await service.request.get(`/api/event/${fallback.id}`).set(...visitor)).body.event.sanctioningBodies).toEqual(['AMA']);
    expect((await service.request.get(`/api/event/${unknown.id}`).set(...visitor)).body.event.sanctioningBodies).toEqual([]);
  });

  it('a promoter’s series answer names their seasons’ bodies, latest first, for a new event’s form', async () => {
    await service.deliver(aMessage('promoter.season', { promoterId: 'p-seasons', seasonYear: 2030, status: 'approved', sanctioningBodies: ['AMA'], at: '2029-11-20T10:00:00.000Z' }));
    await service.deliver(aMessage('promoter.season', { promoterId: 'p-seasons', seasonYear: 2031, status: 'approved', sanctioningBodies: ['Ontario Club'], at: '2030-11-20T10:00:00.000Z' }));
    const res = await service.request.get('/api/promoter/p-seasons/series').set(...(await as('promoter', 'p-seasons')));
    expect(res.status).toBe(200);
    expect(res.body.seasons).toEqual([
      { seasonYear: 2031, sanctioningBodies: ['Ontario Club'] },
      { seasonYear: 2030, sanctioningBodies: ['AMA'] },
    ]);
    expect((await service.request.get('/api/promoter/p-nobody/series').set(...(await as('promoter', 'p-nobody')))).body.seasons).toEqual([]);
  });
});
