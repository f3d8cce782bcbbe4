// scripts/serve-static.mjs (the remotes' static server in the production-like stack): nosniff on every answer.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM script without type declarations
import { createStaticServer } from './serve-static.mjs';

let dir: string;
let server: Server;
let base: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'serve-static-'));
  writeFileSync(join(dir, 'remoteEntry.js'), '/* entry */');
  writeFileSync(join(dir, 'mf-manifest.json'), '{"id":"mf_public"}');
  server = createStaticServer({ root: dir }) as Server;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  rmSync(dir, { recursive: true, force: true });
});

describe('serve-static headers', () => {
  it.each([
    ['a file', 'GET', '/remoteEntry.js', 200],
    ['a missing file', 'GET', '/nope.js', 404],
    ['a path outside the build', 'GET', '/%2e%2e/etc/passwd', 404],
    ['a method it does not serve', 'POST', '/remoteEntry.js', 405],
    ['a CORS preflight', 'OPTIONS', '/remoteEntry.js', 204],
    ['the health probe', 'GET', '/healthz', 200],
  ])('%s answers %s %s with nosniff and CORS', async (_what, method, path, status) => {
    const res = await fetch(`${base}${path}`, { method });
    await res.arrayBuffer();
    expect(res.status).toBe(status);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('a file keeps its own type and cache headers', async () => {
    const res = await fetch(`${base}/remoteEntry.js`);
    expect(res.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('no-cache');
  });
});
