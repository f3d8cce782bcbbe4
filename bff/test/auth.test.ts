import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// The answers of the BFF's own routes are checked against the operation catalog (browsers.ts).
import { checked as request } from './browsers.js';
import { createBff, type BffApp } from '../src/app.js';
import {
  type Listening,
  PASSWORD,
  cookieLine,
  cookieValue,
  craftSessionCookie,
  fakeService,
  listen,
  makeUsers,
  testConfig,
} from './helpers.js';

type Fake = Awaited<ReturnType<typeof fakeService>>;
let identity: Fake;
let payouts: Fake;
let bff: BffApp;
let server: Listening;

beforeAll(async () => {
  identity = await fakeService('identity', makeUsers());
  payouts = await fakeService('payouts');
  const events = await fakeService('events');
  bff = createBff(testConfig({ upstreams: { identity: identity.url, events: events.url, payouts: payouts.url } }));
  server = await listen(bff);
});
afterAll(async () => {
  await server.close();
  await bff.dispose();
  await identity.close();
  await payouts.close();
});

const login = (agent: ReturnType<typeof request.agent>, email: string, password = PASSWORD) =>
  agent.post('/api/login').send({ email, password });

describe('POST /api/login', () => {
  it('signs a rider in, returning type and user, with an httpOnly SameSite=Lax session cookie', async () => {
    const res = await login(request.agent(server.url).set('Content-Type', 'application/json'), 'rider@example.com');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ type: 'rider', user: { _id: 'r1', fullName: 'Rita Rider' } });
    const line = cookieLine(res.headers['set-cookie'], 'rr.sid')?.toLowerCase() ?? '';
    expect(line).toContain('httponly');
    expect(line).toContain('samesite=lax');
    expect(line).toContain('path=/');
    expect(line).not.toContain('secure');
  });

  it('marks the session cookie Secure when the TLS proxy says https', async () => {
    const res = await request(server.url).post('/api/login').set('X-Forwarded-Proto', 'https').send({ email: 'rider@example.com', password: PASSWORD });
    expect(res.status).toBe(200);
    expect(cookieLine(res.headers['set-cookie'], 'rr.sid')?.toLowerCase()).toContain('secure');
  });

  it('issues a new session cookie on every login (store-backed id rotation is tested in redis-session.test.ts)', async () => {
    const agent = request.agent(server.url).set('Content-Type', 'application/json');
    const first = await login(agent, 'rider@example.com');
    const second = await login(agent, 'promoter@example.com');
    const a = cookieValue(first.headers['set-cookie'], 'rr.sid');
    const b = cookieValue(second.headers['set-cookie'], 'rr.sid');
    expect(a).toBeTruthy();
    expect(b).toBeTruthy();
    expect(b).not.toBe(a);
    expect((await agent.get('/api/session')).body).toMatchObject({ authenticated: true, type: 'promoter' });
  });

  it('answers 401 with the spec message for a wrong password, and sets no session', async () => {
    const res = await login(request.agent(server.url).set('Content-Type', 'application/json'), 'rider@example.com', 'wrong-password');
    expect(res.status).toBe(401);
    expect(res.body.message).toBe('No account with that email + password combination was found');
    expect(cookieValue(res.headers['set-cookie'], 'rr.sid')).toBeUndefined();
  });

  it('answers 403 with the deactivated message for a deactivated account', async () => {
    const res = await login(request.agent(server.url).set('Content-Type', 'application/json'), 'gone@example.com');
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ code: 'DEACTIVATED', message: 'Your account has been deactivated, please contact support' });
  });

  it('rejects a body without credentials with 400', async () => {
    const res = await request(server.url).post('/api/login').send({ email: 'rider@example.com' });
    expect(res.status).toBe(400);
  });

  it('calls identity with a service identity token', async () => {
    await login(request.agent(server.url).set('Content-Type', 'application/json'), 'rider@example.com');
    const call = identity.seen.filter((r) => r.url === '/internal/auth/login').at(-1);
    expect(call?.identity).toEqual({ sub: 'bff', typ: 'service' });
  });
});

