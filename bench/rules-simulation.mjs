// A season simulated under a new rule set (docs/rules.md "Simulation"): 2,000 events × 25 result lines, decided by the
// spec's rules, then judged again by a draft (a tiered minimum and place ranges in cash and credit) without posting,
// and compared rider by rider. Budget: 30 s on MariaDB. The season is written straight into the tables the simulation
// reads (event_results, event_result_sets, payout_decisions: what applying the results by the spec's rules decided),
// so the bench times the simulation and not the seeding. The riders' facts come from memory (identity's side is timed
// in results-upload.mjs).
//
//   TEST_MYSQL_URL='mysql://root@localhost/?socketPath=/run/mysqld/mysqld.sock' node --import tsx bench/rules-simulation.mjs
//   node --import tsx bench/rules-simulation.mjs            (SQLite, the embedded default)
//   options: --events N (default 2000), --lines N per event (default 25), --json FILE; exits 1 over the budget.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import { gzipSync } from 'node:zlib';
import { createLogger, createTestDatabase, migrateUp } from '@rr/server-kit';
import { DEFAULT_RULE_SET } from '@rr/contracts/rule-sets';
import { openPayoutsDatabase } from '../services/payouts/src/data-access/database.ts';
import { migrations } from '../services/payouts/src/data-access/migrations/index.ts';
import { memoryRiderFacts } from '../services/payouts/src/domain/rider-facts.ts';
import { evaluateResults } from '../services/payouts/src/domain/rules/payout-rules.ts';
import { simulateRules } from '../services/payouts/src/domain/simulate-rules.ts';
import { aLine, aResultSet } from '../services/payouts/test/results-factories.ts';
import { cliOption } from './lib.mjs';

const BUDGET_MS = 30_000;
const EVENTS = Number(cliOption('--events', 2_000));
const LINES = Number(cliOption('--lines', 25));
const RIDERS = 3_000;
const jsonOut = cliOption('--json');
const mysql = Boolean(process.env.TEST_MYSQL_URL);

