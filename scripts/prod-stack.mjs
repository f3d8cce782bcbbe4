// Production-like stack on this machine, as CI's e2e path runs it: every app its own process (each service as a web and
// a worker process), compiled to JavaScript and run by plain node (scripts/build-servers.mjs),
// one MariaDB database per service, BullMQ + sessions on Redis, remotes served from their own
// origins (ports 4201-4205) and announced to the shell through /mf/remotes.json.
//
//   node scripts/prod-stack.mjs start   # migrates, seeds, starts, waits until ready (nothing to do if it already runs);
//                                       # --no-build: runs the apps' dist/ as they are, without compiling them first
//   node scripts/prod-stack.mjs stop    # ends every process it started (also a frozen one) and waits until they are gone
//
// Every process's pid is in var/prod-stack/pids.json ({ "identity": 1234, … }), written as each one starts, so `stop`
// finds them all and the security suite (security/suite.mjs) can freeze one service with SIGSTOP and thaw it.
// The BFF runs as production does with no proxy in front: PUBLIC_URL is its own origin (mailed links are built from it)
// and TRUSTED_PROXY_HOPS=0 (X-Forwarded-* from clients are not believed).
//
// Needs MYSQL_BASE_URL (default: root over /run/mysqld/mysqld.sock) and REDIS_URL (default 127.0.0.1:6379).
//
// Single sign-on: unless OIDC_ISSUER is given, a test OpenID provider (e2e/oidc-provider.mjs) runs as its own
// process at http://127.0.0.1:4400 (OIDC_PROVIDER_PORT) with one client whose callback is the BFF's
// /oauth/callback (localhost and 127.0.0.1), and the BFF gets OIDC_ISSUER/OIDC_CLIENT_ID/OIDC_CLIENT_SECRET.
//
// Cash-outs: unless PAYMENT_PROVIDER_KEY is given (a real provider at PAYMENT_PROVIDER_URL), the fake payment provider
// (services/payouts/src/provider/fake-provider-main.ts, compiled) runs as its own process at http://127.0.0.1:4199
// (FAKE_PROVIDER_PORT) with a fresh key, and payouts gets PAYMENT_PROVIDER_URL/PAYMENT_PROVIDER_KEY pointing at it
// (production refuses to start without a key). The fake sends its signed webhooks through the BFF
// (/api/payments/webhook), signed with PAYMENT_WEBHOOK_SECRET (given, or fresh for this run).
//
// Riders' files: unless FILE_STORAGE is given, a local S3-compatible server (s3rver) runs as its own process at
// http://127.0.0.1:4301 (S3_SERVER_PORT) with an empty bucket, and identity stores in it as production stores in S3
// (production refuses files on the pod's own disk).
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { buildServer, SERVER_ENTRIES } from './build-servers.mjs';
import { ROOT } from './ensure-deps.mjs';

/** The apps run as production runs them: compiled JavaScript under plain node (scripts/build-servers.mjs), no tsx. */
const NODE_FLAGS = ['--enable-source-maps'];

const STATE_DIR = path.join(ROOT, 'var', 'prod-stack');
const PIDS = path.join(STATE_DIR, 'pids.json');
/**
 * The BFF's remotes (MF_REMOTES_FILE) as production mounts its ConfigMap: a directory of one file per remote
 * (`mf_rider` holding a manifest URL), empty at start, so the stack starts on MF_REMOTE_*.
 */
