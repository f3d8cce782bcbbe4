// 10,000 result lines → earnings posted (on MariaDB in ≤ 10 s). One event's `results.published` set of 10,000 lines in
// 200 classes of 50 finishers, places 1–10 paid (2,000 earnings: cash, dealer credit, some withholding; the rest
// explained as not paid), applied by the payouts rules engine and the journal in one go. Then a correction of a tenth
// of the event (1,000 lines: every tenth line changes, 200 of them paid, a quarter of those already cashed out, so
// their reversal makes a debt that the corrected award repays) within 5 s; then the same set published again, which
// moves nothing. The riders' facts come from memory (identity's side is timed in results-upload.mjs). Prints the time
// of each version and checks that the journal reconciles.
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
import { hold, settle } from '../services/payouts/src/domain/money.ts';
import { memoryRiderFacts } from '../services/payouts/src/domain/rider-facts.ts';

const BUDGET_MS = 10_000;
const CORRECTION_BUDGET_MS = 5_000;
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
        bike: '',
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
    distinctRaceIds: [],
    // The correction: every tenth line (a paid place pays 5.00 more; an unpaid finisher is placed one lower).
    lines: changed ? lines.map((line, i) => (i % 10 !== 0 ? line : line.placeAmount > 0 ? { ...line, placeAmount: line.placeAmount + 500 } : { ...line, place: line.place + 1 })) : lines,
    bonuses: [],
  });
  const source = memoryRiderFacts(riders);
  const timed = async (payload) => {
    const t0 = performance.now();
    const outcome = await applyResults(db, payload, source);
    return { ms: Math.round(performance.now() - t0), outcome };
  };
  const first = await timed(results(1, false));
  // Before the correction, a quarter of the lines it changes have been cashed out (not timed).
  let cashedOut = 0;
  for (const [i, line] of lines.entries()) {
    if (i % 40 !== 0 || line.placeAmount === 0 || line.payoutType !== 'cash') continue;
    const lot = await db.models.Lot.findOne({ where: { eventId: 'bench-event', walletId: (await db.models.Wallet.findOne({ where: { riderId: line.riderId } })).id } });
    await db.sequelize.transaction(async (t) => settle(db, (await hold(db, { riderId: line.riderId, amountCents: lot.currentCents, currency: 'USD' }, t)).id, t));
    cashedOut += 1;
  }
  const second = await timed(results(2, true));
  const journalBefore = await db.models.JournalTransaction.count();
  const third = await timed(results(3, true));
  const republishWrote = (await db.models.JournalTransaction.count()) - journalBefore;
  const owed = await db.models.Account.count({ where: { purpose: 'owed' } });
  const drifts = await reconcile(db);
  console.log(`\npayouts: ${LINES} result lines on ${mysql ? 'MariaDB' : 'SQLite'}`);
  console.log(`version 1: ${first.ms} ms (${JSON.stringify(first.outcome)})`);
  console.log(`version 2 (a tenth of the lines corrected, ${cashedOut} of them cashed out before): ${second.ms} ms (${JSON.stringify(second.outcome)}; ${owed} riders' debts)`);
  console.log(`version 3 (the same set again): ${third.ms} ms, ${republishWrote} transactions written`);
  console.log(`reconcile: ${drifts.length === 0 ? 'every balance equals its postings' : `${drifts.length} drifts`}`);
  if (jsonOut) fs.writeFileSync(jsonOut, JSON.stringify({ database: mysql ? 'MariaDB' : 'SQLite', lines: LINES, firstMs: first.ms, secondMs: second.ms, thirdMs: third.ms, republishWrote, first: first.outcome, second: second.outcome }, null, 2));
  process.exitCode = first.ms > BUDGET_MS || second.ms > CORRECTION_BUDGET_MS || republishWrote > 0 || drifts.length ? 1 : 0;
} finally {
  await db.sequelize.close();
  await database.drop();
}
