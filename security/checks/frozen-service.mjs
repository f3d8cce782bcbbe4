// A service that hangs (SIGSTOP: it accepts connections but never answers) is failed fast, its breaker opens, and
// the rest of the site keeps answering. The frozen process is always thawed (SIGCONT) in a finally, and the suite's
// exit handler thaws anything left.
import { describe, request, sleep, tally } from '../http.mjs';
import { OURS, check, freeze, thaw } from '../stack.mjs';

const READ_BUDGET_MS = 6_000; // read timeout 5 s + margin
const OPEN_BUDGET_MS = 200;
const SESSION_BUDGET_MS = 4_000; // identity's session-read timeout 3 s + margin
const KEPT_BUDGET_MS = 500; // a session whose user the BFF keeps needs no identity at all
const RECOVERY_MS = 25_000; // breaker reset (~10-15 s) + margin
// The BFF's breaker decides on the share of failures among the calls of its last 30 s (bff/src/config.ts windowMs):
// right after other traffic to payouts (CI runs the e2e walk of the reports just before), 5 failures are not yet half.
const BREAKER_WINDOW_MS = 30_000;

/** Polls `probe` until it holds; returns how long that took, or throws with the last answer. */
async function recover(what, probe) {
  const started = Date.now();
  let last;
  while (Date.now() - started < RECOVERY_MS) {
    const { ok, answer } = await probe();
    if (ok) return Date.now() - started;
    last = answer;
    await sleep(500);
  }
  check(false, `${what} did not recover within ${RECOVERY_MS / 1000} s after SIGCONT: last ${last ? describe(last) : 'nothing'}`);
  return RECOVERY_MS;
}

export const frozenServiceCases = [
  {
    id: 'frozen-payouts',
    name: `payouts frozen: wallet 503 within ${READ_BUDGET_MS / 1000} s, after 5 failures within ${OPEN_BUDGET_MS} ms; session and events stay 200; recovers`,
    async run(shared) {
      const rider = await shared.rider();
      const wallet = () => request('GET', '/api/rider/wallet', { jar: rider, timeoutMs: 40_000 });
      // Earlier calls to payouts leave the breaker's window: only this case's calls count.
      await sleep(BREAKER_WINDOW_MS);
      const before = await wallet();
      check(before.status === 200, `setup: the wallet answered ${describe(before)} before the freeze`);
      const pid = freeze('payouts');
      const notes = [];
      try {
        const slow = await Promise.all(Array.from({ length: 5 }, wallet));
        const late = slow.filter((r) => r.status !== 503 || r.ms > READ_BUDGET_MS);
        notes.push(`first 5: ${tally(slow)} in ${Math.min(...slow.map((r) => r.ms))}–${Math.max(...slow.map((r) => r.ms))} ms`);
        check(late.length === 0, `with payouts frozen the first 5 wallet reads answered ${slow.map((r) => `${describe(r)} in ${r.ms} ms`).join(', ')} (503 within ${READ_BUDGET_MS} ms expected)`);
        const fast = [];
        for (let i = 0; i < 3; i += 1) fast.push(await wallet());
        notes.push(`next 3: ${fast.map((r) => `${describe(r)} in ${r.ms} ms`).join(', ')}`);
        check(
          fast.every((r) => r.status === 503 && r.ms <= OPEN_BUDGET_MS),
          `after 5 failures the breaker did not fail fast: ${fast.map((r) => `${describe(r)} in ${r.ms} ms`).join(', ')} (503 within ${OPEN_BUDGET_MS} ms expected)`,
        );
        const session = await request('GET', '/api/session', { jar: rider, timeoutMs: 10_000 });
        const events = await request('GET', '/api/events', { jar: rider, timeoutMs: 10_000 });
        notes.push(`session ${describe(session)} in ${session.ms} ms, events ${describe(events)} in ${events.ms} ms`);
        check(session.status === 200 && session.body?.authenticated === true, `with payouts frozen GET /api/session answered ${describe(session)} in ${session.ms} ms: ${session.text.slice(0, 150)}`);
        check(events.status === 200, `with payouts frozen GET /api/events answered ${describe(events)} in ${events.ms} ms`);
      } finally {
        thaw(pid);
        // Recovered before the next case, even when a check above failed (else its failure would spill into the next).
        const took = await recover('the wallet', async () => {
          const answer = await wallet();
          return { ok: answer.status === 200, answer };
        });
        notes.push(`wallet 200 again ${(took / 1000).toFixed(1)} s after SIGCONT`);
      }
      return notes.join('; ');
    },
  },
  {
    id: 'frozen-identity',
    name: `identity frozen: a signed-in user the BFF keeps reads on at once; one it must ask identity for → 503 within ${SESSION_BUDGET_MS / 1000} s; recovers with the session intact`,
    async run(shared) {
      const rider = await shared.rider();
      const admin = await shared.admin();
      const session = (jar) => request('GET', '/api/session', { jar, timeoutMs: 40_000 });
      // The administrator's user is kept (read just now). The rider's copy is dropped by a change of the rider's own
      // (the language, set to what it is), so the rider's next request must ask identity.
      const kept = await session(admin);
      check(kept.status === 200 && kept.body?.authenticated === true, `setup: the administrator's GET /api/session answered ${describe(kept)}`);
      const own = await request('PUT', '/api/account/locale', { json: { locale: 'en' }, headers: OURS, jar: rider });
      check(own.status === 200, `setup: the rider's PUT /api/account/locale answered ${describe(own)}: ${own.text.slice(0, 150)}`);
      const pid = freeze('identity');
      let whileKept;
      let whileAsked;
      try {
        [whileKept, whileAsked] = await Promise.all([session(admin), session(rider)]);
      } finally {
        thaw(pid);
      }
      const took = await recover('GET /api/session', async () => {
        const answer = await session(rider);
        return { ok: answer.status === 200 && answer.body?.authenticated === true, answer };
      });
      const detail = `frozen: kept ${describe(whileKept)} in ${whileKept.ms} ms, asked ${describe(whileAsked)} in ${whileAsked.ms} ms; signed in again ${(took / 1000).toFixed(1)} s after SIGCONT`;
      check(
        whileKept.status === 200 && whileKept.body?.authenticated === true && whileKept.ms <= KEPT_BUDGET_MS,
        `with identity frozen the administrator's kept session answered ${describe(whileKept)} in ${whileKept.ms} ms (200 within ${KEPT_BUDGET_MS} ms expected); ${detail}`,
      );
      check(whileAsked.status === 503 && whileAsked.ms <= SESSION_BUDGET_MS, `with identity frozen the rider's GET /api/session answered ${describe(whileAsked)} in ${whileAsked.ms} ms (503 within ${SESSION_BUDGET_MS} ms expected); ${detail}`);
      return detail;
    },
  },
];
