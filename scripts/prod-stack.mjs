// Production-like stack on this machine, as CI's e2e path runs it: every app its own process,
// one MariaDB database per service, BullMQ + sessions on Redis, remotes served from their own
// origins (ports 4201-4205) and announced to the shell through /mf/remotes.json.
//
//   node scripts/prod-stack.mjs start   # migrates, seeds, starts, waits until ready
//   node scripts/prod-stack.mjs stop
//
// Needs MYSQL_BASE_URL (default: root over /run/mysqld/mysqld.sock) and REDIS_URL (default 127.0.0.1:6379).
//
// Single sign-on: unless OIDC_ISSUER is given, a test OpenID provider (e2e/oidc-provider.mjs) runs as its own
// process at http://127.0.0.1:4400 (OIDC_PROVIDER_PORT) with one client whose callback is the BFF's
// /oauth/callback (localhost and 127.0.0.1), and the BFF gets OIDC_ISSUER/OIDC_CLIENT_ID/OIDC_CLIENT_SECRET.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './ensure-deps.mjs';

const STATE_DIR = path.join(ROOT, 'var', 'prod-stack');
const PIDS = path.join(STATE_DIR, 'pids.json');
const mysqlBase = process.env.MYSQL_BASE_URL ?? 'mysql://root@localhost/?socketPath=/run/mysqld/mysqld.sock';
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const bffPort = Number(process.env.PORT ?? 8080);
const MAIL_SMTP_PORT = 2525;
const MAIL_HTTP_PORT = 2526;
const OIDC_PROVIDER_PORT = Number(process.env.OIDC_PROVIDER_PORT ?? 4400);

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
    // Account mail goes over real SMTP to the capture server the e2e tests read (e2e/mail-capture.mjs).
    SMTP_URL: process.env.SMTP_URL ?? `smtp://127.0.0.1:${MAIL_SMTP_PORT}`,
    ...Object.fromEntries(REMOTES.map(([name, port]) => [`MF_REMOTE_${name.toUpperCase()}`, `http://localhost:${port}/mf-manifest.json`])),
  };
}

function startProcess(name, args, environment) {
  const log = fs.openSync(path.join(STATE_DIR, `${name}.log`), 'a');
  const child = spawn(process.execPath, args, { cwd: ROOT, env: environment, stdio: ['ignore', log, log], detached: true });
  child.unref();
  return child.pid;
}

async function waitReady(name, url, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  const log = path.join(STATE_DIR, `${name}.log`);
  throw new Error(`${name} not ready at ${url} after ${timeoutMs} ms; log:\n${fs.existsSync(log) ? fs.readFileSync(log, 'utf8').slice(-4000) : '(none)'}`);
}

async function start() {
  fs.mkdirSync(STATE_DIR, { recursive: true });
  const environment = env();
  // Fresh databases and Redis keys, so a run never depends on the previous one.
  for (const name of ['identity', 'events', 'payouts']) {
    const sql = `DROP DATABASE IF EXISTS rr_${name}; CREATE DATABASE rr_${name} CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci;`;
    const socket = new URL(mysqlBase).searchParams.get('socketPath');
    const result = spawnSync('mariadb', ['-uroot', ...(socket ? [`--socket=${socket}`] : []), '-e', sql], { stdio: 'inherit' });
    if (result.status !== 0) throw new Error(`could not (re)create database rr_${name}`);
  }
  spawnSync('redis-cli', ['-u', redisUrl, 'FLUSHDB'], { stdio: 'ignore' });
  for (const service of ['identity', 'events', 'payouts']) {
    for (const step of ['migrate', 'seed']) {
      const result = spawnSync(process.execPath, ['--import', 'tsx', `services/${service}/src/data-access/${step}.ts`], { cwd: ROOT, env: environment, stdio: 'inherit' });
      if (result.status !== 0) throw new Error(`${service} ${step} failed`);
    }
  }
  const pids = {};
  if (!process.env.SMTP_URL) {
    pids.mail = startProcess('mail', ['e2e/mail-capture.mjs'], { ...environment, MAIL_CAPTURE_SMTP_PORT: String(MAIL_SMTP_PORT), MAIL_CAPTURE_HTTP_PORT: String(MAIL_HTTP_PORT) });
    await waitReady('mail', `http://127.0.0.1:${MAIL_HTTP_PORT}/messages`);
  }
  pids.identity = startProcess('identity', ['--import', 'tsx', 'services/identity/src/server.ts'], environment);
  pids.events = startProcess('events', ['--import', 'tsx', 'services/events/src/server.ts'], environment);
  pids.payouts = startProcess('payouts', ['--import', 'tsx', 'services/payouts/src/server.ts'], environment);
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
    fs.writeFileSync(PIDS, JSON.stringify(pids, null, 2)); // so `stop` finds everything if the wait fails
    await waitReady('oidc', `${oidc.OIDC_ISSUER}/.well-known/openid-configuration`);
    bffEnvironment = { ...environment, ...oidc };
  }
  pids.bff = startProcess('bff', ['--import', 'tsx', 'bff/src/server.ts'], bffEnvironment);
  fs.writeFileSync(PIDS, JSON.stringify(pids, null, 2));
  await waitReady('identity', 'http://127.0.0.1:4101/readyz');
  await waitReady('events', 'http://127.0.0.1:4102/readyz');
  await waitReady('payouts', 'http://127.0.0.1:4103/readyz');
  for (const [name, port] of REMOTES) await waitReady(`mf-${name}`, `http://127.0.0.1:${port}/mf-manifest.json`);
  await waitReady('bff', `http://127.0.0.1:${bffPort}/readyz`);
  console.log(`production-like stack ready at http://localhost:${bffPort} (logs in var/prod-stack/)`);
  if (pids.oidc) console.log(`test OpenID provider at http://127.0.0.1:${OIDC_PROVIDER_PORT} (staff login staff@example.com / Password1)`);
  if (pids.mail) console.log(`captured mail at http://127.0.0.1:${MAIL_HTTP_PORT}/messages (MAIL_CAPTURE_URL for e2e)`);
}

function stop() {
  if (!fs.existsSync(PIDS)) return;
  const pids = JSON.parse(fs.readFileSync(PIDS, 'utf8'));
  for (const [name, pid] of Object.entries(pids)) {
    try {
      process.kill(-pid, 'SIGTERM');
    } catch {
      try {
        process.kill(pid, 'SIGTERM');
      } catch {
        console.log(`${name} (pid ${pid}) already stopped`);
      }
    }
  }
  fs.rmSync(PIDS);
}

const command = process.argv[2];
if (command === 'start') {
  try {
    await start();
  } catch (err) {
    console.error(err.message);
    stop();
    process.exit(1);
  }
} else if (command === 'stop') stop();
else {
  console.error('usage: node scripts/prod-stack.mjs start|stop');
  process.exit(2);
}
