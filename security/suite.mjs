#!/usr/bin/env node
// Security suite against the production-like stack (docs/testing.md "Security suite"):
//
//   node scripts/prod-stack.mjs start && node security/suite.mjs [--only <id-prefix>,…] [--except <id-prefix>,…] [--json <file>]
//
// Runs each check as a named case, prints a table, writes var/ci/security.json (or --json) and exits 1 if any failed.
// Each failure says what was seen. The cases share the stack, so their order matters: the wrong-password bursts come
// from their own loopback addresses (127.0.0.x) and accounts, the till's cases make dealers and riders of their own,
// the frozen-service cases thaw what they froze and wait for recovery, and the login flood runs last.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BFF, request } from './http.mjs';
import { csrfCases } from './checks/csrf.mjs';
import { forgedHostCases } from './checks/forged-host.mjs';
import { frozenServiceCases } from './checks/frozen-service.mjs';
import { headerCases } from './checks/headers.mjs';
import { loginBurstCases } from './checks/login-burst.mjs';
import { loginFloodCases } from './checks/login-flood.mjs';
import { tillCases } from './checks/till.mjs';
import { uploadCases } from './checks/uploads.mjs';
import { CheckFailed, ROOT, signIn, thawAll } from './stack.mjs';

const AREAS = [
  ['6 headers', headerCases],
  ['1 cross-site', csrfCases],
  ['2 forged host', forgedHostCases],
  ['3 wrong-password burst', loginBurstCases],
  ['7 the till', tillCases],
  ['8 uploads', uploadCases],
  ['5 frozen service', frozenServiceCases],
  ['4 login flood', loginFloodCases],
];

function option(name) {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : undefined;
}
const only = option('--only')?.split(',').filter(Boolean);
const except = option('--except')?.split(',').filter(Boolean);
const jsonFile = path.resolve(ROOT, option('--json') ?? 'var/ci/security.json');

for (const sig of ['SIGINT', 'SIGTERM']) {
  process.on(sig, () => {
    thawAll();
    process.exit(130);
  });
}
process.on('exit', thawAll);

/** Signed-in clients the cases share, made when first needed; the rider's is checked and renewed if it was lost. */
function sharedClients() {
  let admin;
  let rider;
  return {
    admin: () => (admin ??= signIn('admin@example.com')),
    async rider() {
      if (rider) {
        const jar = await rider.catch(() => null);
        const session = jar ? await request('GET', '/api/session', { jar }) : null;
        if (session?.body?.authenticated === true) return jar;
        rider = undefined;
      }
      rider = signIn('rider@example.com');
      return rider;
    },
  };
}

async function main() {
  fs.rmSync(jsonFile, { force: true });
  const ready = await request('GET', '/readyz', { timeoutMs: 5_000 });
  if (ready.status !== 200) {
    console.error(`security suite: the stack at ${BFF} is not ready (${ready.status || ready.error}); start it: node scripts/prod-stack.mjs start`);
    process.exit(2);
  }
  const shared = sharedClients();
  const results = [];
  const started = Date.now();
  const startLoad = os.loadavg()[0].toFixed(1);
  for (const [area, cases] of AREAS) {
    for (const c of cases) {
      if (only && !only.some((prefix) => c.id.startsWith(prefix))) continue;
      if (except?.some((prefix) => c.id.startsWith(prefix))) continue;
      const t0 = Date.now();
      let status = 'pass';
      let detail;
      try {
        detail = (await c.run(shared)) ?? '';
      } catch (err) {
        status = 'fail';
        detail = err instanceof CheckFailed ? err.message : `crashed: ${err?.stack ?? err}`;
      }
      const result = { area, id: c.id, name: c.name, status, ms: Date.now() - t0, detail };
      results.push(result);
      console.log(`${status === 'pass' ? 'PASS' : 'FAIL'} ${c.id} (${(result.ms / 1000).toFixed(1)} s): ${detail}`);
    }
  }
  thawAll();
  const failed = results.filter((r) => r.status === 'fail');
  console.log(`\n${'area'.padEnd(24)} ${'case'.padEnd(26)} result   time`);
  for (const r of results) console.log(`${r.area.padEnd(24)} ${r.id.padEnd(26)} ${r.status.toUpperCase().padEnd(8)} ${(r.ms / 1000).toFixed(1).padStart(5)} s`);
  const totalMs = Date.now() - started;
  // Timing cases (flood, frozen service) mean little on a machine busy with other work: the load is part of the report.
  const load = `load average ${os.loadavg().map((n) => n.toFixed(1)).join(' ')} on ${os.availableParallelism()} CPUs (at start: ${startLoad})`;
  console.log(`\nsecurity: ${results.length - failed.length} passed, ${failed.length} failed in ${(totalMs / 1000).toFixed(0)} s; ${load}`);
  for (const r of failed) console.log(`  ✗ ${r.id}: ${r.detail}`);
  fs.mkdirSync(path.dirname(jsonFile), { recursive: true });
  fs.writeFileSync(
    jsonFile,
    JSON.stringify({ suite: 'security', target: BFF, load, passed: results.length - failed.length, failed: failed.length, skipped: 0, ms: totalMs, cases: results }, null, 2),
  );
  process.exit(failed.length > 0 || results.length === 0 ? 1 : 0);
}

await main();
