// Every BFF answer carries the security headers (docs/security.md "Security headers").
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// The answers of the BFF's own routes are checked against the operation catalog (browsers.ts).
import { checked as request } from './browsers.js';
import { type BffConfig } from '../src/config.js';
import { HSTS, PERMISSIONS_POLICY, cspDirectives } from '../src/security-headers.js';
import { bffWithFakes, deadUrl, signedIn, testConfig } from './helpers.js';
import { withBff } from './with-bff.js';

type Headers = Record<string, string | string[] | undefined>;

/** As in the production-like stack: every remote on its own origin. */
const CROSS_ORIGIN_REMOTES: BffConfig['remotes'] = {
  mf_public: 'http://localhost:4201/mf-manifest.json',
  mf_rider: 'http://localhost:4202/mf-manifest.json',
  mf_dealer: 'http://localhost:4203/mf-manifest.json',
  mf_promoter: 'http://localhost:4204/mf-manifest.json',
  mf_admin: 'https://admin.cdn.example.test/app/mf-manifest.json',
};
const REMOTE_ORIGINS = ['http://localhost:4201', 'http://localhost:4202', 'http://localhost:4203', 'http://localhost:4204', 'https://admin.cdn.example.test'];

/** The policy as directive name → sources, failing on a directive given twice. */
function csp(headers: Headers): Map<string, string[]> {
  const value = headers['content-security-policy'];
  expect(typeof value).toBe('string');
  const directives = new Map<string, string[]>();
  for (const part of String(value).split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (!name) continue;
    expect(directives.has(name), `${name} given twice`).toBe(false);
    directives.set(name, sources);
  }
  return directives;
}

/** The headers every answer must have, and the policy's fixed directives. */
function expectSecurityHeaders(headers: Headers): Map<string, string[]> {
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['cross-origin-opener-policy']).toBe('same-origin');
  expect(headers['permissions-policy']).toBe(PERMISSIONS_POLICY);
  const policy = csp(headers);
  expect(policy.get('default-src')).toEqual(["'self'"]);
  expect(policy.get('object-src')).toEqual(["'none'"]);
  expect(policy.get('base-uri')).toEqual(["'self'"]);
  expect(policy.get('form-action')).toEqual(["'self'"]);
  expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
  const scripts = policy.get('script-src') ?? [];
  expect(scripts[0]).toBe("'self'");
  for (const unsafe of ["'unsafe-inline'", "'unsafe-eval'", "'unsafe-hashes'", "'wasm-unsafe-eval'", '*', 'data:', 'blob:', 'http:', 'https:']) {
    expect(scripts).not.toContain(unsafe);
  }
  expect(policy.has('script-src-elem') || policy.has('script-src-attr')).toBe(false);
  return policy;
}

