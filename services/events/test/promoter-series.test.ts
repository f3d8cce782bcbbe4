import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRAIRIE_OVAL_SERIES } from '@rr/server-kit/testing';
import { aSeries, promoterSeasons } from './factories.js';
import { aMessage, anonymous, as, startTestService, type TestService } from './helpers.js';

/**
 * A promoter's series: the one their approved application names, set up from identity's `promoter.season` (once per
 * application), and the ones they create and edit themselves, which wait for programme staff's review.
 */
describe("a promoter's series", () => {
  let service: TestService;
  beforeAll(async () => {
    service = await startTestService('promoter_series');
  });
  afterAll(() => service.close());

  const approval = (overrides: Record<string, unknown> = {}, series: Record<string, unknown> = {}) => ({
    promoterId: 'p-new',
    seasonYear: 2030,
    status: 'approved',
    sanctioningBodies: ['Canadian Motorcycle Association'],
    at: '2029-11-20T10:00:00.000Z',
    series: {
      applicationId: 'app-p-new-2030',
      ...PRAIRIE_OVAL_SERIES,
      ...series,
    },
    ...overrides,
  });
  const seriesOf = (promoterId: string) => service.db.models.Series.findAll({ where: { promoterId } });

  it('sets up the series an approved application names: name, planned races, tracks as venues, place, currency, season; the rest as its notes', async () => {
    const message = aMessage('promoter.season', approval());
    await service.deliver(message);
    const [series, ...more] = await seriesOf('p-new');
    expect(more).toHaveLength(0);
    expect(series).toMatchObject({ name: 'Prairie Oval Series', races: 7, country: 'CA', state: 'AB', zipcode: 'T4N 5E1', currency: 'CAD', seasonYear: 2030, active: true, reviewStatus: 'approved', applicationId: 'app-p-new-2030' });

    const own = await service.request.get('/api/promoter/p-new/series').set(...(await as('promoter', 'p-new')));
    expect(own.status).toBe(200);
    expect(own.body.approvedSeasons).toEqual([2030]);
    expect(own.body.series).toEqual([
      expect.objectContaining({
        _id: series!.id,
        name: 'Prairie Oval Series',
        races: 7,
        seasonYear: 2030,
        reviewStatus: 'approved',
        venues: [{ name: 'Red Deer Oval', website: 'https://oval.example.ca' }, { name: 'Calgary Fairgrounds' }],
        fromApplication: { seasonYear: 2030, averageEntries: 65, sanctioningBodies: ['Canadian Motorcycle Association'], mixedClasses: false },
      }),
    ]);

    // The application's answers are its promoter's and staff's: the public read has the series without them.
    const visitor = await service.request.get(`/api/serie/${series!.id}`).set(...(await anonymous()));
    expect(visitor.body.serie).toMatchObject({ name: 'Prairie Oval Series', venues: [{ name: 'Red Deer Oval', website: 'https://oval.example.ca' }, { name: 'Calgary Fairgrounds' }] });
    expect(visitor.body.serie).not.toHaveProperty('fromApplication');
    const staff = await service.request.get(`/api/serie/${series!.id}`).set(...(await as('admin', 'admin-1')));
    expect(staff.body.serie.fromApplication).toMatchObject({ averageEntries: 65 });
  });

  it('sets it up once: the same message again, a later approval of the same application, or one heard late change nothing', async () => {
    const message = aMessage('promoter.season', approval({ at: '2029-11-21T10:00:00.000Z' }));
    await service.deliver(message);
    await service.deliver(message);
    // Undone, then approved again: the same application.
    await service.deliver(aMessage('promoter.season', approval({ status: 'pending', at: '2029-11-22T10:00:00.000Z', series: undefined })));
    await service.deliver(aMessage('promoter.season', approval({ at: '2029-11-23T10:00:00.000Z' })));
    expect(await seriesOf('p-new')).toHaveLength(1);

    // An approval heard after it was undone sets nothing up.
    await service.deliver(aMessage('promoter.season', approval({ promoterId: 'p-undone', status: 'pending', at: '2029-11-25T10:00:00.000Z', series: undefined })));
    await service.deliver(aMessage('promoter.season', approval({ promoterId: 'p-undone', at: '2029-11-24T10:00:00.000Z' }, { applicationId: 'app-p-undone-2030' })));
    expect(await seriesOf('p-undone')).toHaveLength(0);
  });

  it('takes over the series staff set up by hand under that name for the promoter, instead of a second one', async () => {
    const byHand = await aSeries(service.db, { promoterId: 'p-hand', name: 'High Plains Flat Track', races: null, currency: 'USD', country: 'US', state: 'CO', zipcode: '80202' });
    await service.deliver(aMessage('promoter.season', approval({ promoterId: 'p-hand' }, { applicationId: 'app-p-hand-2030', name: 'high plains flat track', country: 'US', state: 'CO', zipcode: '80202', currency: 'USD' })));
    const all = await seriesOf('p-hand');
    expect(all).toHaveLength(1);
    expect(all[0]).toMatchObject({ id: byHand.id, name: 'High Plains Flat Track', applicationId: 'app-p-hand-2030', seasonYear: 2030, races: 7 });
  });

  describe('created by the promoter', () => {
    const body = (overrides: Record<string, unknown> = {}) => ({ name: 'Desert Night Series', discipline: 'flat', country: 'US', state: 'AZ', zipcode: '85001', currency: 'USD', seasonYear: 2030, notes: 'Friday nights', ...overrides });
    let created = '';

    beforeAll(async () => {
      await promoterSeasons(service.db, 'p-own', [2030]);
    });

    it('starts pending review and hidden; a season they are not approved for, or bad input, is refused and stores nothing', async () => {
      const before = await service.db.models.Series.count();
      const season = await service.request.post('/api/promoter/p-own/series').set(...(await as('promoter', 'p-own'))).send(body({ seasonYear: 2031 }));
      expect(season.status).toBe(400);
      expect(season.body.details.seasonYear).toMatchObject({ id: 'validation.season.notApproved', values: { year: 2031, seasons: '2030' } });
      const bad = await service.request.post('/api/promoter/p-own/series').set(...(await as('promoter', 'p-own'))).send(body({ name: '', discipline: 'ballet', state: 'ZZ', currency: 'GBP' }));
      expect(bad.status).toBe(400);
      expect(Object.keys(bad.body.details).sort()).toEqual(['currency', 'discipline', 'name', 'state']);
      const other = await service.request.post('/api/promoter/p-own/series').set(...(await as('promoter', 'p-else'))).send(body());
      expect(other.status).toBe(403);
      expect(await service.db.models.Series.count()).toBe(before);

      const res = await service.request.post('/api/promoter/p-own/series').set(...(await as('promoter', 'p-own'))).send(body());
      expect(res.status).toBe(201);
      expect(res.body.serie).toMatchObject({ name: 'Desert Night Series', discipline: 'flat', seasonYear: 2030, state: 'AZ', currency: 'USD', notes: 'Friday nights', reviewStatus: 'pending', active: false, promoterId: 'p-own', bonus: 0 });
      created = res.body.serie._id;
      // Riders do not see it yet.
      const list = await service.request.get('/api/series?name=Desert').set(...(await anonymous()));
      expect(list.body.series).toEqual([]);
    });

    it('is edited by its promoter only, within their approved seasons; staff money and rounds stay as they are', async () => {
      await service.db.models.Series.update({ bonusCents: 25_000, races: 5 }, { where: { id: created } });
      const other = await service.request.put(`/api/serie/${created}`).set(...(await as('promoter', 'p-else'))).send(body({ name: 'Taken' }));
      expect(other.status).toBe(403);
      const season = await service.request.put(`/api/serie/${created}`).set(...(await as('promoter', 'p-own'))).send(body({ seasonYear: 2029 }));
      expect(season.status).toBe(400);
      expect(season.body.details.seasonYear.id).toBe('validation.season.notApproved');

      const res = await service.request.put(`/api/serie/${created}`).set(...(await as('promoter', 'p-own'))).send(body({ name: 'Desert Night Flat Track', discipline: 'supermoto', state: 'NV', zipcode: '89101' }));
      expect(res.status).toBe(200);
      expect(res.body.serie).toMatchObject({ name: 'Desert Night Flat Track', discipline: 'supermoto', state: 'NV', reviewStatus: 'pending', active: false, bonus: 25_000, races: 5 });
      expect(await service.db.models.Series.findByPk(created)).toMatchObject({ name: 'Desert Night Flat Track', bonusCents: 25_000, races: 5, reviewStatus: 'pending' });
    });

    it('is approved by staff only, and then shown to riders', async () => {
      expect((await service.request.put(`/api/admin/serie/${created}/approve`).set(...(await as('promoter', 'p-own')))).status).toBe(403);
      expect((await service.request.put('/api/admin/serie/no-such-series/approve').set(...(await as('admin', 'admin-1')))).status).toBe(404);
      const res = await service.request.put(`/api/admin/serie/${created}/approve`).set(...(await as('admin', 'admin-1')));
      expect(res.status).toBe(200);
      expect(res.body.serie).toMatchObject({ reviewStatus: 'approved', active: true });
      expect(await service.db.models.Series.findByPk(created)).toMatchObject({ reviewStatus: 'approved', reviewedBy: 'admin-1', active: true });
      const list = await service.request.get('/api/series?name=Desert').set(...(await anonymous()));
      expect(list.body.series.map((s: { _id: string }) => s._id)).toEqual([created]);
      // Twice is once.
      expect((await service.request.put(`/api/admin/serie/${created}/approve`).set(...(await as('admin', 'admin-1')))).body.serie.reviewStatus).toBe('approved');
    });
  });
});
