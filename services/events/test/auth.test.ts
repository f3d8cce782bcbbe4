import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { identityHeader } from '@rr/server-kit';
import { anEvent } from './factories.js';
import { as, startTestService, type TestService } from './helpers.js';

describe('identity token on the events API', () => {
  let service: TestService;
  let eventId: string;
  beforeAll(async () => {
    service = await startTestService('auth');
    eventId = (await anEvent(service.db, { title: 'Auth Check' })).id;
  });
  afterAll(() => service.close());

  const publicPaths = () => ['/api/events', '/api/events-lean', `/api/event/${eventId}`, '/api/series', '/api/categories'];

  it('answers 401 without a token', async () => {
    for (const path of publicPaths()) {
      const res = await service.request.get(path);

      expect(res.status, path).toBe(401);
      expect(res.body).toEqual({ message: 'Missing identity token', code: 'UNAUTHENTICATED' });
    }
  });

  it('answers 401 for a malformed token and for one signed with another secret', async () => {
    const forged = await identityHeader({ sub: 'admin-1', typ: 'admin' }, 'some-other-secret-that-is-long-enough-000');
    for (const header of [['x-rr-identity', 'not-a-jwt'] as [string, string], forged]) {
      const res = await service.request.get('/api/events').set(...header);

      expect(res.status).toBe(401);
      expect(res.body.message).toBe('Invalid identity token');
    }
  });

  it('lets every caller type read, anonymous visitors included', async () => {
    for (const typ of ['anonymous', 'rider', 'dealer', 'promoter', 'admin', 'service'] as const) {
      for (const path of publicPaths()) {
        const res = await service.request.get(path).set(...(await as(typ)));
        expect(res.status, `${typ} ${path}`).toBe(200);
      }
    }
  });

  it('answers health and readiness without a token', async () => {
    expect((await service.request.get('/healthz')).body).toEqual({ status: 'ok', service: 'events' });
    expect((await service.request.get('/readyz')).body).toEqual({ status: 'ready', service: 'events' });
  });
});
