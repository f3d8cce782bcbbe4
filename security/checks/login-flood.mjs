// An anonymous login flood must not take signed-in users offline, nor make registration answer 503 UNAVAILABLE.
import { codeOf, request, sleep, tally } from '../http.mjs';
import { OURS, check, percentile, registration, uniqueEmail } from '../stack.mjs';

const FLOOD_FROM = ['127.0.3.1', '127.0.3.2', '127.0.3.3', '127.0.3.4'];
const WAVE = 120;
/** Flood for at least this long (waves of 120 concurrent sign-ins, one after the other), reading all the while. */
const MIN_FLOOD_MS = 5_000;
const P95_BUDGET_MS = 1_000;
const MAX_BUDGET_MS = 3_000;

/** One wave: 120 concurrent wrong-password sign-ins, mostly unknown e-mails, some for a real account, from a few addresses. */
function wave(n) {
  return Promise.all(
    Array.from({ length: WAVE }, (_, i) =>
      request('POST', '/api/login', {
        json: { email: i % 6 === 0 ? 'promoter@example.com' : uniqueEmail(`flood${n}`), password: 'Wrong-password-1' },
        headers: OURS,
        from: FLOOD_FROM[i % FLOOD_FROM.length],
        timeoutMs: 30_000,
      }),
    ),
  );
}

/** Floods until `minMs` have passed (whole waves); returns every answer. */
async function flood(minMs) {
  const started = Date.now();
  const answers = [];
  let n = 0;
  do answers.push(...(await wave(n++)));
  while (Date.now() - started < minMs);
  return { answers, waves: n, ms: Date.now() - started };
}

export const loginFloodCases = [
  {
    id: 'flood-signed-in-reads',
    name: `login flood (120 concurrent, ≥5 s): a signed-in rider's wallet and session reads answer 200, p95 ≤ ${P95_BUDGET_MS} ms, max ≤ ${MAX_BUDGET_MS} ms`,
    async run(shared) {
      const rider = await shared.rider();
      const reads = [];
      let flooding = true;
      const t0 = Date.now();
      const reader = (async () => {
        const pending = [];
        while (flooding) {
          for (const path of ['/api/rider/wallet', '/api/session']) {
            const at = Date.now() - t0;
            pending.push(request('GET', path, { jar: rider, timeoutMs: 15_000 }).then((res) => reads.push({ path, res, at })));
          }
          await sleep(100);
        }
        await Promise.all(pending);
      })();
      let result;
      try {
        result = await flood(MIN_FLOOD_MS);
      } finally {
        flooding = false;
        await reader;
      }
      const bad = reads.filter(({ path, res }) => res.status !== 200 || (path === '/api/session' && res.body?.authenticated !== true));
      const byPath = (list) => ['/api/rider/wallet', '/api/session'].map((p) => `${p}: ${tally(list.filter((r) => r.path === p).map((r) => r.res)) || 'none'}`).join('; ');
      const ms = reads.map(({ res }) => res.ms);
      const p95 = percentile(ms, 95);
      const max = Math.max(...ms);
      const figures = `${reads.length} reads, p95 ${p95} ms, max ${max} ms; flood: ${result.waves} waves in ${result.ms} ms: ${tally(result.answers)}`;
      check(reads.length > 0, 'no reads were made');
      const firstBad = bad.length ? Math.min(...bad.map((b) => b.at)) : 0;
      check(bad.length === 0, `${bad.length} of ${reads.length} signed-in reads failed during the flood (${byPath(bad)}; the first sent ${firstBad} ms into it) (${figures})`);
      check(p95 <= P95_BUDGET_MS && max <= MAX_BUDGET_MS, `reads too slow during the flood: ${figures}`);
      const serverErrors = result.answers.filter((r) => r.status === 0 || (r.status >= 500 && codeOf(r) !== 'LOGIN_BUSY'));
      check(serverErrors.length === 0, `flood sign-ins answered ${tally(serverErrors)} (only 401, 429, 400 CAPTCHA_REQUIRED or 503 LOGIN_BUSY expected); ${figures}`);
      return figures;
    },
  },
  {
    id: 'flood-registrations',
    name: '50 concurrent registrations during a login flood: no 503 UNAVAILABLE (LOGIN_BUSY or 429 allowed)',
    async run() {
      const floodDone = flood(1);
      // Each from its own address, so the per-address registration limit does not decide.
      const answers = await Promise.all(
        Array.from({ length: 50 }, (_, i) =>
          request('POST', '/api/register', { json: registration(uniqueEmail(`reg${i}`)), headers: OURS, from: `127.0.4.${i + 1}`, timeoutMs: 30_000 }),
        ),
      );
      const floodAnswers = (await floodDone).answers;
      const unavailable = answers.filter((r) => r.status === 0 || (r.status >= 500 && codeOf(r) !== 'LOGIN_BUSY'));
      const odd = answers.filter((r) => r.status !== 201 && r.status !== 429 && !(r.status === 503 && codeOf(r) === 'LOGIN_BUSY') && !unavailable.includes(r));
      const figures = `registrations: ${tally(answers)}; flood: ${tally(floodAnswers)}`;
      check(unavailable.length === 0, `${unavailable.length} of 50 registrations failed as unavailable: ${tally(unavailable)} (${figures})`);
      check(odd.length === 0, `unexpected registration answers: ${tally(odd)} (${figures})`);
      check(answers.some((r) => r.status === 201), `no registration got through during the flood (${figures})`);
      return figures;
    },
  },
];
