import { createServer as createNetServer, type AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
// The answers of the BFF's own routes are checked against the operation catalog (browsers.ts).
import { checked as request } from './browsers.js';
import { createBff } from '../src/app.js';
import { type FakeService, PASSWORD, bffWithFakes, deadUrl, fakeService, listen, testConfig } from './helpers.js';
import { withBff } from './with-bff.js';

let stack: Awaited<ReturnType<typeof bffWithFakes>>;
let identity: FakeService;
let events: FakeService;
let payouts: FakeService;

beforeAll(async () => {
  stack = await bffWithFakes();
  ({ identity, events, payouts } = stack);
});
afterAll(() => stack.close());
afterEach(() => {
  events.setResponder(undefined);
  payouts.setResponder(undefined);
});

async function signedIn(email: string) {
  const agent = request.agent(stack.url);
  const res = await agent.post('/api/login').send({ email, password: PASSWORD });
  expect(res.status).toBe(200);
  return agent;
}

describe('/api guard', () => {
  it('answers 401 JSON to a role path without a session, without calling the service', async () => {
    const before = payouts.apiRequests().length;
    const res = await request(stack.url).get('/api/rider/credit-redemptions');
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: 'You need to log in to do that', code: 'UNAUTHENTICATED' });
    expect(payouts.apiRequests().length).toBe(before);
  });

  it("answers 403 when a rider calls an admin path", async () => {
    const rider = await signedIn('rider@example.com');
    const before = events.apiRequests().length;
    const res = await rider.get('/api/admin/events-late');
    expect(res.status).toBe(403);
    expect(res.body.message).toEqual(expect.any(String));
    expect(events.apiRequests().length).toBe(before);
  });

  it("answers 403 when an admin calls another role's path", async () => {
    const admin = await signedIn('admin@example.com');
    expect((await admin.get('/api/rider/credit-redemptions')).status).toBe(403);
    expect((await admin.get('/api/admin/payout-claims')).status).toBe(200);
  });

  it('answers 404 JSON for an /api path no service owns', async () => {
    const res = await request(stack.url).get('/api/no-such-thing');
    expect(res.status).toBe(404);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.body).toEqual({ message: 'Not found', code: 'NOT_FOUND' });
  });
});

describe('proxying', () => {
  it("forwards a rider's own-role call to payouts with path, query, status and body intact", async () => {
    const rider = await signedIn('rider@example.com');
    payouts.setResponder((ctx) => {
      ctx.status = 201;
      ctx.body = { echoed: ctx.url };
      return true;
    });
    const res = await rider.get('/api/rider/credit-redemptions?afterDate=2025-01-01&riderName=Rita');
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ echoed: '/api/rider/credit-redemptions?afterDate=2025-01-01&riderName=Rita' });
  });

  it('strips client identity, authorization and cookie headers and adds a valid signed identity', async () => {
    const rider = await signedIn('rider@example.com');
    await rider
      .get('/api/rider/payout-claims')
      .set('x-rr-identity', 'forged.token.value')
      .set('x-rr-anything', 'nope')
      .set('authorization', 'Bearer stolen')
      .set('x-request-id', 'keep-me');
    const seen = payouts.seen.at(-1)!;
    expect(seen.url).toBe('/api/rider/payout-claims');
    expect(seen.headers['x-rr-anything']).toBeUndefined();
    expect(seen.headers.authorization).toBeUndefined();
    expect(seen.headers.cookie).toBeUndefined();
    expect(seen.headers['x-request-id']).toBe('keep-me');
    expect(seen.headers['x-rr-identity']).not.toBe('forged.token.value');
    expect(seen.identity).toEqual({ sub: 'r1', typ: 'rider' });
  });

  it('sends an anonymous identity for signed-out callers of public paths', async () => {
    const res = await request(stack.url).get('/api/events?title=Loretta').set('x-rr-identity', 'forged');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ service: 'events', path: '/api/events' });
    expect(events.seen.at(-1)?.identity).toEqual({ sub: 'anonymous', typ: 'anonymous' });
  });

  it('routes each area to its owning service', async () => {
    expect((await request(stack.url).get('/api/dealers-lean')).body.service).toBe('identity');
    expect((await request(stack.url).get('/api/serie/s1')).body.service).toBe('events');
    expect((await request(stack.url).get('/api/aggregates/contingency')).body.service).toBe('events');
  });

  it('streams request bodies untouched (no body parser in front of the proxy)', async () => {
    const admin = await signedIn('admin@example.com');
    const payload = JSON.stringify({ name: 'Flat Track', description: 'héllo', active: true });
    const res = await admin.post('/api/admin/categories').set('content-type', 'application/json').send(payload);
    expect(res.status).toBe(200);
    const seen = events.seen.at(-1)!;
    expect(seen.url).toBe('/api/admin/categories');
    expect(seen.body).toBe(payload);
  });

  it('does not let a service set cookies on the client', async () => {
    events.setResponder((ctx) => {
      ctx.cookies.set('evil', '1');
      ctx.body = { ok: true };
      return true;
    });
    const res = await request(stack.url).get('/api/categories');
    expect(res.status).toBe(200);
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('answers 503 JSON when a service cannot be reached', async () => {
    await withBff(testConfig({ upstreams: { identity: identity.url, events: await deadUrl(), payouts: payouts.url } }), async (url) => {
      const res = await request(url).get('/api/events');
      expect(res.status).toBe(503);
      expect(res.body).toEqual({ message: 'The events service is temporarily unavailable', code: 'UNAVAILABLE' });
    });
  });

  it('answers 502 BAD_GATEWAY JSON when a service answers something that is not HTTP', async () => {
    const garbage = createNetServer((socket) => {
      socket.on('error', () => undefined);
      socket.once('data', () => socket.end('this is not http\r\n\r\n'));
    });
    await new Promise<void>((resolve) => garbage.listen(0, '127.0.0.1', resolve));
    const broken = createBff(
      testConfig({ upstreams: { identity: identity.url, events: `http://127.0.0.1:${(garbage.address() as AddressInfo).port}`, payouts: payouts.url } }),
    );
    const srv = await listen(broken);
    try {
      const res = await request(srv.url).get('/api/events');
      expect(res.status).toBe(502);
      expect(res.body).toEqual({ message: 'The events service gave an unexpected answer', code: 'BAD_GATEWAY' });
    } finally {
      await srv.close();
      await broken.dispose();
      await new Promise<void>((resolve) => garbage.close(() => resolve()));
    }
  });
});

