#!/usr/bin/env node
// The finance team's year-end report at scale (docs/reports.md "Year-end statements"): a MariaDB database seeded with a
// synthetic ledger of 20,000 riders and about 1,000,000 postings in one programme year (2025), of the shapes the payouts
// domain writes: earnings (an event, a class and a place in their details), tax withheld from non-US riders' cash,
// redemptions at dealers (with their `credit_redemptions` rows) and some refunded, cash-outs (hold, then settle),
// expiries, corrections of earnings (some of them cashed out first: a debt), and opening balances from 2024. Then,
// in this process, with the payouts domain called directly:
//   1. `yearEndReport` for 2025 (the report the finance team reads and exports), `BENCH_RUNS` times (default 2);
//   2. one rider's `riderStatement` of 2025 and `statementYears` (the years listed to a rider), the same number of times.
// For each: the time, the peak heap growth and peak RSS (sampled every 10 ms, after a forced GC when node runs with
// --expose-gc) and the SQL statements sent. Budget: bench/budgets.json → "yearEnd" (report seconds, its heap growth in
// MiB); exit 1 over either.
//
//   node --expose-gc --max-old-space-size=128 --import tsx bench/year-end.mjs [--json FILE] [--reuse | --seed-only]
//
// Run it with a small old space (128 MiB, a quarter of the payouts pod's 512 MiB limit): without one V8 lets garbage
// pile up towards its default limit, and the peak heap measures how lazy the collector was, not what the report holds.
// A report that holds more than that fails with "heap out of memory".
// MYSQL_BASE_URL (default root over /run/mysqld/mysqld.sock); the database `rr_bench_year_end` is dropped and created
// (`--reuse` measures the database a previous run seeded, as it is: two versions of the code can be measured on one
// seeding, which takes 10–20 minutes; `--seed-only` seeds and stops). YEAR_END_BENCH_POSTINGS changes the year's
// postings (default 1,000,000), YEAR_END_BENCH_RIDERS the riders (default 20,000).
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Sequelize } from 'sequelize';
import { createLogger, migrateUp, orderedId } from '@rr/server-kit';
import { openPayoutsDatabase } from '../services/payouts/src/data-access/database.ts';
import { migrations } from '../services/payouts/src/data-access/migrations/index.ts';
import { programmeAccount } from '../services/payouts/src/data-access/ledger.ts';
import { riderStatement, statementYears, yearEndReport, yearSpan } from '../services/payouts/src/domain/year-statements.ts';
import { median } from './lib.mjs';

const POSTINGS = Number(process.env.YEAR_END_BENCH_POSTINGS ?? 1_000_000);
const RIDERS = Number(process.env.YEAR_END_BENCH_RIDERS ?? 20_000);
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 2));
const YEAR = 2025;
const DATABASE = 'rr_bench_year_end';
const budgets = JSON.parse(fs.readFileSync(path.join(import.meta.dirname, 'budgets.json'), 'utf8')).yearEnd;
const jsonOut = process.argv.includes('--json') ? process.argv[process.argv.indexOf('--json') + 1] : null;
const reuse = process.argv.includes('--reuse');

