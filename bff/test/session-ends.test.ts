import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bffWithFakes, cookieValue, signedIn } from './helpers.js';

/**
 * A sign-in that ended stays ended: a request that started before the logout (or before a rotation) and finishes after
 * it must not sign the browser in again by saving its copy of the session — the cookie itself without a store, the
 * store's entry with Redis. Both ways of keeping sessions, the second when REDIS_URL is set.
 */
describe.each([
  ['signed cookies (the embedded default)', undefined],
  ['Redis', process.env.REDIS_URL],
] as const)('sessions in %s', (_mode, redisUrl) => {
  let stack: Awaited<ReturnType<typeof bffWithFakes>>;
  beforeAll(async () => {
    if (_mode === 'Redis' && !redisUrl) return;
    stack = await bffWithFakes(redisUrl ? { redisUrl } : {});
  });
  afterAll(async () => {
    await stack?.close();
  });

  /** Holds identity's user reads until released (the slow part of a signed-in request); tells when one arrived. */
  function holdUserReads() {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let arrived!: () => void;
    const reached = new Promise<void>((resolve) => (arrived = resolve));
    stack.identity.setResponder(async (ctx) => {
      if (ctx.method === 'GET' && ctx.path.startsWith('/internal/users/')) {
        arrived();
        await gate;
      }
      return false;
    });
    return {
      reached,
      release() {
        stack.identity.setResponder(undefined);
        release();
      },
    };
  }

  it.skipIf(_mode === 'Redis' && !redisUrl)('a request in flight when the user logs out does not sign them in again', async () => {
    const rider = await signedIn(stack.url, 'rider@example.com');
    const held = holdUserReads();
    // supertest sends a request when it is awaited or then'd: this one is sent now and answered later.
    const late = rider.get('/api/rider/credit-redemptions').then((res) => res);
    await held.reached;

    const logout = await rider.get('/api/logout');
    expect(logout.status).toBe(302);
    held.release();
    const answered = await late;
    // The late answer saves nothing of the ended sign-in: no cookie that would bring it back.
    expect(cookieValue(answered.headers['set-cookie'], 'rr.sid') ?? '').toBe('');

    const session = await rider.get('/api/session');
    expect(session.body).toEqual({ authenticated: false });
    expect((await rider.get('/api/rider/credit-redemptions')).status).toBe(401);
  });

  it.skipIf(_mode === 'Redis' && !redisUrl)('a copy of an ended sign-in, sent again, is signed out', async () => {
    const rider = await signedIn(stack.url, 'rider@example.com');
    const copy = (await rider.get('/api/session')).headers['set-cookie'];
    const cookies = (Array.isArray(copy) ? copy : [copy ?? '']).map((line) => line.split(';')[0]).join('; ');
    await rider.get('/api/logout');
    const replay = await rider.get('/api/session').set('Cookie', cookies);
    expect(replay.body).toEqual({ authenticated: false });
  });
});
