// A 10,000-line results upload through the events service, timed end to end (the budget: parsed, matched
// and committed on MariaDB in ≤ 10 s). Starts the identity and events services in this process on throw-away
// databases, registers 20,000 riders, and uploads a MyLaps-style CSV of 10,000 lines in 20 classes: most lines name a
// registered rider (some by e-mail, most by name), a few name nobody or a name two riders share.
//
//   TEST_MYSQL_URL='mysql://root@localhost/?socketPath=/run/mysqld/mysqld.sock' node --import tsx bench/results-upload.mjs
//   node --import tsx bench/results-upload.mjs            (SQLite, the embedded default)
//   options: --lines N (default 10000), --riders N (default 20000), --json FILE; exits 1 over the 10 s budget.
import { cliOption } from './lib.mjs';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { InProcessQueue, createLogger, createTestDatabase, signIdentity } from '@rr/server-kit';
import { startIdentity } from '../services/identity/src/main.ts';
import { openIdentityDatabase } from '../services/identity/src/data-access/database.ts';
import { startEvents } from '../services/events/src/main.ts';
import { openEventsDatabase } from '../services/events/src/data-access/database.ts';

const BUDGET_MS = 10_000;
const LINES = Number(cliOption('--lines', 10_000));
const RIDERS = Number(cliOption('--riders', 20_000));
const jsonOut = cliOption('--json');
const SECRET = 'bench-identity-secret-0123456789abcdef-0123';

const FIRST = ['Ada', 'Ben', 'Cy', 'Dana', 'Eli', 'Finn', 'Gus', 'Hana', 'Ike', 'Jo', 'Kai', 'Lea', 'Max', 'Nia', 'Oli', 'Pia', 'Quin', 'Rae', 'Sam', 'Tia'];
const LAST = Array.from({ length: 1_000 }, (_, i) => `Rider${i.toString(36)}son`);
const nameOf = (i) => [FIRST[i % FIRST.length], LAST[Math.floor(i / FIRST.length) % LAST.length]];

const mysql = Boolean(process.env.TEST_MYSQL_URL);
const logger = createLogger('bench', 'silent');
const queue = new InProcessQueue({ logger });
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'rr-bench-upload-'));
const identityDb = await createTestDatabase('bench_identity');
const eventsDb = await createTestDatabase('bench_events');
const env = (extra) => ({ ...process.env, IDENTITY_TOKEN_SECRET: SECRET, LOG_LEVEL: 'silent', SMTP_URL: '', MAIL_DIR: path.join(scratch, 'mail'), ...extra });

