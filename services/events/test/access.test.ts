import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { identityHeader, type CallerType } from '@rr/server-kit';
import { aSeries, anEvent } from './factories.js';
import { anonymous, as, startTestService, type TestService } from './helpers.js';

/**
 * Who may reach which events path (entry-points/access-router.ts). Paths whose route is not built yet still get the
 * rule: a refused caller gets 403, an allowed one gets past it (whatever the route then answers, never 403).
 */
describe('events access rules', () => {
  let service: TestService;
  let ownEvent: string;
  let otherEvent: string;
  let ownSeries: string;
  let otherSeries: string;
  beforeAll(async () => {
    service = await startTestService('access');
    ownSeries = (await aSeries(service.db, { name: 'Own Series', promoterId: 'promoter-1' })).id;
    otherSeries = (await aSeries(service.db, { name: 'Other Series', promoterId: 'promoter-2' })).id;
    ownEvent = (await anEvent(service.db, { title: 'Own Event', promoterId: 'promoter-1', seriesId: ownSeries })).id;
    otherEvent = (await anEvent(service.db, { title: 'Other Event', promoterId: 'promoter-2', seriesId: otherSeries })).id;
  });
  afterAll(() => service.close());

  type Method = 'get' | 'post' | 'put' | 'delete';
  const call = async (method: Method, path: string, header: [string, string]) => service.request[method](path).set(...header).send();
  const NOT_STAFF: CallerType[] = ['anonymous', 'rider', 'dealer', 'promoter', 'service'];

  describe('/api/admin/… is programme staff only', () => {
    const paths: Array<[Method, string]> = [
      ['get', '/api/admin/events-late'],
      ['get', '/api/admin/series'],
      ['post', '/api/admin/events'],
      ['put', '/api/admin/event/some-event'],
      ['delete', '/api/admin/category/some-category'],
      ['delete', '/api/admin/rider/rider-1/remove-races'],
    ];
    it.each(NOT_STAFF)('refuses a %s caller with 403', async (typ) => {
      for (const [method, path] of paths) expect((await call(method, path, await as(typ))).status, `${method} ${path}`).toBe(403);
    });
    it('lets an administrator through', async () => {
      for (const [method, path] of paths) expect((await call(method, path, await as('admin', 'admin-1'))).status, `${method} ${path}`).not.toBe(403);
    });
    it('refuses an administrator who is proxying a promoter (they act as that promoter)', async () => {
      const proxying = await identityHeader({ sub: 'promoter-1', typ: 'promoter', imp: 'admin-1' });
      expect((await call('get', '/api/admin/events-late', proxying)).status).toBe(403);
    });
  });

  describe("/api/promoter/{promoterId}/events and /series are the promoter's own (and staff's)", () => {
    it.each(['events', 'series'])('%s: own promoter and staff pass, another promoter and other types get 403', async (list) => {
      expect((await call('get', `/api/promoter/promoter-1/${list}`, await as('promoter', 'promoter-1'))).status).not.toBe(403);
      expect((await call('get', `/api/promoter/promoter-1/${list}`, await as('admin', 'admin-1'))).status).not.toBe(403);
      expect((await call('get', `/api/promoter/promoter-1/${list}`, await as('promoter', 'promoter-2'))).status).toBe(403);
      for (const typ of ['anonymous', 'rider', 'dealer', 'service'] as const) {
        expect((await call('get', `/api/promoter/promoter-1/${list}`, await as(typ, 'promoter-1'))).status, typ).toBe(403);
      }
    });
  });

  it('/api/{role}/events is for that role only, and dealers have none', async () => {
    expect((await call('get', '/api/dealer/events', await as('dealer', 'dealer-1'))).status).toBe(403);
    expect((await call('get', '/api/promoter/events', await as('promoter', 'promoter-1'))).status).not.toBe(403);
    expect((await call('get', '/api/rider/events', await as('rider', 'rider-1'))).status).not.toBe(403);
    expect((await call('get', '/api/promoter/events', await as('rider', 'rider-1'))).status).toBe(403);
    expect((await call('get', '/api/admin/events', await as('promoter', 'promoter-1'))).status).toBe(403);
    expect((await call('get', '/api/rider/events', await anonymous())).status).toBe(403);
  });

  describe('writes to an event or a series: its promoter and staff only', () => {
    const writes = (id: () => string, base: 'event' | 'serie'): Array<[Method, () => string]> =>
      base === 'event'
        ? [
            ['put', () => `/api/event/${id()}/result`],
            ['put', () => `/api/event/${id()}/results`],
            ['delete', () => `/api/event/${id()}/result`],
            ['post', () => `/api/event/${id()}/upload-class`],
            ['delete', () => `/api/event/${id()}`],
          ]
        : [
            ['put', () => `/api/serie/${id()}`],
            ['delete', () => `/api/serie/${id()}`],
          ];

    it.each(['event', 'serie'] as const)('%s: the owning promoter and an administrator pass', async (base) => {
      for (const [method, path] of writes(() => (base === 'event' ? ownEvent : ownSeries), base)) {
        expect((await call(method, path(), await as('promoter', 'promoter-1'))).status, `${method} ${path()}`).not.toBe(403);
        expect((await call(method, path(), await as('admin', 'admin-1'))).status, `${method} ${path()}`).not.toBe(403);
        const proxying = await identityHeader({ sub: 'promoter-1', typ: 'promoter', imp: 'admin-1' });
        expect((await call(method, path(), proxying)).status, `${method} ${path()} proxied`).not.toBe(403);
      }
    });

    it.each(['event', 'serie'] as const)("%s: another promoter, and every other caller type, get 403", async (base) => {
      for (const [method, path] of writes(() => (base === 'event' ? otherEvent : otherSeries), base)) {
        for (const typ of NOT_STAFF) {
          const res = await call(method, path(), await as(typ, typ === 'promoter' ? 'promoter-1' : typ));
          expect(res.status, `${method} ${path()} as ${typ}`).toBe(403);
        }
      }
    });

    it('answers 404 for an event or series that does not exist to its would-be owners, 403 to everyone else', async () => {
      expect((await call('put', '/api/event/no-such-event/result', await as('admin', 'admin-1'))).body).toMatchObject({ message: 'Event not found' });
      expect((await call('put', '/api/event/no-such-event/result', await as('promoter', 'promoter-1'))).status).toBe(404);
      expect((await call('delete', '/api/serie/no-such-series', await as('promoter', 'promoter-1'))).body).toMatchObject({ message: 'Series not found' });
      expect((await call('put', '/api/event/no-such-event/result', await as('rider', 'rider-1'))).status).toBe(403);
    });

    it('leaves reads public', async () => {
      for (const typ of ['anonymous', 'rider', 'dealer', 'promoter', 'admin'] as const) {
        expect((await call('get', `/api/event/${otherEvent}`, await as(typ))).status, typ).toBe(200);
        expect((await call('get', `/api/serie/${otherSeries}`, await as(typ))).status, typ).toBe(200);
      }
    });
  });

  it('public collections and categories are written by staff only; reads stay public', async () => {
    const writes: Array<[Method, string]> = [
      ['post', '/api/events'],
      ['post', '/api/series'],
      ['post', '/api/categories'],
      ['put', '/api/category/some-category'],
      ['delete', '/api/category/some-category'],
    ];
    for (const [method, path] of writes) {
      for (const typ of NOT_STAFF) expect((await call(method, path, await as(typ))).status, `${method} ${path} as ${typ}`).toBe(403);
      expect((await call(method, path, await as('admin', 'admin-1'))).status, `${method} ${path} as admin`).not.toBe(403);
    }
    for (const path of ['/api/events', '/api/series', '/api/categories', '/api/events-lean']) {
      expect((await call('get', path, await anonymous())).status, path).toBe(200);
    }
  });
});
