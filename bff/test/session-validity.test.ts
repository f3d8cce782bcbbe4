import { describe, expect, it } from 'vitest';
// The answers of the BFF's own routes are checked against the operation catalog (browsers.ts).
import { checked as request } from './browsers.js';
import { browser, cookieValue, craftSessionCookie, signedIn } from './helpers.js';
import { bffForFile } from './with-bff.js';

// docs/accounts.md "Session validity": one mechanism for deactivation, password changes and deleted users.
const stack = bffForFile();

const userReads = () => stack.identity.seen.filter((r) => r.method === 'GET' && r.url.startsWith('/internal/users/'));

function restore(userId: string) {
  const user = stack.identity.users.get(userId)!;
  const snapshot = { ...user };
  return () => {
    for (const key of Object.keys(user)) delete user[key];
    Object.assign(user, snapshot);
  };
}

describe('every signed-in /api request re-reads the user', () => {
  it('costs one identity call per proxied request, none for signed-out callers', async () => {
    const rider = await signedIn(stack.url, 'rider@example.com');
    const before = userReads().length;
    expect((await rider.get('/api/rider/credit-redemptions')).status).toBe(200);
    expect(userReads().length).toBe(before + 1);
    expect(userReads().at(-1)?.url).toBe('/internal/users/r1');
    expect(userReads().at(-1)?.identity).toEqual({ sub: 'bff', typ: 'service' });

    const anonymousBefore = userReads().length;
    expect((await request(stack.url).get('/api/events')).status).toBe(200);
    expect(userReads().length).toBe(anonymousBefore);
  });

  it('reads the administrator too while impersonating (both, once each)', async () => {
    const admin = await signedIn(stack.url, 'admin@example.com');
    expect((await admin.post('/api/admin/proxy/rider/r1')).status).toBe(200);
    const before = userReads().length;
    expect((await admin.get('/api/rider/credit-redemptions')).status).toBe(200);
    expect(userReads().slice(before).map((r) => r.url).sort()).toEqual(['/internal/users/a1', '/internal/users/r1']);
  });
});

describe('deactivation', () => {
  it('ends the session at once on the next API call: 403 DEACTIVATED, the service is not called, then signed out', async () => {
    const undo = restore('p1');
    try {
      const promoter = await signedIn(stack.url, 'promoter@example.com');
      expect((await promoter.get('/api/promoter/events')).status).toBe(200);
      stack.identity.deactivate('p1');
      const calls = stack.events.apiRequests().length;
      const res = await promoter.get('/api/promoter/events');
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ code: 'DEACTIVATED', message: 'Your account has been deactivated, please contact support' });
      expect(cookieValue(res.headers['set-cookie'], 'rr.sid')).toBe('');
      expect(stack.events.apiRequests().length).toBe(calls);
      undo(); // even reactivated, that session is over
      expect((await promoter.get('/api/session')).body).toEqual({ authenticated: false });
      expect((await promoter.get('/api/promoter/events')).status).toBe(401);
    } finally {
      undo();
    }
  });

  it('ends the session on /api/session with the problem and message', async () => {
    const undo = restore('p1');
    try {
      const promoter = await signedIn(stack.url, 'promoter@example.com');
      stack.identity.deactivate('p1');
      expect((await promoter.get('/api/session')).body).toEqual({
        authenticated: false,
        problem: 'DEACTIVATED',
        message: 'Your account has been deactivated, please contact support',
      });
    } finally {
      undo();
    }
  });
});

