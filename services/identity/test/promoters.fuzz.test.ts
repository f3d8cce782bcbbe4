import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import en from '../../../libs/contracts/src/i18n/en.json' with { type: 'json' };
import { as, asService, startTestService, type TestService } from './helpers.js';

/** Bad input on the promoter application and Promoter Manager writes: never a 5xx, a translated 4xx, nothing half-written. */

const catalogue = en as Record<string, string>;
const FIELDS = ['name', 'contactName', 'email', 'phone', 'addressLine1', 'city', 'state', 'zipcode', 'country', 'seasonYear', 'seriesName', 'averageEntries', 'racesCount', 'amaSanctioned', 'otherSanction', 'mixedClasses', 'tracks', 'approve', 'ids', 'promoterId', '__proto__'];
const anyJson = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.dictionary(fc.constantFrom(...FIELDS), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 12 }),
  fc.record({ ids: fc.array(fc.oneof(fc.string(), fc.jsonValue({ maxDepth: 1 })), { maxLength: 4 }) }),
  fc.record({ tracks: fc.array(fc.dictionary(fc.constantFrom('name', 'website'), fc.jsonValue({ maxDepth: 1 })), { maxLength: 4 }) }),
);

async function counts(service: TestService) {
  const { models } = service.db;
  const [outbox] = await service.db.sequelize.query('SELECT COUNT(*) AS n FROM outbox_messages');
  return { users: await models.User.count(), promoters: await models.Promoter.count(), applications: await models.PromoterApplication.count(), steps: await models.PromoterApplicationEvent.count(), outbox: Number((outbox as Array<{ n: number | string }>)[0]!.n) };
}

describe('promoter applications under bad input', () => {
  let service: TestService;
  beforeAll(async () => {
    service = await startTestService('promoters_fuzz');
    await service.db.models.User.create({ id: 'p-1', type: 'promoter', email: 'p1@example.com', passwordHash: null, emailVerified: true });
    await service.db.models.Promoter.create({ userId: 'p-1', name: 'P One', status: 'approved', active: true });
  });
  afterAll(() => service.close());

  it('any body → a 2xx or a translated 4xx; a refused body changes nothing', async () => {
    const writes: Array<[string, string, 'service' | 'admin' | 'promoter']> = [
      ['post', '/internal/promoter-applications', 'service'],
      ['post', '/api/admin/promoters', 'admin'],
      ['post', '/api/admin/promoters/approve', 'admin'],
      ['post', '/api/admin/promoters/reject', 'admin'],
      ['post', '/api/admin/promoters/delete', 'admin'],
      ['put', '/api/promoter/promoter/p-1', 'promoter'],
    ];
    const headers = { service: await asService(), admin: await as('admin', 'admin-1'), promoter: await as('promoter', 'p-1') };
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...writes), anyJson, async ([method, path, who], body) => {
        const before = await counts(service);
        const call = method === 'post' ? service.request.post(path) : service.request.put(path);
        const res = await call.set(...headers[who]).set('content-type', 'application/json').send(JSON.stringify(body));
        expect(res.status, `${method} ${path} ${JSON.stringify(body).slice(0, 200)} → ${res.status} ${JSON.stringify(res.body).slice(0, 200)}`).toBeLessThan(500);
        if (res.status >= 400) {
          expect(catalogue[`error.${res.body.code}`], `error.${res.body.code}`).toEqual(expect.any(String));
          expect(await counts(service)).toEqual(before);
        }
      }),
      { numRuns: 150 },
    );
  });
});
