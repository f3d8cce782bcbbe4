import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aCategory, aSeries, anEvent } from './factories.js';
import { as, outboxPayloads, startTestService, type TestService } from './helpers.js';

/** Series and categories kept by staff (spec §7 Series and Categories). */
describe('series and categories (staff)', () => {
  let service: TestService;
  beforeAll(async () => {
    service = await startTestService('catalog');
  });
  afterAll(() => service.close());

  const admin = () => as('admin', 'admin-1');
  const series = (overrides: Record<string, unknown> = {}) => ({
    name: 'Desert Flat Track', notes: 'Six rounds', country: 'US', state: 'AZ', zipcode: '85001', races: 6, distance: 40,
    currency: 'USD', bonus: 50_000, initialValue: 20_000, expirationDate: '2027-12-31', promoterId: 'p-desert', active: true, ...overrides,
  });
  const published = async (eventId: string) => {
    return outboxPayloads<{ eventId: string; version: number; seriesId: string | null }>(service, 'results.published', eventId);
  };

  it('creates, edits and lists a series with every field of spec §3; a promoter may not', async () => {
    const category = await aCategory(service.db, { name: 'Flat Track' });
    const created = await service.request.post('/api/admin/series').set(...(await admin())).send(series({ categoryId: category.id }));
    expect(created.status).toBe(201);
    expect(created.body.serie).toMatchObject({ name: 'Desert Flat Track', state: 'AZ', races: 6, distance: 40, bonus: 50_000, initialValue: 20_000, currency: 'USD', expirationDate: '2027-12-31', promoterId: 'p-desert', category: { _id: category.id, name: 'Flat Track' } });
    const id = created.body.serie._id as string;

    const edited = await service.request.put(`/api/admin/serie/${id}`).set(...(await admin())).send(series({ name: 'Desert Flat Track Series', active: false }));
    expect(edited.body.serie).toMatchObject({ name: 'Desert Flat Track Series', active: false, category: null });
    const list = await service.request.get('/api/admin/series?name=Desert').set(...(await admin()));
    expect(list.body.series.map((s: { _id: string }) => s._id)).toContain(id);

    expect((await service.request.post('/api/admin/series').set(...(await as('promoter', 'p-desert'))).send(series())).status).toBe(403);
  });

  it('refuses a bad series with field messages and stores nothing', async () => {
    const before = await service.db.models.Series.count();
    const res = await service.request.post('/api/admin/series').set(...(await admin())).send(series({ name: '', state: 'XX', currency: 'GBP', bonus: -5, expirationDate: '31/12/2027', promoterId: '' }));
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.details).sort()).toEqual(['bonus', 'currency', 'expirationDate', 'name', 'promoterId', 'state']);
    const unknownCategory = await service.request.post('/api/admin/series').set(...(await admin())).send(series({ categoryId: 'no-such' }));
    expect(unknownCategory.status).toBe(400);
    expect(unknownCategory.body.details.categoryId.id).toBe('validation.choice.invalid');
    expect(await service.db.models.Series.count()).toBe(before);
  });

  it("adds an event of the series' promoter and removes it, re-publishing its results each time", async () => {
    const s = await aSeries(service.db, { promoterId: 'p-one' });
    const event = await anEvent(service.db, { promoterId: 'p-one', classes: [{ name: 'Pro', places: [10_000], finishers: ['Ada Rider'] }] });
    await event.update({ resultsVersion: 1 });
    const foreign = await anEvent(service.db, { promoterId: 'p-two' });

    const refused = await service.request.put(`/api/admin/serie/${s.id}/event/${foreign.id}`).set(...(await admin()));
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe('SERIES_OF_OTHER_PROMOTER');

    expect((await service.request.put(`/api/admin/serie/${s.id}/event/${event.id}`).set(...(await admin()))).status).toBe(200);
    expect((await service.db.models.Event.findByPk(event.id))!.seriesId).toBe(s.id);
    expect((await published(event.id)).at(-1)).toMatchObject({ version: 2 });

    expect((await service.request.delete(`/api/admin/serie/${s.id}/event/${foreign.id}`).set(...(await admin()))).status).toBe(404);
    expect((await service.request.delete(`/api/admin/serie/${s.id}/event/${event.id}`).set(...(await admin()))).status).toBe(200);
    expect((await service.db.models.Event.findByPk(event.id))!.seriesId).toBeNull();
    expect((await published(event.id)).at(-1)).toMatchObject({ version: 3 });
  });

  it('will not move a series with events to another promoter; deleting it keeps its events out of any series', async () => {
    const s = await aSeries(service.db, { promoterId: 'p-three' });
    const event = await anEvent(service.db, { promoterId: 'p-three', seriesId: s.id });
    const moved = await service.request.put(`/api/admin/serie/${s.id}`).set(...(await admin())).send(series({ promoterId: 'p-four' }));
    expect(moved.status).toBe(400);
    expect(moved.body.code).toBe('SERIES_OF_OTHER_PROMOTER');

    const removed = await service.request.delete(`/api/admin/serie/${s.id}`).set(...(await admin()));
    expect(removed.body).toEqual({ removedFromEvents: 1 });
    expect(await service.db.models.Series.findByPk(s.id)).toBeNull();
    expect((await service.db.models.Event.findByPk(event.id))!.seriesId).toBeNull();
    expect((await service.request.delete(`/api/admin/serie/${s.id}`).set(...(await admin()))).status).toBe(404);
  });

  it('creates, edits and deletes a category; its series stay without one', async () => {
    const created = await service.request.post('/api/admin/categories').set(...(await admin())).send({ name: 'Supermoto', description: 'Mixed surface', active: true });
    expect(created.status).toBe(201);
    const id = created.body.category._id as string;
    const s = await aSeries(service.db, { categoryId: id });
    const edited = await service.request.put(`/api/admin/category/${id}`).set(...(await admin())).send({ name: 'Supermoto & Motard', active: false });
    expect(edited.body.category).toMatchObject({ name: 'Supermoto & Motard', active: false, series: [{ _id: s.id }] });
    expect((await service.request.post('/api/admin/categories').set(...(await admin())).send({ name: '' })).status).toBe(400);
    expect((await service.request.put(`/api/admin/category/${id}`).set(...(await as('promoter', 'p'))).send({ name: 'x' })).status).toBe(403);

    const removed = await service.request.delete(`/api/admin/category/${id}`).set(...(await admin()));
    expect(removed.body).toEqual({ removedFromSeries: 1 });
    expect((await service.db.models.Series.findByPk(s.id))!.categoryId).toBeNull();
  });
});
