#!/usr/bin/env node
// HTTP load scenarios against a running stack on this machine, checked against bench/budgets.json.
//
//   node bench/run.mjs [scenario…]          # all scenarios, or only the named ones
//   BASE_URL=http://localhost:8080 BENCH_DURATION=10 BENCH_CONNECTIONS=10 node bench/run.mjs
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

/** Scenario name → paths it cycles through (each connection takes the next one). */
const SCENARIOS = {
  'events-list': async () => [
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
  ],
  'event-detail': async () => (await eventIds()).slice(0, 50).map((id) => `/api/event/${encodeURIComponent(id)}`),
  session: async () => ['/api/session'],
  'shell-index': async () => ['/'],
};

async function warmUp(paths) {
  for (const p of paths) {
    const res = await fetch(target(p));
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`GET ${p} answered ${res.status} ${res.statusText}`);
  }
}

async function runScenario(name, paths) {
  let next = 0;
  const result = await autocannon({
    url: base.origin,
    connections: CONNECTIONS,
    duration: DURATION,
    timeout: 10,
    headers: { accept: name === 'shell-index' ? 'text/html' : 'application/json', 'accept-encoding': 'gzip' },
    requests: [
      {
        method: 'GET',
        setupRequest(request) {
          request.path = paths[next++ % paths.length];
          return request;
        },
      },
    ],
  });
  return {
    scenario: name,
    paths: paths.length,
    requests: result.requests.total,
    rps: result.requests.average,
    p50: result.latency.p50,
    p97_5: result.latency.p97_5,
    p99: result.latency.p99,
    max: result.latency.max,
    non2xx: result.non2xx,
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
  if (row.errors > 0 || row.timeouts > 0) out.push(`${row.errors} errors, ${row.timeouts} timeouts`);
  return out;
}

function printTable(rows) {
  const header = ['scenario', 'req/s', 'p50 ms', 'p97.5 ms', 'p99 ms', 'max ms', 'budget p99', 'result'];
  const lines = rows.map((r) => [
    r.scenario,
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
  console.log(`bench: ${base.origin}, ${DURATION}s × ${CONNECTIONS} connections per scenario`);

  const rows = [];
  for (const name of names) {
    let paths;
    try {
      paths = await SCENARIOS[name]();
      await warmUp(paths);
    } catch (err) {
      const reason = err.cause?.code === 'ECONNREFUSED' ? `nothing listening at ${base.origin} (start the stack: npm start)` : err.message;
      rows.push({ scenario: name, rps: 0, p50: 0, p97_5: 0, p99: 0, max: 0, problems: [`not run: ${reason}`] });
      continue;
    }
    const row = await runScenario(name, paths);
    rows.push({ ...row, problems: breaches(row, budgets[name]) });
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
