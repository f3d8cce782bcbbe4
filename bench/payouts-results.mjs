// 10,000 result lines → earnings posted (issue 12 "must hold": on MariaDB in ≤ 10 s). One event's `results.published`
// set of 10,000 lines in 200 classes of 50 finishers, places 1–10 paid (2,000 earnings: cash, dealer credit, some
// withholding; the rest explained as not paid), applied by the payouts rules engine and the journal in one go; then a
// second version that changes a tenth of the paid places (reversals and new earnings). The riders' facts come from
// memory (identity's side is timed in results-upload.mjs). Prints the time of each version and checks that the
// journal reconciles.
//
//   TEST_MYSQL_URL='mysql://root@localhost/?socketPath=/run/mysqld/mysqld.sock' node --import tsx bench/payouts-results.mjs
//   node --import tsx bench/payouts-results.mjs                 (SQLite, the embedded default)
//   options: --lines N (default 10000), --json FILE; exits 1 over the 10 s budget.
import { cliOption } from './lib.mjs';
import fs from 'node:fs';
import { createLogger, createTestDatabase, migrateUp } from '@rr/server-kit';
import { openPayoutsDatabase } from '../services/payouts/src/data-access/database.ts';
import { reconcile } from '../services/payouts/src/data-access/ledger.ts';
import { migrations } from '../services/payouts/src/data-access/migrations/index.ts';
import { applyResults } from '../services/payouts/src/domain/apply-results.ts';
import { memoryRiderFacts } from '../services/payouts/src/domain/rider-facts.ts';

const BUDGET_MS = 10_000;
const LINES = Number(cliOption('--lines', 10_000));
const PER_CLASS = 50;
const PAID_PLACES = 10;
const jsonOut = cliOption('--json');
const mysql = Boolean(process.env.TEST_MYSQL_URL);

const database = await createTestDatabase('bench_payouts');
const db = openPayoutsDatabase(database.url, createLogger('bench', 'silent'));
try {
  await migrateUp(db.sequelize, migrations);
  const classes = Math.ceil(LINES / PER_CLASS);
  const riders = [];
  const lines = [];
  for (let c = 0; c < classes; c += 1) {
    for (let p = 1; p <= PER_CLASS && lines.length < LINES; p += 1) {
      const riderId = `r-${c}-${p}`;
      riders.push({ riderId, active: true, pro: false, documentsOnFile: true, nonResidentAlien: p % 17 === 0, bikes: [{ vin: `1HD1KB4197Y${String(lines.length).padStart(6, '0')}`, year: 2026, valid: 'verified' }] });
      lines.push({
        resultId: `res-${c}-${p}`,
        classId: `class-${c}`,
        className: `Class ${c}`,
        startGroup: null,
        payoutType: c % 3 === 0 ? 'dealerCredit' : 'cash',
        placeAmount: p <= PAID_PLACES ? (PAID_PLACES + 1 - p) * 1_000 : 0,
        place: p,
        status: p === PER_CLASS ? 'DNF' : 'finished',
        resultType: 'overall',
        riderId,
        riderName: `Rider ${c} ${p}`,
        bikeVin: null,
        matchStatus: 'matched',
      });
    }
  }
  const results = (version, changed) => ({
    eventId: 'bench-event',
    version,
    seriesId: null,
    promoterId: 'p-bench',
    title: 'Bench Nationals',
    country: 'US',
    currency: 'USD',
    startDate: '2026-07-04',
    endDate: '2026-07-05',
    type: 'motocross',
    sanctioningBodies: ['AMA'],
    canceled: false,
    payingEvent: true,
    lines: changed ? lines.map((line, i) => (line.placeAmount > 0 && i % 10 === 0 ? { ...line, placeAmount: line.placeAmount + 500 } : line)) : lines,
    bonuses: [],
  });
  const source = memoryRiderFacts(riders);
  const timed = async (payload) => {
    const t0 = performance.now();
    const outcome = await applyResults(db, payload, source);
    return { ms: Math.round(performance.now() - t0), outcome };
  };
  const first = await timed(results(1, false));
  const second = await timed(results(2, true));
  const drifts = await reconcile(db);
  console.log(`\npayouts: ${LINES} result lines on ${mysql ? 'MariaDB' : 'SQLite'}`);
  console.log(`version 1: ${first.ms} ms (${JSON.stringify(first.outcome)})`);
  console.log(`version 2 (a tenth of the paid places changed): ${second.ms} ms (${JSON.stringify(second.outcome)})`);
  console.log(`reconcile: ${drifts.length === 0 ? 'every balance equals its postings' : `${drifts.length} drifts`}`);
  if (jsonOut) fs.writeFileSync(jsonOut, JSON.stringify({ database: mysql ? 'MariaDB' : 'SQLite', lines: LINES, firstMs: first.ms, secondMs: second.ms, first: first.outcome, second: second.outcome }, null, 2));
  process.exitCode = first.ms > BUDGET_MS || second.ms > BUDGET_MS || drifts.length ? 1 : 0;
} finally {
  await db.sequelize.close();
  await database.drop();
}
