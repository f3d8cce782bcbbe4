// Releasing one remote (docs/operations.md "Releasing one remote"): the remotes file switches /mf/remotes.json, the CSP
// and the Link preloads to a new build of one remote while running, a rollback is the same switch, and a build whose
// shared singletons do not fit the shell's is refused with one clear error line while the previous URL stays.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdirSync, mkdtempSync, renameSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBff, type BffApp } from '../src/app.js';
import { sharedMismatches, type FederationManifest, type SharedEntry } from '../src/remotes.js';
import { satisfies } from '../src/semver-range.js';
import { ConfigError, loadConfig } from '../src/config.js';
import { memoryLogger, testConfig } from './helpers.js';

const SHELL_SHARED: SharedEntry[] = [
  { name: 'react', version: '19.3.1', requiredVersion: '^19.0.0', singleton: true },
  { name: 'react-dom', version: '19.3.1', requiredVersion: '^19.0.0', singleton: true },
  { name: 'jotai', version: '3.0.1', requiredVersion: '^3.0.0', singleton: true },
  { name: 'react-hook-form', version: '7.92.0', requiredVersion: '^7.0.0', singleton: true },
  { name: '@rr/ui', version: '0.1.0', requiredVersion: '^0.1.0', singleton: true },
];

function manifest(name: string, version: string, shared: SharedEntry[] = SHELL_SHARED.map((s) => ({ ...s }))): FederationManifest {
  return { name, metaData: { buildInfo: { buildVersion: version, buildName: `@rr/${name.replace('_', '-')}` }, remoteEntry: { name: 'remoteEntry.js' } }, shared };
}