describe('circuit breaker', () => {
  it('opens after repeated failures and then answers 503 fast without calling the service', async () => {
    const flaky = await fakeService('events');
    const app = createBff(
      testConfig({
        upstreams: { identity: identity.url, events: flaky.url, payouts: payouts.url },
        breaker: { errorThresholdPercentage: 50, volumeThreshold: 3, resetTimeoutMs: 60_000, windowMs: 30_000, timeouts: { read: 5_000, write: 5_000, upload: 5_000, session: 2_000, hashing: 5_000 } },
      }),
    );
    const srv = await listen(app);
    try {
      flaky.setResponder((ctx) => {
        ctx.status = 503;
        ctx.body = { message: 'upstream overloaded' };
        return true;
      });
      for (let i = 0; i < 3; i++) {
        const res = await request(srv.url).get('/api/events');
        expect(res.status).toBe(503);
        expect(res.body).toEqual({ message: 'upstream overloaded' }); // relayed while the circuit is closed
      }
      expect(app.breakers.events.opened).toBe(true);

      flaky.setResponder(undefined); // the service has recovered, but the circuit stays open until resetTimeout
      const calls = flaky.apiRequests().length;
      const started = Date.now();
      const res = await request(srv.url).get('/api/events');
      expect(res.status).toBe(503);
      expect(res.body).toEqual({ message: 'The events service is temporarily unavailable', code: 'UNAVAILABLE' });
      expect(res.headers['retry-after']).toBe('60');
      expect(Date.now() - started).toBeLessThan(1000);
      expect(flaky.apiRequests().length).toBe(calls);

      // Other services have their own breakers.
      expect((await request(srv.url).get('/api/dealers-lean')).status).toBe(200);
    } finally {
      await srv.close();
      await app.dispose();
      await flaky.close();
    }
  });

  it("also guards the BFF's own identity calls: login answers 503 when identity is down", async () => {
    await withBff(testConfig({ upstreams: { identity: await deadUrl(), events: events.url, payouts: payouts.url } }), async (url) => {
      const res = await request(url).post('/api/login').send({ email: 'rider@example.com', password: PASSWORD });
      expect(res.status).toBe(503);
      expect(res.body).toEqual({ message: 'The identity service is temporarily unavailable', code: 'UNAVAILABLE' });
    });
  });
});
