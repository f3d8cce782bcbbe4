import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anEvent, anEventBody, promoterSeasons } from './factories.js';
import { aMessage, as, startTestService, type TestService } from './helpers.js';

/**
 * Spec §9 "promoters apply every year": a promoter enters events only within the seasons their application is
 * approved for (identity's `promoter.season`); the season of an event is the year of its first day. Staff are not held
 * to it.
 */
describe("a promoter's events are in the seasons they are approved for", () => {
  let service: TestService;
  beforeAll(async () => {
    service = await startTestService('event_seasons');
    await service.deliver(aMessage('promoter.season', { promoterId: 'p-2030', seasonYear: 2030, status: 'approved', sanctioningBodies: ['AMA'], at: '2029-11-20T10:00:00.000Z' }));
    // Applied for 2031 but not approved (yet): it does not count.
    await promoterSeasons(service.db, 'p-2030', [2031], 'pending');
    await promoterSeasons(service.db, 'p-rejected', [2030], 'rejected');
  });
  afterAll(() => service.close());

  const body = (startDate: string, overrides: Record<string, unknown> = {}) => anEventBody({ title: 'Perris Round', startDate, endDate: startDate, ...overrides });
  const promoter = (id = 'p-2030') => as('promoter', id);

  it('creates an event in an approved season; refuses another season with a translated message on the first day, and stores nothing', async () => {
    const before = await service.db.models.Event.count();
    const refused = await service.request.post('/api/promoter/p-2030/events').set(...(await promoter())).send(body('2031-03-07'));
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      code: 'VALIDATION',
      details: { startDate: { id: 'validation.season.notApproved', message: 'You are not approved for the 2031 season. Your approved seasons: 2030', values: { year: 2031, seasons: '2030' } } },
    });
    const lastYear = await service.request.post('/api/promoter/p-2030/events').set(...(await promoter())).send(body('2029-11-10'));
    expect(lastYear.status).toBe(400);
    expect(await service.db.models.Event.count()).toBe(before);

    const created = await service.request.post('/api/promoter/p-2030/events').set(...(await promoter())).send(body('2030-11-28'));
    expect(created.status).toBe(201);
    expect(created.body.event).toMatchObject({ startDate: '2030-11-28', promoterId: 'p-2030' });
  });

  it('tells a promoter approved for no season (a rejected one counts for nothing) what to do', async () => {
    for (const promoterId of ['p-rejected', 'p-unknown']) {
      const res = await service.request.post(`/api/promoter/${promoterId}/events`).set(...(await promoter(promoterId))).send(body('2030-05-02'));
      expect(res.status).toBe(400);
      expect(res.body.details.startDate).toMatchObject({ id: 'validation.season.noneApproved', values: { year: 2030 } });
    }
    expect(await service.db.models.Event.count({ where: { promoterId: ['p-rejected', 'p-unknown'] } })).toBe(0);
  });

  it('refuses moving an event out of the approved seasons or duplicating it into another, but lets its own days be edited', async () => {
    const december = await anEvent(service.db, { promoterId: 'p-2030', startDate: '2030-12-28', endDate: '2030-12-28' });
    const moved = await service.request.put(`/api/event/${december.id}`).set(...(await promoter())).send(body('2031-01-04'));
    expect(moved.status).toBe(400);
    expect(moved.body.details.startDate.id).toBe('validation.season.notApproved');
    expect((await service.db.models.Event.findByPk(december.id))!.startDate).toBe('2030-12-28');

    // The copy would be a week later, in 2031.
    const copies = await service.db.models.Event.count({ where: { promoterId: 'p-2030' } });
    const copy = await service.request.post(`/api/event/${december.id}/duplicate`).set(...(await promoter()));
    expect(copy.status).toBe(400);
    expect(await service.db.models.Event.count({ where: { promoterId: 'p-2030' } })).toBe(copies);

    // An event of a season no longer approved keeps its days and can still be corrected.
    const old = await anEvent(service.db, { promoterId: 'p-2030', startDate: '2028-06-01', endDate: '2028-06-01' });
    const renamed = await service.request.put(`/api/event/${old.id}`).set(...(await promoter())).send(body('2028-06-01', { title: 'Renamed' }));
    expect(renamed.status).toBe(200);
    expect((await service.db.models.Event.findByPk(old.id))!.title).toBe('Renamed');
  });

  it('staff enter and copy events for a promoter in any season', async () => {
    const staff = await as('admin', 'admin-1');
    const created = await service.request.post('/api/admin/events').set(...staff).send(body('2031-03-07', { promoterId: 'p-2030' }));
    expect(created.status).toBe(201);
    const december = await anEvent(service.db, { promoterId: 'p-2030', startDate: '2030-12-29', endDate: '2030-12-29' });
    expect((await service.request.post(`/api/admin/event/${december.id}/duplicate`).set(...staff)).status).toBe(201);
  });

  it('names the approved seasons in the promoter’s series answer, for the event form', async () => {
    const res = await service.request.get('/api/promoter/p-2030/series').set(...(await promoter()));
    expect(res.status).toBe(200);
    expect(res.body.approvedSeasons).toEqual([2030]);
    expect((await service.request.get('/api/promoter/p-unknown/series').set(...(await promoter('p-unknown')))).body.approvedSeasons).toEqual([]);
  });
});
