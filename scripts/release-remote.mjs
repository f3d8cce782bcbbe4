#!/usr/bin/env node
// The check a role app's pipeline runs before it releases (docs/operations.md "Releasing one remote"):
//
//   node scripts/release-remote.mjs <remote> [--version 1.4.1+3f9a1c2] [--out DIR]
//        [--build-only | --no-build] [--no-unit] [--no-pages] [--base-url http://localhost:8080] [--remotes-dir DIR]
//
// 1. builds that one remote, with its version, into DIR (var/release/<remote> unless --out): the same build the
//    Dockerfile's `remote` target makes;
// 2. checks its shared singletons against the shell's manifest (shell/dist/mf-manifest.json, built if missing) with
//    the BFF's own check, so a build the BFF would refuse at switch time fails here first;
// 3. runs that remote's own tests (vitest, the remote's folder);
// 4. serves the build from an origin of its own and switches the running production-like stack to it through its
//    own entry in the BFF's remotes (the others stay at their current versions), opens every page of the remote in
//    Chromium (e2e/tests/release-pages.spec.ts: the new version shown, a heading, no error notice, no script error),
//    and switches back, whatever happened.
// Exits non-zero at the first step that fails. --build-only stops after step 1 (the delivery e2e builds this way);
// --no-build takes the build already in DIR (CI, whose build step built every remote alone just before: `--out
// mf-rider/dist`), and --no-unit leaves out step 3 when the whole suite has just run.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { tsImport } from 'tsx/esm/api';
import { ROOT } from './ensure-deps.mjs';

export const RELEASABLE = ['mf-public', 'mf-rider', 'mf-dealer', 'mf-promoter', 'mf-admin'];

const log = (message) => console.log(`[release ${new Date().toISOString().slice(11, 19)}] ${message}`);

function gitSha() {
  const answer = spawnSync('git', ['rev-parse', '--short=7', 'HEAD'], { cwd: ROOT, encoding: 'utf8' });
  return answer.status === 0 ? answer.stdout.trim() : 'local';
}

/** `<package version>+<commit>` unless given: what the manifest, the area's stamp and the image tag carry. */
export function defaultVersion(remote) {
  const { version } = JSON.parse(fs.readFileSync(path.join(ROOT, remote, 'package.json'), 'utf8'));
  return `${version}+${gitSha()}`;
}

function run(command, args, options = {}) {
  const answer = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', ...options });
  return answer.status ?? 1;
}

/** Step 1: the remote's production build into `outDir`, stamped with `version`. */
export function buildRemote(remote, version, outDir) {
  fs.rmSync(outDir, { recursive: true, force: true });
  fs.mkdirSync(outDir, { recursive: true });
  return run('npx', ['rspack', 'build'], {
    cwd: path.join(ROOT, remote),
    env: { ...process.env, NODE_ENV: 'production', MF_BUILD_VERSION: version, RR_DIST_DIR: outDir },
  });
}

/** Step 2: the problems the BFF would refuse the build for (its name, its shared singletons against the shell's). */
export async function sharedProblems(remote, outDir, shellManifest = path.join(ROOT, 'shell/dist/mf-manifest.json')) {
  if (!fs.existsSync(shellManifest) && run('npm', ['run', 'build', '--silent', '-w', 'shell']) !== 0) return ['the shell could not be built'];
  const shell = JSON.parse(fs.readFileSync(shellManifest, 'utf8'));
  const manifest = JSON.parse(fs.readFileSync(path.join(outDir, 'mf-manifest.json'), 'utf8'));
  const federationName = remote.replace('-', '_');
  const problems = [];
  if (manifest.name !== federationName) problems.push(`the manifest is ${manifest.name}'s, not ${federationName}'s`);
  const { formatMismatch, sharedMismatches } = await tsImport('../bff/src/remotes.ts', import.meta.url);
  return [...problems, ...sharedMismatches(shell.shared ?? [], manifest.shared ?? []).map(formatMismatch)];
}

async function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function until(what, test, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await test().catch(() => false)) return;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Writes one remote's entry the way the kubelet updates a ConfigMap key: a new file put in place. */
function writeEntry(remotesDir, remote, value) {
  const file = path.join(remotesDir, remote.replace('-', '_'));
  const next = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(next, value);
  fs.renameSync(next, file);
}

