import { describe, expect, it } from 'vitest';
import { startBff } from '../src/main.js';
import { api, fakeService, testConfig } from './helpers.js';
import { bffForFile } from './with-bff.js';

describe('GET /api/openapi.json', () => {
  const stack = bffForFile();

  it('answers the public document to anyone, cacheable and revalidated by its ETag', async () => {
    const res = await api(stack.url).get('/api/openapi.json').expect(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['cache-control']).toBe('public, max-age=300, must-revalidate');
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(res.body.openapi).toBe('3.1.0');
    expect(res.body.paths['/api/login'].post.operationId).toBe('login');
    expect(res.body.paths['/internal/auth/login']).toBeUndefined();
    const etag = res.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await api(stack.url).get('/api/openapi.json').set('If-None-Match', etag);
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
  });

  it('comes gzipped to a client that accepts it (the same document)', async () => {
    const plain = await api(stack.url).get('/api/openapi.json').set('Accept-Encoding', 'identity').expect(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const zipped = await api(stack.url).get('/api/openapi.json').set('Accept-Encoding', 'gzip, br').expect(200);
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toMatch(/Accept-Encoding/);
    expect(Number(zipped.headers['content-length'])).toBeLessThan(Number(plain.headers['content-length']) / 5);
    expect(zipped.body).toEqual(plain.body);
  });
});

describe("the operators' document", () => {
  it('is served on the metrics port only, never on the public one', async () => {
    const upstream = await fakeService('identity');
    const bff = await startBff(testConfig({ port: 0, metricsPort: 0, upstreams: { identity: upstream.url, events: upstream.url, payouts: upstream.url } }));
    try {
      const res = await fetch(`http://127.0.0.1:${bff.metricsPort}/internal/openapi.json`);
      expect(res.status).toBe(200);
      const document = (await res.json()) as { openapi: string; paths: Record<string, unknown> };
      expect(document.openapi).toBe('3.1.0');
      expect(Object.keys(document.paths).every((path) => path.startsWith('/internal/'))).toBe(true);
      expect(document.paths['/internal/auth/login']).toBeDefined();
      const outside = await fetch(`http://127.0.0.1:${bff.port}/internal/openapi.json`);
      expect(outside.status).not.toBe(200);
      await outside.body?.cancel();
    } finally {
      await bff.close();
      await upstream.close();
    }
  });
});
