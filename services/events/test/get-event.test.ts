import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aCategory, aSeries, anEvent, day } from './factories.js';
import { anonymous, as, startTestService, type TestService } from './helpers.js';

describe('GET /api/event/:eventId', () => {
  let service: TestService;
  beforeAll(async () => {
    service = await startTestService('event_detail');
  });
  afterAll(() => service.close());

  it('answers the event with its payout table, results by class then place, and its series', async () => {
    const category = await aCategory(service.db, { name: 'Motocross' });
    const series = await aSeries(service.db, { name: 'Ontario Provincial MX', country: 'CA', state: 'ON', zipcode: 'L4N 8Y2', currency: 'CAD', categoryId: category.id, bonusCents: 50_000, initialValueCents: 120_000, races: 8, distance: 18, expirationDate: '2030-10-01', notes: 'Rounds across Ontario' });
    // What the promoter wrote comes back as written.
    const written = {
      title: 'Barrie Motocross',
      type: 'motocross',
      startDate: '2030-06-01',
      endDate: '2030-06-02',
      city: 'Barrie',
      state: 'ON',
      zipcode: 'L4N 8Y2',
      country: 'CA',
      venue: 'Simcoe County Motoplex',
      venueWebsite: 'https://www.simcoe-motoplex.example.com',
    } as const;
    const event = await anEvent(service.db, {
      ...written,
      currency: 'CAD',
      seriesId: series.id,
      classes: [
        { name: 'Pro Open', payoutType: 'cash', places: [50_000, 30_000, 20_000], finishers: ['Ada Pro', 'Ben Pro'] },
        { name: '250 Amateur', payoutType: 'dealerCredit', places: [15_000, 10_000, 7_500, 5_000, 2_500], finishers: ['Cy Am', { name: 'Di Am', eligibility: 'bikeTooOld', payout: 0 }] },
        { name: '85cc Youth', payoutType: 'noPayout', finishers: ['Ed Kid'] },
      ],
    });

    const res = await service.request.get(`/api/event/${event.id}`).set(...(await anonymous()));

    expect(res.status).toBe(200);
    expect(res.body.event).toMatchObject({
      _id: event.id,
      ...written,
      series: { _id: series.id, name: 'Ontario Provincial MX' },
      active: true,
      canceled: false,
      payingEvent: true,
      contingencyAmount: 140_000,
      currency: 'CAD',
    });
    expect(res.body.event.classes).toEqual([
      { _id: expect.any(String), name: 'Pro Open', payoutType: 'cash', places: [50_000, 30_000, 20_000], total: 100_000 },
      { _id: expect.any(String), name: '250 Amateur', payoutType: 'dealerCredit', places: [15_000, 10_000, 7_500, 5_000, 2_500], total: 40_000 },
      { _id: expect.any(String), name: '85cc Youth', payoutType: 'noPayout', places: [], total: 0 },
    ]);
    expect(res.body.event.results.map((r: Record<string, unknown>) => [r.className, r.place, r.riderName, r.payout, r.payoutType, r.eligibility])).toEqual([
      ['Pro Open', 1, 'Ada Pro', 50_000, 'cash', 'eligible'],
      ['Pro Open', 2, 'Ben Pro', 30_000, 'cash', 'eligible'],
      ['250 Amateur', 1, 'Cy Am', 15_000, 'dealerCredit', 'eligible'],
      ['250 Amateur', 2, 'Di Am', 0, 'dealerCredit', 'bikeTooOld'],
      ['85cc Youth', 1, 'Ed Kid', 0, 'noPayout', 'eligible'],
    ]);
    expect(res.body.event.results[0]).toEqual({
      _id: expect.any(String),
      className: 'Pro Open',
      place: 1,
      riderName: 'Ada Pro',
      bike: '2025 Apex MX 450F',
      hometown: 'Corona, CA',
      payout: 50_000,
      payoutType: 'cash',
      eligibility: 'eligible',
      resultType: 'overall',
    });
    expect(res.body.series).toEqual({
      _id: series.id,
      name: 'Ontario Provincial MX',
      notes: 'Rounds across Ontario',
      state: 'ON',
      zipcode: 'L4N 8Y2',
      country: 'CA',
      races: 8,
      distance: 18,
      active: true,
      bonus: 50_000,
      initialValue: 120_000,
      currency: 'CAD',
      expirationDate: '2030-10-01',
      category: { _id: category.id, name: 'Motocross' },
      promoterId: 'promoter-test',
      discipline: null,
      seasonYear: null,
      reviewStatus: 'approved',
      venues: [],
    });
  });

  it('answers series null, and empty classes and results, for a stand-alone event without a payout table yet', async () => {
    const event = await anEvent(service.db, { title: 'Open Practice', startDate: day(3) });

    const res = await service.request.get(`/api/event/${event.id}`).set(...(await as('rider', 'rider-1')));

    expect(res.status).toBe(200);
    expect(res.body.series).toBeNull();
    expect(res.body.event).toMatchObject({ series: null, classes: [], results: [], contingencyAmount: 0 });
  });

  it('shows an inactive or canceled event to whoever has its link', async () => {
    const event = await anEvent(service.db, { title: 'Called Off', active: false, canceled: true });

    const res = await service.request.get(`/api/event/${event.id}`).set(...(await anonymous()));

    expect(res.status).toBe(200);
    expect(res.body.event).toMatchObject({ active: false, canceled: true });
  });

  it("answers 404 'Event not found' for an unknown id", async () => {
    const res = await service.request.get('/api/event/no-such-event').set(...(await anonymous()));

    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: 'Event not found', code: 'NOT_FOUND' });
  });

  it('carries the version of its results, which the payout decisions shown beside them must have reached', async () => {
    const event = await anEvent(service.db, { title: 'Versioned Results', classes: [{ name: 'Pro Open', payoutType: 'cash', places: [10_000], finishers: ['Ada Pro'] }] });
    expect((await service.request.get(`/api/event/${event.id}`).set(...(await anonymous()))).body.event.resultsVersion).toBe(0);
    await service.db.models.Event.update({ resultsVersion: 4 }, { where: { id: event.id } });
    expect((await service.request.get(`/api/event/${event.id}`).set(...(await anonymous()))).body.event.resultsVersion).toBe(4);
  });
});
