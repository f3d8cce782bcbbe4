#!/usr/bin/env node
// HTTP load scenarios against a running stack on this machine, checked against bench/budgets.json.
//
//   node bench/run.mjs [scenario…]          # all scenarios, or only the named ones
//   BASE_URL=http://localhost:8080 BENCH_DURATION=10 BENCH_CONNECTIONS=10 node bench/run.mjs
//
// The signed-in scenarios log in with the seeded demo accounts (services/identity seed data) through POST
// /api/login and send the session cookie with every request.
//
// Only loopback targets are accepted: this is a measuring tool, not a load generator for shared
// environments. Exit 1 when a budget is exceeded or any request fails; 2 on a usage error.
import fs from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';

const HERE = import.meta.dirname;
const BASE_URL = process.env.BASE_URL ?? 'http://localhost:8080';
const DURATION = bounded('BENCH_DURATION', 10, 1, 60);
const CONNECTIONS = bounded('BENCH_CONNECTIONS', 10, 1, 64);
const budgets = JSON.parse(fs.readFileSync(path.join(HERE, 'budgets.json'), 'utf8')).latency;

function bounded(name, fallback, min, max) {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) usage(`${name} must be a whole number from ${min} to ${max} (got ${raw})`);
  return value;
}

function usage(message) {
  console.error(`bench: ${message}`);
  process.exit(2);
}

/** Refuses anything but this machine. */
function assertLoopback(baseUrl) {
  let url;
  try {
    url = new URL(baseUrl);
  } catch {
    usage(`BASE_URL is not a URL: ${baseUrl}`);
  }
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const loopback = host === 'localhost' || host === '::1' || /^127(\.\d{1,3}){3}$/.test(host);
  if (!loopback) usage(`refusing to load ${url.host}: only loopback targets (localhost, 127.0.0.0/8, ::1) are allowed`);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') usage(`BASE_URL must be http(s): ${baseUrl}`);
  return url;
}

const base = assertLoopback(BASE_URL);
const target = (p) => new URL(p, base).toString();

async function getJson(p) {
  const res = await fetch(target(p), { headers: { accept: 'application/json' } });
  if (!res.ok) throw new Error(`GET ${p} answered ${res.status} ${res.statusText}`);
  return res.json();
}

/** Event ids from the seeded data, for the detail scenario. */
async function eventIds() {
  const ids = new Set();
  for (const page of [1, 2, 3]) {
    const body = await getJson(`/api/events?page=${page}`);
    for (const event of body.events ?? []) {
      const id = event?._id ?? event?.id;
      if (id !== undefined) ids.add(String(id));
    }
  }
  if (ids.size === 0) throw new Error('GET /api/events returned no events: seed the stack before benchmarking');
  return [...ids];
}

// Seeded demo accounts (services/identity/src/seed/seed-data.ts): every password is SEED_PASSWORD.
const RIDER = { email: 'rider@example.com', password: 'Password1', id: 'rider-demo' };
const ADMIN = { email: 'admin@example.com', password: 'Password1' };
/** Logging in is argon2id verification, CPU-bound by design: few connections, or it only measures queueing. */
const LOGIN_CONNECTIONS = Math.min(CONNECTIONS, 4);

/** `name=value` of each Set-Cookie, merged into `jar` (a Map); an emptied or expired cookie is dropped. */
function takeCookies(res, jar) {
  for (const line of res.headers.getSetCookie()) {
    const [pair, ...attrs] = line.split(';');
    const eq = pair.indexOf('=');
    if (eq <= 0) continue;
    const name = pair.slice(0, eq).trim();
    const value = pair.slice(eq + 1).trim();
    const expired = attrs.some((a) => /^\s*expires=/i.test(a) && Date.parse(a.split('=').slice(1).join('=')) <= Date.now());
    if (value === '' || expired) jar.delete(name);
    else jar.set(name, value);
  }
  return jar;
}
const cookieHeader = (jar) => [...jar].map(([name, value]) => `${name}=${value}`).join('; ');

