import { literal } from 'sequelize';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cellsOf, geoCell } from '../src/data-access/events-repository.js';
import { boundingBox } from '../src/domain/postal-codes.js';
import { anEvent, day } from './factories.js';
import { anonymous, startTestService, type TestService } from './helpers.js';

/**
 * What the finder's indexes rest on (migration 0012, for the finder's 40 ms budget at 50,000 events): the map cell
 * and the length in days that the database derives for each event, the first-day bound of an upcoming page, and a
 * radius too wide to list its cells.
 */
describe('GET /api/events: the columns and bounds behind the finder indexes', () => {
  let service: TestService;
  beforeAll(async () => {
    service = await startTestService('events_finder_index');
  });
  afterAll(() => service.close());

  const derived = async (id: string) => {
    const attributes: Array<[ReturnType<typeof literal>, string]> = [[literal('geo_cell'), 'geoCell'], [literal('duration_days'), 'durationDays']];
    const [row] = (await service.db.models.Event.findAll({ attributes, where: { id }, raw: true })) as unknown as Array<{
      geoCell: number | null;
      durationDays: number | null;
    }>;
    return { geoCell: row!.geoCell === null ? null : Number(row!.geoCell), durationDays: row!.durationDays === null ? null : Number(row!.durationDays) };
  };

  it('derives the map cell and the length in days in the database, as geoCell() does, and keeps them in step on change', async () => {
    const places: Array<[number, number]> = [
      [33.7825, -117.2286],
      [43.2557, -79.8711],
      [-33.86, 151.21],
      [0, 0],
      [-0.5, -0.5],
      [64.84, -147.72],
    ];
    for (const [latitude, longitude] of places) {
      const event = await anEvent(service.db, { latitude, longitude, startDate: day(40), endDate: day(43) });
      expect(await derived(event.id)).toEqual({ geoCell: geoCell(latitude, longitude), durationDays: 3 });
    }
    const moved = await anEvent(service.db, { latitude: null, longitude: null });
    expect(await derived(moved.id)).toEqual({ geoCell: null, durationDays: 0 });
    await service.db.models.Event.update({ latitude: 44.36, longitude: -79.69, endDate: day(31) }, { where: { id: moved.id } });
    expect(await derived(moved.id)).toEqual({ geoCell: geoCell(44.36, -79.69), durationDays: 1 });
    await service.db.models.Event.destroy({ where: {} });
  });

  it('lists the cells a box covers, and none when they would be too many to list', () => {
    const perris = { latitude: 33.7825, longitude: -117.2286 };
    const cells = cellsOf(boundingBox(perris, 100))!;
    // ±1.45° of latitude (32.3° to 35.2°), ±1.74° of longitude (-119.0° to -115.5°): 4 × 4 whole degrees.
    expect(cells).toHaveLength(16);
    expect(cells).toContain(geoCell(perris.latitude, perris.longitude));
    expect(new Set(cells).size).toBe(cells.length);
    // 500 miles around Fairbanks spans 15° × 35°.
    expect(cellsOf(boundingBox({ latitude: 64.84, longitude: -147.72 }, 500))).toBeNull();
  });

  const page = async (query: Record<string, string | number>) => {
    const res = await service.request.get('/api/events').query(query).set(...(await anonymous()));
    expect(res.status).toBe(200);
    return res.body as { events: Array<{ _id: string; title: string }>; pagination: { total: number }; contingencyTotals: unknown };
  };

  it('starts an upcoming page with the events running now, however long ago the longest of them began', async () => {
    const { db } = service;
    const soon = await anEvent(db, { title: 'Tomorrow', startDate: day(1) });
    const week = await anEvent(db, { title: 'Week-long rally', startDate: day(-3), endDate: day(3) });
    await anEvent(db, { title: 'Over', startDate: day(-30), endDate: day(-1) });
    expect((await page({ period: 'upcoming', sortDirecton: 'asc' })).events.map((e) => e.title)).toEqual(['Week-long rally', 'Tomorrow']);

    // A longer one appears later: the bound follows the longest event, so it is not cut off.
    const season = await anEvent(db, { title: 'Winter series weekend pass', startDate: day(-60), endDate: day(2) });
    const upcoming = await page({ period: 'upcoming', sortDirecton: 'asc', limit: 2 });
    expect(upcoming.events.map((e) => e._id)).toEqual([season.id, week.id]);
    expect(upcoming.pagination.total).toBe(3);
    expect((await page({ period: 'upcoming', sortDirecton: 'desc' })).events.map((e) => e._id)).toEqual([soon.id, week.id, season.id]);
    expect((await page({ period: 'past' })).events.map((e) => e.title)).toEqual(['Over']);
    await db.models.Event.destroy({ where: {} });
  });

  it('orders ties by first day, last day and id in the list direction, the same on every page', async () => {
    const { db } = service;
    for (let i = 0; i < 7; i += 1) {
      await anEvent(db, { title: `Tie ${i}`, startDate: day(5 + (i % 2)), endDate: day(5 + (i % 2) + (i % 3)), classes: [{ name: 'Pro', places: [i < 4 ? 10_000 : 20_000] }] });
    }
    const all = await db.models.Event.findAll({ raw: true });
    const key = (e: { startDate: string; endDate: string; id: string }) => `${e.startDate}|${e.endDate}|${e.id}`;
    const byDates = [...all].sort((a, b) => key(a).localeCompare(key(b))).map((e) => e.id);
    const pages = async (query: Record<string, string | number>) => {
      const ids: string[] = [];
      for (let p = 1; p <= 3; p += 1) ids.push(...(await page({ ...query, limit: 3, page: p })).events.map((e) => e._id));
      return ids;
    };
    expect(await pages({ period: 'upcoming', sortDirecton: 'asc' })).toEqual(byDates);
    expect(await pages({ period: 'upcoming', sortDirecton: 'desc' })).toEqual([...byDates].reverse());
    const contingency = new Map(all.map((e) => [e.id, Number((e as unknown as { contingencyCents: number }).contingencyCents)]));
    const byContingency = [...byDates].reverse().sort((a, b) => contingency.get(b)! - contingency.get(a)!);
    expect(await pages({ period: 'upcoming', sortBy: 'contingencyAmount', sortDirecton: 'desc' })).toEqual(byContingency);
    await db.models.Event.destroy({ where: {} });
  });

  it('still searches a radius whose box is too wide to list its cells', async () => {
    const { db } = service;
    const fairbanks = await anEvent(db, { title: 'Midnight Sun Enduro', city: 'Fairbanks', state: 'AK', zipcode: '99701', latitude: 64.84, longitude: -147.72 });
    await anEvent(db, { title: 'Perris', latitude: 33.7825, longitude: -117.2286 });
    expect((await page({ zipcode: '99701', zipDistance: 500 })).events.map((e) => e._id)).toEqual([fairbanks.id]);
    await db.models.Event.destroy({ where: {} });
  });
});