/** A remote origin: serves the manifests put in `files` (path → JSON). */
async function origin(files: Record<string, unknown>): Promise<{ url: string; server: Server }> {
  const server = createServer((req, res) => {
    const body = files[req.url ?? ''];
    res.writeHead(body === undefined ? 404 : 200, { 'content-type': 'application/json' });
    res.end(body === undefined ? '{}' : JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

describe('MF_REMOTES_FILE and MF_REMOTES_POLL_MS', () => {
  it('are off by default, and read as an absolute path and a poll interval', () => {
    expect(loadConfig({})).toMatchObject({ remotesFile: undefined, remotesPollMs: 2000 });
    const config = loadConfig({ MF_REMOTES_FILE: 'var/remotes.json', MF_REMOTES_POLL_MS: '500' });
    expect(config.remotesFile).toMatch(/^\/.*\/var\/remotes\.json$/);
    expect(config.remotesPollMs).toBe(500);
  });

  it('refuses a poll interval that would busy the BFF', () => {
    expect(() => loadConfig({ MF_REMOTES_POLL_MS: '10' })).toThrow(ConfigError);
  });
});

describe('satisfies (requiredVersion ranges)', () => {
  it.each([
    ['19.3.1', '^19.0.0', true],
    ['18.3.1', '^19.0.0', false],
    ['0.1.0', '^0.1.0', true],
    ['0.2.0', '^0.1.0', false],
    ['7.92.0', '~7.92.0', true],
    ['7.93.0', '~7.92.0', false],
    ['3.0.1', '>=3.0.0 <4.0.0', true],
    ['4.0.0', '>=3.0.0 <4.0.0', false],
    ['18.2.0', '^17.0.0 || ^18.0.0', true],
    ['19.0.0', '19.x', true],
    ['19.0.0-rc.1', '^19.0.0', false],
    ['19.0.0', 'not a range', false],
  ])('%s in %s: %s', (version, range, expected) => {
    expect(satisfies(version, range)).toBe(expected);
  });
});

describe('sharedMismatches', () => {
  it('accepts the shell\'s own versions and ignores what the shell does not share as a singleton', () => {
    expect(sharedMismatches(SHELL_SHARED, [...SHELL_SHARED, { name: 'left-pad', version: '1.0.0', requiredVersion: '^9.0.0', singleton: true }])).toEqual([]);
  });

  it('names a remote that requires another major of a singleton, and one whose own copy the shell would not take', () => {
    const remote: SharedEntry[] = [
      { name: 'react', version: '18.3.1', requiredVersion: '^18.2.0', singleton: true },
      { name: 'jotai', version: '2.9.0', requiredVersion: false, singleton: true },
    ];
    expect(sharedMismatches(SHELL_SHARED, remote)).toEqual([
      { package: 'react', offered: '18.3.1', remoteRequires: '^18.2.0', provided: '19.3.1', shellRequires: '^19.0.0' },
      { package: 'jotai', offered: '2.9.0', remoteRequires: null, provided: '3.0.1', shellRequires: '^3.0.0' },
    ]);
  });
});

describe('remotes switched while running', () => {
  let dir: string;
  let file: string;
  let bff: BffApp;
  let lines: ReturnType<typeof memoryLogger>['lines'];
  let v2: { url: string; server: Server };
  let wrong: { url: string; server: Server };

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'bff-remotes-file-'));
    file = join(dir, 'remotes.json');
    const staticDir = join(dir, 'shell');
    mkdirSync(staticDir);
    writeFileSync(join(staticDir, 'mf-manifest.json'), JSON.stringify(manifest('shell', '0.1.0')));
    writeFileSync(join(staticDir, 'index.html'), '<!doctype html><title>shell</title>');
    const remotesDir = join(dir, 'remotes');
    mkdirSync(join(remotesDir, 'mf-rider', 'dist'), { recursive: true });
    writeFileSync(join(remotesDir, 'mf-rider', 'dist', 'mf-manifest.json'), JSON.stringify(manifest('mf_rider', '1.0.0')));
    v2 = await origin({ '/mf-manifest.json': manifest('mf_rider', '2.0.0'), '/admin/mf-manifest.json': manifest('mf_admin', '2.0.0') });
    wrong = await origin({
      '/mf-manifest.json': manifest('mf_rider', '3.0.0', [{ name: 'react', version: '18.3.1', requiredVersion: '^18.2.0', singleton: true }]),
    });
    const logged = memoryLogger();
    lines = logged.lines;
    // A poll far away: the test looks at the file itself (refresh), as the poll would.
    bff = createBff(testConfig({ staticDir, remotesDir, remotesFile: file, remotesPollMs: 600_000 }), { logger: logged.logger });
    await bff.remotes.refresh();
  });

  afterAll(async () => {
    await bff.dispose();
    v2.server.close();
    wrong.server.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const served = async () => (await request(bff.callback()).get('/mf/remotes.json').expect(200)).body as Record<string, string>;
  const csp = async () => (await request(bff.callback()).get('/mf/remotes.json')).headers['content-security-policy'] as string;
  const write = async (map: Record<string, string>) => {
    writeFileSync(file, JSON.stringify(map));
    await bff.remotes.refresh();
  };

  it('serves MF_REMOTE_* while the file is absent', async () => {
    expect((await served()).mf_rider).toBe('/mf/rider/mf-manifest.json');
  });

  it('switches one remote to a new origin: /mf/remotes.json, the CSP and the rider pages\' preloads follow; the others stay', async () => {
    const before = await served();
    await write({ mf_rider: `${v2.url}/mf-manifest.json` });
    const after = await served();
    expect(after.mf_rider).toBe(`${v2.url}/mf-manifest.json`);
    expect({ ...after, mf_rider: undefined }).toEqual({ ...before, mf_rider: undefined });
    expect(await csp()).toContain(`script-src 'self' ${v2.url}`);
    const page = await request(bff.callback()).get('/auth/rider/dashboard').expect(200);
    expect(page.headers.link).toContain(`<${v2.url}/mf-manifest.json>; rel=preload`);
    expect(page.headers.link).toContain(`<${v2.url}/remoteEntry.js>; rel=preload; as=script`);
    const publicPage = await request(bff.callback()).get('/').expect(200);
    expect(publicPage.headers.link).toContain('</mf/public/mf-manifest.json>');
    expect(lines.some((l) => l.level === 'info' && l.remote === 'mf_rider' && l.version === '2.0.0' && /switched/.test(l.msg ?? ''))).toBe(true);
  });

  it('refuses a build whose shared react does not fit the shell\'s: one error line, the previous URL stays', async () => {
    // (Only the remotes' lines: a request of an earlier test may still log its socket's end.)
    const refusals = () => lines.filter((l) => l.level === 'error' && l.remote !== undefined);
    const errorsBefore = refusals().length;
    await write({ mf_rider: `${wrong.url}/mf-manifest.json` });
    expect((await served()).mf_rider).toBe(`${v2.url}/mf-manifest.json`);
    const errors = refusals().slice(errorsBefore);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ remote: 'mf_rider', package: 'react', offered: '18.3.1', required: '^19.0.0', provided: '19.3.1', serving: `${v2.url}/mf-manifest.json` });
    expect(errors[0]!.msg).toBe(
      `remote mf_rider refused: ${wrong.url}/mf-manifest.json: shared singletons do not match the shell's (react: the remote offers 18.3.1 and requires ^18.2.0, the shell provides 19.3.1 and requires ^19.0.0); still serving ${v2.url}/mf-manifest.json`,
    );
    expect(await csp()).not.toContain(wrong.url);
    // Looking again at an unchanged file does not log the same refusal again.
    await bff.remotes.refresh();
    expect(refusals().length).toBe(errorsBefore + 1);
  });

  it('refuses another remote\'s manifest, an unreachable one and a non-http URL', async () => {
    await write({ mf_rider: `${v2.url}/admin/mf-manifest.json`, mf_dealer: 'http://127.0.0.1:2/mf-manifest.json', mf_admin: 'javascript:alert(1)' });
    const now = await served();
    expect(now.mf_rider).toBe(`${v2.url}/mf-manifest.json`);
    expect(now.mf_dealer).toBe('/mf/dealer/mf-manifest.json');
    expect(now.mf_admin).toBe('/mf/admin/mf-manifest.json');
    const refusals = lines.filter((l) => l.level === 'error').map((l) => l.msg ?? '');
    expect(refusals.some((m) => m.includes("the manifest is mf_admin's, not mf_rider's"))).toBe(true);
    expect(refusals.some((m) => m.startsWith('remote mf_dealer refused') && m.includes('could not be read'))).toBe(true);
    expect(refusals.some((m) => m.startsWith('remote mf_admin refused') && m.includes('http(s)'))).toBe(true);
  });

  it('rolls back with the same switch: back to the build the BFF serves itself (checked from disk)', async () => {
    await write({ mf_rider: '/mf/rider/mf-manifest.json' });
    expect((await served()).mf_rider).toBe('/mf/rider/mf-manifest.json');
    expect(await csp()).not.toContain(v2.url);
    await write({ mf_rider: `${v2.url}/mf-manifest.json` });
    expect((await served()).mf_rider).toBe(`${v2.url}/mf-manifest.json`);
    // An empty file (or none) is MF_REMOTE_* again.
    await write({});
    expect((await served()).mf_rider).toBe('/mf/rider/mf-manifest.json');
  });

  it('keeps the remotes in use when the file is not JSON', async () => {
    writeFileSync(file, '{ not json');
    await bff.remotes.refresh();
    expect((await served()).mf_rider).toBe('/mf/rider/mf-manifest.json');
    expect(lines.some((l) => l.level === 'error' && /is not JSON/.test(l.msg ?? ''))).toBe(true);
  });
});

