#!/usr/bin/env node
// First load as a browser gets it: Debian's Chromium (playwright-core) opens each page of a running stack and every
// response the page causes is counted, by type (js, css, html, json, font, image, other): bytes transferred (as sent,
// brotli where the browser asks for it, headers included), bytes decoded, and the gzip -9 size of each body (the
// figure the budgets use, the same whatever encoding the server picked). Also the layout shift (CLS) and the
// largest contentful paint the page reports, and the number of requests.
//
//   node bench/first-load.mjs [--json FILE] [--runs N] [page ...]
//
// Pages: home (/), events (/events), event (/events/event/{first listed id}); for each role a cold start page (fresh
// browser: sign in through the API, then open /auth/{role}) and a warm one (visit / first, then sign in through the
// login form: what is counted is what the browser downloads from pressing "Log in" to the role's start page).
// Needs the seeded demo accounts (password Password1). BASE_URL (default http://localhost:8080) must be loopback.
// Budgets: bench/budgets.json → "firstLoad" (KB of gzip JS / all, CLS); exit 1 on a breach or a failed page.
// With --runs N (default 1; 3 for reported figures) each page is loaded N times and the median is taken.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium } from 'playwright-core';
import { baseUrl, benchArgs, firstEventPath, median, printTable } from './lib.mjs';

const BASE_URL = baseUrl();
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const PASSWORD = 'Password1';
const ROLES = ['rider', 'dealer', 'promoter', 'admin'];
const budgets = JSON.parse(fs.readFileSync(path.join(import.meta.dirname, 'budgets.json'), 'utf8')).firstLoad;

const { jsonOut, runs, pages: wanted } = benchArgs(process.argv.slice(2), 1);

const kb = (bytes) => Math.round((bytes / 1024) * 10) / 10;

/** js | css | html | json | font | image | other, from the resource type and the MIME type. */
function kindOf(resourceType, mimeType = '') {
  if (resourceType === 'Script' || /javascript/.test(mimeType)) return 'js';
  if (resourceType === 'Stylesheet' || mimeType === 'text/css') return 'css';
  if (resourceType === 'Document' || mimeType === 'text/html') return 'html';
  if (/json/.test(mimeType)) return 'json';
  if (resourceType === 'Font' || /font/.test(mimeType)) return 'font';
  if (resourceType === 'Image' || /^image\//.test(mimeType)) return 'image';
  return 'other';
}

/**
 * Counts every response of the page from now until `stop()`: CDP's Network domain sees each request, including the
 * remotes' cross-origin ones, with the bytes on the wire (encodedDataLength) and decoded (dataReceived). Bodies are
 * read back to compute their gzip size.
 */
async function recorder(page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable', { maxTotalBufferSize: 64 * 1024 * 1024, maxResourceBufferSize: 16 * 1024 * 1024 });
  const requests = new Map();
  let recording = true;
  const entry = (id) => {
    if (!requests.has(id)) requests.set(id, { decoded: 0, transferred: 0, done: false, cached: false });
    return requests.get(id);
  };
  cdp.on('Network.requestWillBeSent', (e) => {
    if (!recording) return;
    Object.assign(entry(e.requestId), { url: e.request.url, method: e.request.method, type: e.type });
  });
  cdp.on('Network.responseReceived', (e) => {
    if (!requests.has(e.requestId)) return;
    Object.assign(entry(e.requestId), {
      status: e.response.status,
      mimeType: e.response.mimeType,
      type: e.type,
      encoding: e.response.headers['content-encoding'] ?? e.response.headers['Content-Encoding'] ?? '',
      cached: Boolean(e.response.fromDiskCache || e.response.fromPrefetchCache || e.response.fromServiceWorker || e.response.fromMemoryCache),
    });
  });
  cdp.on('Network.requestServedFromCache', (e) => {
    if (requests.has(e.requestId)) entry(e.requestId).cached = true;
  });
  cdp.on('Network.dataReceived', (e) => {
    if (requests.has(e.requestId)) entry(e.requestId).decoded += e.dataLength;
  });
  cdp.on('Network.loadingFinished', (e) => {
    if (!requests.has(e.requestId)) return;
    const r = entry(e.requestId);
    if (e.encodedDataLength === 0 && r.status !== 204) r.cached = true; // memory cache: nothing crossed the wire
    r.transferred = r.cached ? 0 : e.encodedDataLength;
    r.done = true;
  });
  cdp.on('Network.loadingFailed', (e) => {
    if (requests.has(e.requestId)) Object.assign(entry(e.requestId), { done: true, failed: e.errorText });
  });

  return {
    async stop() {
      recording = false;
      const list = [];
      for (const [id, r] of requests) {
        if (!r.url || r.url.startsWith('data:')) continue;
        let gzip = 0;
        if (r.done && !r.failed && r.status !== 304 && r.status !== 204 && !r.cached && r.decoded > 0) {
          try {
            const body = await cdp.send('Network.getResponseBody', { requestId: id });
            gzip = zlib.gzipSync(Buffer.from(body.body, body.base64Encoded ? 'base64' : 'utf8'), { level: 9 }).length;
          } catch {
            gzip = r.transferred; // the body is gone (a redirect or an evicted buffer): what crossed the wire
          }
        }
        // A failed call's answer says why ({ code, message }): printed with the failure, as the page's user saw it.
        let answer;
        if (r.done && !r.failed && r.status >= 400 && r.status !== 401) {
          try {
            const body = await cdp.send('Network.getResponseBody', { requestId: id });
            answer = (body.base64Encoded ? '(binary)' : body.body).slice(0, 300);
          } catch {
            answer = '(body gone)';
          }
        }
        list.push({
          answer,
          url: r.url.replace(BASE_URL, ''),
          status: r.status,
          kind: kindOf(r.type, r.mimeType),
          transferred: r.transferred,
          decoded: r.cached ? 0 : r.decoded,
          gzip: r.cached ? 0 : gzip,
          encoding: r.encoding,
          cached: r.cached,
          failed: r.failed,
        });
      }
      await cdp.detach();
      return list;
    },
  };
}

/** Layout shifts and LCP as the page reports them (buffered observers, read when the load has settled). */
const VITALS_INIT = () => {
  window.__vitals = { cls: 0, lcp: 0, shifts: [] };
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      if (e.hadRecentInput) continue;
      window.__vitals.cls += e.value;
      window.__vitals.shifts.push({ value: e.value, at: Math.round(e.startTime), nodes: (e.sources ?? []).map((s) => s.node?.nodeName + (s.node?.className ? `.${String(s.node.className).split(' ')[0]}` : '')) });
    }
  }).observe({ type: 'layout-shift', buffered: true });
  new PerformanceObserver((list) => {
    const entries = list.getEntries();
    window.__vitals.lcp = Math.round(entries[entries.length - 1].startTime);
  }).observe({ type: 'largest-contentful-paint', buffered: true });
};