const REMOTES_DIR = path.join(STATE_DIR, 'mf-remotes');
const mysqlBase = process.env.MYSQL_BASE_URL ?? 'mysql://root@localhost/?socketPath=/run/mysqld/mysqld.sock';
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const bffPort = Number(process.env.PORT ?? 8080);
const MAIL_SMTP_PORT = 2525;
/** Each service's worker process: its /healthz, /readyz and /metrics (the web processes' metrics are on 9101-9103). */
const WORKER_METRICS_PORTS = { identity: 9111, events: 9112, payouts: 9113 };
const MAIL_HTTP_PORT = 2526;
const OIDC_PROVIDER_PORT = Number(process.env.OIDC_PROVIDER_PORT ?? 4400);
const FAKE_PROVIDER_PORT = Number(process.env.FAKE_PROVIDER_PORT ?? 4199);
const fakeProvider = !process.env.PAYMENT_PROVIDER_KEY;
const S3_SERVER_PORT = Number(process.env.S3_SERVER_PORT ?? 4301);
const localS3 = !process.env.FILE_STORAGE;
/** s3rver checks request signatures against these fixed keys. */
const LOCAL_S3 = { FILE_STORAGE: 's3', S3_BUCKET: 'rr-files', S3_ENDPOINT: `http://127.0.0.1:${S3_SERVER_PORT}`, S3_REGION: 'us-east-1', S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER' };

function dbUrl(name) {
  const url = new URL(mysqlBase);
  url.pathname = `/rr_${name}`;
  return url.toString();
}

const REMOTES = [
  ['public', 4201],
  ['rider', 4202],
  ['dealer', 4203],
  ['promoter', 4204],
  ['admin', 4205],
];

function env() {
  return {
    ...process.env,
    NODE_ENV: 'production',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    REDIS_URL: redisUrl,
    IDENTITY_TOKEN_SECRET: process.env.IDENTITY_TOKEN_SECRET ?? randomBytes(32).toString('hex'),
    SESSION_KEYS: process.env.SESSION_KEYS ?? `${randomBytes(24).toString('hex')},${randomBytes(24).toString('hex')}`,
    DATABASE_URL_IDENTITY: dbUrl('identity'),
    DATABASE_URL_EVENTS: dbUrl('events'),
    DATABASE_URL_PAYOUTS: dbUrl('payouts'),
    PORT: String(bffPort),
    // GET /metrics of each app on its own port (docs/operations.md "Metrics").
    BFF_METRICS_PORT: '9180',
    IDENTITY_METRICS_PORT: '9101',
    EVENTS_METRICS_PORT: '9102',
    PAYOUTS_METRICS_PORT: '9103',
    PUBLIC_URL: process.env.PUBLIC_URL ?? `http://localhost:${bffPort}`,
    TRUSTED_PROXY_HOPS: process.env.TRUSTED_PROXY_HOPS ?? '0',
    // Account mail goes over real SMTP to the capture server the e2e tests read (e2e/mail-capture.mjs).
    SMTP_URL: process.env.SMTP_URL ?? `smtp://127.0.0.1:${MAIL_SMTP_PORT}`,
    // No map tiles from the internet while tests and benches run (the pins show on a plain background).
    MAP_TILE_URL: process.env.MAP_TILE_URL ?? 'off',
    // Cash-outs go to the fake provider's process unless a real key is given; webhooks are signed with this secret.
    ...(fakeProvider ? { PAYMENT_PROVIDER_URL: `http://127.0.0.1:${FAKE_PROVIDER_PORT}`, PAYMENT_PROVIDER_KEY: randomBytes(24).toString('hex') } : {}),
    PAYMENT_WEBHOOK_SECRET: process.env.PAYMENT_WEBHOOK_SECRET ?? randomBytes(32).toString('hex'),
    // Identity keeps riders' files in the local S3-compatible server unless a storage is given.
    ...(localS3 ? LOCAL_S3 : {}),
    ...Object.fromEntries(REMOTES.map(([name, port]) => [`MF_REMOTE_${name.toUpperCase()}`, `http://localhost:${port}/mf-manifest.json`])),
    // Another build of one remote while running (docs/operations.md "Releasing one remote"; e2e/tests/delivery.spec.ts).
    MF_REMOTES_FILE: process.env.MF_REMOTES_FILE ?? REMOTES_DIR,
    MF_REMOTES_POLL_MS: process.env.MF_REMOTES_POLL_MS ?? '500',
  };
}

/** Pids of the processes this stack started, by name (var/prod-stack/pids.json). */
function readPids() {
  if (!fs.existsSync(PIDS)) return {};
  try {
    return JSON.parse(fs.readFileSync(PIDS, 'utf8'));
  } catch {
    return {};
  }
}

function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return err.code === 'EPERM';
  }
}

/** Starts `node <args>` in its own process group (so `stop` ends its children too) and records its pid at once. */
function startProcess(name, args, environment) {
  const log = fs.openSync(path.join(STATE_DIR, `${name}.log`), 'a');
  const child = spawn(process.execPath, args, { cwd: ROOT, env: environment, stdio: ['ignore', log, log], detached: true });
  child.unref();
  fs.writeFileSync(PIDS, JSON.stringify({ ...readPids(), [name]: child.pid }, null, 2));
  return child.pid;
}

/** Waits until `url` answers 2xx (with `anyAnswer`: answers at all, e.g. a server with no public GET). */
async function waitReady(name, url, timeoutMs = 60_000, { anyAnswer = false } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(url);
      if (res.ok || anyAnswer) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  const log = path.join(STATE_DIR, `${name}.log`);
  throw new Error(`${name} not ready at ${url} after ${timeoutMs} ms; log:\n${fs.existsSync(log) ? fs.readFileSync(log, 'utf8').slice(-4000) : '(none)'}`);
}

