import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aSeries, anEvent, promoterSeasons } from './factories.js';
import { as, startTestService, type TestService } from './helpers.js';

/** An event of a series is in the series' currency: on create, on update, when the series changes currency, when added. */
describe("an event's currency fits its series", () => {
  let service: TestService;
  let usd: string;
  beforeAll(async () => {
    service = await startTestService('series_currency');
    usd = (await aSeries(service.db, { promoterId: 'p-one', name: 'Desert MX', currency: 'USD' })).id;
    // A promoter enters events in the seasons they are approved for.
    await promoterSeasons(service.db, 'p-one', [2030]);
  });
  afterAll(() => service.close());

  const promoter = () => as('promoter', 'p-one');
  const admin = () => as('admin', 'admin-1');
  const body = (overrides: Record<string, unknown> = {}) => ({
    title: 'Barrie Round',
    type: 'motocross',
    startDate: '2030-05-02',
    endDate: '2030-05-02',
    venue: 'Barrie Speedway',
    city: 'Barrie',
    state: 'ON',
    zipcode: 'L4N 8Y2',
    country: 'CA',
    currency: 'CAD',
    ...overrides,
  });
  const seriesBody = (overrides: Record<string, unknown> = {}) => ({ name: 'Desert MX', country: 'US', state: 'AZ', zipcode: '85001', currency: 'USD', promoterId: 'p-one', ...overrides });
  const currencyError = { code: 'VALIDATION', details: { currency: { id: 'validation.currency.series', values: { currency: 'USD' } } } };

  it('refuses a CAD event in a USD series, from the promoter and from staff, and stores nothing', async () => {
    const before = await service.db.models.Event.count();
    const own = await service.request.post('/api/promoter/p-one/events').set(...(await promoter())).send(body({ seriesId: usd }));
    expect(own.status).toBe(400);
    expect(own.body).toMatchObject(currencyError);
    const staff = await service.request.post('/api/admin/events').set(...(await admin())).send(body({ seriesId: usd, promoterId: 'p-one' }));
    expect(staff.status).toBe(400);
    expect(staff.body).toMatchObject(currencyError);
    expect(await service.db.models.Event.count()).toBe(before);

    const fits = await service.request.post('/api/promoter/p-one/events').set(...(await promoter())).send(body({ seriesId: usd, currency: 'USD' }));
    expect(fits.status).toBe(201);
    expect(fits.body.event).toMatchObject({ seriesId: usd, currency: 'USD' });
  });

  it('refuses an edit that puts a CAD event in the series, or changes the currency of an event of the series', async () => {
    const inSeries = await anEvent(service.db, { promoterId: 'p-one', seriesId: usd, currency: 'USD' });
    const outside = await anEvent(service.db, { promoterId: 'p-one', country: 'CA', state: 'ON', zipcode: 'L4N 8Y2', currency: 'CAD' });

    // The series left out of the body: the event stays in it, so its currency must still be the series'.
    const recurrency = await service.request.put(`/api/event/${inSeries.id}`).set(...(await promoter())).send(body());
    expect(recurrency.status).toBe(400);
    expect(recurrency.body).toMatchObject(currencyError);
    const joining = await service.request.put(`/api/event/${outside.id}`).set(...(await promoter())).send(body({ seriesId: usd }));
    expect(joining.status).toBe(400);
    expect(joining.body).toMatchObject(currencyError);
    expect(await service.db.models.Event.findByPk(inSeries.id)).toMatchObject({ currency: 'USD', seriesId: usd, title: inSeries.title });
    expect(await service.db.models.Event.findByPk(outside.id)).toMatchObject({ currency: 'CAD', seriesId: null, title: outside.title });

    // Out of the series, it may change currency.
    const leaving = await service.request.put(`/api/event/${inSeries.id}`).set(...(await promoter())).send(body({ seriesId: '' }));
    expect(leaving.status).toBe(200);
    expect(leaving.body.event).toMatchObject({ currency: 'CAD', seriesId: null });
  });

  it("refuses adding an event of another currency to the series (staff's series page)", async () => {
    const cad = await anEvent(service.db, { promoterId: 'p-one', country: 'CA', state: 'ON', zipcode: 'L4N 8Y2', currency: 'CAD' });
    const res = await service.request.put(`/api/admin/serie/${usd}/event/${cad.id}`).set(...(await admin()));
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'SERIES_CURRENCY_MISMATCH', details: { eventCurrency: 'CAD', seriesCurrency: 'USD' } });
    expect((await service.db.models.Event.findByPk(cad.id))!.seriesId).toBeNull();
  });

  it('refuses a new currency for a series while events of it are in another, and allows it once none is', async () => {
    const series = await aSeries(service.db, { promoterId: 'p-one', name: 'Desert MX', currency: 'USD' });
    const event = await anEvent(service.db, { promoterId: 'p-one', seriesId: series.id, currency: 'USD' });
    const refused = await service.request.put(`/api/admin/serie/${series.id}`).set(...(await admin())).send(seriesBody({ currency: 'CAD' }));
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ code: 'VALIDATION', details: { currency: { id: 'validation.currency.seriesEvents', values: { currencies: 'USD' } } } });
    expect((await service.db.models.Series.findByPk(series.id))!.currency).toBe('USD');

    // Another edit of the series keeps working.
    expect((await service.request.put(`/api/admin/serie/${series.id}`).set(...(await admin())).send(seriesBody({ name: 'Desert MX Series' }))).status).toBe(200);

    await event.update({ seriesId: null });
    const changed = await service.request.put(`/api/admin/serie/${series.id}`).set(...(await admin())).send(seriesBody({ currency: 'CAD' }));
    expect(changed.status).toBe(200);
    expect(changed.body.serie.currency).toBe('CAD');
  });
});
