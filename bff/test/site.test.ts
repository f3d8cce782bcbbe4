import { mkdirSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// The answers of the BFF's own routes are checked against the operation catalog (browsers.ts).
import { checked as request } from './browsers.js';
import { type BffConfig, loadConfig } from '../src/config.js';
import { shellPreloads } from '../src/static.js';
import { bffWithFakes, cookieLine, deadUrl } from './helpers.js';
import { withBff } from './with-bff.js';

let stack: Awaited<ReturnType<typeof bffWithFakes>>;
let config: BffConfig;

/** The shell's and the rider remote's builds, as the BFF finds them on disk. */
function writeBuilds(config: BffConfig) {
  writeFileSync(join(config.staticDir, 'index.html'), '<!doctype html><title>shell</title>');
  writeFileSync(join(config.staticDir, 'main.3f9a1c2b.js'), 'console.log("shell")');
  const riderDist = join(config.remotesDir, 'mf-rider', 'dist');
  mkdirSync(riderDist, { recursive: true });
  writeFileSync(join(riderDist, 'mf-manifest.json'), '{"id":"mf_rider"}');
  writeFileSync(join(riderDist, 'remoteEntry.js'), '/* entry */');
  mkdirSync(join(riderDist, 'static', 'js'), { recursive: true });
  writeFileSync(join(riderDist, 'static', 'js', '512.8d2f0c1a.js'), '/* chunk */');
  // Precompressed twins, as the build writes them (koa-send picks one for a client that accepts it).
  writeFileSync(join(riderDist, 'static', 'js', '512.8d2f0c1a.js.gz'), gzipSync('/* chunk */'));
  writeFileSync(join(riderDist, 'static', 'js', '512.8d2f0c1a.js.br'), brotliCompressSync('/* chunk */'));
  writeFileSync(join(riderDist, 'mf-manifest.json.gz'), gzipSync('{"id":"mf_rider"}'));
  writeFileSync(join(config.staticDir, 'main.3f9a1c2b.js.br'), brotliCompressSync('console.log("shell")'));
}

beforeAll(async () => {
  stack = await bffWithFakes({ brandName: 'Moto Rewards' }, { users: new Map(), prepare: writeBuilds });
  ({ config } = stack);
});
afterAll(() => stack.close());

describe('GET /api/set-lang', () => {
  it('stores a known locale in i18n_redirected for 365 days, readable by the shell', async () => {
    const res = await request(stack.url).get('/api/set-lang?lang=fr');
    expect(res.status).toBe(204);
    const line = cookieLine(res.headers['set-cookie'], 'i18n_redirected') ?? '';
    expect(line).toMatch(/^i18n_redirected=fr;/);
    expect(line.toLowerCase()).toContain('path=/');
    expect(line.toLowerCase()).toContain('samesite=lax');
    expect(line.toLowerCase()).not.toContain('httponly');
    const expires = Date.parse(/expires=([^;]+)/i.exec(line)?.[1] ?? '');
    const days = (expires - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(364.9);
    expect(days).toBeLessThanOrEqual(365);
    expect(cookieLine(res.headers['set-cookie'], 'i18n_redirected.sig')).toBeUndefined();
  });

  it('refuses an unknown locale with 400 and sets nothing', async () => {
    const res = await request(stack.url).get('/api/set-lang?lang=xx');
    expect(res.status).toBe(400);
    expect(res.body.message).toEqual(expect.any(String));
    expect(res.headers['set-cookie']).toBeUndefined();
  });
});

describe('config and remotes', () => {
  it('GET /api/config gives the brand name and the account switches (bot check off, no SSO, registration open)', async () => {
    expect((await request(stack.url).get('/api/config')).body).toEqual({
      brandName: 'Moto Rewards',
      recaptchaSiteKey: null,
      oidcEnabled: false,
      registrationEnabled: true,
      // No outside tile server outside production unless MAP_TILE_URL names one (docs/operations.md "Map tiles").
      mapTiles: null,
    });
  });

  it('GET /api/config gives the reCAPTCHA site key (never the secret) and a closed registration', async () => {
    await withBff({ ...config, registrationEnabled: false, mapTiles: null, captcha: { siteKey: 'site-key-123', secretKey: 'secret-456', verifyUrl: 'http://127.0.0.1:9/verify' }, }, async (url) => {
      const res = await request(url).get('/api/config');
      expect(res.body).toEqual({ brandName: 'Moto Rewards', recaptchaSiteKey: 'site-key-123', oidcEnabled: false, registrationEnabled: false, mapTiles: null });
      expect(res.text).not.toContain('secret-456');
    });
  });

  it('GET /mf/remotes.json defaults to the builds the BFF serves itself', async () => {
    const res = await request(stack.url).get('/mf/remotes.json');
    expect(res.body).toEqual({
      mf_public: '/mf/public/mf-manifest.json',
      mf_rider: '/mf/rider/mf-manifest.json',
      mf_dealer: '/mf/dealer/mf-manifest.json',
      mf_promoter: '/mf/promoter/mf-manifest.json',
      mf_admin: '/mf/admin/mf-manifest.json',
    });
    expect(res.headers['access-control-allow-origin']).toBe('*');
  });

  it('GET /mf/remotes.json takes URLs from the environment', async () => {
    const fromEnv = loadConfig({ MF_REMOTE_RIDER: 'https://rider.cdn.example.com/mf-manifest.json', LOG_LEVEL: 'silent' });
    await withBff({ ...fromEnv, upstreams: config.upstreams }, async (url) => {
      const res = await request(url).get('/mf/remotes.json');
      expect(res.body.mf_rider).toBe('https://rider.cdn.example.com/mf-manifest.json');
      expect(res.body.mf_admin).toBe('/mf/admin/mf-manifest.json');
    });
  });
});

describe('static files', () => {
  it('serves remote builds with CORS; manifests revalidate, hashed chunks are immutable', async () => {
    const manifest = await request(stack.url).get('/mf/rider/mf-manifest.json');
    expect(manifest.status).toBe(200);
    expect(manifest.text).toBe('{"id":"mf_rider"}');
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect(manifest.headers['access-control-allow-origin']).toBe('*');
    expect((await request(stack.url).get('/mf/rider/remoteEntry.js')).headers['cache-control']).toBe('no-cache');
    const chunk = await request(stack.url).get('/mf/rider/static/js/512.8d2f0c1a.js');
    expect(chunk.status).toBe(200);
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('preloads the remote list and the remote that fills the page with every index.html answer, and no other remote', async () => {
    const list = '</mf/remotes.json>; rel=preload; as=fetch; crossorigin';
    const remote = (name: string) => `</mf/${name}/mf-manifest.json>; rel=preload; as=fetch; crossorigin, </mf/${name}/remoteEntry.js>; rel=preload; as=script`;
    const expected: Array<[string, string]> = [
      ['/', `${list}, ${remote('public')}`],
      ['/events', `${list}, ${remote('public')}`],
      ['/fr/events/event/evt-1', `${list}, ${remote('public')}`],
      ['/auth/rider/dashboard', `${list}, ${remote('rider')}`],
      ['/auth/admin', `${list}, ${remote('admin')}`],
      ['/auth/email-verify', list],
      ['/proxy-rider/r-1', list],
    ];
    for (const [path, link] of expected) {
      const res = await request(stack.url).get(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.link, path).toBe(link);
    }
    expect((await request(stack.url).get('/main.3f9a1c2b.js')).headers.link).toBeUndefined();
    // A remote on its own origin (the production layout) is preloaded there.
    expect(shellPreloads('http://localhost:4201/mf-manifest.json')).toBe(
      `${list}, <http://localhost:4201/mf-manifest.json>; rel=preload; as=fetch; crossorigin, <http://localhost:4201/remoteEntry.js>; rel=preload; as=script`,
    );
  });

  it('keeps a hashed file immutable whichever encoding is sent, with Vary and an ETag per encoding; manifests revalidate with a 304', async () => {
    const seen = new Map<string, string>();
    for (const encoding of ['br', 'gzip', 'identity']) {
      const res = await request(stack.url).get('/mf/rider/static/js/512.8d2f0c1a.js').set('Accept-Encoding', encoding);
      expect(res.status, encoding).toBe(200);
      expect(res.headers['content-encoding'] ?? 'identity', encoding).toBe(encoding);
      expect(res.headers['cache-control'], encoding).toBe('public, max-age=31536000, immutable');
      expect(res.headers.vary, encoding).toMatch(/Accept-Encoding/i);
      expect(res.headers.etag, encoding).toMatch(/^W\/"/);
      seen.set(encoding, res.headers.etag as string);
    }
    expect(new Set(seen.values()).size).toBe(3);
    const shellAsset = await request(stack.url).get('/main.3f9a1c2b.js').set('Accept-Encoding', 'br');
    expect(shellAsset.headers['content-encoding']).toBe('br');
    expect(shellAsset.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const manifest = await request(stack.url).get('/mf/rider/mf-manifest.json').set('Accept-Encoding', 'gzip');
    expect(manifest.headers['content-encoding']).toBe('gzip');
    expect(manifest.headers['cache-control']).toBe('no-cache');
    const again = await request(stack.url).get('/mf/rider/mf-manifest.json').set('Accept-Encoding', 'gzip').set('If-None-Match', manifest.headers.etag as string);
    expect(again.status).toBe(304);
    expect(again.text ?? '').toBe('');
    const home = await request(stack.url).get('/');
    const homeAgain = await request(stack.url).get('/').set('If-None-Match', home.headers.etag as string);
    expect(homeAgain.status).toBe(304);
    expect(homeAgain.headers['cache-control']).toBe('no-cache');
  });

  it('answers 404 for missing remote files and unknown remotes, never with the shell', async () => {
    expect((await request(stack.url).get('/mf/rider/nope.js')).status).toBe(404);
    expect((await request(stack.url).get('/mf/visitor/mf-manifest.json')).status).toBe(404);
    const traversal = await request(stack.url).get('/mf/rider/../../etc/passwd');
    expect(traversal.status).toBe(403);
    expect(traversal.text).not.toContain('root:');
  });

  it('serves the shell with SPA fallback for page paths', async () => {
    const home = await request(stack.url).get('/');
    expect(home.status).toBe(200);
    expect(home.text).toContain('<title>shell</title>');
    expect(home.headers['cache-control']).toBe('no-cache');
    const deep = await request(stack.url).get('/fr/events/event/e1');
    expect(deep.status).toBe(200);
    expect(deep.text).toContain('<title>shell</title>');
    const asset = await request(stack.url).get('/main.3f9a1c2b.js');
    expect(asset.text).toBe('console.log("shell")');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers an unknown page path with 404 and the shell (its not-found page), and known pages with 200', async () => {
    const page = async (path: string) => {
      const res = await request(stack.url).get(path);
      return { status: res.status, shell: res.text.includes('<title>shell</title>') };
    };
    const known = [
      '/', '/events', '/events/', '/events/event/e1', '/events/serie/s1', '/dealers', '/about/rules', '/register/pin', '/login-unlock',
      '/fr', '/fr/', '/de/events/serie/s1', '/sv/dealers', '/no/about/faq',
      '/auth', '/auth/rider', '/auth/rider/dashboard', '/auth/rider/event/e1', '/auth/admin/serie', '/auth/admin/serie/s1', '/auth/email-verify',
      '/proxy-rider/r-1', '/proxy-remove',
    ];
    for (const path of known) expect(await page(path), path).toEqual({ status: 200, shell: true });
    const unknown = [
      '/no-such-page', '/events/event', '/events/event/e1/extra', '/events/nowhere', '/fr/no-such-page', '/de/events/event', '/en/events',
      '/auth/rider/no-such-page', '/auth/rider/event', '/auth/visitor', '/auth/visitor/dashboard', '/auth/dealer/serie/s1', '/proxy-rider', '/proxy-admin/a-1',
    ];
    for (const path of unknown) expect(await page(path), path).toEqual({ status: 404, shell: true });
    // Assets are unaffected: a file is served, a missing one is a plain 404 without the shell.
    expect((await request(stack.url).get('/main.3f9a1c2b.js')).status).toBe(200);
    expect(await page('/missing.3f9a1c2b.js')).toEqual({ status: 404, shell: false });
  });

  it('does not answer missing assets or API paths with index.html', async () => {
    expect((await request(stack.url).get('/missing.3f9a1c2b.js')).status).toBe(404);
    const api = await request(stack.url).get('/api/not-a-route');
    expect(api.status).toBe(404);
    expect(api.body).toEqual({ message: 'Not found', code: 'NOT_FOUND' });
  });
});

describe('health', () => {
  it('/healthz is always ok', async () => {
    expect((await request(stack.url).get('/healthz')).body).toEqual({ status: 'ok' });
  });

  it('/readyz is 200 and reports every service answering its health check', async () => {
    const res = await request(stack.url).get('/readyz');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ready', sessionStore: 'ok', upstreams: { identity: 'ok', events: 'ok', payouts: 'ok' } });
  });

  it('/readyz stays ready with a service down (the breaker covers it) and names the unreachable one', async () => {
    await withBff({ ...config, upstreams: { ...config.upstreams, payouts: await deadUrl() } }, async (url) => {
      const res = await request(url).get('/readyz');
      expect(res.status).toBe(200);
      expect(res.body.upstreams).toEqual({ identity: 'ok', events: 'ok', payouts: 'unreachable' });
    });
  });
});
