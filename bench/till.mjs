// The dealer till under load: redemptions by 1,000 riders over 50 concurrent connections through
// the BFF of a running production-like stack (MariaDB, Redis, one process per app), goal ≥ 300/s with p99 ≤ 100 ms.
// Each connection is one dealer's till (its own session: 50 dealers), each request a $1.00 redemption for a random
// rider with the right PIN and a fresh idempotency key — the whole path: the BFF's session re-read and guard, the proxy
// to payouts, payouts asking identity for the PIN (row lock, audit), and the redemption's transaction.
//
//   IDENTITY_TOKEN_SECRET=$(openssl rand -hex 32) node scripts/prod-stack.mjs start
//   IDENTITY_TOKEN_SECRET=<the same> node --import tsx bench/till.mjs
//   options: --riders N (1000), --dealers N (= connections), --json FILE; BENCH_DURATION (s, 20), BENCH_CONNECTIONS (50),
//   BASE_URL (loopback, default http://localhost:8080), MYSQL_BASE_URL (as prod-stack's). --direct also measures
//   payouts alone (PAYOUTS_URL, default http://127.0.0.1:4103): where the time goes. --floor also measures what the hops
//   cost with nothing at their ends (the till's "find awards" answered 404; CPU per answer).
//
// Where the CPU goes: on Linux the bench reads each stack process's CPU time (/proc/<pid>/stat; the pids of
// var/prod-stack/pids.json, MariaDB's and Redis's) before and after each measured run and prints the milliseconds per
// redemption (201 answer) of each, and the statements MariaDB was sent and the commands Redis ran per redemption. MariaDB
// and Redis serve whoever else uses them meanwhile: measure on a quiet machine.
//
// The riders, dealers and credit are written straight into the stack's databases once (ids `bench-till-…`, idempotent):
// PINs as identity stores them (keyed with the stack's secret, hence IDENTITY_TOKEN_SECRET), credit as awards through
// the journal. Exits 1 when the goal is missed or any answer is not 201.
import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { createLogger, signIdentity } from '@rr/server-kit';
import { baseUrl, cliOption } from './lib.mjs';
import { openIdentityDatabase } from '../services/identity/src/data-access/database.ts';
import { createDealerAccount } from '../services/identity/src/data-access/accounts-repository.ts';
import { deriveAccountSecrets } from '../services/identity/src/domain/account-secrets.ts';
import { pinHash } from '../services/identity/src/domain/pin.ts';
import { hashSecret } from '../services/identity/src/domain/secrets.ts';
import { openPayoutsDatabase } from '../services/payouts/src/data-access/database.ts';
import { award } from '../services/payouts/src/domain/money.ts';

const GOAL = { minRps: 300, p99Ms: 100 };
const BASE = baseUrl();
const DURATION_S = Number(process.env.BENCH_DURATION ?? 20);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const RIDERS = Number(cliOption('--riders', 1000));
const DEALERS = Number(cliOption('--dealers', CONNECTIONS));
const jsonOut = cliOption('--json');
const direct = process.argv.includes('--direct');
const secret = process.env.IDENTITY_TOKEN_SECRET;
if (!secret) {
  console.error('IDENTITY_TOKEN_SECRET must be the running stack’s (start it with the same one): PINs are keyed with it');
  process.exit(2);
}
const mysqlBase = process.env.MYSQL_BASE_URL ?? 'mysql://root@localhost/?socketPath=/run/mysqld/mysqld.sock';
const dbUrl = (name) => Object.assign(new URL(mysqlBase), { pathname: `/rr_${name}` }).toString();
const PIN = '1234';
const PASSWORD = 'Password1';
const riderId = (i) => `bench-till-r${String(i).padStart(4, '0')}`;
const dealerId = (i) => `bench-till-d${String(i).padStart(2, '0')}`;

async function seed() {
  const logger = createLogger('bench', 'silent');
  const identity = openIdentityDatabase(dbUrl('identity'), logger);
  const payouts = openPayoutsDatabase(dbUrl('payouts'), logger);
  const { pinKey } = deriveAccountSecrets(secret, process.env.ONE_TIME_CODE_SECRET, process.env.PIN_HASH_SECRET);
  try {
    const have = new Set((await identity.models.User.findAll({ attributes: ['id'], where: { id: [...Array.from({ length: RIDERS }, (_, i) => riderId(i)), ...Array.from({ length: DEALERS }, (_, i) => dealerId(i))] }, raw: true })).map((u) => u.id));
    const passwordHash = await hashSecret(PASSWORD);
    for (let i = 0; i < DEALERS; i++) {
      if (have.has(dealerId(i))) continue;
      await createDealerAccount(identity, { id: dealerId(i), email: `${dealerId(i)}@bench.example.com`, passwordHash, emailVerified: true }, { name: `Bench Till ${i}`, country: 'US', state: 'CA', city: 'Bench', active: true });
    }
    for (let i = 0; i < RIDERS; i++) {
      const id = riderId(i);
      if (!have.has(id)) {
        await identity.sequelize.transaction(async (transaction) => {
          await identity.models.User.create({ id, type: 'rider', email: `${id}@bench.example.com`, passwordHash: null, emailVerified: true }, { transaction });
          await identity.models.Rider.create({ userId: id, firstName: 'Bench', lastName: `Rider ${i}`, country: 'US', state: 'CA', city: 'Bench', pinHash: pinHash(pinKey, id, PIN) }, { transaction });
        });
      }
      await payouts.sequelize.transaction((transaction) =>
        award(payouts, { riderId: id, type: 'credit', amountCents: 100_000_000, currency: 'USD', expiresAt: new Date(Date.now() + 365 * 86_400_000), notes: 'Bench credit', sourceKey: `bench-till:${id}` }, transaction),
      );
    }
  } finally {
    await identity.sequelize.close();
    await payouts.sequelize.close();
  }
}