describe('GET /api/session', () => {
  it('is unauthenticated without a session', async () => {
    const res = await request(server.url).get('/api/session');
    expect(res.body).toEqual({ authenticated: false });
  });

  it('returns the fresh user from identity, so changes show without logging in again', async () => {
    const agent = request.agent(server.url).set('Content-Type', 'application/json');
    await login(agent, 'rider@example.com');
    const rider = identity.users.get('r1')!;
    rider.fullName = 'Rita Renamed';
    try {
      const res = await agent.get('/api/session');
      expect(res.body).toMatchObject({ authenticated: true, type: 'rider', proxyHost: false, user: { _id: 'r1', fullName: 'Rita Renamed' } });
    } finally {
      rider.fullName = 'Rita Rider';
    }
  });

  it('ends the session once the account is deactivated', async () => {
    const agent = request.agent(server.url).set('Content-Type', 'application/json');
    await login(agent, 'promoter@example.com');
    const promoter = identity.users.get('p1')!;
    promoter.deActivated = true;
    try {
      const res = await agent.get('/api/session');
      expect(res.body).toMatchObject({ authenticated: false, problem: 'DEACTIVATED' });
      promoter.deActivated = false;
      expect((await agent.get('/api/session')).body).toEqual({ authenticated: false });
    } finally {
      promoter.deActivated = false;
    }
  });

  it('reports AUTH_INCONSISTENT and clears a session that lacks the user', async () => {
    const res = await request(server.url).get('/api/session').set('Cookie', craftSessionCookie({ type: 'rider', createdAt: Date.now() }));
    expect(res.body).toEqual({ authenticated: false, problem: 'AUTH_INCONSISTENT', message: 'We found an issue with your authentication, please login again. If this persists contact support' });
    expect(cookieValue(res.headers['set-cookie'], 'rr.sid')).toBe('');
  });

  it('reports AUTH_INCONSISTENT for a session that lacks the type', async () => {
    const res = await request(server.url).get('/api/session').set('Cookie', craftSessionCookie({ userId: 'r1', createdAt: Date.now() }));
    expect(res.body).toMatchObject({ authenticated: false, problem: 'AUTH_INCONSISTENT' });
  });

  it('accepts a well-formed crafted session (the cookie signing in these tests is real)', async () => {
    const res = await request(server.url).get('/api/session').set('Cookie', craftSessionCookie({ type: 'rider', userId: 'r1', createdAt: Date.now() }));
    expect(res.body).toMatchObject({ authenticated: true, type: 'rider' });
  });

  it('ends a session past the absolute timeout even while it is in use', async () => {
    const old = Date.now() - 13 * 3_600_000; // default absolute timeout is 12 h
    const cookie = craftSessionCookie({ type: 'rider', userId: 'r1', createdAt: old });
    expect((await request(server.url).get('/api/session').set('Cookie', cookie)).body).toEqual({ authenticated: false });
    expect((await request(server.url).get('/api/rider/credit-redemptions').set('Cookie', cookie)).status).toBe(401);
  });
});

describe('GET /api/logout', () => {
  it('ends the session and redirects to /login', async () => {
    const agent = request.agent(server.url).set('Content-Type', 'application/json');
    await login(agent, 'rider@example.com');
    const res = await agent.get('/api/logout').redirects(0);
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe('/login');
    expect((await agent.get('/api/session')).body).toEqual({ authenticated: false });
    expect((await agent.get('/api/rider/credit-redemptions')).status).toBe(401);
  });
});

describe('impersonation (proxy)', () => {
  it('lets an admin act as a rider, tells services who really acts, and returns to the admin', async () => {
    const agent = request.agent(server.url).set('Content-Type', 'application/json');
    const adminLogin = await login(agent, 'admin@example.com');
    const start = await agent.post('/api/admin/proxy/rider/r1');
    expect(start.status).toBe(200);
    expect(start.body).toMatchObject({ authenticated: true, type: 'rider', proxyHost: true, user: { _id: 'r1' } });
    expect(cookieValue(start.headers['set-cookie'], 'rr.sid')).not.toBe(cookieValue(adminLogin.headers['set-cookie'], 'rr.sid'));

    expect((await agent.get('/api/session')).body).toMatchObject({ authenticated: true, type: 'rider', proxyHost: true });
    const proxied = await agent.get('/api/rider/credit-redemptions');
    expect(proxied.status).toBe(200);
    expect(payouts.seen.at(-1)?.identity).toEqual({ sub: 'r1', typ: 'rider', imp: 'a1' });
    expect((await agent.get('/api/admin/aggregates/summary')).status).toBe(403);

    const back = await agent.post('/api/proxy-remove');
    expect(back.status).toBe(200);
    expect(back.body).toMatchObject({ authenticated: true, type: 'admin', proxyHost: false, user: { _id: 'a1' } });
  });

  it('refuses impersonation to non-admins and of the wrong user type', async () => {
    const rider = request.agent(server.url).set('Content-Type', 'application/json');
    await login(rider, 'rider@example.com');
    expect((await rider.post('/api/admin/proxy/promoter/p1')).body).toMatchObject({ code: 'PROXY_NOT_ALLOWED' });

    const admin = request.agent(server.url).set('Content-Type', 'application/json');
    await login(admin, 'admin@example.com');
    expect((await admin.post('/api/admin/proxy/dealer/r1')).status).toBe(404);
    expect((await admin.post('/api/admin/proxy/admin/a1')).status).toBe(403);
    expect((await admin.post('/api/proxy-remove')).body).toMatchObject({ type: 'admin', proxyHost: false });
  });
});