describe('security headers, remotes served by the BFF (embedded)', () => {
  let stack: Awaited<ReturnType<typeof bffWithFakes>>;

  beforeAll(async () => {
    stack = await bffWithFakes(
      {},
      {
        prepare: (config) => {
          writeFileSync(join(config.staticDir, 'index.html'), '<!doctype html><title>shell</title>');
          const riderDist = join(config.remotesDir, 'mf-rider', 'dist');
          mkdirSync(riderDist, { recursive: true });
          writeFileSync(join(riderDist, 'remoteEntry.js'), '/* entry */');
          writeFileSync(join(riderDist, '512.8d2f0c1a.js'), '/* chunk */');
        },
      },
    );
  });
  afterAll(() => stack.close());

  it('the shell page: the full policy, every remote on this origin, no reCAPTCHA, frames off', async () => {
    const res = await request(stack.url).get('/');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    const policy = expectSecurityHeaders(res.headers);
    expect(Object.fromEntries(policy)).toEqual({
      'default-src': ["'self'"],
      'script-src': ["'self'"],
      'style-src': ["'self'", "'unsafe-inline'"],
      // No tile host: outside production no map tiles are fetched unless MAP_TILE_URL names a server.
      'img-src': ["'self'", 'data:'],
      'font-src': ["'self'"],
      'connect-src': ["'self'"],
      'frame-src': ["'none'"],
      'object-src': ["'none'"],
      'base-uri': ["'self'"],
      'form-action': ["'self'"],
      'frame-ancestors': ["'none'"],
    });
    expect(res.headers['cache-control']).toBe('no-cache'); // the shell's own, not the API's no-store
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('lets the images of a configured tile server in, and only then', () => {
    const remotes = testConfig().remotes;
    expect(cspDirectives({ remotes, captcha: null, mapTiles: { url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png', attribution: '© OpenStreetMap contributors' } })['img-src']).toEqual(["'self'", 'data:', 'https://tile.openstreetmap.org']);
    expect(cspDirectives({ remotes, captcha: null, mapTiles: null })['img-src']).toEqual(["'self'", 'data:']);
  });

  it('a page path (SPA fallback) and a missing page asset get them too', async () => {
    expectSecurityHeaders((await request(stack.url).get('/auth/rider/dashboard')).headers);
    const missing = await request(stack.url).get('/nothing-here.js');
    expect(missing.status).toBe(404);
    expectSecurityHeaders(missing.headers);
  });

  it('a remote file under /mf/ keeps its long cache and gets nosniff and the policy', async () => {
    const res = await request(stack.url).get('/mf/rider/512.8d2f0c1a.js');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expectSecurityHeaders(res.headers);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const missing = await request(stack.url).get('/mf/rider/nope.js');
    expect(missing.status).toBe(404);
    expectSecurityHeaders(missing.headers);
  });

  it('GET /api/session (signed out and signed in) is never stored', async () => {
    const anonymous = await request(stack.url).get('/api/session');
    expect(anonymous.status).toBe(200);
    expectSecurityHeaders(anonymous.headers);
    expect(anonymous.headers['cache-control']).toBe('no-store');

    const rider = await signedIn(stack.url, 'rider@example.com');
    const session = await rider.get('/api/session');
    expect(session.body).toMatchObject({ authenticated: true, type: 'rider' });
    expectSecurityHeaders(session.headers);
    expect(session.headers['cache-control']).toBe('no-store');
  });

  it('API errors: an unknown path (404), a refusal (401) and a route with its own Cache-Control', async () => {
    const unknown = await request(stack.url).get('/api/no-such-thing');
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe('NOT_FOUND');
    expectSecurityHeaders(unknown.headers);
    expect(unknown.headers['cache-control']).toBe('no-store');

    const refused = await request(stack.url).get('/api/rider/wallet');
    expect(refused.status).toBe(401);
    expectSecurityHeaders(refused.headers);
    expect(refused.headers['cache-control']).toBe('no-store');

    // A handler that says how it may be cached keeps its word.
    const config = await request(stack.url).get('/api/config');
    expect(config.status).toBe(200);
    expectSecurityHeaders(config.headers);
    expect(config.headers['cache-control']).toBe('no-cache');
  });

  it('proxied answers: no-store unless the service set its own Cache-Control; security headers either way', async () => {
    const rider = await signedIn(stack.url, 'rider@example.com');
    const wallet = await rider.get('/api/rider/wallet');
    expect(wallet.status).toBe(200);
    expect(wallet.body).toEqual({ service: 'payouts', path: '/api/rider/wallet' });
    expectSecurityHeaders(wallet.headers);
    expect(wallet.headers['cache-control']).toBe('no-store');

    stack.payouts.setResponder((ctx) => {
      ctx.set('Cache-Control', 'private, max-age=30');
      ctx.body = { cached: true };
      return true;
    });
    try {
      const cached = await rider.get('/api/rider/wallet');
      expect(cached.body).toEqual({ cached: true });
      expect(cached.headers['cache-control']).toBe('private, max-age=30');
      expectSecurityHeaders(cached.headers);
    } finally {
      stack.payouts.setResponder(undefined);
    }
  });
});

describe('security headers, remotes on their own origins (production-like stack)', () => {
  it('names each remote origin where the federation runtime loads from, and nothing else', async () => {
    await withBff(testConfig({ remotes: CROSS_ORIGIN_REMOTES }), async (url) => {
      const res = await request(url).get('/api/session');
      const policy = expectSecurityHeaders(res.headers);
      for (const directive of ['script-src', 'style-src', 'img-src', 'font-src', 'connect-src']) {
        const sources = policy.get(directive) ?? [];
        for (const origin of REMOTE_ORIGINS) expect(sources, directive).toContain(origin);
        expect(sources.filter((s) => s.includes('/app'))).toEqual([]); // origins, not the manifest path
      }
      expect(policy.get('script-src')).toEqual(["'self'", ...REMOTE_ORIGINS]);
      expect(policy.get('frame-src')).toEqual(["'none'"]);
    });
  });

  it('the proxy\'s own 503 (service unreachable) carries them', async () => {
    await withBff(testConfig({ upstreams: { identity: await deadUrl(), events: await deadUrl(), payouts: await deadUrl() } }), async (url) => {
      const res = await request(url).get('/api/events');
      expect(res.status).toBe(503);
      expect(res.body.code).toBe('UNAVAILABLE');
      expectSecurityHeaders(res.headers);
      expect(res.headers['cache-control']).toBe('no-store');
    });
  });
});

describe('reCAPTCHA', () => {
  it('with a site key set, the register page allows Google\'s script and frames, still without inline script', async () => {
    await withBff(testConfig({ captcha: { siteKey: 'site-key-123', secretKey: 'secret-456', verifyUrl: 'http://127.0.0.1:9/verify' } }), async (url) => {
      const res = await request(url).get('/register');
      const policy = expectSecurityHeaders(res.headers);
      expect(policy.get('script-src')).toEqual(["'self'", 'https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/']);
      expect(policy.get('frame-src')).toEqual(['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/']);
      expect(policy.get('style-src')).toEqual(["'self'", "'unsafe-inline'", 'https://www.gstatic.com/recaptcha/']);
    });
  });
});

describe('TLS: HSTS and upgrade-insecure-requests', () => {
  async function answer(trustedProxyHops: number, proto: string | null) {
    return withBff(testConfig({ trustedProxyHops }), async (url) => {
      const req = request(url).get('/api/session');
      return (await (proto ? req.set('X-Forwarded-Proto', proto) : req)).headers as Headers;
    });
  }

  it('are sent when a trusted proxy says the request came over https', async () => {
    const headers = await answer(1, 'https');
    expect(headers['strict-transport-security']).toBe(HSTS);
    expect(HSTS).toBe('max-age=31536000; includeSubDomains');
    expect(csp(headers).get('upgrade-insecure-requests')).toEqual([]);
  });

  it('are not sent over plain http', async () => {
    const headers = await answer(1, null);
    expect(headers['strict-transport-security']).toBeUndefined();
    expect(csp(headers).has('upgrade-insecure-requests')).toBe(false);
    expect((await answer(1, 'http'))['strict-transport-security']).toBeUndefined();
  });

  it('are not sent when X-Forwarded-Proto comes from a client no proxy is trusted for', async () => {
    const headers = await answer(0, 'https');
    expect(headers['strict-transport-security']).toBeUndefined();
    expect(csp(headers).has('upgrade-insecure-requests')).toBe(false);
  });
});
