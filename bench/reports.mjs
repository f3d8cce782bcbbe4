#!/usr/bin/env node
// The administrators' reports at scale (docs/reports.md): a MariaDB database seeded with a synthetic ledger of 1,000,000
// postings over two seasons and 2,000 events with 50,000 result lines (counted by the events service's own market-share
// function), then
//   1. the read model rebuilt from scratch (`rebuildReadModel`, the same code as `npm run reports:rebuild`), timed;
//   2. the summary and both market-share reports answered by the payouts service over HTTP with `noCache=true`, for
//      several ranges, each asked `BENCH_REQUESTS` times (default 40): p50 / p95 / max per report.
// Budgets: bench/budgets.json → "reports" (p95 ms per report, rebuild seconds); exit 1 over budget.
//
//   node --import tsx bench/reports.mjs [--json FILE]
//
// MYSQL_BASE_URL (default root over /run/mysqld/mysqld.sock); the database `rr_bench_reports` is dropped and created.
// REPORTS_BENCH_POSTINGS changes the ledger's size (default 1,000,000), REPORTS_BENCH_RESULTS the result lines (50,000).
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Sequelize } from 'sequelize';
import { createLogger, migrateUp, orderedId, signIdentity } from '@rr/server-kit';
import { openPayoutsDatabase } from '../services/payouts/src/data-access/database.ts';
import { migrations } from '../services/payouts/src/data-access/migrations/index.ts';
import { programmeAccount } from '../services/payouts/src/data-access/ledger.ts';
import { rebuildReadModel } from '../services/payouts/src/reporting/rebuild-read-model.ts';
import { createPayoutsApp } from '../services/payouts/src/app.ts';
import { memoryEventClasses } from '../services/payouts/src/domain/event-classes.ts';
import { memoryRiderFacts } from '../services/payouts/src/domain/rider-facts.ts';
import { tremendousProvider } from '../services/payouts/src/provider/payment-provider.ts';
import { marketShare } from '../services/events/src/domain/event-facts.ts';
import { median } from './lib.mjs';

const POSTINGS = Number(process.env.REPORTS_BENCH_POSTINGS ?? 1_000_000);
const RESULT_LINES = Number(process.env.REPORTS_BENCH_RESULTS ?? 50_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 40);
const EVENTS = 2_000;
const RIDERS = 20_000;
const SERIES = 20;
const SECRET = 'bench-reports-identity-secret-0123456789abcdef';
const budgets = JSON.parse(fs.readFileSync(path.join(import.meta.dirname, 'budgets.json'), 'utf8')).reports;
const jsonOut = process.argv.includes('--json') ? process.argv[process.argv.indexOf('--json') + 1] : null;

const base = new URL(process.env.MYSQL_BASE_URL ?? 'mysql://root@localhost/?socketPath=/run/mysqld/mysqld.sock');
const admin = new Sequelize(base.toString(), { logging: false, dialect: 'mysql' });
await admin.query('DROP DATABASE IF EXISTS rr_bench_reports');
await admin.query('CREATE DATABASE rr_bench_reports CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci');
await admin.close();
const url = new URL(base.toString());
url.pathname = '/rr_bench_reports';
const logger = createLogger('bench', 'warn');
const db = openPayoutsDatabase(url.toString(), logger);
await migrateUp(db.sequelize, migrations);

const esc = (value) => db.sequelize.escape(value);
async function insert(table, columns, rows) {
  for (let i = 0; i < rows.length; i += 2_000) {
    const values = rows.slice(i, i + 2_000).map((row) => `(${row.map(esc).join(',')})`).join(',');
    await db.sequelize.query(`INSERT INTO ${table} (${columns.join(',')}) VALUES ${values}`);
  }
}

