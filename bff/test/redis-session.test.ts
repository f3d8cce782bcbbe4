import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// The answers of the BFF's own routes are checked against the operation catalog (browsers.ts).
import { checked as request } from './browsers.js';
import { Redis } from 'ioredis';
import { createBff, type BffApp } from '../src/app.js';
import { type Listening, PASSWORD, cookieValue, fakeService, listen, makeUsers, testConfig } from './helpers.js';

const REDIS_URL = process.env.REDIS_URL;

describe.skipIf(!REDIS_URL)('sessions in Redis (REDIS_URL set)', () => {
  // Unique ids so parallel runs against one Redis do not meet.
  const run = `-${randomUUID().slice(0, 8)}`;
  let identity: Awaited<ReturnType<typeof fakeService>>;
  let bff: BffApp;
  let server: Listening;
  let redis: Redis;

  beforeAll(async () => {
    identity = await fakeService('identity', makeUsers(run));
    bff = createBff(testConfig({ redisUrl: REDIS_URL, upstreams: { identity: identity.url, events: identity.url, payouts: identity.url } }));
    server = await listen(bff);
    redis = new Redis(REDIS_URL!);
  });
  afterAll(async () => {
    await server.close();
    await bff.dispose();
    await identity.close();
    await redis.quit();
  });

  async function login(agent = request.agent(server.url).set('Content-Type', 'application/json')) {
    const res = await agent.post('/api/login').send({ email: `rider${run}@example.com`, password: PASSWORD });
    expect(res.status).toBe(200);
    const id = cookieValue(res.headers['set-cookie'], 'rr.sid');
    expect(id).toBeTruthy();
    return { agent, id: id! };
  }

  it('keeps only an id in the cookie and the session in Redis, expiring with the idle timeout', async () => {
    const { id } = await login();
    const stored = JSON.parse((await redis.get(`rr:sess:${id}`)) ?? 'null');
    expect(stored).toMatchObject({ type: 'rider', userId: `r1${run}` });
    const ttl = await redis.pttl(`rr:sess:${id}`);
    expect(ttl).toBeGreaterThan(59 * 60_000); // default idle timeout: 60 minutes
    expect(ttl).toBeLessThanOrEqual(61 * 60_000 + 10_000); // and the minute between two saves (below)
    expect(await redis.sismember(`rr:user-sessions:r1${run}`, id)).toBe(1);
  });

  it('writes a session in use again only once its last save is a minute old', async () => {
    const { agent, id } = await login();
    const key = `rr:sess:${id}`;
    // A shortened expiry shows whether a request saved the session again (each save sets it a full 61 minutes ahead).
    await redis.pexpire(key, 30 * 60_000);
    const saved = await redis.get(key);
    const soon = await agent.get('/api/session');
    expect(soon.body.authenticated).toBe(true);
    expect(soon.headers['set-cookie']).toBeUndefined();
    expect(await redis.pttl(key)).toBeLessThanOrEqual(30 * 60_000);
    expect(await redis.get(key)).toBe(saved);

    // The same session as if saved 61 seconds ago: the next request saves it, with a fresh expiry and cookie.
    const stored = JSON.parse(saved!) as { _expire: number; _maxAge: number };
    await redis.set(key, JSON.stringify({ ...stored, _expire: Date.now() - 61_000 + stored._maxAge }), 'PX', 30 * 60_000);
    const later = await agent.get('/api/session');
    expect(later.body.authenticated).toBe(true);
    expect(cookieValue(later.headers['set-cookie'], 'rr.sid')).toBe(id);
    expect(await redis.pttl(key)).toBeGreaterThan(61 * 60_000 - 5_000);
    expect((JSON.parse((await redis.get(key))!) as { _expire: number })._expire).toBeGreaterThan(Date.now() + 61 * 60_000 - 5_000);
  });

  it('rotates the session id at login and destroys the old one', async () => {
    const { agent, id: first } = await login();
    const { id: second } = await login(agent);
    expect(second).not.toBe(first);
    expect(await redis.exists(`rr:sess:${first}`)).toBe(0);
    expect(await redis.exists(`rr:sess:${second}`)).toBe(1);
    // Replaying the old cookie (e.g. a fixated one) gives no session.
    const replay = await request(server.url).get('/api/session').set('Cookie', `rr.sid=${first}; rr.sid.sig=${await sigOf(agent)}`);
    expect(replay.body).toEqual({ authenticated: false });
  });

  it('logout destroys the stored session', async () => {
    const { agent, id } = await login();
    await agent.get('/api/logout').redirects(0);
    expect(await redis.exists(`rr:sess:${id}`)).toBe(0);
    expect(await redis.sismember(`rr:user-sessions:r1${run}`, id)).toBe(0);
  });

  it('revokes every session of a user at once', async () => {
    const a = await login();
    const b = await login();
    expect((await a.agent.get('/api/session')).body.authenticated).toBe(true);
    expect(await bff.revokeUserSessions(`r1${run}`)).toBeGreaterThanOrEqual(2);
    expect((await a.agent.get('/api/session')).body).toEqual({ authenticated: false });
    expect((await b.agent.get('/api/session')).body).toEqual({ authenticated: false });
  });

  it('revokes all sessions of a user found deactivated', async () => {
    const a = await login();
    const b = await login();
    const rider = identity.users.get(`r1${run}`)!;
    rider.deActivated = true;
    try {
      expect((await a.agent.get('/api/session')).body).toMatchObject({ authenticated: false, problem: 'DEACTIVATED' });
      expect(await redis.exists(`rr:sess:${b.id}`)).toBe(0);
    } finally {
      rider.deActivated = false;
    }
  });

  it('stores authAt with the session and rotates the id at impersonation start and stop', async () => {
    const agent = request.agent(server.url).set('Content-Type', 'application/json');
    const login = await agent.post('/api/login').send({ email: `admin${run}@example.com`, password: PASSWORD });
    const adminId = cookieValue(login.headers['set-cookie'], 'rr.sid')!;
    const stored = JSON.parse((await redis.get(`rr:sess:${adminId}`)) ?? 'null');
    expect(stored).toMatchObject({ type: 'admin', userId: `a1${run}`, authAt: expect.any(Number), createdAt: expect.any(Number) });
    const start = await agent.post(`/api/admin/proxy/rider/r1${run}`);
    const proxyId = cookieValue(start.headers['set-cookie'], 'rr.sid')!;
    expect(proxyId).not.toBe(adminId);
    expect(await redis.exists(`rr:sess:${adminId}`)).toBe(0);
    // An impersonation session is the administrator's: indexed under the admin only.
    expect(await redis.sismember(`rr:user-sessions:a1${run}`, proxyId)).toBe(1);
    expect(await redis.sismember(`rr:user-sessions:r1${run}`, proxyId)).toBe(0);
    const stop = await agent.post('/api/proxy-remove');
    const backId = cookieValue(stop.headers['set-cookie'], 'rr.sid')!;
    expect(backId).not.toBe(proxyId);
    expect(await redis.exists(`rr:sess:${proxyId}`)).toBe(0);
    expect(JSON.parse((await redis.get(`rr:sess:${backId}`)) ?? 'null')).toMatchObject({ type: 'admin', authAt: stored.authAt });
  });

  it("a rider's deactivation ends the rider's sessions but not an admin's impersonation of that rider", async () => {
    const own = await login();
    const admin = request.agent(server.url).set('Content-Type', 'application/json');
    await admin.post('/api/login').send({ email: `admin${run}@example.com`, password: PASSWORD });
    const proxied = cookieValue((await admin.post(`/api/admin/proxy/rider/r1${run}`)).headers['set-cookie'], 'rr.sid')!;
    const rider = identity.users.get(`r1${run}`)!;
    identity.deactivate(`r1${run}`);
    try {
      expect((await own.agent.get('/api/session')).body).toMatchObject({ problem: 'DEACTIVATED' });
      expect(await redis.exists(`rr:sess:${proxied}`)).toBe(1);
      expect((await admin.get('/api/session')).body).toMatchObject({ authenticated: true, proxyHost: true, user: { deActivated: true } });
    } finally {
      rider.deActivated = false;
      rider.sessionsValidAfter = null;
    }
  });

  it('after a password change deletes the stored sessions proved before it, keeping the one that made the change', async () => {
    const other = await login();
    const { agent, id } = await login();
    await new Promise((resolve) => setTimeout(resolve, 2));
    const res = await agent.put('/api/rider/rider/change-password').send({ currentPassword: PASSWORD, password: PASSWORD, confirmPassword: PASSWORD });
    expect(res.status).toBe(204);
    const rotated = cookieValue(res.headers['set-cookie'], 'rr.sid')!;
    expect(rotated).not.toBe(id);
    expect(await redis.exists(`rr:sess:${other.id}`)).toBe(0);
    expect(await redis.exists(`rr:sess:${id}`)).toBe(0);
    expect(await redis.exists(`rr:sess:${rotated}`)).toBe(1);
    expect((await agent.get('/api/session')).body).toMatchObject({ authenticated: true });
    expect((await other.agent.get('/api/session')).body).toEqual({ authenticated: false });
    identity.users.get(`r1${run}`)!.sessionsValidAfter = null;
  });

  it('a password change elsewhere deletes the older stored sessions when one of them is next seen', async () => {
    const a = await login();
    const b = await login();
    await new Promise((resolve) => setTimeout(resolve, 2));
    identity.changePasswordElsewhere(`r1${run}`);
    try {
      expect((await a.agent.get('/api/rider/credit-redemptions')).body.code).toBe('SESSION_ENDED');
      expect(await redis.exists(`rr:sess:${b.id}`)).toBe(0);
    } finally {
      identity.users.get(`r1${run}`)!.sessionsValidAfter = null;
    }
  });
});

/** The signature cookie the agent currently holds (signatures do not depend on the session id's freshness). */
async function sigOf(agent: ReturnType<typeof request.agent>): Promise<string> {
  const jar = (agent as unknown as { jar: { getCookie(name: string, opts: object): { value: string } | undefined } }).jar;
  return jar.getCookie('rr.sid.sig', { domain: '127.0.0.1', path: '/', secure: false, script: false })?.value ?? '';
}
