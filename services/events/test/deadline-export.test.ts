import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csvRecords, downloadedSheet, formulaCells } from '@rr/server-kit/testing';
import type { DeadlineReportEvent } from '@rr/contracts';
import { aSeries, anEvent, day } from './factories.js';
import { as, startTestService, type TestService } from './helpers.js';

/** The deadline reports' sorting and their exports (`GET /api/admin/events-late|events-finished/export`). */
describe('deadline reports: sort and export', () => {
  let service: TestService;
  const ids: Record<string, string> = {};
  beforeAll(async () => {
    service = await startTestService('deadline_export');
    const { db } = service;
    const series = await aSeries(db, { name: 'Late, "quoted" Series' });
    ids.late = (await anEvent(db, { title: 'Bravo', startDate: day(-10), seriesId: series.id, classes: [{ name: 'Pro', places: [10_000, 5_050] }] })).id;
    ids.veryLate = (await anEvent(db, { title: 'alpha', startDate: day(-30), currency: 'CAD', country: 'CA', classes: [{ name: 'Pro', places: [2_000] }] })).id;
    ids.formula = (await anEvent(db, { title: '=HYPERLINK("http://x")', startDate: day(-20) })).id;
    const submitted = (offset: number) => new Date(`${day(offset)}T20:00:00Z`);
    ids.onTime = (await anEvent(db, { title: 'In on time', startDate: day(-40) })).id;
    await db.models.Event.update({ resultsVersion: 1, resultsSubmittedAt: submitted(-36) }, { where: { id: ids.onTime } });
    ids.inLate = (await anEvent(db, { title: 'In late', startDate: day(-60) })).id;
    await db.models.Event.update({ resultsVersion: 2, resultsSubmittedAt: submitted(-43) }, { where: { id: ids.inLate } });
    ids.inEarly = (await anEvent(db, { title: 'In early', startDate: day(-50) })).id;
    await db.models.Event.update({ resultsVersion: 1, resultsSubmittedAt: submitted(-49) }, { where: { id: ids.inEarly } });
  });
  afterAll(() => service.close());

  const get = async (path: string, caller = as('admin')) => service.request.get(path).set(...(await caller));
  const order = async (path: string) => ((await get(path)).body.events as DeadlineReportEvent[]).map((event) => event._id);

  it('sorts by title, due date, days late and contingency, either way; the default order stays', async () => {
    expect(await order('/api/admin/events-late')).toEqual([ids.veryLate, ids.formula, ids.late]);
    expect(await order('/api/admin/events-late?sortBy=title')).toEqual([ids.formula, ids.veryLate, ids.late]);
    expect(await order('/api/admin/events-late?sortBy=title&sortDirection=desc')).toEqual([ids.late, ids.veryLate, ids.formula]);
    expect(await order('/api/admin/events-late?sortBy=daysLate&sortDirection=desc')).toEqual([ids.veryLate, ids.formula, ids.late]);
    expect(await order('/api/admin/events-late?sortBy=daysLate')).toEqual([ids.late, ids.formula, ids.veryLate]);
    expect(await order('/api/admin/events-late?sortBy=dueDate&sortDirection=desc')).toEqual([ids.late, ids.formula, ids.veryLate]);
    expect(await order('/api/admin/events-late?sortBy=contingencyAmount&sortDirection=desc')).toEqual([ids.late, ids.veryLate, ids.formula]);

    expect(await order('/api/admin/events-finished')).toEqual([ids.onTime, ids.inEarly, ids.inLate]);
    // Days late: early (-6), on time (-3), late (+10).
    expect(await order('/api/admin/events-finished?sortBy=daysLate')).toEqual([ids.inEarly, ids.onTime, ids.inLate]);
    expect(await order('/api/admin/events-finished?sortBy=daysLate&sortDirection=desc')).toEqual([ids.inLate, ids.onTime, ids.inEarly]);
    const bad = await get('/api/admin/events-late?sortBy=promoterId');
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.details)).toEqual(['sortBy']);
  });

  it('exports CSV: BOM, CRLF, headers in the locale, every row of the report in its order, formulas neutralised', async () => {
    const report = (await get('/api/admin/events-late?sortBy=title&limit=100')).body.events as DeadlineReportEvent[];
    const res = await get('/api/admin/events-late/export?format=csv&locale=fr&sortBy=title');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="events-late-\d{4}-\d\d-\d\d\.csv"$/);
    expect(res.text.startsWith('\uFEFF')).toBe(true);
    expect(res.text.endsWith('\r\n')).toBe(true);
    expect(res.text.replace(/\r\n/g, '').includes('\n')).toBe(false);
    const [header, ...rows] = csvRecords(res.text);
    expect(header).toEqual(['Épreuve', 'Série', 'Date de début', 'Date de fin', 'Ville', 'État/Province', 'Pays', 'ID du promoteur', 'Devise', 'Contingence', 'Résultats dus le', 'Jours de retard']);
    expect(rows).toEqual(
      report.map((event) => [
        event.title.startsWith('=') ? `'${event.title}` : event.title,
        event.series?.name ?? '',
        event.startDate,
        event.endDate,
        event.city,
        event.state,
        event.country,
        event.promoterId,
        event.currency,
        String(event.contingencyAmount / 100),
        event.dueDate,
        String(event.daysLate),
      ]),
    );
    expect(rows[0]![0]).toBe(`'=HYPERLINK("http://x")`);
    expect(rows.find((row) => row[0] === 'Bravo')).toEqual(expect.arrayContaining(['Late, "quoted" Series', '150.5']));
  });

  it('exports the finished report with when results came in and a translated on-time mark; narrowed like the report', async () => {
    const res = await get(`/api/admin/events-finished/export?format=csv&locale=de&endDate=${day(-45)}`);
    expect(res.status).toBe(200);
    const [header, ...rows] = csvRecords(res.text);
    expect(header!.slice(-4)).toEqual(['Ergebnisse fällig', 'Tage Verzug', 'Ergebnisse eingegangen (UTC)', 'Pünktlich']);
    expect(rows.map((row) => row[0])).toEqual(['In early', 'In late']);
    expect(rows.map((row) => row.slice(-3))).toEqual([
      ['-6', new Date(`${day(-49)}T20:00:00Z`).toISOString(), 'pünktlich'],
      ['10', new Date(`${day(-43)}T20:00:00Z`).toISOString(), 'verspätet'],
    ]);
  });

  it('exports XLSX that reads back to the same rows: bold frozen header, numbers as numbers, no formula', async () => {
    const csv = await get('/api/admin/events-late/export?format=csv');
    const [, ...csvRows] = csvRecords(csv.text);
    const sheet = await downloadedSheet(service.request.get('/api/admin/events-late/export?format=xlsx&locale=en').set(...(await as('admin'))));
    expect(sheet.getRow(1).getCell(1).value).toBe('Event');
    expect(sheet.getRow(1).font?.bold ?? sheet.getRow(1).getCell(1).font?.bold).toBe(true);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    const rows: string[][] = [];
    sheet.eachRow((row, number) => {
      if (number === 1) return;
      const cells = (row.values as unknown[]).slice(1);
      rows.push(Array.from({ length: 12 }, (_, index) => (cells[index] === undefined || cells[index] === null ? '' : String(cells[index]))));
    });
    expect(rows).toEqual(csvRows);
    expect(typeof sheet.getRow(2).getCell(10).value).toBe('number');
    expect(formulaCells(sheet)).toEqual([]);
  });

  it('is staff only', async () => {
    expect((await get('/api/admin/events-late/export?format=csv', as('promoter', 'promoter-test'))).status).toBe(403);
    expect((await get('/api/admin/events-finished/export?format=xlsx', as('rider', 'r1'))).status).toBe(403);
  });
});