describe('sessions end when identity says so (sessionsValidAfter)', () => {
  it('a password change elsewhere ends this session: 401 SESSION_ENDED on API calls and on /api/session', async () => {
    const undo = restore('r1');
    try {
      const first = await signedIn(stack.url, 'rider@example.com');
      const second = await signedIn(stack.url, 'rider@example.com');
      await new Promise((resolve) => setTimeout(resolve, 2));
      stack.identity.changePasswordElsewhere('r1', 'Newpassword1');
      const res = await first.get('/api/rider/credit-redemptions');
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ code: 'SESSION_ENDED', message: 'Your session has ended. Please log in again.' });
      expect((await first.get('/api/rider/credit-redemptions')).status).toBe(401);
      expect((await second.get('/api/session')).body).toEqual({
        authenticated: false,
        problem: 'SESSION_ENDED',
        message: 'Your session has ended. Please log in again.',
      });
      // Signing in again with the new password works at once.
      const again = await signedIn(stack.url, 'rider@example.com', 'Newpassword1');
      expect((await again.get('/api/session')).body).toMatchObject({ authenticated: true, type: 'rider' });
    } finally {
      undo();
    }
  });

  it('a session from before authAt existed counts from its login time', async () => {
    const cookie = craftSessionCookie({ type: 'rider', userId: 'r1', createdAt: Date.now() - 60_000 });
    expect((await request(stack.url).get('/api/session').set('Cookie', cookie)).body).toMatchObject({ authenticated: true });
  });
});

describe('AUTH_INCONSISTENT', () => {
  const message = 'We found an issue with your authentication, please login again. If this persists contact support';

  it('a session whose user is gone ends: 401 AUTH_INCONSISTENT on an API call', async () => {
    const cookie = craftSessionCookie({ type: 'rider', userId: 'no-such-rider', createdAt: Date.now(), authAt: Date.now() });
    const res = await request(stack.url).get('/api/rider/credit-redemptions').set('Cookie', cookie);
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ code: 'AUTH_INCONSISTENT', message });
    expect(cookieValue(res.headers['set-cookie'], 'rr.sid')).toBe('');
  });

  it('a session whose user changed type ends', async () => {
    const cookie = craftSessionCookie({ type: 'dealer', userId: 'r1', createdAt: Date.now(), authAt: Date.now() });
    expect((await request(stack.url).get('/api/session').set('Cookie', cookie)).body).toEqual({ authenticated: false, problem: 'AUTH_INCONSISTENT', message });
    expect((await request(stack.url).get('/api/dealer/credit-redemptions').set('Cookie', cookie)).body).toMatchObject({ code: 'AUTH_INCONSISTENT' });
  });

  it('a session lacking its user answers AUTH_INCONSISTENT on a public path too, and is cleared', async () => {
    const res = await request(stack.url).get('/api/events').set('Cookie', craftSessionCookie({ type: 'rider', createdAt: Date.now() }));
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('AUTH_INCONSISTENT');
  });
});

describe('unverified e-mail', () => {
  it('allows only public routes, the session, logout and e-mail verification: anything else is 403 EMAIL_UNVERIFIED', async () => {
    const undo = restore('r1');
    try {
      stack.identity.users.get('r1')!.emailVerified = false;
      const rider = await signedIn(stack.url, 'rider@example.com');
      const calls = stack.payouts.apiRequests().length;
      const blocked = await rider.get('/api/rider/credit-redemptions');
      expect(blocked.status).toBe(403);
      expect(blocked.body).toEqual({ code: 'EMAIL_UNVERIFIED', message: 'Please verify your email address first' });
      expect(stack.payouts.apiRequests().length).toBe(calls);
      expect((await rider.put('/api/rider/rider/change-password').send({})).body.code).toBe('EMAIL_UNVERIFIED');
      expect((await rider.put('/api/rider/rider/r1/pin').send({ pin: '1234', confirmPin: '1234' })).body.code).toBe('EMAIL_UNVERIFIED');
      // Public routes keep working, with the rider's identity.
      expect((await rider.get('/api/events')).status).toBe(200);
      expect(stack.events.seen.at(-1)?.identity).toEqual({ sub: 'r1', typ: 'rider' });
      expect((await rider.post('/api/contact-us').send({ name: 'Rita', email: 'rita@example.com', reason: 'accountHelp', message: 'hi' })).status).toBe(202);
      expect((await rider.get('/api/session')).body).toMatchObject({ authenticated: true, user: { emailVerified: false } });
      expect((await rider.post('/api/email-verify/send')).status).toBe(202);
      expect((await rider.get('/api/logout').redirects(0)).status).toBe(302);
    } finally {
      undo();
    }
  });

  it('does not hold back an administrator impersonating an unverified user', async () => {
    const undo = restore('r1');
    try {
      stack.identity.users.get('r1')!.emailVerified = false;
      const admin = await signedIn(stack.url, 'admin@example.com');
      expect((await admin.post('/api/admin/proxy/rider/r1')).status).toBe(200);
      expect((await admin.get('/api/rider/credit-redemptions')).status).toBe(200);
    } finally {
      undo();
    }
  });
});