describe('a directory of one file per remote (the bff-remotes ConfigMap, one key per team)', () => {
  let dir: string;
  let mount: string;
  let bff: BffApp;
  let v2: { url: string; server: Server };
  let generation = 0;

  /** Writes the mount as the kubelet does: a new timestamped folder, `..data` swapped to it, one symlink per key. */
  function publish(data: Record<string, string>) {
    generation += 1;
    const folder = `..2026_11_30_${generation}`;
    mkdirSync(join(mount, folder));
    for (const [key, value] of Object.entries(data)) writeFileSync(join(mount, folder, key), value);
    symlinkSync(folder, join(mount, '..data_tmp'));
    renameSync(join(mount, '..data_tmp'), join(mount, '..data'));
    for (const key of Object.keys(data)) {
      try {
        symlinkSync(join('..data', key), join(mount, key));
      } catch {
        // The key's link exists from an earlier generation; it follows `..data`.
      }
    }
  }

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'bff-remotes-dir-'));
    mount = join(dir, 'remotes');
    mkdirSync(mount);
    const staticDir = join(dir, 'shell');
    mkdirSync(staticDir);
    writeFileSync(join(staticDir, 'mf-manifest.json'), JSON.stringify(manifest('shell', '0.1.0')));
    writeFileSync(join(staticDir, 'index.html'), '<!doctype html><title>shell</title>');
    const remotesDir = join(dir, 'builds');
    mkdirSync(join(remotesDir, 'mf-rider', 'dist'), { recursive: true });
    writeFileSync(join(remotesDir, 'mf-rider', 'dist', 'mf-manifest.json'), JSON.stringify(manifest('mf_rider', '1.0.0')));
    v2 = await origin({ '/mf-manifest.json': manifest('mf_rider', '2.0.0'), '/dealer/mf-manifest.json': manifest('mf_dealer', '2.0.0') });
    const keys = { mf_public: '', mf_rider: '', mf_dealer: '', mf_promoter: '', mf_admin: '' };
    publish(keys);
    bff = createBff(testConfig({ staticDir, remotesDir, remotesFile: mount, remotesPollMs: 600_000 }), { logger: memoryLogger().logger });
    await bff.remotes.refresh();
  });

  afterAll(async () => {
    await bff.dispose();
    v2.server.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const served = async () => (await request(bff.callback()).get('/mf/remotes.json').expect(200)).body as Record<string, string>;
  const keys = (changes: Record<string, string>) => ({ mf_public: '', mf_rider: '', mf_dealer: '', mf_promoter: '', mf_admin: '', ...changes });

  it('serves MF_REMOTE_* while every key is empty', async () => {
    expect((await served()).mf_rider).toBe('/mf/rider/mf-manifest.json');
  });

  it("switches the remote whose key changed, follows an update that swaps the mount's ..data, and rolls back with an empty key", async () => {
    const before = await served();
    publish(keys({ mf_rider: `${v2.url}/mf-manifest.json\n` }));
    await bff.remotes.refresh();
    const after = await served();
    expect(after.mf_rider).toBe(`${v2.url}/mf-manifest.json`);
    expect({ ...after, mf_rider: undefined }).toEqual({ ...before, mf_rider: undefined });
    // Another team's key changes: the rider's switch stays.
    publish(keys({ mf_rider: `${v2.url}/mf-manifest.json`, mf_dealer: `${v2.url}/dealer/mf-manifest.json` }));
    await bff.remotes.refresh();
    expect(await served()).toMatchObject({ mf_rider: `${v2.url}/mf-manifest.json`, mf_dealer: `${v2.url}/dealer/mf-manifest.json` });
    publish(keys({ mf_dealer: `${v2.url}/dealer/mf-manifest.json` }));
    await bff.remotes.refresh();
    expect(await served()).toMatchObject({ mf_rider: '/mf/rider/mf-manifest.json', mf_dealer: `${v2.url}/dealer/mf-manifest.json` });
  });
});