async function login(email) {
  const res = await fetch(`${BASE}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json' }, body: JSON.stringify({ email, password: PASSWORD }) });
  if (!res.ok) throw new Error(`login ${email}: ${res.status} ${await res.text()}`);
  return res.headers.getSetCookie().map((line) => line.split(';')[0]).join('; ');
}

/** The processes whose CPU a run costs: the stack's (var/prod-stack/pids.json), MariaDB and Redis, by name. */
function stackProcesses() {
  const pidsFile = path.join(import.meta.dirname, '..', 'var', 'prod-stack', 'pids.json');
  const named = new Map();
  if (fs.existsSync(pidsFile)) for (const [name, pid] of Object.entries(JSON.parse(fs.readFileSync(pidsFile, 'utf8')))) if (['bff', 'identity', 'identity-worker', 'payouts', 'payouts-worker'].includes(name)) named.set(name, pid);
  if (fs.existsSync('/proc')) {
    for (const entry of fs.readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      try {
        const comm = fs.readFileSync(`/proc/${entry}/comm`, 'utf8').trim();
        if (comm === 'mariadbd' || comm === 'mysqld') named.set('mariadb', Number(entry));
        if (comm === 'redis-server') named.set('redis', Number(entry));
      } catch {
        // gone meanwhile
      }
    }
  }
  return named;
}

/** Linux's USER_HZ, the tick /proc/<pid>/stat counts CPU time in. */
const CLOCK_TICKS = 100;

/** CPU time (user + system, ms) each process has used so far; processes not readable are left out. */
function cpuTimes(processes) {
  const times = new Map();
  for (const [name, pid] of processes) {
    try {
      // The fields after the command's closing parenthesis: utime and stime are the 12th and 13th of them, in ticks.
      const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      times.set(name, ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS);
    } catch {
      // not on Linux, or the process is gone
    }
  }
  return times;
}
/**
 * Statements MariaDB has been sent (its `Questions`) and commands Redis has processed so far, by their own clients
 * (the mariadb and redis-cli commands); null where one cannot be asked. Like the CPU, whatever else uses them counts.
 */
function serverCounts() {
  const socket = new URL(mysqlBase).searchParams.get('socketPath');
  const mariadb = spawnSync('mariadb', ['-uroot', ...(socket ? [`--socket=${socket}`] : []), '-N', '-e', "SHOW GLOBAL STATUS LIKE 'Questions'"], { encoding: 'utf8' });
  const redis = spawnSync('redis-cli', ['-u', process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', 'INFO', 'stats'], { encoding: 'utf8' });
  const questions = mariadb.status === 0 ? Number(mariadb.stdout.trim().split(/\s+/)[1]) : NaN;
  const commands = redis.status === 0 ? Number(/total_commands_processed:(\d+)/.exec(redis.stdout)?.[1]) : NaN;
  return { statements: Number.isFinite(questions) ? questions : null, redisCommands: Number.isFinite(commands) ? commands : null };
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

/**
 * `CONNECTIONS` loops for `seconds`, each sending one request after another; latencies of the answers. The CPU is
 * divided by the 201 answers (redemptions), or with `perAnswer` by every answer (the floor's 404s).
 */
async function load(name, seconds, send, { perAnswer = false } = {}) {
  const processes = stackProcesses();
  const countsBefore = serverCounts();
  const cpuBefore = cpuTimes(processes);
  const latencies = [];
  const statuses = new Map();
  const until = performance.now() + seconds * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async (_, connection) => {
      while (performance.now() < until) {
        const t0 = performance.now();
        const res = await send(connection);
        await res.arrayBuffer();
        latencies.push(performance.now() - t0);
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  const cpuAfter = cpuTimes(processes);
  const countsAfter = serverCounts();
  const redemptions = perAnswer ? latencies.length : (statuses.get(201) ?? 0);
  const cpuMsPerRedemption = Object.fromEntries([...cpuAfter].filter(([process]) => cpuBefore.has(process)).map(([process, ms]) => [process, redemptions ? +((ms - cpuBefore.get(process)) / redemptions).toFixed(2) : null]));
  const perRedemption = (field) => (redemptions && countsBefore[field] !== null && countsAfter[field] !== null ? +((countsAfter[field] - countsBefore[field]) / redemptions).toFixed(1) : null);
  const sorted = latencies.sort((a, b) => a - b);
  return { name, connections: CONNECTIONS, requests: sorted.length, rps: Math.round(sorted.length / elapsed), p50: +percentile(sorted, 50).toFixed(1), p97_5: +percentile(sorted, 97.5).toFixed(1), p99: +percentile(sorted, 99).toFixed(1), max: +sorted[sorted.length - 1].toFixed(1), statuses: Object.fromEntries(statuses), cpuMsPerRedemption, statementsPerRedemption: perRedemption('statements'), redisCommandsPerRedemption: perRedemption('redisCommands') };
}

const body = () => JSON.stringify({ riderId: riderId(Math.floor(Math.random() * RIDERS)), amountCents: 100, currency: 'USD', pin: PIN, employeeName: 'Bench', idChecked: true, idempotencyKey: randomUUID() });

console.log(`seeding ${RIDERS} riders and ${DEALERS} dealers (once)…`);
await seed();
console.log('signing the dealers in…');
const cookies = [];
for (let i = 0; i < DEALERS; i++) cookies.push(await login(`${dealerId(i)}@bench.example.com`));
const viaBff = (connection) => fetch(`${BASE}/api/dealer/redeem`, { method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json', cookie: cookies[connection % DEALERS] }, body: body() });

const results = [];
await load('warm-up', 3, viaBff);
results.push(await load('redeem through the BFF', DURATION_S, viaBff));
if (process.argv.includes('--floor')) {
  // What the hops cost with (almost) nothing at their ends, in the same conditions: the till's "find awards" for an id
  // too long to be a rider's (the BFF's session and guard, the proxy, payouts' token check: 404 before any SQL), and
  // for a rider nobody has (the same, plus payouts asking identity for the rider's facts: three statements there, 404).
  const awards = (riderId) => (connection) => fetch(`${BASE}/api/dealer/awards/${riderId}`, { headers: { accept: 'application/json', cookie: cookies[connection % DEALERS] } });
  results.push(await load('floor: BFF → payouts (404, no SQL)', DURATION_S, awards('x'.repeat(37)), { perAnswer: true }));
  results.push(await load('floor: BFF → payouts → identity (404, one read)', DURATION_S, awards('bench-till-nobody'), { perAnswer: true }));
}
if (direct) {
  const payoutsUrl = process.env.PAYOUTS_URL ?? 'http://127.0.0.1:4103';
  const tokens = await Promise.all(Array.from({ length: DEALERS }, (_, i) => signIdentity({ sub: dealerId(i), typ: 'dealer' }, secret)));
  const viaPayouts = (connection) => fetch(`${payoutsUrl}/api/dealer/redeem`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-rr-identity': tokens[connection % DEALERS] }, body: body() });
  results.push(await load('redeem at payouts (no BFF)', DURATION_S, viaPayouts));
}

console.log('\n| scenario | conns | requests | req/s | p50 ms | p97.5 ms | p99 ms | max ms | statuses |');
console.log('|---|---|---|---|---|---|---|---|---|');
for (const r of results) console.log(`| ${r.name} | ${r.connections} | ${r.requests} | ${r.rps} | ${r.p50} | ${r.p97_5} | ${r.p99} | ${r.max} | ${JSON.stringify(r.statuses)} |`);
for (const r of results) {
  const cpu = Object.entries(r.cpuMsPerRedemption);
  const per = r.name.startsWith('floor') ? 'answer' : 'redemption';
  if (cpu.length) console.log(`\nCPU ms per ${per}, ${r.name}: ${cpu.map(([process, ms]) => `${process} ${ms}`).join(', ')}; stack ${cpu.reduce((sum, [, ms]) => sum + (ms ?? 0), 0).toFixed(1)}`);
  console.log(`MariaDB statements per ${per}: ${r.statementsPerRedemption ?? '?'}; Redis commands per ${per}: ${r.redisCommandsPerRedemption ?? '?'}`);
}
if (jsonOut) fs.writeFileSync(jsonOut, JSON.stringify({ at: new Date().toISOString(), goal: GOAL, riders: RIDERS, dealers: DEALERS, results }, null, 2));
const main = results[0];
const failures = [];
if (Object.keys(main.statuses).some((status) => status !== '201')) failures.push(`answers other than 201: ${JSON.stringify(main.statuses)}`);
if (main.rps < GOAL.minRps) failures.push(`${main.rps} req/s < ${GOAL.minRps}`);
if (main.p99 > GOAL.p99Ms) failures.push(`p99 ${main.p99} ms > ${GOAL.p99Ms} ms`);
console.log(failures.length ? `\ngoal missed: ${failures.join('; ')}` : '\ngoal held');
process.exit(failures.length ? 1 : 0);
