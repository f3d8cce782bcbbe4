// What the SQL of one till redemption costs at the least on this machine, with nothing of ours in the way: the
// statements payouts' redemption and identity's PIN check send (as counted by till-statements.test.ts and
// till-pin-statements.test.ts), replayed with the bare mysql2 driver on scratch tables, over 16 connections. It prints
// the CPU MariaDB and the client spent per statement and per redemption, against what 300 redemptions a second on this
// machine's cores leave for everything a redemption does (the BFF, the services, their workers, Redis, the bench).
//
//   node bench/sql-floor.mjs            # MYSQL_BASE_URL as prod-stack's (default: root over /run/mysqld/mysqld.sock)
//   options: --json FILE; BENCH_TRANSACTIONS (default 3000)
//
// MariaDB's CPU is read from /proc/<pid>/stat of `mariadbd` (Linux; measure on a quiet machine), the client's from
// process.cpuUsage(). The database `rr_bench_sql_floor` is created and dropped.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import mysql from 'mysql2/promise';
import { cliOption } from './lib.mjs';

const TARGET_PER_SECOND = 300;
const CONNECTIONS = 16;
const TRANSACTIONS = Number(process.env.BENCH_TRANSACTIONS ?? 3000);
const DATABASE = 'rr_bench_sql_floor';
const jsonOut = cliOption('--json');
const base = new URL(process.env.MYSQL_BASE_URL ?? 'mysql://root@localhost/?socketPath=/run/mysqld/mysqld.sock');
const connection = (database) => ({
  user: decodeURIComponent(base.username || 'root'),
  password: decodeURIComponent(base.password) || undefined,
  ...(base.searchParams.get('socketPath') ? { socketPath: base.searchParams.get('socketPath') } : { host: base.hostname, port: Number(base.port || 3306) }),
  database,
});

const mariadbPid = Number(execFileSync('pgrep', ['-xo', 'mariadbd']).toString().trim() || execFileSync('pgrep', ['-xo', 'mysqld']).toString().trim());
const ticksPerSecond = 100; // USER_HZ on Linux
const serverCpuMs = () => {
  const fields = fs.readFileSync(`/proc/${mariadbPid}/stat`, 'utf8').split(') ')[1].split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / ticksPerSecond;
};

const admin = await mysql.createConnection(connection(undefined));
await admin.query(`DROP DATABASE IF EXISTS ${DATABASE}`);
await admin.query(`CREATE DATABASE ${DATABASE}`);
const pool = await Promise.all(Array.from({ length: CONNECTIONS }, () => mysql.createConnection(connection(DATABASE))));
const db = pool[0];
await db.query('CREATE TABLE wallets (rider VARCHAR(40) PRIMARY KEY, balance BIGINT NOT NULL, version INT NOT NULL) ENGINE=InnoDB');
await db.query('CREATE TABLE lots (id INT AUTO_INCREMENT PRIMARY KEY, rider VARCHAR(40) NOT NULL, remaining BIGINT NOT NULL, KEY (rider)) ENGINE=InnoDB');
await db.query('CREATE TABLE idempotency (k VARCHAR(64) PRIMARY KEY, answer TEXT NULL) ENGINE=InnoDB');
await db.query('CREATE TABLE journal (id INT AUTO_INCREMENT PRIMARY KEY, k VARCHAR(64) NOT NULL UNIQUE, at DATETIME(3) NOT NULL) ENGINE=InnoDB');
await db.query('CREATE TABLE postings (id INT AUTO_INCREMENT PRIMARY KEY, journal INT NOT NULL, account VARCHAR(40) NOT NULL, amount BIGINT NOT NULL) ENGINE=InnoDB');
await db.query('CREATE TABLE outbox (id INT AUTO_INCREMENT PRIMARY KEY, topic VARCHAR(60) NOT NULL, body TEXT NOT NULL) ENGINE=InnoDB');
await db.query('CREATE TABLE redemptions (id INT AUTO_INCREMENT PRIMARY KEY, rider VARCHAR(40) NOT NULL, dealer VARCHAR(40) NOT NULL, amount BIGINT NOT NULL, code VARCHAR(12) NOT NULL UNIQUE) ENGINE=InnoDB');
await db.query('CREATE TABLE riders (id VARCHAR(40) PRIMARY KEY, active TINYINT NOT NULL, pin_failures INT NOT NULL, locked_until DATETIME NULL) ENGINE=InnoDB');
await db.query('CREATE TABLE budgets (k VARCHAR(80) PRIMARY KEY, used INT NOT NULL) ENGINE=InnoDB');
await db.query('CREATE TABLE audit (id INT AUTO_INCREMENT PRIMARY KEY, actor VARCHAR(40) NOT NULL, action VARCHAR(40) NOT NULL, target VARCHAR(40) NOT NULL, at DATETIME(3) NOT NULL) ENGINE=InnoDB');
const RIDERS = 1000;
const rider = (i) => `r${i % RIDERS}`;
await db.query(`INSERT INTO wallets VALUES ${Array.from({ length: RIDERS }, (_, i) => `('${rider(i)}', 100000000, 0)`).join(',')}`);
await db.query(`INSERT INTO lots (rider, remaining) VALUES ${Array.from({ length: RIDERS }, (_, i) => `('${rider(i)}', 100000000)`).join(',')}`);
await db.query(`INSERT INTO riders VALUES ${Array.from({ length: RIDERS }, (_, i) => `('${rider(i)}', 1, 0, NULL)`).join(',')}`);
await db.query(`INSERT INTO budgets VALUES ${Array.from({ length: 50 }, (_, i) => `('dealer-${i}', 0), ('rider-pin-${i}', 0)`).join(',')}`);

