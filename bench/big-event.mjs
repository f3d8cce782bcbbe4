#!/usr/bin/env node
// A big event through a running stack, as its promoter and its visitors get it: the seeded promoter creates an event
// with 20 classes, uploads and commits a results file of 2,000 lines (most name nobody in the programme, so nearly
// all are lines to resolve), then Debian's Chromium opens the event's workbench (the Results tab, then "To check")
// and its public page, each timed from the address to a drawn page, with its DOM nodes counted; a decision on one
// line ("not a programme rider") is timed through the API and by its button; last, a 10-line file replaces the 2,000.
// A 20-line event's first visits are timed too: set against the big event's, they show what the event's size adds to a
// first visit and what is the app's own code arriving (bench/first-load.mjs counts those bytes).
//
//   node bench/big-event.mjs [--lines N] [--json FILE] [--keep]   (BASE_URL, default http://localhost:8080; loopback only)
//
// Goals (bench/budgets.json "bigEvent"): each page drawn in under 2 s, a decision answered in under 300 ms, the
// replacement (upload and commit) in under 3 s. Exit 1 over a goal or on a failed step.
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { baseUrl, cliOption, median, printTable } from './lib.mjs';

const BASE_URL = baseUrl();
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const LINES = Number(cliOption('--lines', 2_000));
const CLASSES = 20;
const jsonOut = cliOption('--json');
// --keep: the event stays (with its 2,000 lines, replaced by 10 only without --keep), to look at it in a browser.
const keep = process.argv.includes('--keep');
const goals = JSON.parse(fs.readFileSync(path.join(import.meta.dirname, 'budgets.json'), 'utf8')).bigEvent;

const day = (offset) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const classNames = Array.from({ length: CLASSES }, (_, i) => `Bench Class ${String(i + 1).padStart(2, '0')}`);

function classesCsv() {
  return ['Class,Payout Type,1,2,3', ...classNames.map((name) => `${name},cash,300,200,100`)].join('\n');
}

/** `lines` results over the classes, in place order; the names are nobody the programme knows. */
function resultsCsv(lines) {
  const rows = ['Class,Place,Number,Name,Hometown,Bike'];
  for (let i = 0; i < lines; i += 1) {
    const cls = classNames[i % CLASSES];
    const place = Math.floor(i / CLASSES) + 1;
    rows.push(`${cls},${place},${100 + i},Bench Racer${i.toString(36)} Nobodyson,Perris CA,Bench ${i % 5}`);
  }
  return rows.join('\n');
}

async function must(answer, what) {
  if (!answer.ok()) throw new Error(`${what} answered ${answer.status()}: ${(await answer.text()).slice(0, 300)}`);
  return answer.json();
}

const results = [];
const note = (step, ms, extra = {}) => {
  results.push({ step, ms: Math.round(ms), ...extra });
  console.error(`${step}: ${Math.round(ms)} ms${extra.nodes ? `, ${extra.nodes} DOM nodes` : ''}`);
};
const timed = async (fn) => {
  const started = performance.now();
  const value = await fn();
  return { value, ms: performance.now() - started };
};

