#!/usr/bin/env node
// Lighthouse (npm `lighthouse`, its default mobile preset: a mid-range phone, simulated slow 4G and 4× CPU slowdown)
// in Debian's Chromium against a running stack, N runs per page, medians reported.
//
//   node bench/lighthouse.mjs [--runs N] [--json FILE] [--check] [page ...]
//
// Pages: home (/), events (/events), event (/events/event/{first listed id}). BASE_URL (default http://localhost:8080)
// must be loopback. Prints the performance score and the metrics behind it (FCP, LCP, TBT, CLS, Speed Index) per page,
// the median of the runs (default 3). With --check, exits 1 when a median score is under `lighthouse.<page>.minScore`
// in bench/budgets.json; without it the figures are only reported (CI does that: a shared 2-core machine under load
// moves the score by several points between runs, see bench/README.md).
import fs from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { baseUrl, benchArgs, firstEventPath, median, printTable } from './lib.mjs';

const BASE_URL = baseUrl();
const { jsonOut, runs, check, pages: wanted } = benchArgs(process.argv.slice(2), 3);
const budgets = JSON.parse(fs.readFileSync(path.join(import.meta.dirname, 'budgets.json'), 'utf8')).lighthouse ?? {};

const pages = [
  ['home', '/'],
  ['events', '/events'],
  ['event', await firstEventPath(BASE_URL)],
].filter(([name]) => wanted.size === 0 || wanted.has(name));

const METRICS = {
  fcpMs: 'first-contentful-paint',
  lcpMs: 'largest-contentful-paint',
  tbtMs: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
  siMs: 'speed-index',
};

/**
 * What a run's score is made of, kept in --json per run: the LCP element and its phases, the longest main-thread tasks
 * (TBT is their time over 50 ms each), the render-blocking files and the requests in order, enough to see which of them
 * costs the points without keeping the whole report.
 */
function diagnostics(lhr) {
  const audit = (id) => lhr.audits[id]?.details;
  const lcp = audit('largest-contentful-paint-element')?.items ?? [];
  const round = (ms) => Math.round(ms);
  return {
    lcpElement: lcp[0]?.items?.[0]?.node?.selector ?? null,
    lcpPhases: Object.fromEntries((lcp[1]?.items ?? []).map((p) => [p.phase, round(p.timing)])),
    longTasks: (audit('long-tasks')?.items ?? []).slice(0, 8).map((t) => ({ url: t.url, startMs: round(t.startTime), ms: round(t.duration) })),
    renderBlocking: (audit('render-blocking-resources')?.items ?? []).map((r) => r.url),
    requests: (audit('network-requests')?.items ?? []).map((r) => ({ url: r.url, startMs: round(r.networkRequestTime), endMs: round(r.networkEndTime), bytes: r.transferSize, preload: Boolean(r.isLinkPreload) })),
  };
}

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});
const results = [];
try {
  for (const [name, pagePath] of pages) {
    const samples = [];
    for (let i = 0; i < runs; i += 1) {
      // A fresh, empty cache every run (Lighthouse clears storage by default): a first visit. Lighthouse now and then
      // fails to record a trace (NO_NAVSTART, NO_FCP on a loaded machine): such a run is tried again, twice at most.
      let lhr;
      for (let attempt = 1; ; attempt += 1) {
        ({ lhr } = await lighthouse(`${BASE_URL}${pagePath}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] }));
        if (!lhr.runtimeError) break;
        if (attempt === 3) throw new Error(`${name}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
        console.error(`${name}: ${lhr.runtimeError.code}, trying again`);
      }
      const sample = { score: Math.round((lhr.categories.performance.score ?? 0) * 100) };
      for (const [key, audit] of Object.entries(METRICS)) sample[key] = lhr.audits[audit]?.numericValue ?? NaN;
      samples.push({ ...sample, ...diagnostics(lhr) });
    }
    const row = { page: name, path: pagePath, runs, scores: samples.map((s) => s.score), samples };
    for (const key of ['score', ...Object.keys(METRICS)]) row[key] = median(samples.map((s) => s[key]));
    results.push(row);
  }
} finally {
  await chrome.kill();
}

const breaches = [];
console.log(`Lighthouse ${JSON.parse(fs.readFileSync(path.join(import.meta.dirname, '../node_modules/lighthouse/package.json'), 'utf8')).version}, mobile preset, ${runs} run(s) per page, medians`);
const header = ['page', 'score', 'runs', 'FCP ms', 'LCP ms', 'TBT ms', 'CLS', 'SI ms', 'goal'];
const rows = results.map((r) => {
  const goal = budgets[r.page]?.minScore;
  if (check && goal !== undefined && r.score < goal) breaches.push(`${r.page}: score ${r.score} < ${goal}`);
  return [r.page, String(r.score), r.scores.join('/'), ...['fcpMs', 'lcpMs', 'tbtMs'].map((k) => String(Math.round(r[k]))), r.cls.toFixed(3), String(Math.round(r.siMs)), goal === undefined ? '-' : `≥ ${goal}`];
});
printTable(header, rows);
if (jsonOut) {
  fs.mkdirSync(path.dirname(path.resolve(jsonOut)), { recursive: true });
  fs.writeFileSync(jsonOut, JSON.stringify({ baseUrl: BASE_URL, runs, measuredAt: new Date().toISOString(), results }, null, 2));
}
for (const b of breaches) console.error(`under goal: ${b}`);
process.exit(breaches.length ? 1 : 0);
