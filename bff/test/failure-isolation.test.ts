import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { BreakerSettings } from '../src/config.js';
import { HASHING_IN_FLIGHT, HASHING_QUEUE } from '../src/identity-client.js';
import { PASSWORD, bffWithFakes, browser, signedIn } from './helpers.js';

// A login flood or a frozen service must not take everything else down with it.
// Short timeouts so the freezes below fail in a fraction of a second, as they would in seconds in production. Not the
// hashing lane's: the bulkhead tests hold frozen sign-ins in flight while they send one more, and on a busy machine
// more than 400 ms could pass in between, the held calls time out, free their places, and the next one is let through.
const BREAKER: BreakerSettings = {
  errorThresholdPercentage: 50,
  volumeThreshold: 5,
  resetTimeoutMs: 60_000,
  windowMs: 30_000,
  timeouts: { read: 400, write: 400, upload: 400, session: 300, hashing: 15_000 },
};

let stack: Awaited<ReturnType<typeof bffWithFakes>>;
/** Releases every frozen call (so servers can close). */
const thaw: Array<() => void> = [];
const frozen = () => new Promise<boolean>((resolve) => thaw.push(() => resolve(false)));

beforeAll(async () => {
  stack = await bffWithFakes({ breaker: BREAKER });
});
afterEach(() => {
  for (const release of thaw.splice(0)) release();
  stack.identity.setResponder(undefined);
  stack.events.setResponder(undefined);
  stack.payouts.setResponder(undefined);
  for (const breaker of Object.values(stack.bff.breakers)) breaker.close();
});
afterAll(async () => {
  for (const release of thaw.splice(0)) release();
  await stack.close();
});

const timed = async <T>(run: () => Promise<T>): Promise<{ value: T; ms: number }> => {
  const started = performance.now();
  const value = await run();
  return { value, ms: performance.now() - started };
};

describe('a login flood', () => {
  it('that makes identity fail its logins opens only the hashing lane: signed-in reads keep answering 200', async () => {
    const rider = await signedIn(stack.url, 'rider@example.com');
    // From now on identity's login fails (overloaded hashing answering 503s); everything else of identity is fine.
    stack.identity.setResponder((ctx) => {
      if (ctx.path !== '/internal/auth/login') return false;
      ctx.status = 503;
      ctx.body = { code: 'UNAVAILABLE', message: 'overloaded' };
      return true;
    });
    const flood = await Promise.all(Array.from({ length: 40 }, (_, i) => browser(stack.url).post('/api/login').send({ email: `flood-${i}@example.com`, password: 'x' })));
    expect(flood.every((r) => r.status === 503)).toBe(true);
    expect(stack.bff.breakers['identity-hashing'].opened).toBe(true);
    expect(stack.bff.breakers['identity-session'].opened).toBe(false);
    expect(stack.bff.breakers.identity.opened).toBe(false);
    for (let i = 0; i < 10; i++) {
      const { value, ms } = await timed(() => rider.get('/api/rider/credit-redemptions'));
      expect(value.status).toBe(200);
      expect(ms).toBeLessThan(1000);
      expect((await rider.get('/api/session')).body).toMatchObject({ authenticated: true, type: 'rider' });
    }
  });

  it('is shed at the BFF once the hashing bulkhead is full: 503 LOGIN_BUSY at once, while session reads go on', async () => {
    const rider = await signedIn(stack.url, 'rider@example.com');
    stack.identity.setResponder((ctx) => (ctx.path === '/internal/auth/login' ? frozen() : false));
    const capacity = HASHING_IN_FLIGHT + HASHING_QUEUE;
    const held = Array.from({ length: capacity }, (_, i) => browser(stack.url).post('/api/login').send({ email: `held-${i}@example.com`, password: 'x' }).then((r) => r));
    await expect.poll(() => stack.identity.seen.filter((r) => r.url === '/internal/auth/login').length >= HASHING_IN_FLIGHT).toBe(true);
    const { value: shed, ms } = await timed(() => browser(stack.url).post('/api/login').send({ email: 'one-more@example.com', password: PASSWORD }));
    expect(shed.status).toBe(503);
    expect(shed.body).toMatchObject({ code: 'LOGIN_BUSY', details: { seconds: 2 } });
    expect(shed.headers['retry-after']).toBe('2');
    // Not after waiting for the held calls (they never end) nor for a timeout (that would be UNAVAILABLE).
    expect(ms).toBeLessThan(1000);
    expect((await rider.get('/api/rider/credit-redemptions')).status).toBe(200);
    // The queued sign-ins reach identity once the held ones end: answered at once from now on.
    stack.identity.setResponder(undefined);
    for (const release of thaw.splice(0)) release();
    await Promise.all(held);
  });

  it("relays identity's own LOGIN_BUSY (its hashing pool is full) with Retry-After, and never counts it against the breaker", async () => {
    stack.identity.setResponder((ctx) => {
      if (ctx.path !== '/internal/auth/login') return false;
      ctx.status = 503;
      ctx.set('Retry-After', '2');
      ctx.body = { code: 'LOGIN_BUSY', message: 'Many people are signing in right now. Please try again in a few seconds.', details: { seconds: 2 } };
      return true;
    });
    for (let i = 0; i < 12; i++) {
      const res = await browser(stack.url).post('/api/login').send({ email: `busy-${i}@example.com`, password: 'x' });
      expect(res.status).toBe(503);
      expect(res.body.code).toBe('LOGIN_BUSY');
      expect(res.headers['retry-after']).toBe('2');
    }
    expect(stack.bff.breakers['identity-hashing'].opened).toBe(false);
  });

  it('holds at most 4 sign-ins of one address in flight: the rest are shed before any password is hashed', async () => {
    stack.identity.setResponder((ctx) => (ctx.path === '/internal/auth/login' ? frozen() : false));
    const agent = browser(stack.url);
    const held = Array.from({ length: 4 }, (_, i) => agent.post('/api/login').send({ email: `one-address-${i}@example.com`, password: 'x' }).then((r) => r));
    await expect.poll(() => stack.identity.seen.filter((r) => r.url === '/internal/auth/login' && r.body.includes('one-address-')).length).toBe(4);
    const fifth = await agent.post('/api/login').send({ email: 'one-address-5@example.com', password: 'x' });
    expect(fifth.status).toBe(503);
    expect(fifth.body.code).toBe('LOGIN_BUSY');
    // Another address is not held back.
    stack.identity.setResponder(undefined);
    expect((await browser(stack.url).post('/api/login').send({ email: 'rider@example.com', password: PASSWORD })).status).toBe(200);
    for (const release of thaw.splice(0)) release();
    await Promise.all(held);
  });
});