async function settle(page) {
  await page.waitForLoadState('networkidle', { timeout: 30_000 });
  await page.waitForTimeout(300);
}

/**
 * The page as its user sees it: a heading drawn and no page-level spinner left (the route's chunk and its data are in).
 * Network idle alone is not enough: on a slow CPU the shell's entry can still be running when the network goes quiet
 * for 500 ms, and a count taken then missed the route's chunk and its data, so one commit measured 182 or 200 KB.
 */
async function rendered(page) {
  await page.waitForFunction(() => document.querySelector('h1') !== null && document.querySelector('.rr-query-loading, .rr-fullscreen-spinner') === null, null, { timeout: 30_000 });
}

async function newContext(browser) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 1, locale: 'en-US' });
  await context.addInitScript(VITALS_INIT);
  return context;
}

async function signInThroughApi(context, role) {
  const res = await context.request.post(`${BASE_URL}/api/login`, {
    data: { email: `${role}@example.com`, password: PASSWORD },
    headers: { Origin: BASE_URL, 'Content-Type': 'application/json' },
  });
  if (!res.ok()) throw new Error(`sign-in as ${role} answered ${res.status()}: ${await res.text()}`);
}

/** One measured load; `prepare` runs before counting starts, `act` is what is counted. */
async function measure(browser, { prepare, act }) {
  const context = await newContext(browser);
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  try {
    if (prepare) await prepare(page, context);
    const rec = await recorder(page);
    await act(page, context);
    await rendered(page);
    await settle(page);
    const responses = await rec.stop();
    const vitals = await page.evaluate(() => window.__vitals);
    return { responses, vitals, url: page.url().replace(BASE_URL, ''), errors };
  } finally {
    await context.close();
  }
}

function summarise(responses) {
  const byKind = {};
  for (const r of responses) {
    const k = (byKind[r.kind] ??= { requests: 0, transferred: 0, decoded: 0, gzip: 0 });
    k.requests += 1;
    k.transferred += r.transferred;
    k.decoded += r.decoded;
    k.gzip += r.gzip;
  }
  const total = Object.values(byKind).reduce(
    (t, k) => ({ requests: t.requests + k.requests, transferred: t.transferred + k.transferred, decoded: t.decoded + k.decoded, gzip: t.gzip + k.gzip }),
    { requests: 0, transferred: 0, decoded: 0, gzip: 0 },
  );
  return { byKind, total };
}

function scenarios(eventPath) {
  const list = [
    { name: 'home', act: (page) => page.goto(`${BASE_URL}/`) },
    { name: 'events', act: (page) => page.goto(`${BASE_URL}/events`) },
    { name: 'event', act: (page) => page.goto(`${BASE_URL}${eventPath}`) },
  ];
  for (const role of ROLES) {
    list.push({
      name: `${role}-cold`,
      prepare: (_page, context) => signInThroughApi(context, role),
      act: (page) => page.goto(`${BASE_URL}/auth/${role}`),
      expect: `/auth/${role}`,
    });
    list.push({
      name: `${role}-warm`,
      prepare: async (page) => {
        await page.goto(`${BASE_URL}/`);
        await settle(page);
        await page.getByRole('link', { name: /^log ?in$/i }).first().click();
        await page.getByLabel(/e-?mail/i).fill(`${role}@example.com`);
        await page.getByLabel(/password/i).fill(PASSWORD);
        await settle(page);
      },
      act: async (page) => {
        await page.getByRole('button', { name: /^log ?in$/i }).click();
        await page.waitForURL(new RegExp(`/auth/${role}(/|$)`), { timeout: 30_000 });
      },
      expect: `/auth/${role}`,
    });
  }
  return list;
}

