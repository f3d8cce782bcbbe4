import { availableParallelism } from 'node:os';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ERRORS } from '@rr/server-kit';
import { loadIdentityConfig } from '../src/config.js';
import { configureHashing, DEFAULT_HASHING, hashingPool } from '../src/domain/secrets.js';
import { aRider, PASSWORD } from './factories.js';
import { asService, startTestService, type TestService } from './helpers.js';

// Hashing made slow on purpose and without CPU (so the test machine's load cannot decide it): a verify holds its
// pool slot for 300 ms and matches only PASSWORD. `hash` stays the real one (the factories hash PASSWORD).
const SLOW_VERIFY_MS = 300;
vi.mock('argon2', async (importOriginal) => {
  const real = ((await importOriginal()) as { default: typeof import('argon2') }).default;
  const slow = {
    ...real,
    verify: async (_hash: string, plain: string) => {
      await new Promise((resolve) => setTimeout(resolve, SLOW_VERIFY_MS));
      return plain === 'Password1';
    },
  };
  return { ...slow, default: slow };
});

describe('password hashing capacity', () => {
  let service: TestService;
  let riderId: string;

  beforeAll(async () => {
    configureHashing(DEFAULT_HASHING);
    service = await startTestService('hashing');
    riderId = await aRider(service.db, service.outbox, { email: 'flood.target@example.com' });
  });
  afterAll(() => service.close());

  const timed = async <T>(call: () => Promise<T>) => {
    const started = performance.now();
    const result = await call();
    return { result, ms: performance.now() - started };
  };

  it('a burst of 40 sign-ins sheds the excess fast with 503 LOGIN_BUSY while a session re-read answers at once', async () => {
    const header = await asService();
    const most = { active: 0, waiting: 0 };
    const sampler = setInterval(() => {
      most.active = Math.max(most.active, hashingPool().active);
      most.waiting = Math.max(most.waiting, hashingPool().waiting);
    }, 5);
    const logins = Array.from({ length: 40 }, (_, i) =>
      timed(() => service.request.post('/internal/auth/login').set(...header).send({ email: 'flood.target@example.com', password: `Wrong-${i}` })),
    );
    // Let the burst reach the pool, then re-read the signed-in user as the BFF does on every request.
    await new Promise((resolve) => setTimeout(resolve, 100));
    const reread = await timed(() => service.request.get(`/internal/users/${riderId}`).set(...header));
    const answers = await Promise.all(logins);
    clearInterval(sampler);

    expect(reread.result.status).toBe(200);
    expect(reread.result.body.user._id).toBe(riderId);
    // A generous bound: the whole suite may share two CPUs with this test.
    expect(reread.ms).toBeLessThan(2000);

    const busy = answers.filter(({ result }) => result.status === 503);
    const checked = answers.filter(({ result }) => result.status === 401);
    expect(busy.length + checked.length).toBe(40);
    // Never more than HASH_CONCURRENCY hashing and HASH_QUEUE waiting; the rest was refused at once, long before even
    // one slow verify would end (how many got in depends on how the burst arrives; the database lookup spreads it).
    expect(most).toEqual({ active: DEFAULT_HASHING.concurrency, waiting: DEFAULT_HASHING.loginQueue });
    expect(checked.length).toBeGreaterThanOrEqual(DEFAULT_HASHING.concurrency);
    expect(busy.filter(({ ms }) => ms < 1000).length).toBeGreaterThanOrEqual(10);
    for (const { result, ms } of busy) {
      expect(result.body).toEqual({ code: 'LOGIN_BUSY', message: ERRORS.LOGIN_BUSY.message, details: { seconds: 2 } });
      expect(result.headers['retry-after']).toBe('2');
      // An admitted sign-in that still found no slot gave up after about 2 s.
      expect(ms).toBeLessThan(4000);
    }
    for (const { result } of checked) expect(result.body.code).toBe('LOGIN_FAILED');
    expect(hashingPool().active).toBe(0);
    expect(hashingPool().waiting).toBe(0);
  });

  it('signs in normally once the flood is over', async () => {
    const res = await service.request.post('/internal/auth/login').set(...(await asService())).send({ email: 'flood.target@example.com', password: PASSWORD });
    expect(res.status).toBe(200);
    expect(res.body.user._id).toBe(riderId);
  });

  it('the configuration sets the pool (HASH_CONCURRENCY, HASH_QUEUE) and refuses nonsense', () => {
    expect(loadIdentityConfig({}).hashing).toEqual({ concurrency: Math.min(2, Math.max(1, availableParallelism() - 1)), loginQueue: 8 });
    expect(loadIdentityConfig({ HASH_CONCURRENCY: '3', HASH_QUEUE: '0' }).hashing).toEqual({ concurrency: 3, loginQueue: 0 });
    expect(() => loadIdentityConfig({ HASH_CONCURRENCY: '0' })).toThrow(/HASH_CONCURRENCY/);
    expect(() => loadIdentityConfig({ HASH_CONCURRENCY: 'many' })).toThrow(/HASH_CONCURRENCY/);
    expect(() => loadIdentityConfig({ HASH_QUEUE: '-1' })).toThrow(/HASH_QUEUE/);
  });
});
