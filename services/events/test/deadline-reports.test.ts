import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aSeries, anEvent, day } from './factories.js';
import { as, startTestService, type TestService } from './helpers.js';

/** Spec §9: results are due 7 days after the event; the late and finished reports of programme staff. */
describe('GET /api/admin/events-late and /events-finished', () => {
  let service: TestService;
  const ids: Record<string, string> = {};
  beforeAll(async () => {
    service = await startTestService('deadline_reports');
    const { db } = service;
    const series = await aSeries(db, { name: 'Late Series' });
    ids.late = (await anEvent(db, { title: 'Ten days ago', startDate: day(-10), seriesId: series.id, classes: [{ name: 'Pro', places: [10_000, 5_000] }] })).id;
    ids.veryLate = (await anEvent(db, { title: 'Thirty days ago', startDate: day(-30) })).id;
    ids.dueToday = (await anEvent(db, { title: 'Seven days ago', startDate: day(-7) })).id;
    ids.canceled = (await anEvent(db, { title: 'Canceled', startDate: day(-20), canceled: true })).id;
    ids.inactive = (await anEvent(db, { title: 'Inactive', startDate: day(-20), active: false })).id;
    ids.notPaying = (await anEvent(db, { title: 'Not paying', startDate: day(-20), payingEvent: false })).id;
    // Midday in the programme's time zone that many programme days away (whole 24-hour steps from now would cross
    // a daylight-saving change late in the evening and land on the day after).
    const submitted = (offset: number) => new Date(`${day(offset)}T20:00:00Z`);
    ids.onTime = (await anEvent(db, { title: 'In on time', startDate: day(-40) })).id;
    await db.models.Event.update({ resultsVersion: 1, resultsSubmittedAt: submitted(-36), resultsUpdatedAt: submitted(-2) }, { where: { id: ids.onTime } });
    ids.inLate = (await anEvent(db, { title: 'In late', startDate: day(-60) })).id;
    await db.models.Event.update({ resultsVersion: 2, resultsSubmittedAt: submitted(-43) }, { where: { id: ids.inLate } });
  });
  afterAll(() => service.close());

  const get = async (path: string, caller = as('admin')) => service.request.get(path).set(...(await caller));

  it('lists active, paying events past their due date without results, longest overdue first, with how late', async () => {
    const res = await get('/api/admin/events-late');
    expect(res.status).toBe(200);
    expect(res.body.events.map((e: { _id: string }) => e._id)).toEqual([ids.veryLate, ids.late]);
    expect(res.body.events[1]).toMatchObject({ title: 'Ten days ago', dueDate: day(-3), daysLate: 3, contingencyAmount: 15_000, series: { name: 'Late Series' }, submittedAt: null, onTime: null });
    expect(res.body.events[0].daysLate).toBe(23);
    expect(res.body.pagination).toEqual({ page: 1, limit: 15, total: 2, pages: 1 });
  });

  it('lists events whose results are in, with when they first came in and whether by the due date', async () => {
    const res = await get('/api/admin/events-finished');
    expect(res.body.events.map((e: { _id: string }) => e._id)).toEqual([ids.onTime, ids.inLate]);
    expect(res.body.events[0]).toMatchObject({ dueDate: day(-33), daysLate: -3, onTime: true });
    expect(res.body.events[1]).toMatchObject({ dueDate: day(-53), daysLate: 10, onTime: false });
  });

  it('narrows by the events’ last day, pages, and refuses a bad date; staff only', async () => {
    const narrow = await get(`/api/admin/events-late?startDate=${day(-15)}&endDate=${day(-5)}`);
    expect(narrow.body.events.map((e: { _id: string }) => e._id)).toEqual([ids.late]);
    const paged = await get('/api/admin/events-late?limit=1&page=2');
    expect(paged.body.events.map((e: { _id: string }) => e._id)).toEqual([ids.late]);
    const bad = await get('/api/admin/events-finished?startDate=2026-02-30');
    expect(bad.status).toBe(400);
    expect(bad.body.details.startDate.id).toBe('validation.date.invalid');
    expect((await get('/api/admin/events-late', as('promoter', 'promoter-test'))).status).toBe(403);
  });
});
