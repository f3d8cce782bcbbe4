// The public events finder at 50,000 events (the budget: page 1, a state filter, a name search, sort by
// contingency and a zip + 100-mile radius each with p95 ≤ 40 ms in the service). Seeds a throw-away events database
// (SQLite by default, MariaDB with TEST_MYSQL_URL), runs ANALYZE, starts the events service in this process and
// times GET /api/events over HTTP as the BFF would call it.
//
//   node --import tsx bench/events-finder.mjs
//   TEST_MYSQL_URL='mysql://root@localhost/?socketPath=/run/mysqld/mysqld.sock' node --import tsx bench/events-finder.mjs
//   options: --events N (default 50000), --runs N (default 60), --json FILE, --keep (leave the seeded database for
//   EXPLAIN and print its URL); exits 1 when a p95 is over 40 ms.
import { cliOption } from './lib.mjs';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import { InProcessQueue, createLogger, createTestDatabase, signIdentity } from '@rr/server-kit';
import { startEvents } from '../services/events/src/main.ts';
import { openEventsDatabase } from '../services/events/src/data-access/database.ts';

const BUDGET_P95_MS = 40;
const EVENTS = Number(cliOption('--events', 50_000));
const RUNS = Number(cliOption('--runs', 60));
const jsonOut = cliOption('--json');
const keep = process.argv.slice(2).includes('--keep');
const SECRET = 'bench-identity-secret-0123456789abcdef-0123';

// Venues around real places: [city, state, zip, lat, lng, country].
const PLACES = [
  ['Perris', 'CA', '92570', 33.78, -117.23, 'US'], ['Los Angeles', 'CA', '90012', 34.05, -118.24, 'US'], ['Phoenix', 'AZ', '85043', 33.43, -112.2, 'US'],
  ['Dallas', 'TX', '75201', 32.78, -96.8, 'US'], ['Orlando', 'FL', '32801', 28.54, -81.38, 'US'], ['Atlanta', 'GA', '30303', 33.75, -84.39, 'US'],
  ['Denver', 'CO', '80202', 39.75, -104.99, 'US'], ['Columbus', 'OH', '43215', 39.96, -83.0, 'US'], ['Reno', 'NV', '89501', 39.53, -119.81, 'US'],
  ['Seattle', 'WA', '98101', 47.61, -122.33, 'US'], ['Toronto', 'ON', 'M5V 3L9', 43.64, -79.39, 'CA'], ['Calgary', 'AB', 'T2P 1J9', 51.05, -114.07, 'CA'],
  ['Montréal', 'QC', 'H2Y 1C6', 45.5, -73.55, 'CA'], ['Barrie', 'ON', 'L4N 8Y2', 44.39, -79.69, 'CA'], ['Sacramento', 'CA', '95814', 38.58, -121.49, 'US'],
];
const WORDS = ['Desert', 'Thunder', 'Canyon', 'River', 'Summit', 'Coastal', 'Prairie', 'Mountain', 'Valley', 'Sand', 'Clay', 'Twilight', 'Harvest', 'Frontier'];
const KINDS = ['Motocross', 'Flat Track', 'Supercross', 'Hare Scramble', 'Road Race', 'Supermoto', 'Enduro', 'Trials'];
const TYPES = ['motocross', 'flat', 'supercross', 'offroad', 'road', 'supermoto', 'offroad_moto', 'mototrials'];

let seed = 42;
const rand = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
const pick = (list) => list[Math.floor(rand() * list.length)];
const day = (offset) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

