import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aCategory, aSeries } from './factories.js';
import { anonymous, as, ids, startTestService, type TestService } from './helpers.js';

describe('GET /api/categories and /api/category/:categoryId', () => {
  let service: TestService;
  const c: Record<string, string> = {};
  const s: Record<string, string> = {};

  beforeAll(async () => {
    service = await startTestService('categories');
    const { db } = service;
    c.motocross = (await aCategory(db, { name: 'Motocross', description: 'Closed-course racing' })).id;
    c.flat = (await aCategory(db, { name: 'Flat Track', description: 'Oval racing' })).id;
    c.trials = (await aCategory(db, { name: 'Mototrials', active: false })).id;
    s.ontario = (await aSeries(db, { name: 'Ontario MX', categoryId: c.motocross })).id;
    s.desert = (await aSeries(db, { name: 'Desert MX', categoryId: c.motocross })).id;
  });
  afterAll(() => service.close());

  it('lists every category by name with its series to an administrator when active is not given', async () => {
    const res = await service.request.get('/api/categories').set(...(await as('admin', 'a1')));

    expect(res.status).toBe(200);
    expect(ids(res.body.allCategories)).toEqual([c.flat, c.motocross, c.trials]);
    expect(res.body.allCategories[1]).toEqual({
      _id: c.motocross,
      name: 'Motocross',
      description: 'Closed-course racing',
      active: true,
      series: [
        { _id: s.desert, name: 'Desert MX' },
        { _id: s.ontario, name: 'Ontario MX' },
      ],
    });
  });

  it('lists only active, or only inactive, categories when an administrator asks', async () => {
    const active = await service.request.get('/api/categories?active=true').set(...(await as('admin', 'a1')));
    const inactive = await service.request.get('/api/categories?active=false').set(...(await as('admin', 'a1')));

    expect(ids(active.body.allCategories)).toEqual([c.flat, c.motocross]);
    expect(ids(inactive.body.allCategories)).toEqual([c.trials]);
  });

  it.each(['anonymous', 'rider', 'dealer', 'promoter'] as const)('never lists an inactive category to a %s caller, whatever active asks', async (typ) => {
    for (const query of ['', '?active=false', '?active=all', '?active=true']) {
      const res = await service.request.get(`/api/categories${query}`).set(...(await as(typ, `${typ}-1`)));
      expect(res.status).toBe(200);
      expect(ids(res.body.allCategories)).toEqual([c.flat, c.motocross]);
    }
  });

  it('answers one category with its series', async () => {
    const res = await service.request.get(`/api/category/${c.flat}`).set(...(await anonymous()));

    expect(res.status).toBe(200);
    expect(res.body).toEqual({ category: { _id: c.flat, name: 'Flat Track', description: 'Oval racing', active: true, series: [] } });
  });

  it("answers 404 'Category not found' for an unknown id", async () => {
    const res = await service.request.get('/api/category/nope').set(...(await anonymous()));

    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Category not found');
  });

  it('answers 400 for a malformed active flag', async () => {
    const res = await service.request.get('/api/categories?active=maybe').set(...(await anonymous()));

    expect(res.status).toBe(400);
  });
});