/** Payouts' redemption: the key's look-up, then the transaction (13 statements). */
async function redemption(c, n) {
  const key = `k-${n}-${Math.random()}`;
  const who = rider(n * 7919);
  await c.execute('SELECT answer FROM idempotency WHERE k = ?', [key]);
  await c.query('START TRANSACTION');
  await c.execute('INSERT INTO idempotency (k) VALUES (?)', [key]);
  await c.execute('SELECT balance, version FROM wallets WHERE rider = ? FOR UPDATE', [who]);
  await c.execute('SELECT id, remaining FROM lots WHERE rider = ? AND remaining > 0', [who]);
  await c.execute('UPDATE wallets SET balance = balance - 100, version = version + 1 WHERE rider = ? AND balance >= 100', [who]);
  await c.execute('UPDATE lots SET remaining = remaining - 100 WHERE rider = ? AND remaining >= 100', [who]);
  const [journal] = await c.execute('INSERT INTO journal (k, at) VALUES (?, NOW(3))', [key]);
  await c.execute('INSERT INTO postings (journal, account, amount) VALUES (?, ?, -100), (?, ?, 100)', [journal.insertId, who, journal.insertId, 'dealer']);
  await c.execute("INSERT INTO outbox (topic, body) VALUES ('money.posted', ?), ('rider.notice', ?)", [key, key]);
  await c.execute('INSERT INTO redemptions (rider, dealer, amount, code) VALUES (?, ?, 100, ?)', [who, `dealer-${n % 50}`, key.slice(2, 14)]);
  await c.execute('UPDATE idempotency SET answer = ? WHERE k = ?', ['{"ok":true}', key]);
  await c.query('COMMIT');
  return 14;
}

/** Identity's PIN check: dealer and rider (one read), two budget places, the locked rider, the audit entry, places back (8). */
async function pinCheck(c, n) {
  const who = rider(n * 7919);
  const dealer = `dealer-${n % 50}`;
  await c.execute('SELECT id, active FROM riders WHERE id IN (?, ?)', [who, dealer]);
  await c.execute('UPDATE budgets SET used = used + 1 WHERE k = ? AND used < 1000000', [dealer]);
  await c.execute('UPDATE budgets SET used = used + 1 WHERE k = ? AND used < 1000000', [`rider-pin-${n % 50}`]);
  await c.query('START TRANSACTION');
  await c.execute('SELECT pin_failures, locked_until FROM riders WHERE id = ? FOR UPDATE', [who]);
  await c.execute("INSERT INTO audit (actor, action, target, at) VALUES (?, 'till.pin-check', ?, NOW(3))", [dealer, who]);
  await c.execute('UPDATE budgets SET used = used - 1 WHERE k IN (?, ?)', [dealer, `rider-pin-${n % 50}`]);
  await c.query('COMMIT');
  return 8;
}

