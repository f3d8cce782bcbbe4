import { describe, expect, it } from 'vitest';
// The answers of the BFF's own routes are checked against the operation catalog (browsers.ts).
import { checked as request } from './browsers.js';
import { PASSWORD, PUBLIC_URL, browser, cookieValue, signedIn } from './helpers.js';
import { bffForFile } from './with-bff.js';

// Cross-site request forgery: a foreign page must not change data with the user's cookies. SameSite cookies are one
// layer; JSON-only state changes and the same-site check are two more (docs/security.md "Cross-site requests").
const stack = bffForFile();

const forwarded = () => stack.payouts.seen.length + stack.events.seen.length + stack.identity.seen.filter((r) => !r.url.startsWith('/internal/users/')).length;

describe('state-changing /api calls', () => {
  it('refuse a form-encoded body (415 UNSUPPORTED_MEDIA_TYPE) before anything runs: the cross-site form POST that merged two riders', async () => {
    const admin = await signedIn(stack.url, 'admin@example.com');
    const before = forwarded();
    for (const [path, type, body] of [
      ['/api/admin/riders-merge', 'application/x-www-form-urlencoded', 'deleteId=r1&keepId=r2'],
      ['/api/admin/proxy/rider/r1', 'application/x-www-form-urlencoded', ''],
      ['/api/admin/riders-merge', 'text/plain', '{"deleteId":"r1"}'],
      ['/api/admin/riders-merge', 'multipart/form-data; boundary=x', '--x--'],
    ] as const) {
      const res = await admin.post(path).set('Content-Type', type).send(body);
      expect(res.status, `${type} to ${path}`).toBe(415);
      expect(res.body).toEqual({ code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Changes must be sent as JSON' });
    }
    expect(forwarded()).toBe(before);
    // Still the administrator, not impersonating anyone.
    expect((await admin.get('/api/session')).body).toMatchObject({ type: 'admin', proxyHost: false });
  });

  it('refuse a call without any content type, even with no body', async () => {
    const admin = await signedIn(stack.url, 'admin@example.com');
    const res = await request(stack.url).post('/api/admin/proxy/rider/r1').set('Cookie', admin.jar.getCookies({ domain: '127.0.0.1', path: '/', secure: false, script: false }).toValueString());
    expect(res.status).toBe(415);
  });

  it('accept multipart only on the spec’s upload routes', async () => {
    const rider = await signedIn(stack.url, 'rider@example.com');
    const upload = await rider.post('/api/rider/rider/r1/upload-id-files').set('Content-Type', 'multipart/form-data; boundary=x').send('--x--\r\n');
    expect(upload.status).not.toBe(415);
    const elsewhere = await rider.put('/api/rider/rider/r1').set('Content-Type', 'multipart/form-data; boundary=x').send('--x--\r\n');
    expect(elsewhere.status).toBe(415);
  });

  it('refuse a foreign Origin or Referer (403 CROSS_SITE), JSON or not, and a browser that says cross-site', async () => {
    const admin = await signedIn(stack.url, 'admin@example.com');
    const before = forwarded();
    const attempts = [
      admin.post('/api/admin/riders-merge').set('Origin', 'https://evil.example').send({ deleteId: 'r1', keepId: 'r2' }),
      admin.post('/api/admin/riders-merge').set('Origin', 'null').send({}),
      admin.post('/api/admin/riders-merge').set('Referer', 'https://evil.example/page').send({}),
      admin.post('/api/admin/riders-merge').set('Sec-Fetch-Site', 'cross-site').send({}),
      admin.post('/api/admin/riders-merge').set('Sec-Fetch-Site', 'same-site').set('Origin', 'https://sub.rewards.example.test').send({}),
      admin.post('/api/admin/proxy/rider/r1').set('Origin', 'https://evil.example').set('Content-Type', 'application/x-www-form-urlencoded').send(''),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ code: 'CROSS_SITE', message: 'This request came from another site and was refused' });
    }
    expect(forwarded()).toBe(before);
    expect((await admin.get('/api/session')).body).toMatchObject({ type: 'admin', proxyHost: false });
  });

  it('accept the site’s own Origin: PUBLIC_URL or the origin the request was sent to', async () => {
    const admin = await signedIn(stack.url, 'admin@example.com');
    expect((await admin.post('/api/admin/proxy/rider/r1').set('Origin', PUBLIC_URL).send({})).status).toBe(200);
    expect((await admin.post('/api/proxy-remove').set('Origin', stack.url).set('Sec-Fetch-Site', 'same-origin').send({})).status).toBe(200);
    expect((await admin.post('/api/proxy-remove').set('Referer', `${stack.url}/auth/admin`).send({})).status).toBe(200);
  });

  it('refuse login CSRF: a cross-site form POST to /api/login signs nobody in', async () => {
    const res = await browser(stack.url).post('/api/login').set('Origin', 'https://evil.example').set('Content-Type', 'application/x-www-form-urlencoded').send(`email=rider%40example.com&password=${PASSWORD}`);
    expect(res.status).toBe(403);
    expect(cookieValue(res.headers['set-cookie'], 'rr.sid')).toBeUndefined();
    const form = await browser(stack.url).post('/api/login').set('Content-Type', 'application/x-www-form-urlencoded').send(`email=rider%40example.com&password=${PASSWORD}`);
    expect(form.status).toBe(415);
  });

  it('leave reads alone: a GET with a foreign Origin is answered (CORS keeps the answer from that site)', async () => {
    expect((await browser(stack.url).get('/api/events').set('Origin', 'https://evil.example')).status).toBe(200);
  });
});

describe('GET /api/logout (the spec’s plain sign-out link)', () => {
  it('signs out when it comes from our own pages (or is typed in)', async () => {
    for (const headers of [{ 'Sec-Fetch-Site': 'same-origin' }, { 'Sec-Fetch-Site': 'none' }, { Referer: `${PUBLIC_URL}/auth/rider` }, {}]) {
      const rider = await signedIn(stack.url, 'rider@example.com');
      const res = await rider.get('/api/logout').set(headers);
      expect(res.status, JSON.stringify(headers)).toBe(302);
      expect(res.headers.location).toBe('/login');
      expect((await rider.get('/api/session')).body).toEqual({ authenticated: false });
    }
  });

  it('from another site only leads to the confirm page: the session goes on', async () => {
    for (const headers of [{ 'Sec-Fetch-Site': 'cross-site' }, { Referer: 'https://evil.example/' }]) {
      const rider = await signedIn(stack.url, 'rider@example.com');
      const res = await rider.get('/api/logout').set(headers);
      expect(res.status).toBe(302);
      expect(res.headers.location).toBe('/logout');
      expect((await rider.get('/api/session')).body).toMatchObject({ authenticated: true, type: 'rider' });
    }
  });

  it('POST /api/logout (the confirm page’s button, JSON from this site) signs out', async () => {
    const rider = await signedIn(stack.url, 'rider@example.com');
    expect((await rider.post('/api/logout').set('Origin', 'https://evil.example').send({})).status).toBe(403);
    expect((await rider.get('/api/session')).body).toMatchObject({ authenticated: true });
    expect((await rider.post('/api/logout').set('Origin', PUBLIC_URL).send({})).status).toBe(204);
    expect((await rider.get('/api/session')).body).toEqual({ authenticated: false });
  });
});