describe('timeouts', () => {
  it('ends a session idle past SESSION_IDLE_MINUTES (the cookie expiry koa-session checks)', async () => {
    const now = Date.now();
    const idle = craftSessionCookie({ type: 'rider', userId: 'r1', createdAt: now - 3_600_000, authAt: now - 3_600_000 }, undefined, now - 1000);
    expect((await request(stack.url).get('/api/session').set('Cookie', idle)).body).toEqual({ authenticated: false });
    expect((await request(stack.url).get('/api/rider/credit-redemptions').set('Cookie', idle)).status).toBe(401);
  });

  it('moves the idle expiry on with the requests, 60 minutes by default, saving the session at most once a minute', async () => {
    const minutesLeft = (res: { headers: Record<string, unknown> }) => {
      const line = ((res.headers['set-cookie'] as string[] | undefined) ?? []).find((l) => l.startsWith('rr.sid=')) ?? '';
      return (Date.parse(/expires=([^;]+)/i.exec(line)?.[1] ?? '') - Date.now()) / 60_000;
    };
    const rider = await signedIn(stack.url, 'rider@example.com');
    // Saved at login a moment ago: the next request neither saves it nor sends a cookie.
    const soon = await rider.get('/api/rider/credit-redemptions');
    expect(soon.status).toBe(200);
    expect(soon.headers['set-cookie']).toBeUndefined();

    // Saved 59 seconds ago (a 61-minute lifetime): still not saved again, and it still has more than 60 minutes.
    const now = Date.now();
    const session = { type: 'rider', userId: 'r1', createdAt: now - 600_000, authAt: now - 600_000, sid: 'crafted-session' };
    const recent = craftSessionCookie(session, undefined, now - 59_000 + 61 * 60_000, 61 * 60_000);
    const kept = await request(stack.url).get('/api/rider/credit-redemptions').set('Cookie', recent);
    expect(kept.status).toBe(200);
    expect(kept.headers['set-cookie']).toBeUndefined();

    // Saved 61 seconds ago: this request saves it, 61 minutes ahead (the idle timeout counted from now, and the minute).
    const stale = craftSessionCookie(session, undefined, now - 61_000 + 61 * 60_000, 61 * 60_000);
    const rolled = await request(stack.url).get('/api/rider/credit-redemptions').set('Cookie', stale);
    expect(rolled.status).toBe(200);
    expect(minutesLeft(rolled)).toBeGreaterThan(60.9);
    expect(minutesLeft(rolled)).toBeLessThanOrEqual(61);
  });

  it('ends a session older than SESSION_ABSOLUTE_HOURS even while in use', async () => {
    const old = Date.now() - 12 * 3_600_000 - 60_000;
    const cookie = craftSessionCookie({ type: 'rider', userId: 'r1', createdAt: old, authAt: old });
    expect((await request(stack.url).get('/api/session').set('Cookie', cookie)).body).toEqual({ authenticated: false });
    const fresh = craftSessionCookie({ type: 'rider', userId: 'r1', createdAt: Date.now() - 11 * 3_600_000 });
    expect((await request(stack.url).get('/api/session').set('Cookie', fresh)).body).toMatchObject({ authenticated: true });
  });
});

describe('session id rotation', () => {
  it('gives a new session cookie at login and refuses to keep a fixated one', async () => {
    const agent = browser(stack.url);
    const anonymous = await agent.get('/api/session');
    expect(anonymous.body).toEqual({ authenticated: false });
    const login = await agent.post('/api/login').send({ email: 'rider@example.com', password: 'Password1' });
    const first = cookieValue(login.headers['set-cookie'], 'rr.sid');
    const again = await agent.post('/api/login').send({ email: 'rider@example.com', password: 'Password1' });
    expect(cookieValue(again.headers['set-cookie'], 'rr.sid')).not.toBe(first);
  });
});
