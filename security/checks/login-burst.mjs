// A concurrent wrong-password burst for one account is counted before it is checked (no more than the limit get to
// try), X-Forwarded-For from a client is not believed (TRUSTED_PROXY_HOPS=0), and the owner, from another address,
// still signs in.
import { codeOf, describe, request, sleep, tally } from '../http.mjs';
import { OURS, PASSWORD, check, registerRider, uniqueEmail } from '../stack.mjs';

const LIMIT = 5;
/** Answers a throttled wrong sign-in may get instead of 401 LOGIN_FAILED. */
const REFUSALS = new Set(['429 LOGIN_DELAYED', '429 TOO_MANY_ATTEMPTS', '400 CAPTCHA_REQUIRED', '503 LOGIN_BUSY']);
const kind = (res) => `${res.status} ${codeOf(res)}`;

const BURST_FROM = '127.0.0.3';
const OWNER_FROM = '127.0.0.2';
const FORGED_FROM = '127.0.0.4';

/** The bursts' targets: fresh riders, so the demo accounts stay usable. */
const targets = {};

/** 30 concurrent wrong passwords for `account`, the i-th from `sources[i % n]`; judged against the limit of 5. */
async function burst(account, sources) {
  const answers = await Promise.all(
    Array.from({ length: 30 }, (_, i) =>
      request('POST', '/api/login', { json: { email: account.email, password: 'Wrong-password-1' }, headers: OURS, from: sources[i % sources.length] }),
    ),
  );
  const failed = answers.filter((r) => kind(r) === '401 LOGIN_FAILED').length;
  const other = answers.filter((r) => kind(r) !== '401 LOGIN_FAILED' && !REFUSALS.has(kind(r)));
  check(failed <= LIMIT, `${failed} of 30 concurrent wrong passwords were checked (401 LOGIN_FAILED), more than ${LIMIT}: ${tally(answers)}`);
  check(other.length === 0, `unexpected answers in the burst: ${tally(other)} (all: ${tally(answers)})`);
  return tally(answers);
}

/** The owner's right password from OWNER_FROM: 200 at once, or after one short Retry-After (said in the answer). */
async function ownerSignsIn(account, label) {
  const login = () => request('POST', '/api/login', { json: { email: account.email, password: PASSWORD }, headers: OURS, from: OWNER_FROM });
  let res = await login();
  const first = `${describe(res)}${res.headers['retry-after'] ? ` (Retry-After ${res.headers['retry-after']} s)` : ''}`;
  let waited = 0;
  // A short progressive delay is tolerable (said in the detail); a lockout is not.
  const retryAfter = Number(res.headers['retry-after'] ?? 0);
  if (res.status === 429 && retryAfter > 0 && retryAfter <= 10) {
    waited = retryAfter;
    await sleep(retryAfter * 1000 + 200);
    res = await login();
  }
  check(
    res.status === 200 && res.body?.user?.email === account.email,
    `after the ${label} the owner's right password from ${OWNER_FROM} answered ${first}${waited ? `, and after waiting ${waited} s ${describe(res)}` : ''}: locked out`,
  );
  return `${label}: ${waited ? `first ${first}, 200 after waiting ${waited} s` : '200 at once'}`;
}

const SPREAD_FROM = Array.from({ length: 10 }, (_, i) => `127.0.5.${i + 1}`);

export const loginBurstCases = [
  {
    id: 'burst-one-account',
    name: `30 concurrent wrong passwords for one account from one address → at most ${LIMIT} × 401 LOGIN_FAILED, the rest refused`,
    async run() {
      targets.single = await registerRider('burst', { from: '127.0.2.5' });
      return burst(targets.single, [BURST_FROM]);
    },
  },
  {
    id: 'burst-one-account-spread',
    name: `the same from 10 addresses (3 each, under any per-address cap) → at most ${LIMIT} × 401 LOGIN_FAILED`,
    async run() {
      targets.spread = await registerRider('spread', { from: '127.0.2.8' });
      return burst(targets.spread, SPREAD_FROM);
    },
  },
  {
    id: 'burst-owner-elsewhere',
    name: 'after either burst the owner signs in with the right password from another address',
    async run() {
      check(targets.single && targets.spread, 'the burst cases did not register their accounts');
      const results = [];
      const problems = [];
      for (const [account, label] of [
        [targets.single, 'one-address burst'],
        [targets.spread, '10-address burst'],
      ]) {
        try {
          results.push(await ownerSignsIn(account, label));
        } catch (err) {
          problems.push(err.message);
        }
      }
      check(problems.length === 0, [...problems, ...results].join('; '));
      return results.join('; ');
    },
  },
  {
    id: 'burst-forged-xff',
    name: '30 wrong sign-ins with varying forged X-Forwarded-For from one source count as one address',
    async run() {
      // Different unknown e-mails, so no per-account or per-pair limit can refuse: only the address's can. Sequential, so
      // the in-flight cap cannot either. If X-Forwarded-For were believed, each attempt would be a new address and all
      // 30 would be checked (401).
      const answers = [];
      for (let i = 0; i < 30; i += 1) {
        const forged = `10.${i}.${Math.floor(Math.random() * 250)}.${1 + (i % 250)}`;
        answers.push(
          await request('POST', '/api/login', {
            json: { email: uniqueEmail('xff'), password: 'Wrong-password-1' },
            headers: { ...OURS, 'x-forwarded-for': forged, 'x-real-ip': forged },
            from: FORGED_FROM,
          }),
        );
      }
      const refusedAt = answers.findIndex((r) => REFUSALS.has(kind(r)));
      const other = answers.filter((r) => kind(r) !== '401 LOGIN_FAILED' && !REFUSALS.has(kind(r)));
      check(other.length === 0, `unexpected answers: ${tally(other)} (all: ${tally(answers)})`);
      check(refusedAt >= 0, `all 30 wrong sign-ins with a fresh X-Forwarded-For each were checked (${tally(answers)}): the per-address limit follows the forged header`);
      return `${tally(answers)}; first refusal at attempt ${refusedAt + 1}`;
    },
  },
];