const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });
let failed = false;
try {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'en-US' });
  const api = context.request;
  const headers = { Origin: BASE_URL };
  await must(await api.post(`${BASE_URL}/api/login`, { data: { email: 'promoter@example.com', password: 'Password1' }, headers }), 'sign-in');
  const session = await must(await api.get(`${BASE_URL}/api/session`), 'session');
  const promoterId = session.user._id ?? session.user.id;

  /** A new event of the seeded promoter with the 20 classes; `upload` sends a sheet to it and commits it. */
  const createEvent = async (label) => {
    const created = await must(
      await api.post(`${BASE_URL}/api/promoter/${promoterId}/events`, {
        data: { title: `Bench ${label} event ${Date.now().toString(36)}`, type: 'flat', startDate: day(-3), endDate: day(-3), venue: 'Bench Oval', city: 'Perris', state: 'CA', zipcode: '92570', country: 'US', currency: 'USD' },
        headers,
      }),
      'create event',
    );
    const id = created.event._id;
    const upload = async (route, csv, name) => {
      const preview = await must(await api.post(`${BASE_URL}/api/event/${id}/${route}`, { multipart: { file: { name, mimeType: 'text/csv', buffer: Buffer.from(csv) } }, headers, timeout: 60_000 }), `upload ${name}`);
      return must(await api.post(`${BASE_URL}/api/event/${id}/imports/${preview.import._id}/commit`, { data: {}, headers, timeout: 60_000 }), `commit ${name}`);
    };
    await upload('upload-class', classesCsv(), 'classes.csv');
    return { id, upload };
  };
  // A small event beside the big one: its first visit is what the app's own code costs, whatever the event.
  const small = await createEvent('small');
  await small.upload('upload-all-class-result', resultsCsv(CLASSES), 'small.csv');
  const big = await createEvent('big');
  const eventId = big.id;
  const upload = big.upload;
  const seeded = await timed(() => upload('upload-all-class-result', resultsCsv(LINES), 'results.csv'));
  note(`upload and commit ${LINES} lines`, seeded.ms);

  // The payouts service decides the lines from the queue, a moment after the commit: until then its reads answer 404.
  const decided = await timed(async () => {
    for (let waited = 0; waited < 60_000; waited += 200) {
      const answer = await api.get(`${BASE_URL}/api/event-payouts/${eventId}`);
      if (answer.ok()) return;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error('the payouts service had not decided the lines after 60 s');
  });
  note(`payouts decided the ${LINES} lines (after the commit)`, decided.ms);

  // The reads behind the pages, through the BFF.
  for (const [label, url] of [
    ['GET the managed event (workbench data)', `/api/event/${eventId}/manage`],
    ['GET the public event', `/api/event/${eventId}`],
    ['GET the public payout decisions', `/api/event-payouts/${eventId}`],
  ]) {
    const times = [];
    for (let i = 0; i < 3; i += 1) times.push((await timed(async () => must(await api.get(`${BASE_URL}${url}`), label))).ms);
    note(`${label} (median of 3)`, median(times));
  }

  const page = await context.newPage();
  // Each page is timed twice: on its first visit (the app's code downloaded too; first-load.mjs counts those bytes) and
  // again as a returning user (code cached), which is the event's own cost; the goal is the returning user's.
  const drawn = async (url, ready) => {
    const { ms } = await timed(async () => {
      await page.goto(url);
      await ready();
    });
    const nodes = await page.evaluate(() => document.getElementsByTagName('*').length);
    return { ms, nodes };
  };
  // The browser's own start (its first renderer, its network service) is paid once, here, by a throwaway visit, so no
  // first visit below carries it.
  {
    const warmUp = await browser.newContext();
    await (await warmUp.newPage()).goto(`${BASE_URL}/`);
    await warmUp.close();
  }
  // The small event's Results tab on a first visit, in a browser context of its own (nothing cached): the app's own cost.
  {
    const fresh = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'en-US' });
    await must(await fresh.request.post(`${BASE_URL}/api/login`, { data: { email: 'promoter@example.com', password: 'Password1' }, headers }), 'sign-in');
    const freshPage = await fresh.newPage();
    const { ms } = await timed(async () => {
      await freshPage.goto(`${BASE_URL}/auth/promoter/event/${small.id}?tab=results`);
      await freshPage.getByRole('region', { name: classNames[0], exact: true }).waitFor({ timeout: 30_000 });
    });
    note(`workbench, Results tab, first visit, ${CLASSES}-line event`, ms);
    await fresh.close();
  }
  const workbench = `${BASE_URL}/auth/promoter/event/${eventId}`;
  // The Results tab: the classes' summaries (or tables) are drawn.
  const openResults = () => drawn(`${workbench}?tab=results`, () => page.getByRole('region', { name: classNames[0], exact: true }).waitFor({ timeout: 30_000 }));
  const firstResults = await openResults();
  note('workbench, Results tab, first visit', firstResults.ms, { nodes: firstResults.nodes });
  const resultsTab = await openResults();
  note('workbench, Results tab', resultsTab.ms, { nodes: resultsTab.nodes, goal: goals.pageMs });
  const toCheck = await drawn(`${workbench}?tab=exceptions`, () => page.getByRole('button', { name: 'Not a programme rider' }).first().waitFor({ timeout: 30_000 }));
  note('workbench, To check tab', toCheck.ms, { nodes: toCheck.nodes, goal: goals.pageMs });

  // A decision by its button: from the click until the line has left the list.
  const firstLine = page.locator('.et-exception').first();
  const name = await firstLine.locator('strong').first().textContent();
  const clicked = await timed(async () => {
    await firstLine.getByRole('button', { name: 'Not a programme rider' }).click();
    await page.locator('.et-exception strong', { hasText: name }).first().waitFor({ state: 'detached', timeout: 30_000 });
  });
  note('decision by its button (click → line gone)', clicked.ms, { goal: goals.pageMs });

  // Decisions through the API, five lines: the answer's time.
  const managed = await must(await api.get(`${BASE_URL}/api/event/${eventId}/manage`), 'manage');
  const open = managed.results.filter((r) => r.match.status === 'unmatched' || r.match.status === 'ambiguous').slice(0, 5);
  const decisions = [];
  for (const line of open) {
    const { ms } = await timed(async () => must(await api.put(`${BASE_URL}/api/event/${eventId}/result/${line._id}/match`, { data: { notRider: true }, headers }), 'decision'));
    decisions.push(ms);
  }
  note(`decision through the API (median of ${decisions.length})`, median(decisions), { goal: goals.decisionMs });

  {
    const fresh = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'en-US' });
    const freshPage = await fresh.newPage();
    const { ms } = await timed(async () => {
      await freshPage.goto(`${BASE_URL}/events/event/${small.id}`);
      await freshPage.getByRole('button', { name: new RegExp(`^${classNames[0]}`) }).waitFor({ timeout: 30_000 });
    });
    note(`public event page, first visit, ${CLASSES}-line event`, ms);
    await fresh.close();
  }
  const visitor = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'en-US' });
  const publicPage = await visitor.newPage();
  const openPublic = () =>
    timed(async () => {
      await publicPage.goto(`${BASE_URL}/events/event/${eventId}`);
      await publicPage.getByRole('button', { name: new RegExp(`^${classNames[0]}`) }).waitFor({ timeout: 30_000 });
    });
  note('public event page, first visit', (await openPublic()).ms);
  const publicDrawn = await openPublic();
  note('public event page', publicDrawn.ms, { nodes: await publicPage.evaluate(() => document.getElementsByTagName('*').length), goal: goals.pageMs });
  await visitor.close();

  if (keep) {
    console.error(`kept: ${BASE_URL}/auth/promoter/event/${eventId}?tab=results and ${BASE_URL}/events/event/${eventId}`);
    await context.close();
    throw Object.assign(new Error('kept'), { kept: true });
  }
  const replaced = await timed(() => upload('upload-all-class-result', resultsCsv(10), 'ten.csv'));
  note(`replace ${LINES} lines by 10 (upload and commit)`, replaced.ms, { goal: goals.replaceMs });
  const after = await must(await api.get(`${BASE_URL}/api/event/${eventId}/manage`), 'manage');
  if (after.results.length !== 10) throw new Error(`after the replacement the event has ${after.results.length} lines, not 10`);

  for (const id of [eventId, small.id]) await must(await api.delete(`${BASE_URL}/api/event/${id}`, { headers: { ...headers, 'content-type': 'application/json' }, data: {} }), 'delete the event');
  await context.close();
} catch (error) {
  if (!error.kept) {
    failed = true;
    console.error(error);
  }
} finally {
  await browser.close();
}

const over = results.filter((r) => r.goal !== undefined && r.ms > r.goal);
printTable(
  ['step', 'ms', 'DOM nodes', 'goal ms', 'result'],
  results.map((r) => [r.step, String(r.ms), r.nodes ? String(r.nodes) : '-', r.goal ? String(r.goal) : '-', r.goal === undefined ? '' : r.ms > r.goal ? 'OVER' : 'ok']),
);
if (jsonOut) fs.writeFileSync(jsonOut, JSON.stringify({ baseUrl: BASE_URL, lines: LINES, measuredAt: new Date().toISOString(), results }, null, 2));
process.exit(failed || over.length ? 1 : 0);
