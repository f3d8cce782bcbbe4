import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { identityHeader, type CallerType } from '@rr/server-kit';
import { aWallet, as, startTestService, type TestService } from './helpers.js';

/**
 * Who may reach which payouts path (entry-points/access-router.ts). Paths whose route is not built yet still get the
 * rule: a refused caller gets 403, an allowed one gets past it (whatever the route then answers, never 403).
 */
describe('payouts access rules', () => {
  let service: TestService;
  beforeAll(async () => {
    service = await startTestService('access');
    await aWallet(service.db, 'rider-1', 'USD', [{ type: 'cash', cents: 1_000 }]);
  });
  afterAll(() => service.close());

  type Method = 'get' | 'post' | 'put' | 'delete';
  const statusOf = async (method: Method, path: string, typ: CallerType, sub: string = typ) =>
    (await service.request[method](path).set(...(await as(typ, sub))).send({})).status;
  const TYPES: CallerType[] = ['anonymous', 'rider', 'dealer', 'promoter', 'admin', 'service'];

  /** [method, path with {role}, roles that may use their own form]. */
  const operations: Array<[Method, string, CallerType[]]> = [
    ['get', '/api/{role}/credit-redemptions', ['rider', 'dealer', 'admin']],
    ['delete', '/api/{role}/credit-redemption/r-1', ['admin']],
    ['get', '/api/{role}/revoked-redemptions', ['dealer', 'admin']],
    ['post', '/api/{role}/redeem', ['dealer']],
    ['get', '/api/{role}/payout-claims', ['rider', 'admin']],
    ['put', '/api/{role}/payout-claim/c-1', ['rider', 'admin']],
    ['get', '/api/{role}/wallet', ['rider']],
  ];

  it.each(operations)('%s %s: only the listed roles, each on its own path', async (method, template, roles) => {
    for (const role of ['rider', 'dealer', 'promoter', 'admin'] as const) {
      const path = template.replace('{role}', role);
      for (const typ of TYPES) {
        const status = await statusOf(method, path, typ, typ === 'rider' ? 'rider-1' : typ);
        const allowed = typ === role && roles.includes(role);
        if (allowed) expect(status, `${method} ${path} as ${typ}`).not.toBe(403);
        else expect(status, `${method} ${path} as ${typ}`).toBe(403);
      }
    }
  });

  it('/api/admin/… is programme staff only', async () => {
    for (const [method, path] of [
      ['get', '/api/admin/aggregates/summary'],
      ['post', '/api/admin/payout-claims'],
      ['post', '/api/admin/riders/send-expire-mail'],
    ] as Array<[Method, string]>) {
      for (const typ of TYPES) {
        const status = await statusOf(method, path, typ);
        if (typ === 'admin') expect(status, `${path} as admin`).not.toBe(403);
        else expect(status, `${path} as ${typ}`).toBe(403);
      }
    }
  });

  it('/api/payments/… (cash-out) is for riders only', async () => {
    for (const [method, path] of [
      ['post', '/api/payments/create-order'],
      ['get', '/api/payments/get-reward-link/o-1'],
    ] as Array<[Method, string]>) {
      for (const typ of TYPES) {
        const status = await statusOf(method, path, typ, typ === 'rider' ? 'rider-1' : typ);
        if (typ === 'rider') expect(status, `${path} as rider`).not.toBe(403);
        else expect(status, `${path} as ${typ}`).toBe(403);
      }
    }
  });

  it('an administrator proxying a rider has the rider’s rights, not staff rights', async () => {
    const proxying = await identityHeader({ sub: 'rider-1', typ: 'rider', imp: 'admin-1' });
    expect((await service.request.get('/api/rider/wallet').set(...proxying)).status).toBe(200);
    expect((await service.request.get('/api/admin/aggregates/summary').set(...proxying)).status).toBe(403);
  });

  it('leaves the public contingency aggregate open to every caller type', async () => {
    for (const typ of TYPES) expect(await statusOf('get', '/api/aggregates/contingency', typ), typ).not.toBe(403);
  });
});