// A fixed pseudo-random sequence, so two runs seed the same data.
let seed = 42;
const rand = () => ((seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31);
const pick = (list) => list[Math.floor(rand() * list.length)];

const seededAt = Date.now();
console.log(`seeding ${POSTINGS.toLocaleString('en')} postings, ${EVENTS.toLocaleString('en')} events with ${RESULT_LINES.toLocaleString('en')} result lines, ${RIDERS.toLocaleString('en')} riders …`);

// ── events: two seasons, 20 series (half US in USD, half Canada in CAD), some events in no series ──
const DAY = 86_400_000;
const seasonStart = Date.UTC(2025, 0, 4);
const events = Array.from({ length: EVENTS }, (_, n) => {
  const canadian = n % 2 === 1;
  const series = n % 10 === 0 ? null : `series-${(n % SERIES) | (canadian ? 1 : 0)}`;
  const start = new Date(seasonStart + Math.floor((n / EVENTS) * 720) * DAY).toISOString().slice(0, 10);
  return { id: `event-${n}`, series, country: canadian ? 'CA' : 'US', currency: canadian ? 'CAD' : 'USD', start, type: n % 7 === 0 ? 'supercross' : 'motocross' };
});
await insert(
  'event_results',
  ['event_id', 'version', 'title', 'series_id', 'start_date', 'end_date', 'country', 'currency', 'sanctioning_bodies', 'updated_at'],
  events.map((e) => [e.id, 1, `Event ${e.id}`, e.series, e.start, e.start, e.country, e.currency, '[]', new Date(seededAt)]),
);
const BIKES = ['Apex MX450', 'APEX 250F', 'Honda CRF450R', 'Yamaha YZ250F', 'KTM 350 SX-F', 'Kawasaki KX450', 'Husqvarna FC 450'];
const perEvent = Math.max(1, Math.round(RESULT_LINES / EVENTS));
const facts = events.map((event, n) => {
  const lines = Array.from({ length: perEvent }, (_, i) => ({
    classId: `class-${i % 3}`,
    place: Math.floor(i / 3) + 1,
    status: rand() < 0.9 ? 'finished' : 'DNF',
    resultType: event.type === 'supercross' && i % 2 === 0 ? 'main' : 'overall',
    matchStatus: rand() < 0.3 ? 'matched' : 'notRider',
    riderId: null,
    vin: '',
    bike: pick(BIKES),
  }));
  const amounts = new Map([['class-0', [25_000, 15_000, 10_000, 5_000, 2_500]], ['class-1', [10_000, 5_000, 2_500]], ['class-2', []]]);
  return {
    eventId: event.id,
    at: new Date(seededAt).toISOString(),
    deleted: false,
    title: `Event ${n}`,
    seriesId: event.series,
    seriesName: event.series ? `Series ${event.series.slice(7)}` : null,
    promoterId: `promoter-${n % 40}`,
    country: event.country,
    currency: event.currency,
    startDate: event.start,
    endDate: event.start,
    active: n % 50 !== 0,
    canceled: n % 97 === 0,
    payingEvent: true,
    contingencyCents: 70_000 + (n % 5) * 10_000,
    results: { version: 1, ...marketShare(event.type, lines, amounts, ['Apex']) },
  };
});
const riderFacts = Array.from({ length: RIDERS }, (_, r) => ({
  riderId: `rider-${String(r).padStart(6, '0')}`,
  at: new Date(seededAt).toISOString(),
  deleted: false,
  name: `Rider ${r}`,
  email: `rider${r}@example.com`,
  country: r % 2 === 1 ? 'CA' : 'US',
  pro: r % 9 === 0,
  active: true,
}));

// ── the ledger: riders' accounts and wallets, then earnings followed by redemptions, cash-outs and expiries ──
const programme = await db.sequelize.transaction(async (transaction) => {
  const ids = async (currency) => ({
    fund: (await programmeAccount(db, 'contingency', currency, transaction)).id,
    dealers: (await programmeAccount(db, 'dealers', currency, transaction)).id,
    provider: (await programmeAccount(db, 'provider', currency, transaction)).id,
    expired: (await programmeAccount(db, 'expired', currency, transaction)).id,
  });
  return { USD: await ids('USD'), CAD: await ids('CAD') };
});
const now = new Date(seededAt);
const accountOf = new Map();
const walletOf = new Map();
{
  const accounts = [];
  const wallets = [];
  for (let r = 0; r < RIDERS; r += 1) {
    const currency = r % 2 === 1 ? 'CAD' : 'USD';
    const holder = riderFacts[r].riderId;
    walletOf.set(r, randomUUID());
    wallets.push([walletOf.get(r), holder, currency, now, now]);
    for (const purpose of ['cash', 'credit', 'bonus']) {
      const id = randomUUID();
      accountOf.set(`${r}:${purpose}`, id);
      accounts.push([id, holder, purpose, currency, 0, false, now, now]);
    }
  }
  await insert('wallets', ['id', 'rider_id', 'currency', 'created_at', 'updated_at'], wallets);
  await insert('accounts', ['id', 'holder', 'purpose', 'currency', 'balance_cents', 'may_go_negative', 'created_at', 'updated_at'], accounts);
}
const lots = [];
const journals = [];
const postings = [];
async function flush() {
  await insert('lots', ['id', 'wallet_id', 'type', 'currency', 'initial_cents', 'current_cents', 'status', 'awarded_at', 'event_id', 'created_at', 'updated_at'], lots.splice(0));
  await insert('journal_transactions', ['id', 'kind', 'rider_id', 'created_at'], journals.splice(0));
  await insert('postings', ['id', 'transaction_id', 'account_id', 'lot_id', 'amount_cents', 'currency', 'created_at'], postings.splice(0));
}
const TYPES = ['cash', 'credit', 'credit', 'bonus'];
/** A rider races in their own country: US riders at the even events (USD), Canadian riders at the odd ones (CAD). */
const eventsByParity = [events.filter((_, i) => i % 2 === 0), events.filter((_, i) => i % 2 === 1)];
const span = 720 * DAY;
for (let n = 0; n < POSTINGS / 4; n += 1) {
  const r = Math.floor(rand() * RIDERS);
  const currency = r % 2 === 1 ? 'CAD' : 'USD';
  const candidates = eventsByParity[r % 2];
  const event = candidates[Math.floor(rand() * candidates.length)];
  const at = new Date(seasonStart + Math.floor((n / (POSTINGS / 4)) * span));
  const type = TYPES[n % TYPES.length];
  const lot = randomUUID();
  const cents = 1_000 + Math.floor(rand() * 50_000);
  const holder = riderFacts[r].riderId;
  const account = accountOf.get(`${r}:${type}`);
  const ids = programme[currency];
  const earning = orderedId(at.getTime()).id;
  const second = orderedId(at.getTime() + 1).id;
  const spent = Math.floor(cents * (0.2 + rand() * 0.6));
  // Cash is paid out through the provider (settle), credit and bonus redeemed at a dealer or left to expire.
  const [kind, to] = type === 'cash' ? ['settle', ids.provider] : n % 9 === 0 ? ['expiry', ids.expired] : ['redemption', ids.dealers];
  lots.push([lot, walletOf.get(r), type, currency, cents, cents - spent, 'current', at, event.id, at, at]);
  journals.push([earning, 'earning', holder, at], [second, kind, holder, new Date(at.getTime() + 1)]);
  postings.push(
    [randomUUID(), earning, ids.fund, null, -cents, currency, at],
    [randomUUID(), earning, account, lot, cents, currency, at],
    [randomUUID(), second, account, lot, -spent, currency, at],
    [randomUUID(), second, to, null, spent, currency, at],
  );
  if (postings.length >= 20_000) await flush();
}
await flush();
const seedSeconds = (Date.now() - seededAt) / 1000;
console.log(`seeded in ${seedSeconds.toFixed(0)} s`);

// ── 1. the rebuild from scratch ──
const pager = (list, key) => async (after, limit) => list.filter((item) => after === undefined || item[key] > after).slice(0, limit);
const sortedEvents = [...facts].sort((a, b) => (a.eventId < b.eventId ? -1 : 1));
const rebuild = await rebuildReadModel(db, { events: pager(sortedEvents, 'eventId'), riders: pager(riderFacts, 'riderId') });
const counts = await db.sequelize.query('SELECT (SELECT COUNT(*) FROM postings) AS postings, (SELECT COUNT(*) FROM report_money_daily) AS money, (SELECT COUNT(*) FROM report_rider_daily) AS riders, (SELECT COUNT(*) FROM report_events) AS events', { plain: true });
console.log(`rebuild: ${(rebuild.ms / 1000).toFixed(1)} s for ${Number(counts.postings).toLocaleString('en')} postings → ${Number(counts.money).toLocaleString('en')} report_money_daily, ${Number(counts.riders).toLocaleString('en')} report_rider_daily, ${Number(counts.events).toLocaleString('en')} report_events rows`);

// ── 2. the reports through the payouts service's HTTP API, without the cache ──
const app = createPayoutsApp({ db, logger, outbox: { add: async () => undefined, poke: () => undefined }, identitySecret: SECRET, provider: tremendousProvider({ apiKey: 'bench', baseUrl: 'http://127.0.0.1:9' }), riders: memoryRiderFacts([]), events: memoryEventClasses() });
const server = app.listen(0, '127.0.0.1');
await new Promise((resolve) => server.once('listening', resolve));
const origin = `http://127.0.0.1:${server.address().port}`;
const RANGES = [
  ['2026 so far', 'startDate=2026-01-01&endDate=2026-11-26'],
  ['2025', 'startDate=2025-01-01&endDate=2025-12-31'],
  ['both seasons', 'startDate=2025-01-01&endDate=2026-12-31'],
  ['one month', 'startDate=2026-05-01&endDate=2026-05-31'],
];
const rows = [];
for (const report of ['summary', 'market-share-month', 'market-share-series']) {
  const times = [];
  for (let i = 0; i < REQUESTS; i += 1) {
    const [, query] = RANGES[i % RANGES.length];
    const started = performance.now();
    const response = await fetch(`${origin}/api/admin/aggregates/${report}?${query}&noCache=true`, { headers: { 'x-rr-identity': await signIdentity({ sub: 'admin-bench', typ: 'admin' }, SECRET) } });
    const body = await response.json();
    times.push(performance.now() - started);
    if (!response.ok || body.cached !== false) throw new Error(`${report}: ${response.status} ${JSON.stringify(body).slice(0, 200)}`);
  }
  times.sort((a, b) => a - b);
  const p95 = times[Math.min(times.length - 1, Math.ceil(times.length * 0.95) - 1)];
  rows.push({ report, requests: times.length, p50: median(times), p95, max: times.at(-1), budget: budgets.p95Ms, ok: p95 <= budgets.p95Ms });
}
server.close();
await db.sequelize.close();

const rebuildOk = rebuild.ms / 1000 <= budgets.rebuildSeconds;
console.log('\nreport                 requests   p50 ms   p95 ms   max ms   budget  result');
for (const row of rows) {
  console.log(`${row.report.padEnd(22)} ${String(row.requests).padStart(8)} ${row.p50.toFixed(0).padStart(8)} ${row.p95.toFixed(0).padStart(8)} ${row.max.toFixed(0).padStart(8)} ${String(row.budget).padStart(8)}  ${row.ok ? 'ok' : 'OVER'}`);
}
console.log(`${'rebuild (s)'.padEnd(22)} ${'1'.padStart(8)} ${(rebuild.ms / 1000).toFixed(1).padStart(35)} ${String(budgets.rebuildSeconds).padStart(8)}  ${rebuildOk ? 'ok' : 'OVER'}`);
if (jsonOut) fs.writeFileSync(jsonOut, JSON.stringify({ postings: Number(counts.postings), resultLines: perEvent * EVENTS, seedSeconds, rebuild, rows }, null, 2));
process.exit(rows.every((row) => row.ok) && rebuildOk ? 0 : 1);