const mysql = Boolean(process.env.TEST_MYSQL_URL);
const logger = createLogger('bench', 'silent');
const queue = new InProcessQueue({ logger });
const database = await createTestDatabase('bench_finder');
let service;
try {
  // Migrate through the service once, then fill the tables directly (the API would take minutes for 50,000 events).
  const env = { ...process.env, IDENTITY_TOKEN_SECRET: SECRET, LOG_LEVEL: 'silent', DATABASE_URL_EVENTS: database.url };
  service = await startEvents({ queue, seed: false, port: 0, env });
  const db = openEventsDatabase(database.url, logger);
  const t0 = performance.now();
  const now = new Date();
  for (let start = 0; start < EVENTS; start += 2_000) {
    const rows = Array.from({ length: Math.min(2_000, EVENTS - start) }, () => {
      const [city, state, zipcode, lat, lng, country] = pick(PLACES);
      const startDate = day(Math.floor(rand() * 1_460) - 730);
      const kind = Math.floor(rand() * KINDS.length);
      return {
        id: randomUUID(),
        title: `${pick(WORDS)} ${pick(WORDS)} ${KINDS[kind]} ${Math.floor(rand() * 99) + 1}`,
        type: TYPES[kind],
        startDate,
        endDate: startDate,
        city,
        state,
        zipcode,
        country,
        venue: `${pick(WORDS)} Raceway`,
        venueWebsite: '',
        promoterId: `p-${Math.floor(rand() * 400)}`,
        active: rand() > 0.03,
        canceled: rand() < 0.02,
        payingEvent: true,
        currency: country === 'CA' ? 'CAD' : 'USD',
        latitude: lat + (rand() - 0.5) * 0.8,
        longitude: lng + (rand() - 0.5) * 0.8,
        contingencyCents: Math.floor(rand() * 60) * 5_000,
        createdAt: now,
        updatedAt: now,
      };
    });
    await db.models.Event.bulkCreate(rows);
  }
  await db.sequelize.query(mysql ? 'ANALYZE TABLE events' : 'ANALYZE');
  const seedMs = Math.round(performance.now() - t0);
  await db.sequelize.close();

  const base = `http://127.0.0.1:${service.port}`;
  const token = await signIdentity({ sub: 'anonymous', typ: 'anonymous' }, SECRET, 300);
  const queries = {
    'page 1 (upcoming)': '/api/events?period=upcoming&sortDirecton=asc',
    'state filter': '/api/events?period=upcoming&state=CA&sortDirecton=asc',
    'name search': '/api/events?query=thunder%20canyon',
    'sort by contingency': '/api/events?period=upcoming&sortBy=contingencyAmount&sortDirecton=desc',
    'zip + 100-mile radius': '/api/events?zipcode=92570&zipDistance=100&period=upcoming&sortDirecton=asc',
  };
  const results = [];
  for (const [name, path] of Object.entries(queries)) {
    const times = [];
    let total = 0;
    for (let run = 0; run < RUNS + 5; run += 1) {
      const t = performance.now();
      const response = await fetch(base + path, { headers: { 'x-rr-identity': token } });
      const body = await response.json();
      const ms = performance.now() - t;
      if (!response.ok) throw new Error(`${path} answered ${response.status}: ${JSON.stringify(body).slice(0, 200)}`);
      total = body.pagination.total;
      if (run >= 5) times.push(ms);
    }
    times.sort((a, b) => a - b);
    const at = (q) => times[Math.min(times.length - 1, Math.ceil(q * times.length) - 1)];
    results.push({ query: name, matches: total, p50: +at(0.5).toFixed(1), p95: +at(0.95).toFixed(1), max: +times.at(-1).toFixed(1) });
  }
  console.log(`\nevents finder, ${EVENTS} events, ${mysql ? 'MariaDB' : 'SQLite'} (seeded in ${seedMs} ms), ${RUNS} runs each, through HTTP`);
  console.log('query                      matches    p50 ms   p95 ms   max ms');
  for (const r of results) console.log(`${r.query.padEnd(26)} ${String(r.matches).padStart(7)} ${String(r.p50).padStart(8)} ${String(r.p95).padStart(8)} ${String(r.max).padStart(8)}`);
  if (jsonOut) fs.writeFileSync(jsonOut, JSON.stringify({ database: mysql ? 'MariaDB' : 'SQLite', events: EVENTS, results }, null, 2));
  const over = results.filter((r) => r.p95 > BUDGET_P95_MS);
  if (over.length) console.log(`over the ${BUDGET_P95_MS} ms p95 budget: ${over.map((r) => r.query).join(', ')}`);
  process.exitCode = over.length ? 1 : 0;
} finally {
  await service?.close();
  await queue.close();
  if (keep) console.log(`kept: ${database.url}`);
  else await database.drop();
}