describe('a frozen service', () => {
  it('fails a read within its timeout (503 UNAVAILABLE), then fast once the breaker opens; other services are untouched', async () => {
    const rider = await signedIn(stack.url, 'rider@example.com');
    stack.payouts.setResponder(() => frozen());
    // Until the failures outweigh the window's earlier successes (at least volumeThreshold of them).
    for (let i = 0; i < 5 || (!stack.bff.breakers.payouts.opened && i < 20); i++) {
      const { value, ms } = await timed(() => rider.get('/api/rider/wallet'));
      expect(value.status).toBe(503);
      expect(value.body).toEqual({ code: 'UNAVAILABLE', message: 'The payouts service is temporarily unavailable' });
      expect(ms).toBeGreaterThanOrEqual(BREAKER.timeouts.read - 50);
      expect(ms).toBeLessThan(BREAKER.timeouts.read + 1000);
    }
    expect(stack.bff.breakers.payouts.opened).toBe(true);
    const { value: fast, ms } = await timed(() => rider.get('/api/rider/wallet'));
    expect(fast.status).toBe(503);
    expect(fast.headers['retry-after']).toBe(String(BREAKER.resetTimeoutMs / 1000));
    expect(ms).toBeLessThan(BREAKER.timeouts.read);
    expect((await rider.get('/api/events')).status).toBe(200);
    expect((await rider.get('/api/session')).body).toMatchObject({ authenticated: true });
  });

  it("fails a signed-in request within the session timeout when identity's user read hangs, and only that lane opens", async () => {
    // A stack of its own: the shared one's window is full of earlier successful session reads.
    const own = await bffWithFakes({ breaker: BREAKER });
    try {
      const rider = await signedIn(own.url, 'rider@example.com');
      own.identity.setResponder((ctx) => (ctx.path.startsWith('/internal/users/') && ctx.method === 'GET' ? frozen() : false));
      for (let i = 0; i < 5 || (!own.bff.breakers['identity-session'].opened && i < 20); i++) {
        const { value, ms } = await timed(() => rider.get('/api/rider/credit-redemptions'));
        expect(value.status).toBe(503);
        expect(value.body.code).toBe('UNAVAILABLE');
        expect(ms).toBeLessThan(BREAKER.timeouts.session + 1000);
      }
      expect(own.bff.breakers['identity-session'].opened).toBe(true);
      expect(own.bff.breakers['identity-hashing'].opened).toBe(false);
      // Anonymous pages and sign-in do not need the session lane.
      expect((await browser(own.url).get('/api/events')).status).toBe(200);
      expect((await browser(own.url).post('/api/login').send({ email: 'promoter@example.com', password: PASSWORD })).status).toBe(200);
    } finally {
      for (const release of thaw.splice(0)) release();
      await own.close();
    }
  });
});
