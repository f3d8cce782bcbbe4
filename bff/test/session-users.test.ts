import { InProcessQueue, createLogger } from '@rr/server-kit';
import { Redis } from 'ioredis';
// The answers of the BFF's own routes are checked against the operation catalog (browsers.ts).
import { checked as request } from './browsers.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserRecord } from '../src/identity-client.js';
import { type SessionUserStore, memorySessionUsers, redisSessionUsers } from '../src/session-users.js';
import { hearUserChanges } from '../src/user-changes.js';
import { signedIn } from './helpers.js';
import { bffForFile } from './with-bff.js';

// docs/accounts.md "Session validity": the users of sessions are kept between requests, and dropped when identity
// announces a change (user.changed) or when the caller changes themselves through the BFF.
const stack = bffForFile({ sessionUserMaxAgeMs: 30_000 }, { hearsUserChanges: true });
const queue = new InProcessQueue({ logger: createLogger('test-queue', 'silent'), backoffMs: 10 });
beforeAll(() => hearUserChanges(queue, stack.bff.sessionUsers, createLogger('bff', 'silent')));
afterAll(() => queue.close());

const userReads = (id: string) => stack.identity.seen.filter((r) => r.method === 'GET' && r.url === `/internal/users/${id}`).length;
let messages = 0;
const announce = async (...userIds: string[]) => {
  await queue.publish({ id: `m-${(messages += 1)}`, topic: 'user.changed', payload: { userIds }, occurredAt: new Date().toISOString() });
  await queue.drain();
};

describe('the users of signed-in sessions, kept', () => {
  it('reads identity once for many signed-in requests, and anew after a user.changed about them', async () => {
    const rider = await signedIn(stack.url, 'rider@example.com');
    const before = userReads('r1');
    for (let i = 0; i < 5; i += 1) expect((await rider.get('/api/session')).body).toMatchObject({ authenticated: true, type: 'rider' });
    expect((await rider.get('/api/rider/credit-redemptions')).status).toBe(200);
    expect(userReads('r1') - before).toBeLessThanOrEqual(1);

    const kept = userReads('r1');
    await announce('someone-else');
    expect((await rider.get('/api/session')).status).toBe(200);
    expect(userReads('r1')).toBe(kept);
    await announce('r1');
    expect((await rider.get('/api/session')).status).toBe(200);
    expect(userReads('r1')).toBe(kept + 1);
  });

  it('ends a deactivated user’s session on the request after the message: 403 DEACTIVATED, the service not called', async () => {
    const promoter = await signedIn(stack.url, 'promoter@example.com');
    expect((await promoter.get('/api/promoter/events')).status).toBe(200);
    stack.identity.deactivate('p1');
    try {
      await announce('p1');
      const calls = stack.events.apiRequests().length;
      const res = await promoter.get('/api/promoter/events');
      expect([res.status, res.body.code]).toEqual([403, 'DEACTIVATED']);
      expect(stack.events.apiRequests().length).toBe(calls);
    } finally {
      stack.identity.users.get('p1')!.deActivated = false;
      await announce('p1');
    }
  });

  it('shows the caller’s own change made through the BFF on their next request, before any message', async () => {
    const rider = await signedIn(stack.url, 'rider@example.com');
    expect((await rider.get('/api/session')).status).toBe(200);
    const kept = userReads('r1');
    const user = stack.identity.users.get('r1')!;
    const name = user.fullName;
    try {
      user.fullName = 'Renamed Rider';
      expect((await rider.put('/api/rider/rider/r1').send({ firstName: 'Renamed' })).status).toBe(200);
      expect((await rider.get('/api/session')).body.user.fullName).toBe('Renamed Rider');
      expect(userReads('r1')).toBe(kept + 1);
      // A change refused by identity, or a read, drops nothing.
      expect((await rider.get('/api/rider/rider/r1')).status).toBe(200);
      expect((await rider.get('/api/session')).status).toBe(200);
      expect(userReads('r1')).toBe(kept + 1);
    } finally {
      user.fullName = name;
      await announce('r1');
    }
  });

  it('drops the users identity’s answer names before the administrator sees it, and never passes the header on', async () => {
    const promoter = await signedIn(stack.url, 'promoter@example.com');
    expect((await promoter.get('/api/promoter/events')).status).toBe(200);
    const admin = await signedIn(stack.url, 'admin@example.com');
    stack.identity.setResponder((ctx) => {
      if (ctx.method !== 'PUT' || ctx.path !== '/api/admin/promoter/p1/activation') return false;
      stack.identity.deactivate('p1');
      ctx.set('x-rr-users-changed', 'p1');
      ctx.body = { ok: true };
      return true;
    });
    try {
      const off = await admin.put('/api/admin/promoter/p1/activation').send({ deActivated: true });
      expect(off.status).toBe(200);
      expect(off.headers['x-rr-users-changed']).toBeUndefined();
      // No message: the answer alone dropped the copy.
      expect((await promoter.get('/api/promoter/events')).body.code).toBe('DEACTIVATED');
    } finally {
      stack.identity.setResponder(undefined);
      stack.identity.users.get('p1')!.deActivated = false;
      await announce('p1');
    }
  });

  it('skips a message without user ids, and keeps hearing the next ones', async () => {
    const rider = await signedIn(stack.url, 'rider@example.com');
    await rider.get('/api/session');
    const kept = userReads('r1');
    await queue.publish({ id: 'm-bad', topic: 'user.changed', payload: { users: ['r1'] }, occurredAt: new Date().toISOString() });
    await queue.drain();
    await rider.get('/api/session');
    expect(userReads('r1')).toBe(kept);
    await announce('r1');
    await rider.get('/api/session');
    expect(userReads('r1')).toBe(kept + 1);
  });

  it('answers anonymous callers without identity, as before', async () => {
    const before = stack.identity.seen.length;
    expect((await request(stack.url).get('/api/session')).body).toEqual({ authenticated: false });
    expect(stack.identity.seen.length).toBe(before);
  });
});