/** True when every recorded process is alive and the BFF is ready: `start` then has nothing to do. */
async function running() {
  const pids = readPids();
  if (!pids.bff || !Object.values(pids).every(alive)) return false;
  try {
    return (await fetch(`http://127.0.0.1:${bffPort}/readyz`)).ok;
  } catch {
    return false;
  }
}

async function start() {
  if (await running()) {
    console.log(`production-like stack already running at http://localhost:${bffPort} (pids in var/prod-stack/pids.json)`);
    return;
  }
  // A half-started or half-stopped stack from before: end what is left of it first.
  await stop();
  fs.mkdirSync(STATE_DIR, { recursive: true });
  fs.rmSync(REMOTES_DIR, { recursive: true, force: true });
  fs.rmSync(path.join(STATE_DIR, 'mf-remotes.json'), { force: true });
  fs.mkdirSync(REMOTES_DIR);
  const environment = env();
  // Fresh databases and Redis keys, so a run never depends on the previous one.
  for (const name of ['identity', 'events', 'payouts']) {
    const sql = `DROP DATABASE IF EXISTS rr_${name}; CREATE DATABASE rr_${name} CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci;`;
    const socket = new URL(mysqlBase).searchParams.get('socketPath');
    const result = spawnSync('mariadb', ['-uroot', ...(socket ? [`--socket=${socket}`] : []), '-e', sql], { stdio: 'inherit' });
    if (result.status !== 0) throw new Error(`could not (re)create database rr_${name}`);
  }
  spawnSync('redis-cli', ['-u', redisUrl, 'FLUSHDB'], { stdio: 'ignore' });
  // --no-build: the apps as last compiled (bench/README.md compares two builds on one machine by swapping their dist/).
  if (!process.argv.includes('--no-build')) {
    for (const app of Object.keys(SERVER_ENTRIES)) {
      const built = await buildServer(app);
      console.log(`compiled ${built.app} (${built.kb} KB of JavaScript, ${built.ms} ms)`);
    }
  }
  fs.writeFileSync(PIDS, '{}');
  const pids = {};
  // The file storage first: the identity seed stores the demo pros' documents in it.
  if (localS3) {
    const directory = path.join(STATE_DIR, 'files');
    fs.rmSync(directory, { recursive: true, force: true });
    fs.mkdirSync(directory, { recursive: true });
    const s3rver = path.join(ROOT, 'node_modules', 's3rver', 'bin', 's3rver.js');
    pids.files = startProcess('files', [s3rver, '--directory', directory, '--address', '127.0.0.1', '--port', String(S3_SERVER_PORT), '--silent', '--configure-bucket', LOCAL_S3.S3_BUCKET], environment);
    await waitReady('files', `${LOCAL_S3.S3_ENDPOINT}/`, 60_000, { anyAnswer: true });
  }
  for (const service of ['identity', 'events', 'payouts']) {
    for (const step of ['migrate', 'seed']) {
      const result = spawnSync(process.execPath, [...NODE_FLAGS, `services/${service}/dist/${step}.js`], { cwd: ROOT, env: environment, stdio: 'inherit' });
      if (result.status !== 0) throw new Error(`${service} ${step} failed`);
    }
  }
  if (!process.env.SMTP_URL) {
    pids.mail = startProcess('mail', ['e2e/mail-capture.mjs'], { ...environment, MAIL_CAPTURE_SMTP_PORT: String(MAIL_SMTP_PORT), MAIL_CAPTURE_HTTP_PORT: String(MAIL_HTTP_PORT) });
    await waitReady('mail', `http://127.0.0.1:${MAIL_HTTP_PORT}/messages`);
  }
  if (fakeProvider) {
    pids.provider = startProcess('provider', [...NODE_FLAGS, 'services/payouts/dist/fake-provider.js'], {
      ...environment,
      FAKE_PROVIDER_PORT: String(FAKE_PROVIDER_PORT),
      FAKE_PROVIDER_WEBHOOK_URL: `http://127.0.0.1:${bffPort}/api/payments/webhook`,
    });
    await waitReady('provider', `${environment.PAYMENT_PROVIDER_URL}/api/v2/orders`, 60_000, { anyAnswer: true });
  }
  // As Kubernetes runs them: each service's API (role web) and, as its own process, its worker (consumers, jobs, outbox
  // relay), which answers /healthz, /readyz and /metrics on its own metrics port (docs/operations.md "Workers and scaling").
  for (const service of ['identity', 'events', 'payouts']) {
    pids[service] = startProcess(service, [...NODE_FLAGS, `services/${service}/dist/web.js`], environment);
    pids[`${service}-worker`] = startProcess(`${service}-worker`, [...NODE_FLAGS, `services/${service}/dist/worker.js`], { ...environment, [`${service.toUpperCase()}_METRICS_PORT`]: String(WORKER_METRICS_PORTS[service]) });
  }
  for (const [name, port] of REMOTES) pids[`mf-${name}`] = startProcess(`mf-${name}`, ['scripts/serve-static.mjs', `mf-${name}/dist`, String(port)], environment);
  let bffEnvironment = environment;
  if (!process.env.OIDC_ISSUER) {
    const oidc = {
      OIDC_ISSUER: `http://127.0.0.1:${OIDC_PROVIDER_PORT}`,
      OIDC_CLIENT_ID: 'race-rewards',
      OIDC_CLIENT_SECRET: process.env.OIDC_CLIENT_SECRET ?? randomBytes(24).toString('hex'),
    };
    pids.oidc = startProcess('oidc', ['e2e/oidc-provider.mjs'], {
      ...environment,
      ...oidc,
      OIDC_PROVIDER_PORT: String(OIDC_PROVIDER_PORT),
      OIDC_REDIRECT_URIS: `http://localhost:${bffPort}/oauth/callback,http://127.0.0.1:${bffPort}/oauth/callback`,
    });
    await waitReady('oidc', `${oidc.OIDC_ISSUER}/.well-known/openid-configuration`);
    bffEnvironment = { ...environment, ...oidc };
  }
  pids.bff = startProcess('bff', [...NODE_FLAGS, 'bff/dist/server.js'], bffEnvironment);
  await waitReady('identity', 'http://127.0.0.1:4101/readyz');
  await waitReady('events', 'http://127.0.0.1:4102/readyz');
  await waitReady('payouts', 'http://127.0.0.1:4103/readyz');
  for (const [service, port] of Object.entries(WORKER_METRICS_PORTS)) await waitReady(`${service}-worker`, `http://127.0.0.1:${port}/readyz`);
  for (const [name, port] of REMOTES) await waitReady(`mf-${name}`, `http://127.0.0.1:${port}/mf-manifest.json`);
  await waitReady('bff', `http://127.0.0.1:${bffPort}/readyz`);
  // The demo's activity: once payouts has applied the seeded results, the roster riders' redemptions and cash-outs.
  const activity = spawnSync(process.execPath, [...NODE_FLAGS, 'services/payouts/dist/seed-activity.js'], { cwd: ROOT, env: environment, stdio: 'inherit' });
  if (activity.status !== 0) throw new Error('payouts seed:activity failed');
  console.log(`production-like stack ready at http://localhost:${bffPort} (logs in var/prod-stack/)`);
  if (pids.provider) console.log(`fake payment provider at http://127.0.0.1:${FAKE_PROVIDER_PORT} (webhooks to the BFF's /api/payments/webhook)`);
  if (pids.oidc) console.log(`test OpenID provider at http://127.0.0.1:${OIDC_PROVIDER_PORT} (staff login staff@example.com / Password1)`);
  if (pids.files) console.log(`riders' files in a local S3-compatible server (s3rver) at ${LOCAL_S3.S3_ENDPOINT}, bucket ${LOCAL_S3.S3_BUCKET}`);
  if (pids.mail) console.log(`captured mail at http://127.0.0.1:${MAIL_HTTP_PORT}/messages (MAIL_CAPTURE_URL for e2e)`);
}