const base = new URL(process.env.MYSQL_BASE_URL ?? 'mysql://root@localhost/?socketPath=/run/mysqld/mysqld.sock');
if (!reuse) {
  const admin = new Sequelize(base.toString(), { logging: false, dialect: 'mysql' });
  await admin.query(`DROP DATABASE IF EXISTS ${DATABASE}`);
  await admin.query(`CREATE DATABASE ${DATABASE} CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  await admin.close();
}
const url = new URL(base.toString());
url.pathname = `/${DATABASE}`;
const logger = createLogger('bench', 'warn');
const db = openPayoutsDatabase(url.toString(), logger);
const riderId = (r) => `rider-${String(r).padStart(6, '0')}`;

// A reused database gets the migrations added since it was seeded (an index, say) before it is measured.
await migrateUp(db.sequelize, migrations);
if (!reuse) await seed();
if (process.argv.includes('--seed-only')) {
  await db.sequelize.close();
  process.exit(0);
}

// ── measuring: time, statements, memory ──
const sequelizeOptions = db.sequelize.options;
let statements = 0;
sequelizeOptions.logging = () => {
  statements += 1;
};
sequelizeOptions.benchmark = false;
const gc = globalThis.gc ?? null;
if (!gc) console.log('(run node with --expose-gc for a steadier heap baseline)');

/** Runs `work` once: its time, the SQL statements it sent, its peak heap growth and the process's peak RSS. */
async function measure(work) {
  gc?.();
  const start = process.memoryUsage();
  let peakHeap = start.heapUsed;
  let peakRss = start.rss;
  const sample = () => {
    const now = process.memoryUsage();
    peakHeap = Math.max(peakHeap, now.heapUsed);
    peakRss = Math.max(peakRss, now.rss);
  };
  const timer = setInterval(sample, 10);
  statements = 0;
  const started = performance.now();
  const answer = await work();
  const ms = performance.now() - started;
  sample();
  clearInterval(timer);
  return { ms, statements, heapGrowthMiB: (peakHeap - start.heapUsed) / 2 ** 20, peakRssMiB: peakRss / 2 ** 20, answer };
}

const facts = async (ids) => new Map(ids.map((id) => [id, { riderId: id, name: `Rider ${id.slice(6)}`, email: `${id}@example.com`, country: Number(id.slice(6)) % 10 === 9 ? 'CA' : 'US', nonResidentAlien: false, w9ReceivedAt: null, locale: 'en' }]));
const now = new Date(Date.UTC(YEAR + 1, 1, 1));
const { from, to } = yearSpan(YEAR);
const counts = await db.sequelize.query(
  'SELECT (SELECT COUNT(*) FROM postings WHERE created_at >= :from AND created_at < :to) AS year, (SELECT COUNT(*) FROM postings) AS postings, (SELECT COUNT(DISTINCT holder) FROM accounts WHERE holder <> \'programme\') AS riders',
  { replacements: { from, to }, plain: true },
);
console.log(`${Number(counts.riders).toLocaleString('en')} riders, ${Number(counts.year).toLocaleString('en')} postings in ${YEAR} (${Number(counts.postings).toLocaleString('en')} in all)`);
// The rider with the most postings in the year: the one statement that costs the most.
const [busiest] = await db.sequelize.query(
  `SELECT a.holder, COUNT(*) AS n FROM accounts a JOIN postings p ON p.account_id = a.id WHERE a.holder <> 'programme' AND p.created_at >= :from AND p.created_at < :to GROUP BY a.holder ORDER BY n DESC LIMIT 1`,
  { replacements: { from, to }, type: 'SELECT' },
);

const results = { report: [], statement: [], years: [] };
for (let run = 0; run < RUNS; run += 1) {
  const report = await measure(() => yearEndReport(db, facts, YEAR, 'all', now));
  results.report.push({ ...report, rows: report.answer.rows.length, totals: report.answer.totals, answer: undefined });
  const statement = await measure(() => riderStatement(db, busiest.holder, YEAR, undefined, now));
  results.statement.push({ ...statement, lines: statement.answer.lines.length, answer: undefined });
  const years = await measure(() => statementYears(db, busiest.holder, now));
  results.years.push({ ...years, years: years.answer.years, answer: undefined });
  console.log(`run ${run + 1}: report ${(report.ms / 1000).toFixed(2)} s, ${report.answer.rows.length.toLocaleString('en')} rows`);
}
await db.sequelize.close();

const row = (name, list, detail) => {
  const ms = list.map((r) => r.ms);
  console.log(
    `${name.padEnd(28)} ${list.map((r) => r.ms.toFixed(0)).join(' / ').padStart(16)} ${list.map((r) => r.heapGrowthMiB.toFixed(0)).join(' / ').padStart(12)} ${list.map((r) => r.peakRssMiB.toFixed(0)).join(' / ').padStart(12)} ${list.map((r) => r.statements).join(' / ').padStart(12)}  ${detail(list[0])}`,
  );
  return median(ms);
};
console.log(`\n${'call'.padEnd(28)} ${'ms'.padStart(16)} ${'heap +MiB'.padStart(12)} ${'RSS MiB'.padStart(12)} ${'statements'.padStart(12)}`);
const reportMs = row(`yearEndReport ${YEAR}`, results.report, (r) => `${r.rows.toLocaleString('en')} rows; net ${r.totals.map((t) => `${t.currency} ${t.netCents}`).join(', ')}`);
row(`riderStatement (${busiest.holder})`, results.statement, (r) => `${r.lines} lines`);
row('statementYears', results.years, (r) => r.years.map((y) => `${y.year}: ${y.currencies.join('+')}`).join(', '));

const heap = Math.max(...results.report.map((r) => r.heapGrowthMiB));
const ok = reportMs / 1000 <= budgets.reportSeconds && heap <= budgets.reportHeapMiB;
console.log(`\nbudget: report ≤ ${budgets.reportSeconds} s (median ${(reportMs / 1000).toFixed(1)}), heap growth ≤ ${budgets.reportHeapMiB} MiB (max ${heap.toFixed(0)}): ${ok ? 'ok' : 'OVER'}`);
if (jsonOut) fs.writeFileSync(jsonOut, JSON.stringify({ riders: Number(counts.riders), postings: Number(counts.year), results }, null, 2));
process.exit(ok ? 0 : 1);

/**
 * The ledger, written in bulk with the rows' shapes as the domain writes them (journal transactions with their kind,
 * details and reversed transaction; postings on the riders' and the programme's accounts; lots; redemptions). Balanced:
 * every transaction's legs sum to zero. Riders whose number ends in 9 race in Canada (CAD) and have 30 % withheld
 * from their cash (they are not US persons); every fiftieth rider also has USD.
 */
async function seed() {
  const esc = (value) => db.sequelize.escape(value);
  const insert = async (table, columns, rows) => {
    for (let i = 0; i < rows.length; i += 2_000) {
      const values = rows.slice(i, i + 2_000).map((r) => `(${r.map(esc).join(',')})`).join(',');
      await db.sequelize.query(`INSERT INTO ${table} (${columns.join(',')}) VALUES ${values}`);
    }
  };
  // A fixed pseudo-random sequence (mulberry32: 32-bit integer steps, so no precision is lost), so two seedings
  // write the same ledger.
  let state = 42;
  const rand = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
  const seededAt = Date.now();
  console.log(`seeding ${RIDERS.toLocaleString('en')} riders, about ${POSTINGS.toLocaleString('en')} postings in ${YEAR} …`);

  const programme = await db.sequelize.transaction(async (transaction) => {
    const ids = async (currency) => {
      const out = {};
      for (const purpose of ['contingency', 'dealers', 'provider', 'expired', 'withholding']) out[purpose] = (await programmeAccount(db, purpose, currency, transaction)).id;
      return out;
    };
    return { USD: await ids('USD'), CAD: await ids('CAD') };
  });
  const stamp = new Date(seededAt);
  const accountRows = [];
  const walletRows = [];
  const accounts = new Map();
  const wallets = new Map();
  const account = (r, purpose, currency) => {
    const key = `${r}:${purpose}:${currency}`;
    let id = accounts.get(key);
    if (!id) {
      id = randomUUID();
      accounts.set(key, id);
      accountRows.push([id, riderId(r), purpose, currency, 0, purpose === 'owed', stamp, stamp]);
    }
    return id;
  };
  // One wallet per rider (its currency the first it earned in), whatever currencies its lots hold.
  const wallet = (r, currency) => {
    let id = wallets.get(r);
    if (!id) {
      id = randomUUID();
      wallets.set(r, id);
      walletRows.push([id, riderId(r), currency, stamp, stamp]);
    }
    return id;
  };
  const lots = [];
  const journals = [];
  const postings = [];
  const redemptions = [];
  let written = 0;
  const flush = async () => {
    await insert('wallets', ['id', 'rider_id', 'currency', 'created_at', 'updated_at'], walletRows.splice(0));
    await insert('accounts', ['id', 'holder', 'purpose', 'currency', 'balance_cents', 'may_go_negative', 'created_at', 'updated_at'], accountRows.splice(0));
    await insert('lots', ['id', 'wallet_id', 'type', 'currency', 'initial_cents', 'current_cents', 'status', 'awarded_at', 'event_id', 'created_at', 'updated_at'], lots.splice(0));
    await insert('journal_transactions', ['id', 'kind', 'rider_id', 'reverses_id', 'memo', 'details', 'created_at'], journals.splice(0));
    await insert('postings', ['id', 'transaction_id', 'account_id', 'lot_id', 'amount_cents', 'currency', 'created_at'], postings.splice(0));
    await insert('credit_redemptions', ['id', 'code', 'rider_id', 'rider_name', 'dealer_id', 'dealer_name', 'employee_name', 'amount_cents', 'currency', 'created_at'], redemptions.splice(0));
  };
  let clock = 0;
  /** One journal transaction and its legs ([account, cents, lot]), at `at` (a distinct millisecond each). */
  const post = (kind, r, at, legs, extra = {}) => {
    clock += 1;
    const when = new Date(at.getTime() + (clock % 1000));
    const id = orderedId(when.getTime()).id;
    journals.push([id, kind, riderId(r), extra.reverses ?? null, extra.memo ?? null, extra.details ? JSON.stringify(extra.details) : null, when]);
    for (const [accountId, cents, lot] of legs) postings.push([randomUUID(), id, accountId, lot ?? null, cents, extra.currency, when]);
    written += legs.length;
    return id;
  };
  const EVENTS = 600;
  const CLASSES = ['250 Pro', '450 Pro', '125 B', '450 B', 'Vet 30+', 'Women', 'Schoolboy', 'Open A'];
  /** An earning: the lot, the fund's and the rider's legs, and the tax withheld from a non-US rider's cash. */
  const earn = (r, currency, type, cents, at) => {
    const lot = randomUUID();
    const event = `event-${Math.floor(rand() * EVENTS)}`;
    lots.push([lot, wallet(r, currency), type, currency, cents, cents, 'current', at, event, at, at]);
    const id = post('earning', r, at, [[programme[currency].contingency, -cents], [account(r, type, currency), cents, lot]], { currency, details: { eventId: event, className: CLASSES[Math.floor(rand() * CLASSES.length)], place: 1 + Math.floor(rand() * 10) } });
    let withheld = 0;
    if (type === 'cash' && r % 10 === 9) {
      withheld = Math.round(cents * 0.3);
      post('withholding', r, at, [[account(r, 'cash', currency), -withheld, lot], [programme[currency].withholding, withheld]], { currency, memo: '30 % withheld', details: { percent: 30, lotId: lot } });
    }
    return { id, lot, type, currency, cents, left: cents - withheld, withheld, event };
  };
  const DAY = 86_400_000;
  const { from: yearFrom } = yearSpan(YEAR);
  const { from: lastYear } = yearSpan(YEAR - 1);
  // Opening balances: a third of the riders earned in the year before.
  for (let r = 0; r < RIDERS; r += 3) earn(r, r % 10 === 9 ? 'CAD' : 'USD', r % 2 === 0 ? 'credit' : 'cash', 5_000 + Math.floor(rand() * 20_000), new Date(lastYear.getTime() + Math.floor(rand() * 360) * DAY));
  await flush();
  written = 0;

  // The year: each step is one rider's next move, at a time that grows through the year.
  const held = new Map();
  const open = new Map();
  const target = POSTINGS;
  let step = 0;
  let code = 100_000_000;
  while (written < target) {
    if (postings.length >= 20_000) await flush();
    step += 1;
    const r = Math.floor(rand() * RIDERS);
    const currency = r % 10 === 9 ? 'CAD' : r % 50 === 0 && rand() < 0.3 ? 'CAD' : 'USD';
    const at = new Date(yearFrom.getTime() + Math.floor((written / target) * 364 * DAY) + 3_600_000);
    const mine = open.get(r) ?? [];
    const pick = rand();
    // A lot can still be spent, cashed out or expired while money is left on it; a cashed-out one can still be corrected.
    const usable = mine.filter((l) => l.currency === currency && !l.corrected && (l.left > 0 || held.has(l.lot)));
    if (pick < 0.45 || usable.length === 0) {
      const type = rand() < 0.4 ? 'cash' : rand() < 0.8 ? 'credit' : 'bonus';
      mine.push(earn(r, currency, type, 1_000 + Math.floor(rand() * 60_000), at));
      open.set(r, mine);
      continue;
    }
    const lot = usable[Math.floor(rand() * usable.length)];
    if (lot.type === 'cash') {
      if (lot.left > 0 && pick < 0.9) {
        // A cash-out: held, then paid by the provider.
        const cents = lot.left;
        const hold = post('hold', r, at, [[account(r, 'cash', currency), -cents, lot.lot], [account(r, 'hold', currency), cents, lot.lot]], { currency });
        post('settle', r, new Date(at.getTime() + DAY), [[account(r, 'hold', currency), -cents, lot.lot], [programme[currency].provider, cents]], { currency, reverses: hold });
        lot.left = 0;
        held.set(lot.lot, cents);
      } else if (lot.left > 0 || pick > 0.8) {
        // The result corrected: what is left comes back, what was cashed out becomes a debt.
        const owed = held.get(lot.lot) ?? 0;
        const taken = lot.left;
        const legs = [[programme[currency].contingency, lot.cents]];
        if (taken > 0) legs.push([account(r, 'cash', currency), -taken, lot.lot]);
        if (lot.withheld > 0) legs.push([programme[currency].withholding, -lot.withheld]);
        if (owed > 0) legs.push([account(r, 'owed', currency), -owed]);
        post('reversal', r, at, legs, { currency, reverses: lot.id, memo: 'result corrected', details: { lotId: lot.lot, eventId: lot.event, takenCents: taken, owedCents: owed, withheldCents: lot.withheld, expiredCents: 0 } });
        lot.left = 0;
        lot.corrected = true;
      }
      continue;
    }
    if (pick < 0.9) {
      // Spent at a dealer; one redemption in twenty refunded.
      const cents = Math.min(lot.left, 500 + Math.floor(rand() * 20_000));
      const dealer = Math.floor(rand() * 400);
      const id = post('redemption', r, at, [[account(r, lot.type, currency), -cents, lot.lot], [programme[currency].dealers, cents]], { currency, details: { dealerId: `dealer-${dealer}` } });
      redemptions.push([id, (code += 1), riderId(r), `Rider ${r}`, `dealer-${dealer}`, `Dealer ${dealer}`, 'Sam', cents, currency, at]);
      lot.left -= cents;
      if (rand() < 0.05) {
        post('refund', r, new Date(at.getTime() + DAY), [[programme[currency].dealers, -cents], [account(r, lot.type, currency), cents, lot.lot]], { currency, reverses: id, details: { dealerId: `dealer-${dealer}` } });
        lot.left += cents;
      }
    } else {
      post('expiry', r, at, [[account(r, lot.type, currency), -lot.left, lot.lot], [programme[currency].expired, lot.left]], { currency });
      lot.left = 0;
    }
  }
  await flush();
  console.log(`seeded ${step.toLocaleString('en')} moves in ${((Date.now() - seededAt) / 1000).toFixed(0)} s`);
  await db.sequelize.query('ANALYZE TABLE accounts, postings, journal_transactions, lots');
}
