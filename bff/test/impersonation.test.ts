import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
// The answers of the BFF's own routes are checked against the operation catalog (browsers.ts).
import { checked as request } from './browsers.js';
import { type FakeUser, bffWithFakes, cookieValue, eventually, makeUsers, memoryLogger, signedIn } from './helpers.js';

// docs/accounts.md "Impersonation".
let stack: Awaited<ReturnType<typeof bffWithFakes>>;
let url: string;
const log = memoryLogger();

beforeAll(async () => {
  const users = makeUsers();
  const extra: FakeUser[] = [
    { _id: 'a2', type: 'admin', email: 'other-admin@example.com', firstName: 'Otto', lastName: 'Admin', deActivated: false, emailVerified: true },
    { _id: 'd2', type: 'dealer', email: 'dealer@example.com', name: 'Open Motors', deActivated: false, emailVerified: true },
  ];
  for (const user of extra) users.set(user._id, user);
  stack = await bffWithFakes({}, { users, logger: log.logger });
  url = stack.url;
});
afterAll(async () => {
  await stack.close();
});
afterEach(() => {
  stack.identity.setResponder(undefined);
});

const NOT_ALLOWED = { code: 'PROXY_NOT_ALLOWED', message: 'This user cannot be proxied' };
const auditOf = (actorId: string, action: string) => stack.identity.audit.filter((e) => e.actorId === actorId && e.action === action);

describe('starting', () => {
  it('rotates the session, answers like /api/session and records proxy.start with the admin as actor', async () => {
    const admin = await signedIn(url, 'admin@example.com');
    const before = stack.identity.audit.length;
    const res = await admin.post('/api/admin/proxy/dealer/d2');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ authenticated: true, type: 'dealer', user: expect.objectContaining({ _id: 'd2', name: 'Open Motors' }), proxyHost: true });
    expect(cookieValue(res.headers['set-cookie'], 'rr.sid')).toBeTruthy();
    expect(stack.identity.audit.slice(before)).toEqual([
      expect.objectContaining({ action: 'proxy.start', actorId: 'a1', subjectId: 'd2' }),
    ]);
    expect((await admin.get('/api/session')).body).toMatchObject({ authenticated: true, type: 'dealer', proxyHost: true });
    await admin.get('/api/dealer/credit-redemptions');
    expect(stack.payouts.seen.at(-1)?.identity).toEqual({ sub: 'd2', typ: 'dealer', imp: 'a1' });
  });

  it('allows deactivated targets, and the deactivated user is not signed out for the admin', async () => {
    const admin = await signedIn(url, 'admin@example.com');
    const res = await admin.post('/api/admin/proxy/dealer/d1'); // d1 is deactivated
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ _id: 'd1', deActivated: true });
    expect((await admin.get('/api/session')).body).toMatchObject({ authenticated: true, type: 'dealer', proxyHost: true });
    expect((await admin.get('/api/dealer/credit-redemptions')).status).toBe(200);
  });

  it('refuses nesting: an admin already impersonating cannot start again', async () => {
    const admin = await signedIn(url, 'admin@example.com');
    expect((await admin.post('/api/admin/proxy/rider/r1')).status).toBe(200);
    const nested = await admin.post('/api/admin/proxy/promoter/p1');
    expect(nested.status).toBe(403);
    expect(nested.body).toEqual(NOT_ALLOWED);
    expect((await admin.get('/api/session')).body).toMatchObject({ type: 'rider', user: { _id: 'r1' } });
  });

  it('refuses admin targets (by path type or by the user found) and oneself', async () => {
    const admin = await signedIn(url, 'admin@example.com');
    for (const path of ['/api/admin/proxy/admin/a2', '/api/admin/proxy/rider/a2', '/api/admin/proxy/rider/a1', '/api/admin/proxy/admin/a1']) {
      const res = await admin.post(path);
      expect(res.status, path).toBe(403);
      expect(res.body, path).toEqual(NOT_ALLOWED);
    }
    expect((await admin.get('/api/session')).body).toMatchObject({ type: 'admin', proxyHost: false });
  });

  it('answers 404 when there is no such user of that type', async () => {
    const admin = await signedIn(url, 'admin@example.com');
    expect((await admin.post('/api/admin/proxy/rider/nobody')).status).toBe(404);
    expect((await admin.post('/api/admin/proxy/dealer/r1')).body).toEqual({ code: 'NOT_FOUND', message: 'Not found' });
    expect((await admin.post('/api/admin/proxy/visitor/r1')).status).toBe(404);
  });

  it('refuses non-admins (403 PROXY_NOT_ALLOWED) and signed-out callers (401)', async () => {
    const rider = await signedIn(url, 'rider@example.com');
    expect((await rider.post('/api/admin/proxy/promoter/p1')).body).toEqual(NOT_ALLOWED);
    const anonymous = await request(url).post('/api/admin/proxy/rider/r1').set('Content-Type', 'application/json');
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.code).toBe('UNAUTHENTICATED');
  });
});