const record = (id: string, name: string): UserRecord => ({
  user: { _id: id, type: 'rider', email: `${id}@example.com`, emailVerified: true, deActivated: false, fullName: name },
  sessionsValidAfter: null,
});

/** What both stores promise; `advance` moves their clock (Redis: waits). */
function storeContract(name: string, make: () => SessionUserStore, advance: (ms: number) => Promise<void>) {
  describe(name, () => {
    it('keeps a copy for the maximum age, then not', async () => {
      const store = make();
      const { mark } = await store.read('u1');
      await store.write('u1', record('u1', 'Ann'), mark, 200);
      expect((await store.read('u1')).record?.user.fullName).toBe('Ann');
      await advance(250);
      expect((await store.read('u1')).record).toBeUndefined();
    });

    it('drops a copy, and never keeps one read before a drop that came while identity answered', async () => {
      const store = make();
      const first = await store.read('u2');
      await store.write('u2', record('u2', 'Old'), first.mark, 10_000);
      await store.forget(['u2']);
      expect((await store.read('u2')).record).toBeUndefined();

      const racing = await store.read('u2');
      await advance(1);
      await store.forget(['u2']); // the change landed while identity was answering the old user
      await store.write('u2', record('u2', 'Old'), racing.mark, 10_000);
      expect((await store.read('u2')).record).toBeUndefined();

      await advance(1);
      const after = await store.read('u2');
      await store.write('u2', record('u2', 'New'), after.mark, 10_000);
      expect((await store.read('u2')).record?.user.fullName).toBe('New');
    });
  });
}

let clock = 1_000_000;
storeContract('in this process', () => memorySessionUsers({ now: () => clock }), async (ms) => void (clock += ms));

describe.skipIf(!process.env.REDIS_URL)('in Redis', () => {
  const redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', { lazyConnect: true });
  afterAll(() => redis.quit());
  let n = 0;
  storeContract('shared by the replicas', () => redisSessionUsers(redis, `http://identity-${process.pid}-${(n += 1)}`), (ms) => new Promise((r) => setTimeout(r, ms)));

  it('keeps BFFs of different identities apart', async () => {
    const a = redisSessionUsers(redis, `http://a-${process.pid}`);
    const b = redisSessionUsers(redis, `http://b-${process.pid}`);
    await a.write('u3', record('u3', 'A'), (await a.read('u3')).mark, 10_000);
    expect((await b.read('u3')).record).toBeUndefined();
  });
});
