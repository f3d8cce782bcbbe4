import { createHmac, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// The answers of the BFF's own routes are checked against the operation catalog (browsers.ts).
import { checked as request } from './browsers.js';
import { createBff, type BffApp } from '../src/app.js';
import { type Listening, PASSWORD, cookieValue, fakeService, listen, makeUsers, nextAddress, testConfig } from './helpers.js';

const OLD = 'old-session-key-old-session-key-old-session-key-1';
const NEW = 'new-session-key-new-session-key-new-session-key-2';
const REDIS_URL = process.env.REDIS_URL;

/** koa-session's cookie signature (keygrip: HMAC-SHA1 of `name=value`, base64url) under `key`. */
function signature(value: string, key: string): string {
  return createHmac('sha1', key)
    .update(`rr.sid=${value}`)
    .digest('base64')
    .replace(/\/|\+|=/g, (x) => ({ '/': '_', '+': '-', '=': '' })[x] ?? '');
}

/**
 * Rotating SESSION_KEYS without signing anyone out (docs/operations.md "Secrets"): OLD → "OLD,NEW" → "NEW,OLD" → NEW,
 * the BFF rolled at each step. Once NEW signs, every session seen is re-signed with it; dropping OLD later ends only
 * the sessions not seen since (with the idle timeout as the wait, none that was still alive). One BFF per step.
 */
describe(`SESSION_KEYS rotation (${REDIS_URL ? 'sessions in Redis' : 'signed-cookie sessions'})`, () => {
  const run = `-${randomUUID().slice(0, 8)}`;
  let identity: Awaited<ReturnType<typeof fakeService>>;
  const bffs: Array<{ app: BffApp; server: Listening }> = [];
  let before: string;
  /** The first step: the new key listed second (accepted, not yet signing), so pods still on [OLD] never see it signing. */
  let accepting: string;
  let rotated: string;
  let dropped: string;

  const start = async (sessionKeys: string[]) => {
    const app = createBff(testConfig({ sessionKeys, redisUrl: REDIS_URL, upstreams: { identity: identity.url, events: identity.url, payouts: identity.url } }));
    const server = await listen(app);
    bffs.push({ app, server });
    return server.url;
  };
  const login = async (url: string) => {
    const res = await request(url).post('/api/login').set('Content-Type', 'application/json').set('X-Forwarded-For', nextAddress()).send({ email: `rider${run}@example.com`, password: PASSWORD });
    expect(res.status).toBe(200);
    const value = cookieValue(res.headers['set-cookie'], 'rr.sid')!;
    return { value, sig: cookieValue(res.headers['set-cookie'], 'rr.sid.sig')! };
  };
  const session = (url: string, cookie: { value: string; sig: string }) => request(url).get('/api/session').set('Cookie', `rr.sid=${cookie.value}; rr.sid.sig=${cookie.sig}`);

  beforeAll(async () => {
    identity = await fakeService('identity', makeUsers(run));
    before = await start([OLD]);
    accepting = await start([OLD, NEW]);
    rotated = await start([NEW, OLD]);
    dropped = await start([NEW]);
  });
  afterAll(async () => {
    for (const { app, server } of bffs) {
      await server.close();
      await app.dispose();
    }
    await identity.close();
  });

  it('a session signed with the old key still works after the new key is prepended, and comes back signed with the new key', async () => {
    const cookie = await login(before);
    expect(cookie.sig).toBe(signature(cookie.value, OLD));
    const res = await session(rotated, cookie);
    expect(res.body).toMatchObject({ authenticated: true, type: 'rider' });
    const value = cookieValue(res.headers['set-cookie'], 'rr.sid')!;
    const sig = cookieValue(res.headers['set-cookie'], 'rr.sid.sig')!;
    expect(sig).toBe(signature(value, NEW));
    // Once the old key is dropped, the re-signed cookie still holds the session.
    const later = await session(dropped, { value, sig });
    expect(later.body).toMatchObject({ authenticated: true, type: 'rider' });
  });

  it('dropping the old key ends only the sessions not seen since the rotation', async () => {
    const seen = await login(before);
    const unseen = await login(before);
    const refreshed = await session(rotated, seen);
    const resigned = { value: cookieValue(refreshed.headers['set-cookie'], 'rr.sid')!, sig: cookieValue(refreshed.headers['set-cookie'], 'rr.sid.sig')! };
    expect((await session(dropped, resigned)).body).toMatchObject({ authenticated: true });
    expect((await session(dropped, unseen)).body).toEqual({ authenticated: false });
    // Still good wherever the old key is listed (a BFF pod not yet rolled).
    expect((await session(rotated, unseen)).body).toMatchObject({ authenticated: true });
  });

  it('a new login during the roll is signed with the new key and read by pods of either step', async () => {
    const fresh = await login(rotated);
    expect(fresh.sig).toBe(signature(fresh.value, NEW));
    expect((await session(dropped, fresh)).body).toMatchObject({ authenticated: true });
    // Pods of the first step (OLD still signing, NEW accepted) read it too: the second step's roll signs no one out.
    expect((await session(accepting, fresh)).body).toMatchObject({ authenticated: true });
  });

  it('the first step changes no cookie: pods still on the old key alone read what it signs', async () => {
    const cookie = await login(before);
    const res = await session(accepting, cookie);
    expect(res.body).toMatchObject({ authenticated: true });
    expect(res.headers['set-cookie']).toBeUndefined();
    expect((await session(before, cookie)).body).toMatchObject({ authenticated: true });
  });

  it('re-signs the whole cookie, with its expiry, on the first request after the new key signs', async () => {
    const cookie = await login(before);
    const res = await session(rotated, cookie);
    const lines = (res.headers['set-cookie'] as unknown as string[]).filter((line) => line.startsWith('rr.sid'));
    expect(lines).toHaveLength(2);
    for (const line of lines) expect(line).toMatch(/expires=.*httponly/i);
  });
});