/** Sends `signal` to the process group `pid` leads (its children too), else to the process alone. */
function signal(pid, name) {
  try {
    process.kill(-pid, name);
    return true;
  } catch {
    try {
      process.kill(pid, name);
      return true;
    } catch {
      return false;
    }
  }
}

/**
 * Ends every recorded process: SIGTERM, then SIGCONT (a process the security suite left frozen would otherwise never
 * handle the SIGTERM), waits up to 10 s, and SIGKILLs what is still there.
 */
async function stop() {
  const pids = readPids();
  for (const [name, pid] of Object.entries(pids)) {
    if (!signal(pid, 'SIGTERM')) {
      console.log(`${name} (pid ${pid}) already stopped`);
      continue;
    }
    signal(pid, 'SIGCONT');
  }
  const deadline = Date.now() + 10_000;
  while (Object.values(pids).some(alive) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
  for (const [name, pid] of Object.entries(pids)) {
    if (!alive(pid)) continue;
    console.log(`${name} (pid ${pid}) did not stop within 10 s: SIGKILL`);
    signal(pid, 'SIGKILL');
  }
  fs.rmSync(PIDS, { force: true });
}

const command = process.argv[2];
if (command === 'start') {
  try {
    await start();
  } catch (err) {
    console.error(err.message);
    await stop();
    process.exit(1);
  }
} else if (command === 'stop') await stop();
else {
  console.error('usage: node scripts/prod-stack.mjs start|stop');
  process.exit(2);
}
