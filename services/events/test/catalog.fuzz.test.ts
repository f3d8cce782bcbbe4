import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import en from '../../../libs/contracts/src/i18n/en.json' with { type: 'json' };
import { aCategory, aSeries } from './factories.js';
import { as, startTestService, type TestService } from './helpers.js';

/** Bad input on the staff's series and category writes: never a 5xx, a translated 4xx, nothing half-written. */

const catalogue = en as Record<string, string>;
const FIELDS = ['name', 'notes', 'country', 'state', 'zipcode', 'races', 'distance', 'active', 'currency', 'bonus', 'initialValue', 'expirationDate', 'categoryId', 'promoterId', 'description', '__proto__', 'constructor'];
const anyJson = fc.oneof(fc.jsonValue({ maxDepth: 3 }), fc.dictionary(fc.constantFrom(...FIELDS), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 10 }));

async function snapshot(service: TestService) {
  const [series, categories] = await Promise.all([service.db.models.Series.findAll({ raw: true, order: [['id', 'ASC']] }), service.db.models.Category.findAll({ raw: true, order: [['id', 'ASC']] })]);
  return JSON.stringify({ series, categories });
}

describe('series and categories under bad input', () => {
  let service: TestService;
  let seriesId: string;
  let categoryId: string;
  beforeAll(async () => {
    service = await startTestService('catalog_fuzz');
    seriesId = (await aSeries(service.db, { promoterId: 'p-fuzz' })).id;
    categoryId = (await aCategory(service.db)).id;
  });
  afterAll(() => service.close());

  it('any body → a 2xx or a translated 4xx; a refused body changes nothing', async () => {
    const admin = await as('admin', 'admin-fuzz');
    const writes: Array<[string, string]> = [
      ['post', '/api/admin/series'],
      ['put', `/api/admin/serie/${seriesId}`],
      ['post', '/api/admin/categories'],
      ['put', `/api/admin/category/${categoryId}`],
    ];
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...writes), anyJson, async ([method, path], body) => {
        const before = await snapshot(service);
        const call = method === 'post' ? service.request.post(path) : service.request.put(path);
        const res = await call.set(...admin).set('content-type', 'application/json').send(JSON.stringify(body));
        expect(res.status, `${method} ${path} ${JSON.stringify(body).slice(0, 200)} → ${res.status}`).toBeLessThan(500);
        if (res.status >= 400) {
          expect(catalogue[`error.${res.body.code}`], `error.${res.body.code}`).toEqual(expect.any(String));
          expect(await snapshot(service)).toEqual(before);
        }
      }),
      { numRuns: 120 },
    );
  });
});