/** POST with a JSON body (and the session cookie when `jar` has one); throws on anything but 2xx. */
async function post(p, body, jar) {
  const res = await fetch(target(p), {
    method: 'POST',
    redirect: 'manual',
    headers: {
      accept: 'application/json',
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(jar.size > 0 ? { cookie: cookieHeader(jar) } : {}),
    },
    body: body !== undefined ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`POST ${p} answered ${res.status} ${res.statusText}: ${text.slice(0, 200)}`);
  takeCookies(res, jar);
  return JSON.parse(text);
}

/** A fresh session of `account`: the cookie jar (Map name → value). */
async function login(account) {
  const jar = new Map();
  const body = await post('/api/login', { email: account.email, password: account.password }, jar);
  if (jar.size === 0) throw new Error(`POST /api/login as ${account.email} set no session cookie`);
  if (body?.user?.emailVerified !== true) throw new Error(`${account.email} has no verified e-mail: seed the stack before benchmarking`);
  return jar;
}

/** Ends a benchmark session (with Redis sessions this deletes the stored session; harmless for cookie sessions). */
async function logout(jar) {
  if (jar.size === 0) return;
  try {
    const res = await fetch(target('/api/logout'), { redirect: 'manual', headers: { cookie: cookieHeader(jar) } });
    await res.arrayBuffer();
  } catch {
    // best effort: the session expires after the idle timeout anyway
  }
}

const SIGNED_IN = '"authenticated":true';
const IMPERSONATING = '"proxyHost":true';

/** GET scenario over `paths`. */
const gets = (paths, extra = {}) => ({ requests: paths.map((p) => ({ method: 'GET', path: p })), ...extra });

/**
 * Scenario name → setup returning `{ requests, headers?, connections?, verify?, verifyHint?, cleanup? }`:
 * - `requests`: `{ method, path, body? }` cycled over the connections (each request takes the next one);
 * - `headers`: sent with every request (e.g. the session cookie), on top of accept / accept-encoding;
 * - `connections`: instead of BENCH_CONNECTIONS;
 * - `verify(body)`: every answer's body must pass, else it counts as a failure (a signed-in scenario must not quietly
 *   measure the anonymous path: `/api/session` answers 200 either way);
 * - `cleanup()`: after the run (logout).
 */
const SCENARIOS = {
  'events-list': async () =>
    gets([
      '/api/events',
      '/api/events?page=2',
      '/api/events?page=5',
      '/api/events?sortBy=startDate&sortDirecton=asc',
      '/api/events?state=CA',
      '/api/events?country=US&page=2',
      '/api/events?query=moto',
      '/api/events?title=cross&state=TX',
      '/api/events?city=Dallas',
      '/api/events?zipcode=75001',
    ]),
  'event-detail': async () => gets((await eventIds()).slice(0, 50).map((id) => `/api/event/${encodeURIComponent(id)}`)),
  session: async () => gets(['/api/session']),
  'shell-index': async () => gets(['/'], { headers: { accept: 'text/html' } }),
  // Signed in: the BFF checks the session against its kept copy of the user (docs/accounts.md "Session validity").
  'session-signed-in': async () => {
    const jar = await login(RIDER);
    return gets(['/api/session'], {
      headers: { cookie: cookieHeader(jar) },
      verify: (body) => body.includes(SIGNED_IN),
      verifyHint: 'not signed in',
      cleanup: () => logout(jar),
    });
  },
  // The guard's check, then the proxy to payouts.
  'rider-wallet': async () => {
    const jar = await login(RIDER);
    return gets(['/api/rider/wallet'], { headers: { cookie: cookieHeader(jar) }, cleanup: () => logout(jar) });
  },
  // Impersonating: two users checked per request (the rider and the administrator).
  'proxy-session': async () => {
    const jar = await login(ADMIN);
    try {
      // Every change is sent as JSON, even one without fields (the BFF refuses others with 415).
      const answer = await post(`/api/admin/proxy/rider/${encodeURIComponent(RIDER.id)}`, {}, jar);
      if (answer?.proxyHost !== true) throw new Error('POST /api/admin/proxy/rider/… did not start an impersonation');
    } catch (err) {
      await logout(jar);
      throw err;
    }
    return gets(['/api/session'], {
      headers: { cookie: cookieHeader(jar) },
      verify: (body) => body.includes(SIGNED_IN) && body.includes(IMPERSONATING),
      verifyHint: 'not impersonating',
      cleanup: () => logout(jar),
    });
  },
  // argon2id verification per request. Only successes: the throttle counts failures, a success resets the e-mail's.
  // Each success starts a session; with Redis sessions they stay stored until the idle timeout.
  login: async () => ({
    requests: [{ method: 'POST', path: '/api/login', body: JSON.stringify({ email: RIDER.email, password: RIDER.password }) }],
    headers: { 'content-type': 'application/json' },
    connections: LOGIN_CONNECTIONS,
    verify: (body) => body.includes('"user"'),
    verifyHint: 'not a login answer',
  }),
};

/** Each request of the scenario once, as autocannon will send it; the first non-2xx (or failed check) stops it. */
async function warmUp(scenario) {
  for (const { method, path: p, body } of scenario.requests) {
    const res = await fetch(target(p), { method, redirect: 'manual', headers: { accept: 'application/json', ...scenario.headers }, body });
    const text = await res.text();
    if (!res.ok) throw new Error(`${method} ${p} answered ${res.status} ${res.statusText}`);
    if (scenario.verify && !scenario.verify(text)) throw new Error(`${method} ${p}: ${scenario.verifyHint ?? 'unexpected answer'}: ${text.slice(0, 200)}`);
  }
}

async function runScenario(name, scenario) {
  const { requests } = scenario;
  const connections = scenario.connections ?? CONNECTIONS;
  let next = 0;
  const result = await autocannon({
    url: base.origin,
    connections,
    duration: DURATION,
    timeout: 10,
    headers: { accept: 'application/json', 'accept-encoding': 'gzip', ...scenario.headers },
    ...(scenario.verify ? { verifyBody: scenario.verify } : {}),
    requests: [
      {
        setupRequest(request) {
          const { method, path: p, body } = requests[next++ % requests.length];
          request.method = method;
          request.path = p;
          if (body !== undefined) request.body = body;
          return request;
        },
      },
    ],
  });
  return {
    scenario: name,
    connections,
    paths: requests.length,
    requests: result.requests.total,
    rps: result.requests.average,
    p50: result.latency.p50,
    p97_5: result.latency.p97_5,
    p99: result.latency.p99,
    max: result.latency.max,
    non2xx: result.non2xx,
    mismatches: result.mismatches,
    verifyHint: scenario.verifyHint,
    errors: result.errors,
    timeouts: result.timeouts,
  };
}

/** Budget breaches of one result, as readable lines. */
function breaches(row, budget = {}) {
  const out = [];
  for (const key of ['p50', 'p97_5', 'p99']) {
    if (budget[key] !== undefined && row[key] > budget[key]) out.push(`${key} ${row[key]} ms > ${budget[key]} ms`);
  }
  if (budget.minRps !== undefined && row.rps < budget.minRps) out.push(`${Math.round(row.rps)} req/s < ${budget.minRps} req/s`);
  if (row.non2xx > 0) out.push(`${row.non2xx} non-2xx responses`);
  if (row.mismatches > 0) out.push(`${row.mismatches} answers ${row.verifyHint ?? 'unexpected'}`);
  if (row.errors > 0 || row.timeouts > 0) out.push(`${row.errors} errors, ${row.timeouts} timeouts`);
  return out;
}

function printTable(rows) {
  const header = ['scenario', 'conns', 'req/s', 'p50 ms', 'p97.5 ms', 'p99 ms', 'max ms', 'budget p99', 'result'];
  const lines = rows.map((r) => [
    r.scenario,
    r.connections !== undefined ? String(r.connections) : '-',
    String(Math.round(r.rps)),
    String(r.p50),
    String(r.p97_5),
    String(r.p99),
    String(r.max),
    budgets[r.scenario]?.p99 !== undefined ? String(budgets[r.scenario].p99) : '-',
    r.problems.length === 0 ? 'ok' : `FAIL: ${r.problems.join('; ')}`,
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)));
  const fmt = (cells) => cells.map((c, i) => (i === cells.length - 1 ? c : c.padEnd(widths[i]))).join('  ');
  console.log(fmt(header));
  console.log(fmt(widths.map((w) => '-'.repeat(w))));
  for (const l of lines) console.log(fmt(l));
}