const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });
const results = [];
let failed = false;
try {
  const eventPath = await firstEventPath(BASE_URL);
  for (const scenario of scenarios(eventPath)) {
    if (wanted.size && !wanted.has(scenario.name) && !wanted.has(scenario.name.split('-')[0])) continue;
    const samples = [];
    for (let i = 0; i < runs; i += 1) {
      const sample = await measure(browser, scenario);
      if (scenario.expect && !sample.url.includes(scenario.expect)) throw new Error(`${scenario.name}: ended on ${sample.url}, not ${scenario.expect}`);
      const bad = sample.responses.filter((r) => r.failed || (r.status >= 400 && r.status !== 401));
      if (bad.length) {
        failed = true;
        console.error(`${scenario.name}: ${bad.map((r) => `${r.url} ${r.status ?? r.failed}${r.answer ? ` ${r.answer}` : ''}`).join(', ')}`);
      }
      if (sample.errors.length) {
        failed = true;
        console.error(`${scenario.name}: page errors: ${sample.errors.join('; ')}`);
      }
      samples.push({ ...sample, summary: summarise(sample.responses) });
    }
    // The median run by gzip JS; its figures are reported whole (CLS and LCP as medians of their own).
    const ordered = [...samples].sort((a, b) => (a.summary.byKind.js?.gzip ?? 0) - (b.summary.byKind.js?.gzip ?? 0));
    const mid = ordered[Math.floor((ordered.length - 1) / 2)];
    results.push({
      page: scenario.name,
      url: mid.url,
      ...mid.summary,
      cls: Math.round(median(samples.map((s) => s.vitals.cls)) * 1000) / 1000,
      lcpMs: median(samples.map((s) => s.vitals.lcp)),
      shifts: mid.vitals.shifts,
      responses: mid.responses,
    });
  }
} finally {
  await browser.close();
}

const breaches = [];
const row = (r) => {
  const js = r.byKind.js ?? { requests: 0, gzip: 0, transferred: 0, decoded: 0 };
  const budget = budgets[r.page] ?? budgets[r.page.replace(/^\w+-/, 'role-')] ?? {};
  const checks = [];
  if (budget.jsGzipKb !== undefined) checks.push(kb(js.gzip) <= budget.jsGzipKb || `JS ${kb(js.gzip)} KB > ${budget.jsGzipKb}`);
  if (budget.totalGzipKb !== undefined) checks.push(kb(r.total.gzip) <= budget.totalGzipKb || `total ${kb(r.total.gzip)} KB > ${budget.totalGzipKb}`);
  if (budget.cls !== undefined) checks.push(r.cls <= budget.cls || `CLS ${r.cls} > ${budget.cls}`);
  if (budget.requests !== undefined) checks.push(r.total.requests <= budget.requests || `${r.total.requests} requests > ${budget.requests}`);
  const problems = checks.filter((c) => c !== true);
  if (problems.length) breaches.push(`${r.page}: ${problems.join(', ')}`);
  return [
    r.page,
    String(r.total.requests),
    `${js.requests}`,
    kb(js.gzip).toFixed(1),
    kb(js.transferred).toFixed(1),
    kb(js.decoded).toFixed(1),
    kb((r.byKind.css?.gzip ?? 0)).toFixed(1),
    kb(r.total.gzip).toFixed(1),
    kb(r.total.transferred).toFixed(1),
    r.cls.toFixed(3),
    String(r.lcpMs),
    budget.jsGzipKb !== undefined ? String(budget.jsGzipKb) : '-',
    problems.length ? 'OVER' : 'ok',
  ];
};
const header = ['page', 'reqs', 'js', 'js gzip', 'js sent', 'js raw', 'css gzip', 'all gzip', 'all sent', 'CLS', 'LCP ms', 'budget', 'result'];
const rows = results.map(row);
console.log(`first load, ${runs} run(s) each, median; KB = 1024 bytes; "sent" is what crossed the wire (brotli), "gzip" is gzip -9 of each body`);
printTable(header, rows);
if (jsonOut) {
  fs.mkdirSync(path.dirname(path.resolve(jsonOut)), { recursive: true });
  fs.writeFileSync(jsonOut, JSON.stringify({ baseUrl: BASE_URL, runs, measuredAt: new Date().toISOString(), results }, null, 2));
}
for (const b of breaches) console.error(`over budget: ${b}`);
process.exit(breaches.length || failed ? 1 : 0);
