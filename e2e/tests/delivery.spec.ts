// Independent delivery (docs/operations.md "Releasing one remote"): a changed mf-rider build, made by the per-remote
// release path (scripts/release-remote.mjs --build-only) with its own version, is shipped to a new origin and the
// running BFF is pointed at it through mf-rider's own entry in its remotes (MF_REMOTES_FILE, a directory of one file
// per remote, as production mounts the bff-remotes ConfigMap): an open browser shows the new version after a reload
// and nothing else changes; a build whose shared React does not fit the shell's is refused with one clear log line
// and the page keeps the good build; a rollback is the same entry set back.
//
// Needs the production-like stack (scripts/prod-stack.mjs: the BFF reads var/prod-stack/mf-remotes/ and logs to
// var/prod-stack/bff.log), so it runs when E2E_BASE_URL is set (CI) or E2E_MF_REMOTES_DIR names the directory.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { openAs } from './support';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const REMOTES_DIR = process.env.E2E_MF_REMOTES_DIR ?? path.join(ROOT, 'var/prod-stack/mf-remotes');
const BFF_LOG = process.env.E2E_BFF_LOG ?? path.join(ROOT, 'var/prod-stack/bff.log');

test.describe.configure({ mode: 'serial' });
test.skip(!process.env.E2E_BASE_URL && !process.env.E2E_MF_REMOTES_DIR, 'needs the production-like stack (its BFF reads the remotes directory)');

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

async function remotes(request: APIRequestContext): Promise<Record<string, string>> {
  const response = await request.get('/mf/remotes.json');
  expect(response.ok()).toBe(true);
  return (await response.json()) as Record<string, string>;
}

/** Sets mf-rider's entry in the BFF's remotes as a ConfigMap update would (a new file put in place); '' is MF_REMOTE_RIDER. */
function setRiderEntry(url: string) {
  const file = path.join(REMOTES_DIR, 'mf_rider');
  const next = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(next, url);
  fs.renameSync(next, file);
}

let buildDir = '';
let server: ChildProcess | undefined;
let newOrigin = '';
let react18Manifest: unknown;
const version = `e2e-${Date.now().toString(36)}`;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  // A changed build of mf-rider with its own version, made beside the one being served by the path a team's pipeline
  // takes.
  buildDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rr-mf-rider-'));
  const built = spawnSync(process.execPath, [path.join(ROOT, 'scripts/release-remote.mjs'), 'mf-rider', '--build-only', '--version', version, '--out', buildDir], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  expect(built.status, `${built.stdout}\n${built.stderr}`).toBe(0);
  // The same build with the shared React of another major: what the BFF must refuse.
  const manifest = JSON.parse(fs.readFileSync(path.join(buildDir, 'mf-manifest.json'), 'utf8')) as { shared: { name: string; version: string; requiredVersion: string | null }[] };
  for (const shared of manifest.shared) if (shared.name === 'react') Object.assign(shared, { version: '18.3.1', requiredVersion: '^18.2.0' });
  fs.mkdirSync(path.join(buildDir, 'react18'));
  fs.writeFileSync(path.join(buildDir, 'react18', 'mf-manifest.json'), JSON.stringify(manifest));
  react18Manifest = manifest;
  // Its own origin.
  const port = await freePort();
  server = spawn(process.execPath, [path.join(ROOT, 'scripts/serve-static.mjs'), buildDir, String(port)], { stdio: 'ignore' });
  newOrigin = `http://localhost:${port}`;
  await expect.poll(async () => fetch(`${newOrigin}/readyz`).then((r) => r.status, () => 0), { timeout: 15_000 }).toBe(200);
});

test.afterAll(async () => {
  // Back to MF_REMOTE_* whatever happened, and a moment for pages of other tests that loaded the new build.
  setRiderEntry('');
  await new Promise((resolve) => setTimeout(resolve, 10_000));
  server?.kill();
  if (buildDir) fs.rmSync(buildDir, { recursive: true, force: true });
});