let identity;
let events;
try {
  identity = await startIdentity({ queue, seed: false, port: 0, env: env({ DATABASE_URL_IDENTITY: identityDb.url }) });
  events = await startEvents({ queue, seed: false, port: 0, env: env({ DATABASE_URL_EVENTS: eventsDb.url, IDENTITY_URL: `http://127.0.0.1:${identity.port}` }) });

  // Riders straight into identity's tables (the registration path hashes passwords: minutes for 20,000).
  const idb = openIdentityDatabase(identityDb.url, logger);
  const now = new Date();
  for (let start = 0; start < RIDERS; start += 1_000) {
    const batch = Array.from({ length: Math.min(1_000, RIDERS - start) }, (_, k) => start + k);
    await idb.models.User.bulkCreate(batch.map((i) => ({ id: `r-${i}`, type: 'rider', email: `rider${i}@bench.example.com`, passwordHash: null, emailVerified: true, createdAt: now, updatedAt: now })));
    await idb.models.Rider.bulkCreate(
      batch.map((i) => {
        const [firstName, lastName] = nameOf(i);
        return { userId: `r-${i}`, firstName, lastName, country: 'US', state: 'CA', city: 'Perris', hometown: 'Perris, CA', amaNumber: `AMA${i}`, pro: false, createdAt: now, updatedAt: now };
      }),
    );
  }
  await idb.sequelize.close();

  const edb = openEventsDatabase(eventsDb.url, logger);
  const eventId = randomUUID();
  await edb.models.Event.create({ id: eventId, title: 'Bench Grand Prix', type: 'motocross', startDate: '2030-05-01', endDate: '2030-05-02', city: 'Perris', state: 'CA', zipcode: '92570', country: 'US', currency: 'USD', promoterId: 'p-bench' });
  const classes = Array.from({ length: 20 }, (_, c) => `Class ${c + 1}`);
  for (const [position, name] of classes.entries()) {
    const classId = randomUUID();
    await edb.models.EventClass.create({ id: classId, eventId, name, payoutType: position % 3 === 2 ? 'dealerCredit' : 'cash', position });
    await edb.models.ClassPlace.bulkCreate([50_000, 30_000, 20_000, 10_000, 5_000].map((amountCents, i) => ({ id: `${classId}:${i + 1}`, classId, place: i + 1, amountCents })));
  }
  await edb.sequelize.close();

  // The file: MyLaps columns, with an e-mail column some timing setups export.
  const perClass = Math.ceil(LINES / classes.length);
  const rows = ['Pos,No.,Name,Class,Laps,Total Tm,Status,Email'];
  for (let line = 0; line < LINES; line += 1) {
    const cls = classes[Math.floor(line / perClass)];
    const pos = (line % perClass) + 1;
    const rider = (line * 7) % RIDERS;
    const [first, last] = nameOf(rider);
    const kind = line % 50;
    const name = kind === 0 ? `Walk In ${line}` : `${first} ${last}`;
    const email = kind % 5 === 1 ? `rider${rider}@bench.example.com` : '';
    const status = kind === 3 ? 'DNF' : '';
    rows.push(`${status ? '' : pos},${100 + pos},${name},${cls},${status ? 3 : 12},20:00.0,${status},${email}`);
  }
  const csv = Buffer.from(rows.join('\n'));

  const base = `http://127.0.0.1:${events.port}`;
  const headers = async () => ({ 'x-rr-identity': await signIdentity({ sub: 'p-bench', typ: 'promoter' }, SECRET) });
  const form = new FormData();
  form.append('file', new Blob([csv], { type: 'text/csv' }), 'bench-results.csv');

  const t0 = performance.now();
  const uploaded = await fetch(`${base}/api/event/${eventId}/upload-all-class-result`, { method: 'POST', body: form, headers: await headers() });
  const preview = await uploaded.json();
  const t1 = performance.now();
  if (!uploaded.ok) throw new Error(`upload answered ${uploaded.status}: ${JSON.stringify(preview).slice(0, 300)}`);
  const committed = await fetch(`${base}/api/event/${eventId}/imports/${preview.import._id}/commit`, {
    method: 'POST',
    headers: { ...(await headers()), 'content-type': 'application/json' },
    body: '{}',
  });
  const commit = await committed.json();
  const t2 = performance.now();
  if (!committed.ok) throw new Error(`commit answered ${committed.status}: ${JSON.stringify(commit).slice(0, 300)}`);

  const summary = preview.import.summary;
  const result = {
    database: mysql ? 'MariaDB' : 'SQLite',
    lines: LINES,
    riders: RIDERS,
    fileBytes: csv.length,
    previewMs: Math.round(t1 - t0),
    commitMs: Math.round(t2 - t1),
    totalMs: Math.round(t2 - t0),
    matched: summary.matched,
    exceptions: summary.exceptions,
    errors: summary.errors,
    budgetMs: BUDGET_MS,
  };
  console.log(`\nresults upload, ${result.lines} lines, ${result.riders} riders, ${result.database} (${(csv.length / 1024).toFixed(0)} KB)`);
  console.log(`  upload → preview (parse + match)   ${result.previewMs} ms`);
  console.log(`  commit (one transaction + outbox)  ${result.commitMs} ms`);
  console.log(`  total                              ${result.totalMs} ms   budget ${BUDGET_MS} ms`);
  console.log(`  matched ${result.matched}, exceptions ${result.exceptions}, row errors ${result.errors}`);
  if (jsonOut) fs.writeFileSync(jsonOut, JSON.stringify(result, null, 2));
  process.exitCode = result.totalMs > BUDGET_MS ? 1 : 0;
} finally {
  await events?.close();
  await identity?.close();
  await queue.close();
  await identityDb.drop();
  await eventsDb.drop();
  fs.rmSync(scratch, { recursive: true, force: true });
}