describe('audit of calls made while impersonating', () => {
  it('records every non-GET proxied call after the service answered, with its status; GETs are not recorded', async () => {
    const admin = await signedIn(url, 'other-admin@example.com');
    expect((await admin.post('/api/admin/proxy/rider/r1')).status).toBe(200);
    stack.payouts.setResponder((ctx) => {
      if (ctx.method !== 'POST') return false;
      ctx.status = 201;
      ctx.body = { created: true };
      return true;
    });
    try {
      await admin.get('/api/rider/payout-claims');
      const res = await admin.post('/api/rider/payout-claims').send({ eventId: 'e1' });
      expect(res.status).toBe(201);
      const entry = await eventually(() => auditOf('a2', 'proxy.request').at(0));
      expect(entry).toEqual({ action: 'proxy.request', actorId: 'a2', subjectId: 'r1', method: 'POST', path: '/api/rider/payout-claims', status: 201 });
      await admin.put('/api/rider/rider/r1/pin').send({ pin: '1234', confirmPin: '1234' });
      const second = await eventually(() => auditOf('a2', 'proxy.request').at(1));
      expect(second).toMatchObject({ method: 'PUT', path: '/api/rider/rider/r1/pin', status: 200 });
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(auditOf('a2', 'proxy.request').filter((e) => e.method === 'GET')).toEqual([]);
    } finally {
      stack.payouts.setResponder(undefined);
    }
  });

  it("records the BFF's own routes too, with their final status", async () => {
    const admin = await signedIn(url, 'other-admin@example.com');
    expect((await admin.post('/api/admin/proxy/rider/r1')).status).toBe(200);
    const before = auditOf('a2', 'proxy.request').length;
    const res = await admin.put('/api/rider/rider/change-password').send({ currentPassword: 'wrong', password: 'Password2', confirmPassword: 'Password2' });
    expect(res.status).toBe(400);
    const entry = await eventually(() => auditOf('a2', 'proxy.request').at(before));
    expect(entry).toMatchObject({ actorId: 'a2', subjectId: 'r1', method: 'PUT', path: '/api/rider/rider/change-password', status: 400 });
  });

  it('records proxy.stop on leaving, not a proxy.request for it', async () => {
    const admin = await signedIn(url, 'other-admin@example.com');
    expect((await admin.post('/api/admin/proxy/promoter/p1')).status).toBe(200);
    const requests = auditOf('a2', 'proxy.request').length;
    const res = await admin.post('/api/proxy-remove');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ authenticated: true, type: 'admin', user: expect.objectContaining({ _id: 'a2' }), proxyHost: false });
    expect(auditOf('a2', 'proxy.stop').at(-1)).toMatchObject({ actorId: 'a2', subjectId: 'p1' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(auditOf('a2', 'proxy.request').length).toBe(requests);
  });

  it("never fails the user's request when the audit cannot be written (logged instead)", async () => {
    stack.identity.setResponder((ctx) => {
      if (ctx.path !== '/internal/audit') return false;
      ctx.status = 500;
      ctx.body = { message: 'disk full' };
      return true;
    });
    const admin = await signedIn(url, 'admin@example.com');
    expect((await admin.post('/api/admin/proxy/rider/r1')).status).toBe(200);
    expect((await admin.post('/api/rider/payout-claims').send({})).status).toBe(200);
    expect((await admin.post('/api/proxy-remove')).status).toBe(200);
    await eventually(() => (log.lines.filter((l) => l.msg === 'audit entry refused').length >= 3 ? true : undefined));
  });
});