const selectOne = async (c) => (await c.query('SELECT 1'), 1);
const pointSelect = async (c, n) => (await c.execute('SELECT balance FROM wallets WHERE rider = ?', [rider(n)]), 1);

async function measure(name, unit, count, run) {
  let next = 0;
  let statements = 0;
  const server0 = serverCpuMs();
  const client0 = process.cpuUsage();
  const started = performance.now();
  await Promise.all(
    pool.map(async (c) => {
      while (next < count) {
        const sent = await run(c, next++);
        statements += sent;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const client = process.cpuUsage(client0);
  const serverMs = serverCpuMs() - server0;
  const clientMs = (client.user + client.system) / 1000;
  return {
    name,
    unit,
    perSecond: Math.round(count / seconds),
    statementsPerUnit: statements / count,
    mariadbMsPerStatement: +(serverMs / statements).toFixed(3),
    clientMsPerStatement: +(clientMs / statements).toFixed(3),
    mariadbMsPerUnit: +(serverMs / count).toFixed(2),
    clientMsPerUnit: +(clientMs / count).toFixed(2),
  };
}

const results = [];
// A first pass warms the driver's prepared statements and InnoDB's pages; only the second is kept.
for (const keep of [false, true]) {
  const round = [
    await measure('SELECT 1 (text protocol)', 'statement', TRANSACTIONS * 2, selectOne),
    await measure('point SELECT (prepared)', 'statement', TRANSACTIONS * 2, pointSelect),
    await measure("payouts' redemption (key look-up + transaction)", 'redemption', TRANSACTIONS, redemption),
    await measure("identity's PIN check", 'check', TRANSACTIONS, pinCheck),
  ];
  if (keep) results.push(...round);
}
await Promise.all(pool.map((c) => c.end()));
await admin.query(`DROP DATABASE ${DATABASE}`);
await admin.end();

console.log(`\n${CONNECTIONS} connections, ${TRANSACTIONS} transactions a scenario, ${os.cpus().length} CPUs\n`);
console.log('| scenario | per s | statements | MariaDB ms/statement | client ms/statement | MariaDB ms/unit | client ms/unit |');
console.log('|---|---|---|---|---|---|---|');
for (const r of results) console.log(`| ${r.name} | ${r.perSecond} | ${r.statementsPerUnit} | ${r.mariadbMsPerStatement} | ${r.clientMsPerStatement} | ${r.mariadbMsPerUnit} | ${r.clientMsPerUnit} |`);
const [, , redeem, pin] = results;
const sqlFloor = redeem.mariadbMsPerUnit + redeem.clientMsPerUnit + pin.mariadbMsPerUnit + pin.clientMsPerUnit;
const budget = (os.cpus().length * 1000) / TARGET_PER_SECOND;
console.log(`\nCPU a redemption's web-path SQL costs with the bare driver: ${sqlFloor.toFixed(2)} ms (MariaDB ${(redeem.mariadbMsPerUnit + pin.mariadbMsPerUnit).toFixed(2)}, client ${(redeem.clientMsPerUnit + pin.clientMsPerUnit).toFixed(2)})`);
console.log(`CPU ${TARGET_PER_SECOND} redemptions/s leave per redemption on ${os.cpus().length} CPUs, for everything: ${budget.toFixed(2)} ms (${((100 * sqlFloor) / budget).toFixed(0)} % taken by this SQL alone)`);
if (jsonOut) fs.writeFileSync(jsonOut, JSON.stringify({ at: new Date().toISOString(), cpus: os.cpus().length, connections: CONNECTIONS, results, sqlFloorMs: sqlFloor, budgetMs: budget }, null, 2));