/** Step 4: the build on its own origin, the stack switched to it, every page opened, and the switch undone. */
export async function checkPages({ remote, version, outDir, baseUrl, remotesDir }) {
  const federationName = remote.replace('-', '_');
  const remotesUrl = new URL('/mf/remotes.json', baseUrl).href;
  const served = async () => (await fetch(remotesUrl)).json();
  const before = await served();
  const port = await freePort();
  const origin = `http://localhost:${port}`;
  const server = spawn(process.execPath, [path.join(ROOT, 'scripts/serve-static.mjs'), outDir, String(port)], { stdio: 'ignore' });
  try {
    await until(`${origin}/readyz`, async () => (await fetch(`${origin}/readyz`)).status === 200);
    const manifestUrl = `${origin}/mf-manifest.json`;
    writeEntry(remotesDir, remote, manifestUrl);
    // The BFF runs the same shared-singleton check before it follows the entry.
    await until(`the BFF to switch ${federationName} to ${manifestUrl} (see its log for a refusal)`, async () => (await served())[federationName] === manifestUrl);
    log(`${federationName} switched to ${manifestUrl}; the other remotes stay at their current builds`);
    return run('npx', ['playwright', 'test', 'tests/release-pages.spec.ts', '--reporter=list'], {
      cwd: path.join(ROOT, 'e2e'),
      env: { ...process.env, E2E_BASE_URL: baseUrl, RELEASE_REMOTE: remote, RELEASE_VERSION: version, RELEASE_ORIGIN: origin },
    });
  } finally {
    writeEntry(remotesDir, remote, '');
    await until(`the BFF to switch ${federationName} back`, async () => (await served())[federationName] === before[federationName]).catch((err) => log(err.message));
    server.kill();
  }
}

async function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      version: { type: 'string' },
      out: { type: 'string' },
      'build-only': { type: 'boolean', default: false },
      'no-build': { type: 'boolean', default: false },
      'no-unit': { type: 'boolean', default: false },
      'no-pages': { type: 'boolean', default: false },
      'base-url': { type: 'string', default: process.env.E2E_BASE_URL ?? 'http://localhost:8080' },
      'remotes-dir': { type: 'string', default: path.join(ROOT, 'var/prod-stack/mf-remotes') },
    },
  });
  const [remote] = positionals;
  if (!RELEASABLE.includes(remote ?? '')) {
    console.error(`usage: node scripts/release-remote.mjs <${RELEASABLE.join('|')}> [--version V] [--out DIR] [--build-only] [--no-unit] [--no-pages]`);
    return 2;
  }
  let version = values.version ?? defaultVersion(remote);
  const outDir = path.resolve(values.out ?? path.join(ROOT, 'var/release', remote));
  const started = Date.now();
  const seconds = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;

  const shown = outDir.startsWith(`${ROOT}${path.sep}`) ? path.relative(ROOT, outDir) : outDir;
  if (values['no-build']) {
    if (!fs.existsSync(path.join(outDir, 'mf-manifest.json'))) {
      console.error(`--no-build: ${shown} holds no build of ${remote}`);
      return 1;
    }
  } else {
    log(`${remote} ${version}: building into ${shown}`);
    if (buildRemote(remote, version, outDir) !== 0) return 1;
  }
  const built = JSON.parse(fs.readFileSync(path.join(outDir, 'mf-manifest.json'), 'utf8'));
  const builtVersion = built.metaData?.buildInfo?.buildVersion;
  if (values['no-build'] && !values.version) version = builtVersion;
  if (builtVersion !== version) {
    console.error(`the build in ${shown} says version ${builtVersion}, not ${version}`);
    return 1;
  }
  log(`${remote} ${version} built (${seconds()})`);
  if (values['build-only']) return 0;

  const problems = await sharedProblems(remote, outDir);
  if (problems.length > 0) {
    console.error(`${remote} ${version} would be refused by the BFF:\n  ${problems.join('\n  ')}`);
    return 1;
  }
  log(`shared singletons fit the shell's (${seconds()})`);

  if (!values['no-unit']) {
    if (run('npx', ['vitest', 'run', `${remote}/`]) !== 0) return 1;
    log(`${remote}'s own tests passed (${seconds()})`);
  }

  if (!values['no-pages']) {
    const remotesDir = path.resolve(values['remotes-dir']);
    if (!fs.existsSync(remotesDir) || !fs.statSync(remotesDir).isDirectory()) {
      console.error(`${remotesDir} is not the BFF's remotes directory: start the production-like stack (node scripts/prod-stack.mjs start) or pass --remotes-dir`);
      return 1;
    }
    const code = await checkPages({ remote, version, outDir, baseUrl: values['base-url'], remotesDir });
    if (code !== 0) return code;
    log(`${remote}'s pages passed against the production-like stack (${seconds()})`);
  }
  log(`${remote} ${version} is ready to release: docs/operations.md "Releasing one remote"`);
  return 0;
}

if (import.meta.url === `file://${process.argv[1]}`) process.exit(await main());