test('ships a new mf-rider to a new origin, refuses a mismatching one, and rolls back, all in an open browser', async ({ page, request }) => {
  test.setTimeout(120_000);
  const before = await remotes(request);
  await openAs(page, 'rider@example.com', 'rider');
  const stamp = page.locator('[data-remote-build]');
  await expect(stamp).toHaveAttribute('data-remote-build', /^mf-rider \S+$/);
  // The version is for support and deploys, never in the text a rider reads.
  await expect(page.getByText(/^mf-rider /)).toHaveCount(0);
  const oldVersion = (await stamp.getAttribute('data-remote-build')) ?? '';
  expect(oldVersion).not.toContain(version);

  // Switch: only mf_rider changes; the open page shows the new build after a reload.
  const newUrl = `${newOrigin}/mf-manifest.json`;
  setRiderEntry(newUrl);
  await expect.poll(async () => (await remotes(request)).mf_rider, { timeout: 15_000 }).toBe(newUrl);
  expect({ ...(await remotes(request)), mf_rider: null }).toEqual({ ...before, mf_rider: null });
  await page.reload();
  await expect(stamp).toHaveAttribute('data-remote-build', `mf-rider ${version}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('remote-error')).toHaveCount(0);

  // The other areas are untouched: the public site, in another tab, still comes from its own build.
  const visitor = await page.context().newPage();
  const publicManifest = visitor.waitForResponse((r) => r.url() === new URL(before.mf_public!, page.url()).href);
  await visitor.goto('/');
  expect([200, 304]).toContain((await publicManifest).status()); // 304: revalidated, the same build
  await expect(visitor.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await visitor.close();

  // Refused: a build whose shared React is another major. One clear log line; the page keeps the good build.
  const badUrl = `${newOrigin}/react18/mf-manifest.json`;
  const logSize = fs.existsSync(BFF_LOG) ? fs.statSync(BFF_LOG).size : 0;
  setRiderEntry(badUrl);
  const refusals = () =>
    (fs.existsSync(BFF_LOG) ? fs.readFileSync(BFF_LOG).subarray(logSize).toString('utf8') : '').split('\n').filter((entry) => entry.includes(`remote mf_rider refused: ${badUrl}`));
  await expect.poll(() => refusals().length, { timeout: 15_000 }).toBeGreaterThan(0);
  const refusal = refusals();
  expect(refusal).toHaveLength(1);
  const line = JSON.parse(refusal[0]!) as Record<string, unknown>;
  expect(line).toMatchObject({ level: 'error', remote: 'mf_rider', package: 'react', offered: '18.3.1', serving: newUrl });
  expect(String(line.msg)).toContain('react: the remote offers 18.3.1 and requires ^18.2.0, the shell provides 19.');
  expect((await remotes(request)).mf_rider).toBe(newUrl);
  await page.reload();
  await expect(stamp).toHaveAttribute('data-remote-build', `mf-rider ${version}`);

  // Should such a build reach a page anyway (a manifest replaced behind a URL the BFF accepted), the shell refuses it
  // too: the rider area shows its translated notice with Retry, the navigation stays, nothing is blank.
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  await page.route(newUrl, (route) => route.fulfill({ json: react18Manifest, headers: { 'Access-Control-Allow-Origin': '*', 'Cache-Control': 'no-cache' } }));
  await page.reload();
  await expect(page.getByTestId('remote-error')).toBeVisible();
  await expect(page.getByTestId('remote-error').getByRole('button')).toBeVisible();
  await expect(page.getByRole('link', { name: /wallet/i }).first()).toBeVisible();
  expect(consoleErrors.some((text) => text.includes('react: the remote offers 18.3.1 and requires ^18.2.0'))).toBe(true);
  await page.unroute(newUrl);

  // Rollback: the same switch, back to the build served before.
  setRiderEntry(before.mf_rider!);
  await expect.poll(async () => (await remotes(request)).mf_rider, { timeout: 15_000 }).toBe(before.mf_rider);
  await page.reload();
  await expect(stamp).toHaveAttribute('data-remote-build', oldVersion);
  expect(await remotes(request)).toEqual(before);
});