describe('leaving', () => {
  it('rotates the session back to the admin', async () => {
    const admin = await signedIn(url, 'admin@example.com');
    const start = await admin.post('/api/admin/proxy/rider/r1');
    const back = await admin.post('/api/proxy-remove');
    expect(cookieValue(back.headers['set-cookie'], 'rr.sid')).not.toBe(cookieValue(start.headers['set-cookie'], 'rr.sid'));
    expect((await admin.get('/api/session')).body).toMatchObject({ type: 'admin', proxyHost: false });
  });

  it('with nothing to remove (Back, a second click) answers the caller as they are, so the page goes to their own area', async () => {
    const admin = await signedIn(url, 'admin@example.com');
    const res = await admin.post('/api/proxy-remove');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ authenticated: true, type: 'admin', proxyHost: false, user: { email: 'admin@example.com' } });
    // A second click after a real removal too.
    expect((await admin.post('/api/admin/proxy/rider/r1')).status).toBe(200);
    expect((await admin.post('/api/proxy-remove')).body).toMatchObject({ type: 'admin', proxyHost: false });
    expect((await admin.post('/api/proxy-remove')).body).toMatchObject({ type: 'admin', proxyHost: false });
    const rider = await signedIn(url, 'rider@example.com');
    expect((await rider.post('/api/proxy-remove')).body).toMatchObject({ type: 'rider', proxyHost: false });
    expect((await request(url).post('/api/proxy-remove').set('Content-Type', 'application/json')).status).toBe(401);
  });

  it('works even when the impersonated user was deleted meanwhile', async () => {
    const users = stack.identity.users;
    users.set('r9', { _id: 'r9', type: 'rider', email: 'short-lived@example.com', deActivated: false, emailVerified: true });
    const admin = await signedIn(url, 'admin@example.com');
    expect((await admin.post('/api/admin/proxy/rider/r9')).status).toBe(200);
    users.delete('r9');
    const back = await admin.post('/api/proxy-remove');
    expect(back.status).toBe(200);
    expect(back.body).toMatchObject({ type: 'admin', user: { _id: 'a1' } });
  });
});

describe('the administrator behind an impersonation', () => {
  it('ends the impersonation (401 SESSION_ENDED) when the admin is deactivated', async () => {
    const otto = stack.identity.users.get('a2')!;
    const admin = await signedIn(url, 'other-admin@example.com');
    expect((await admin.post('/api/admin/proxy/rider/r1')).status).toBe(200);
    stack.identity.deactivate('a2');
    try {
      const res = await admin.get('/api/rider/credit-redemptions');
      expect(res.status).toBe(401);
      expect(res.body.code).toBe('SESSION_ENDED');
      expect((await admin.get('/api/session')).body).toEqual({ authenticated: false });
    } finally {
      otto.deActivated = false;
    }
  });

  it("ends the impersonation when the admin's password changed after they signed in", async () => {
    const admin = await signedIn(url, 'other-admin@example.com');
    expect((await admin.post('/api/admin/proxy/rider/r1')).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 2));
    stack.identity.changePasswordElsewhere('a2');
    expect((await admin.get('/api/session')).body).toMatchObject({ authenticated: false, problem: 'SESSION_ENDED' });
  });

  it("keeps the impersonation when the impersonated user's own sessions end", async () => {
    const admin = await signedIn(url, 'admin@example.com');
    expect((await admin.post('/api/admin/proxy/promoter/p1')).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 2));
    stack.identity.changePasswordElsewhere('p1');
    expect((await admin.get('/api/session')).body).toMatchObject({ authenticated: true, type: 'promoter', proxyHost: true });
  });
});
