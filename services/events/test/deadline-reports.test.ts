import { deadlineReportSchema, type DeadlineMonth } from '@rr/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deadlineMonths } from '../src/domain/deadline-reports.js';
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

  it('refuses a sortBy or sortDirection it does not know with the reports’ 400 VALIDATION body, on the lists and the exports', async () => {
    const choice = { id: 'validation.choice.invalid', message: 'Choose one of the options' };
    for (const path of ['/api/admin/events-late', '/api/admin/events-finished', '/api/admin/events-late/export', '/api/admin/events-finished/export?format=xlsx']) {
      const separator = path.includes('?') ? '&' : '?';
      const bad = await get(`${path}${separator}sortBy=promoterId`);
      expect(bad.status, path).toBe(400);
      expect(bad.body, path).toEqual({ code: 'VALIDATION', message: choice.message, details: { sortBy: choice } });
      const direction = await get(`${path}${separator}sortBy=title&sortDirection=up`);
      expect(direction.status, path).toBe(400);
      expect(direction.body.details, path).toEqual({ sortDirection: choice });
    }
    // A repeated parameter is refused too, never silently reduced to one.
    expect((await get('/api/admin/events-late?sortBy=title&sortBy=dueDate')).body.details.sortBy.id).toBe('validation.invalid');
  });

  it('counts every matching event (not the page) by the month of its last day and how late it is, for the chart', async () => {
    const month = (offset: number) => day(offset).slice(0, 7);
    const empty = (key: string): DeadlineMonth => ({ month: key, onTime: 0, late: { upTo7Days: 0, upTo30Days: 0, upTo90Days: 0, over90Days: 0 } });
    const expected = (entries: Array<[offset: number, add: (row: DeadlineMonth) => void]>) => {
      const rows = new Map<string, DeadlineMonth>();
      for (const [offset, add] of entries) add(rows.get(month(offset)) ?? rows.set(month(offset), empty(month(offset))).get(month(offset))!);
      return [...rows.values()].sort((a, b) => a.month.localeCompare(b.month));
    };
    // Late: 'Ten days ago' is 3 days past its due date, 'Thirty days ago' 23; a page of one still counts both.
    const late = deadlineReportSchema.parse((await get('/api/admin/events-late?limit=1')).body);
    expect(late.events).toHaveLength(1);
    expect(late.byMonth).toEqual(expected([[-10, (row) => (row.late.upTo7Days += 1)], [-30, (row) => (row.late.upTo30Days += 1)]]));
    // Finished: one on time (3 days early), one in 10 days late.
    const finished = deadlineReportSchema.parse((await get('/api/admin/events-finished')).body);
    expect(finished.byMonth).toEqual(expected([[-40, (row) => (row.onTime += 1)], [-60, (row) => (row.late.upTo30Days += 1)]]));
    // Narrowed by the last day like the rows.
    const narrow = deadlineReportSchema.parse((await get(`/api/admin/events-late?startDate=${day(-15)}&endDate=${day(-5)}`)).body);
    expect(narrow.byMonth).toEqual(expected([[-10, (row) => (row.late.upTo7Days += 1)]]));
  });

  it('puts each event in its lateness bucket: 1–7, 8–30, 31–90 and more than 90 days past the due date', () => {
    const today = '2026-06-30';
    // The due date is the last day + 7: an event that ended on 2026-06-16 is 7 days late on 2026-06-30.
    const late = (endDate: string) => ({ endDate, submitted: null });
    const months = deadlineMonths([late('2026-06-16'), late('2026-06-15'), late('2026-05-24'), late('2026-05-23'), late('2026-03-25'), late('2026-03-24')], today, false);
    expect(months).toEqual([
      { month: '2026-03', onTime: 0, late: { upTo7Days: 0, upTo30Days: 0, upTo90Days: 1, over90Days: 1 } },
      { month: '2026-05', onTime: 0, late: { upTo7Days: 0, upTo30Days: 1, upTo90Days: 1, over90Days: 0 } },
      { month: '2026-06', onTime: 0, late: { upTo7Days: 1, upTo30Days: 1, upTo90Days: 0, over90Days: 0 } },
    ]);
    // Finished: the programme day the results came in (Los Angeles) against the due date 2026-06-08.
    const finished = deadlineMonths(
      [
        { endDate: '2026-06-01', submitted: new Date('2026-06-09T06:59:00Z') },
        { endDate: '2026-06-01', submitted: new Date('2026-06-09T07:00:00Z') },
      ],
      today,
      true,
    );
    expect(finished).toEqual([{ month: '2026-06', onTime: 1, late: { upTo7Days: 1, upTo30Days: 0, upTo90Days: 0, over90Days: 0 } }]);
  });
});