async function main() {
  const wanted = process.argv.slice(2);
  for (const w of wanted) if (!SCENARIOS[w]) usage(`unknown scenario ${w} (known: ${Object.keys(SCENARIOS).join(', ')})`);
  const names = wanted.length > 0 ? wanted : Object.keys(SCENARIOS);
  console.log(`bench: ${base.origin}, ${DURATION}s × ${CONNECTIONS} connections per scenario (login: ${LOGIN_CONNECTIONS})`);

  const rows = [];
  for (const name of names) {
    let scenario;
    try {
      scenario = await SCENARIOS[name]();
      await warmUp(scenario);
    } catch (err) {
      const reason = err.cause?.code === 'ECONNREFUSED' ? `nothing listening at ${base.origin} (start the stack: npm start)` : err.message;
      rows.push({ scenario: name, rps: 0, p50: 0, p97_5: 0, p99: 0, max: 0, problems: [`not run: ${reason}`] });
      await scenario?.cleanup?.();
      continue;
    }
    try {
      const row = await runScenario(name, scenario);
      rows.push({ ...row, problems: breaches(row, budgets[name]) });
    } finally {
      await scenario.cleanup?.();
    }
  }

  printTable(rows);
  const dir = path.join(HERE, 'results');
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `latency-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  fs.writeFileSync(file, JSON.stringify({ baseUrl: base.origin, duration: DURATION, connections: CONNECTIONS, budgets, rows }, null, 2));
  console.log(`\nresults: ${path.relative(process.cwd(), file)}`);
  process.exit(rows.some((r) => r.problems.length > 0) ? 1 : 0);
}

await main();