const database = await createTestDatabase('bench_rules_simulation');
const db = openPayoutsDatabase(database.url, createLogger('bench', 'silent'));
try {
  await migrateUp(db.sequelize, migrations);
  const riders = Array.from({ length: RIDERS }, (_, i) => ({
    riderId: `r-${i}`,
    active: true,
    pro: i % 5 === 0,
    documentsOnFile: i % 10 !== 0,
    nonResidentAlien: i % 37 === 0,
    bikes: [{ vin: `1HD1KB4197Y${String(i).padStart(6, '0')}`, year: 2026 - (i % 5), valid: i % 23 === 0 ? 'unverified' : 'verified' }],
  }));
  const facts = new Map(riders.map((r) => [r.riderId, r]));
  const seeding = performance.now();
  const eventRows = [];
  const setRows = [];
  const decisionRows = [];
  for (let e = 0; e < EVENTS; e += 1) {
    const eventId = `ev-${e}`;
    const day = new Date(Date.UTC(2026, 0, 1) + (e % 360) * 86_400_000).toISOString().slice(0, 10);
    // Four classes an event: of 13, 5, 4 and 3 riders with 25 lines (a full class, two in the draft's middle tier, one
    // the spec's minimum of 5 finishers refuses), places 1–10 paid.
    const sizes = [13, 5, 4, 3];
    const lines = Array.from({ length: LINES }, (_, i) => {
      let classIndex = 0;
      let first = 0;
      while (classIndex < sizes.length - 1 && i >= first + sizes[classIndex]) first += sizes[classIndex++];
      const place = i - first + 1;
      const matched = i % 4 !== 3;
      // The payouts tests' published line and set (results-factories.ts), in the bench's numbers: an overall result
      // without a bike, of version 1 of an AMA event that pays and is not cancelled.
      return aLine({
        resultId: `${eventId}-l${i}`,
        classId: `${eventId}-c${classIndex}`,
        className: ['Open Pro', '250 B', 'Vet 40+', 'Women'][classIndex],
        payoutType: classIndex % 2 === 0 ? 'cash' : 'dealerCredit',
        placeAmount: place <= 10 ? (11 - place) * 2_500 : 0,
        place,
        status: (e + i) % 13 === 0 ? 'DNF' : 'finished',
        riderId: matched ? `r-${(e * 7 + i * 131) % RIDERS}` : null,
        riderName: `Rider ${i}`,
        matchStatus: matched ? 'matched' : 'unmatched',
      });
    });
    const results = aResultSet(lines, {
      eventId,
      promoterId: 'p-bench',
      title: `Round ${e}`,
      country: e % 5 === 0 ? 'CA' : 'US',
      currency: e % 5 === 0 ? 'CAD' : 'USD',
      startDate: day,
      endDate: day,
      type: e % 3 === 0 ? 'supercross' : 'motocross',
    });
    const now = new Date();
    eventRows.push({ eventId, version: 1, title: results.title, seriesId: null, promoterId: 'p-bench', startDate: day, endDate: day, country: results.country, currency: results.currency, sanctioningBodies: '["AMA"]', distinctRaceIds: '[]', updatedAt: now });
    setRows.push({ eventId, version: 1, payload: gzipSync(JSON.stringify(results)), updatedAt: now });
    const decided = evaluateResults(results, { rules: DEFAULT_RULE_SET, riders: facts });
    for (const d of decided) {
      decisionRows.push({ id: randomUUID(), eventId, decisionKey: d.key, version: 1, riderId: d.riderId, classId: d.classId, className: d.className, place: d.place, outcome: d.outcome, reason: d.reason, amountCents: d.amountCents, currency: results.currency, lotType: d.lotType, withholdPercent: d.withholdPercent, vin: d.vin, facts: JSON.stringify(d.facts), rule: JSON.stringify(d.rule), lotId: null, startDate: day, country: results.country, createdAt: now, updatedAt: now });
    }
  }
  for (let at = 0; at < eventRows.length; at += 500) await db.models.EventResults.bulkCreate(eventRows.slice(at, at + 500));
  for (let at = 0; at < setRows.length; at += 200) await db.models.EventResultSet.bulkCreate(setRows.slice(at, at + 200));
  for (let at = 0; at < decisionRows.length; at += 1_000) await db.models.PayoutDecision.bulkCreate(decisionRows.slice(at, at + 1_000));
  const seededMs = Math.round(performance.now() - seeding);

  // The draft: 3–6 finishers pay the top 2, 7 or more every place; places 1–5 pay $300 in cash, 6–10 $150 in credit.
  const draft = {
    ...DEFAULT_RULE_SET,
    minimumRiders: { count: 'finishers', tiers: [{ atLeast: 3, paidPlaces: 2 }, { atLeast: 7, paidPlaces: null }] },
    placeRanges: [
      { from: 1, to: 5, amountCents: 30_000, payoutType: 'cash' },
      { from: 6, to: 10, amountCents: 15_000, payoutType: 'dealerCredit' },
    ],
  };
  const t0 = performance.now();
  const result = await simulateRules(db, { country: '*', discipline: null, seriesId: null }, draft, { from: '2026-01-01', to: '2026-12-31' }, memoryRiderFacts(riders));
  const ms = Math.round(performance.now() - t0);
  console.log(`\nrules simulation: ${EVENTS} events × ${LINES} lines on ${mysql ? 'MariaDB' : 'SQLite'} (seeded in ${seededMs} ms)`);
  console.log(`simulated in ${ms} ms (budget ${BUDGET_MS} ms): ${result.events} events, ${result.lines} lines, ${result.riders.length} rider-currencies change, ${result.changes.length + result.changesLeftOut} lines change`);
  for (const t of result.totals) console.log(`  ${t.currency}: ${t.beforeCents / 100} → ${t.afterCents / 100} (${t.differenceCents / 100}); riders ${t.riders}: ${t.more} more, ${t.less} less, ${t.newlyPaid} newly paid, ${t.noLongerPaid} no longer paid`);
  if (jsonOut) fs.writeFileSync(jsonOut, JSON.stringify({ database: mysql ? 'MariaDB' : 'SQLite', events: EVENTS, lines: LINES, ms, seededMs, totals: result.totals, riders: result.riders.length, changes: result.changes.length }, null, 2));
  process.exitCode = ms > BUDGET_MS || result.events !== EVENTS ? 1 : 0;
} finally {
  await db.sequelize.close();
  await database.drop();
}
