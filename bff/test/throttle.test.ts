import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Redis } from 'ioredis';
import { type AttemptStore, MemoryAttemptStore, RedisAttemptStore } from '../src/throttle.js';
import { PASSWORD, PUBLIC_URL, bffWithFakes, browser, fakeCaptchaVerifier, makeUsers, nextAddress, registration } from './helpers.js';

const REDIS_URL = process.env.REDIS_URL;
const TOO_MANY = { code: 'TOO_MANY_ATTEMPTS', message: 'Too many attempts. Please wait 15 minutes and try again.', details: { minutes: 15 } };

describe('MemoryAttemptStore', () => {
  it('counts within a window that opens with the first attempt, and forgets it when the window closes', async () => {
    let now = 1_000_000;
    const store = new MemoryAttemptStore(() => now);
    expect(await store.peek('k')).toEqual({ count: 0, resetMs: 0 });
    expect(await store.hit('k', 60_000)).toEqual({ count: 1, resetMs: 60_000 });
    now += 10_000;
    expect(await store.hit('k', 60_000)).toEqual({ count: 2, resetMs: 50_000 });
    expect(await store.peek('k')).toEqual({ count: 2, resetMs: 50_000 });
    now += 50_000;
    expect(await store.peek('k')).toEqual({ count: 0, resetMs: 0 });
    expect(await store.hit('k', 60_000)).toEqual({ count: 1, resetMs: 60_000 });
    await store.reset('k');
    expect(await store.peek('k')).toEqual({ count: 0, resetMs: 0 });
  });
});

describe.skipIf(!REDIS_URL)('RedisAttemptStore (REDIS_URL set)', () => {
  let redis: Redis;
  let store: AttemptStore;
  const key = `test-${randomUUID()}`;
  beforeAll(() => {
    redis = new Redis(REDIS_URL!);
    store = new RedisAttemptStore(redis);
  });
  afterAll(async () => {
    await redis.del(`rr:throttle:${key}`);
    await redis.quit();
  });

  it('counts in one expiring key under rr:throttle:, and resets', async () => {
    expect(await store.peek(key)).toEqual({ count: 0, resetMs: 0 });
    expect((await store.hit(key, 60_000)).count).toBe(1);
    const second = await store.hit(key, 60_000);
    expect(second.count).toBe(2);
    expect(second.resetMs).toBeGreaterThan(59_000);
    expect(second.resetMs).toBeLessThanOrEqual(60_000);
    expect((await store.peek(key)).count).toBe(2);
    const ttl = await redis.pttl(`rr:throttle:${key}`);
    expect(ttl).toBeGreaterThan(59_000);
    await store.reset(key);
    expect(await store.peek(key)).toEqual({ count: 0, resetMs: 0 });
  });

  it('never leaves a counter without expiry', async () => {
    await redis.set(`rr:throttle:${key}`, '3'); // e.g. written by hand, no TTL
    expect((await store.hit(key, 60_000)).count).toBe(4);
    expect(await redis.pttl(`rr:throttle:${key}`)).toBeGreaterThan(0);
  });
});

// The same behaviour with counters in memory and, when REDIS_URL is set, in Redis.
const backends = [{ name: 'memory', redisUrl: undefined as string | undefined }, ...(REDIS_URL ? [{ name: 'redis', redisUrl: REDIS_URL }] : [])];

describe.each(backends)('login throttling ($name)', ({ redisUrl }) => {
  let stack: Awaited<ReturnType<typeof bffWithFakes>>;
  const run = randomUUID().slice(0, 8);
  beforeAll(async () => {
    // Run-specific e-mails: Redis counters outlive a test run by up to 15 minutes.
    stack = await bffWithFakes({ redisUrl }, { users: makeUsers(`-${run}`) });
  });
  afterAll(async () => {
    await stack.close();
  });
  const loginCalls = () => stack.identity.seen.filter((r) => r.url === '/internal/auth/login').length;

  const login = (agent: ReturnType<typeof browser>, email: string, password: string, extra: Record<string, unknown> = {}) =>
    agent.post('/api/login').send({ email, password, ...extra });

  it('answers 401 for the first 5 failures of an e-mail from one address, then 429 with minutes and Retry-After, before asking identity', async () => {
    const agent = browser(stack.url);
    for (let i = 1; i <= 5; i++) {
      const res = await login(agent, `rider-${run}@example.com`, `wrong-${i}`);
      expect(res.status, `failure ${i}`).toBe(401);
    }
    const calls = loginCalls();
    // Even the right password is not checked now from that address…
    const res = await login(agent, `rider-${run}@example.com`, PASSWORD);
    expect(res.status).toBe(429);
    expect(res.body).toEqual(TOO_MANY);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(14 * 60);
    expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
    expect(loginCalls()).toBe(calls);
    // …but the owner elsewhere is not locked out, or anyone could lock an account by failing on purpose: the e-mail's
    // next attempt takes its turn, after at most the first delay (1 s) since the last free attempt.
    const owner = browser(stack.url);
    let res2 = await login(owner, `rider-${run}@example.com`, PASSWORD);
    if (res2.status === 429) {
      expect(res2.body.code).toBe('LOGIN_DELAYED');
      expect(Number(res2.headers['retry-after'])).toBe(1);
      await new Promise((resolve) => setTimeout(resolve, 1000));
      res2 = await login(owner, `rider-${run}@example.com`, PASSWORD);
    }
    expect(res2.status).toBe(200);
  });

  it('answers the same for an e-mail without an account', async () => {
    const agent = browser(stack.url);
    const email = `nobody-${run}@example.com`;
    for (let i = 0; i < 5; i++) expect((await login(agent, email, 'x')).status).toBe(401);
    const res = await login(agent, email, 'x');
    expect(res.status).toBe(429);
    expect(res.body).toEqual(TOO_MANY);
  });

  it('counts the e-mail case-insensitively', async () => {
    const agent = browser(stack.url);
    for (let i = 0; i < 5; i++) await login(agent, i % 2 ? `PROMOTER-${run}@example.com` : `promoter-${run}@example.com `, 'x');
    expect((await login(agent, `Promoter-${run}@Example.com`, PASSWORD)).status).toBe(429);
  });

  it('clears the e-mail counter on success', async () => {
    const agent = browser(stack.url);
    for (let i = 0; i < 4; i++) expect((await login(agent, `admin-${run}@example.com`, 'x')).status).toBe(401);
    expect((await login(agent, `admin-${run}@example.com`, PASSWORD)).status).toBe(200);
    for (let i = 0; i < 5; i++) expect((await login(agent, `admin-${run}@example.com`, 'x')).status).toBe(401);
    expect((await login(agent, `admin-${run}@example.com`, 'x')).status).toBe(429);
  });

  it('counts a concurrent burst attempt by attempt: 30 wrong passwords at once reach identity at most 5 times', async () => {
    const email = `burst-${run}@example.com`;
    const agent = browser(stack.url);
    const before = loginCalls();
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => login(agent, email, `wrong-${i}`)));
    const failed = answers.filter((r) => r.status === 401).length;
    expect(failed).toBeGreaterThan(0);
    expect(failed).toBeLessThanOrEqual(5);
    expect(loginCalls() - before).toBe(failed);
    for (const res of answers.filter((r) => r.status !== 401)) expect(['TOO_MANY_ATTEMPTS', 'LOGIN_BUSY', 'LOGIN_DELAYED']).toContain(res.body.code);
  });

  it('spreads over many addresses do not multiply the tries: past 5 per e-mail, one attempt per growing delay (bot check off)', async () => {
    const email = `spread-${run}@example.com`;
    for (let i = 0; i < 5; i++) expect((await login(browser(stack.url), email, 'x')).status).toBe(401);
    const before = loginCalls();
    const answers = await Promise.all(Array.from({ length: 20 }, () => login(browser(stack.url), email, 'x')));
    // The last free attempt shut the gate for a second: a burst right after it gets no more than one try.
    expect(loginCalls() - before).toBeLessThanOrEqual(1);
    const delayed = answers.filter((r) => r.status === 429);
    expect(delayed.length).toBeGreaterThanOrEqual(19);
    for (const res of delayed) {
      expect(res.body).toMatchObject({ code: 'LOGIN_DELAYED', details: { seconds: expect.any(Number) } });
      expect(Number(res.headers['retry-after'])).toBe(res.body.details.seconds);
      expect(res.body.details.seconds).toBeLessThanOrEqual(60);
    }
  });

  it('mails the owner an unlock link once the e-mail is past its free attempts; opening it lets that browser straight in', async () => {
    const email = `unlock-${run}@example.com`;
    stack.identity.users.set(`r-unlock-${run}`, { _id: `r-unlock-${run}`, type: 'rider', email, deActivated: false, emailVerified: true });
    for (let i = 0; i < 5; i++) expect((await login(browser(stack.url), email, 'x')).status).toBe(401);
    await login(browser(stack.url), email, 'x'); // the 6th: past the free ones
    await login(browser(stack.url), email, 'x'); // delayed
    await expect.poll(() => stack.identity.mails.filter((m) => m.to === email && m.kind === 'unlock').length).toBe(1);
    const mail = stack.identity.lastMail(email, 'unlock')!;
    expect(mail.url).toBe(`${PUBLIC_URL}/login-unlock?token=${mail.token}`);
    // Without the link the owner waits their turn; with it, at once.
    const owner = browser(stack.url);
    expect((await login(owner, email, PASSWORD)).body.code).toBe('LOGIN_DELAYED');
    const unlocked = await owner.post('/api/login-unlock').send({ token: mail.token });
    expect(unlocked.status).toBe(200);
    expect(unlocked.body).toEqual({ unlocked: true, email });
    expect((await login(owner, email, PASSWORD)).status).toBe(200);
    // The token is used up.
    const again = await browser(stack.url).post('/api/login-unlock').send({ token: mail.token });
    expect(again.status).toBe(400);
    expect(again.body.code).toBe('UNLOCK_LINK_INVALID');
    expect((await browser(stack.url).post('/api/login-unlock').send({})).body.code).toBe('UNLOCK_LINK_INVALID');
  });

  it('past 20 failures from one address, each further attempt from it waits its turn; other addresses are not affected', async () => {
    const address = nextAddress();
    const agent = browser(stack.url, address);
    for (let i = 0; i < 20; i++) expect((await login(agent, `spray-${run}-${i}@example.com`, 'x')).status).toBe(401);
    const res = await login(agent, `fresh-${run}@example.com`, PASSWORD);
    expect(res.status).toBe(429);
    expect(res.body).toMatchObject({ code: 'LOGIN_DELAYED', details: { seconds: 1 } });
    // Its turn comes after the delay.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect((await login(agent, `fresh-${run}@example.com`, 'x')).status).toBe(401);
    expect((await login(agent, `fresh-${run}@example.com`, 'x')).body.code).toBe('LOGIN_DELAYED');
    expect((await login(browser(stack.url), `fresh-${run}@example.com`, 'x')).status).toBe(401);
  });

  it('reads the source address from the entry the trusted proxy wrote (a client cannot pick its own)', async () => {
    const proxyWrote = nextAddress();
    for (let i = 0; i < 21; i++) {
      await browser(stack.url, `203.0.113.${i}, ${proxyWrote}`).post('/api/login').send({ email: `xff-${run}-${i}@example.com`, password: 'x' });
    }
    expect((await browser(stack.url, `198.51.100.7, ${proxyWrote}`).post('/api/login').send({ email: `xff-${run}@example.com`, password: 'x' })).body.code).toBe('LOGIN_DELAYED');
  });

  it('limits registration, forgot-password, account recovery and e-mail verification to 20 requests per address, each flow on its own', async () => {
    const flows = [
      { name: 'register', paths: ['/api/register'], body: () => registration({ riderConfirmed: false }) },
      { name: 'forgot-password', paths: ['/api/forgot-password', '/api/forgot-password-reset'], body: () => ({ email: 'nobody@example.com', token: 'x' }) },
      { name: 'account-recovery', paths: ['/api/account-recovery', '/api/account-recovery/verify'], body: () => ({ email: 'nobody@example.com', code: '123456' }) },
    ];
    for (const flow of flows) {
      const agent = browser(stack.url);
      for (let i = 0; i < 20; i++) {
        const path = flow.paths[i % flow.paths.length]!;
        expect((await agent.post(path).send(flow.body())).status, `${path} #${i + 1}`).not.toBe(429);
      }
      for (const path of flow.paths) {
        const res = await agent.post(path).send(flow.body());
        expect(res.status, path).toBe(429);
        expect(res.body).toMatchObject({ code: 'TOO_MANY_ATTEMPTS', details: { minutes: 15 } });
        expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      }
      // The other flows of that address are not used up.
      for (const other of flows.filter((f) => f !== flow)) {
        expect((await agent.post(other.paths[0]!).send(other.body())).status, `${other.name} after ${flow.name}`).not.toBe(429);
      }
    }
  });

  it('limits e-mail verification (send and check together) per address', async () => {
    stack.identity.users.set(`r-limit-${run}`, { _id: `r-limit-${run}`, type: 'rider', email: `limit-${run}@example.com`, deActivated: false, emailVerified: false });
    const agent = browser(stack.url);
    expect((await agent.post('/api/login').send({ email: `limit-${run}@example.com`, password: PASSWORD })).status).toBe(200);
    for (let i = 0; i < 20; i++) {
      const path = i % 2 ? '/api/email-verify' : '/api/email-verify/send';
      // (identity's own 429 CODE_TOO_SOON answers repeated sends; that is not the BFF's limit)
      expect((await agent.post(path).send({ code: '123456' })).body.code, `${path} #${i + 1}`).not.toBe('TOO_MANY_ATTEMPTS');
    }
    expect((await agent.post('/api/email-verify').send({ code: '123456' })).status).toBe(429);
    expect((await agent.post('/api/email-verify/send')).body.code).toBe('TOO_MANY_ATTEMPTS');
  });

  describe('change-password: wrong current passwords per user', () => {
    const WRONG = { currentPassword: 'Wrong1234', password: 'Changed123', confirmPassword: 'Changed123' };
    let users = 0;
    /** A fresh verified dealer (run-specific id: Redis counters outlive a run) and a browser signed in as them. */
    async function dealer() {
      users += 1;
      const id = `d-pw-${run}-${users}`;
      const email = `${id}@example.com`;
      stack.identity.users.set(id, { _id: id, type: 'dealer', email, name: 'PW Motors', deActivated: false, emailVerified: true });
      const agent = browser(stack.url);
      expect((await agent.post('/api/login').send({ email, password: PASSWORD })).status).toBe(200);
      return { id, email, agent };
    }
    const passwordCalls = (id: string) => stack.identity.seen.filter((r) => r.url === `/internal/users/${id}/password`).length;
    const change = (agent: ReturnType<typeof browser>, body: Record<string, string>) => agent.put('/api/dealer/dealer/change-password').send(body);

    it('answers 400 for the first 5 wrong current passwords, then 429 with minutes and Retry-After before asking identity', async () => {
      const { id, email, agent } = await dealer();
      for (let i = 1; i <= 5; i++) {
        const res = await change(agent, WRONG);
        expect(res.status, `failure ${i}`).toBe(400);
        expect(res.body.code).toBe('CURRENT_PASSWORD_WRONG');
      }
      const calls = passwordCalls(id);
      // The 6th, even with the right password and from another session of the same user: the counter is the user's.
      const other = browser(stack.url);
      expect((await other.post('/api/login').send({ email, password: PASSWORD })).status).toBe(200);
      for (const client of [agent, other]) {
        const res = await change(client, { currentPassword: PASSWORD, password: 'Changed123', confirmPassword: 'Changed123' });
        expect(res.status).toBe(429);
        expect(res.body).toEqual(TOO_MANY);
        expect(Number(res.headers['retry-after'])).toBeGreaterThan(14 * 60);
        expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
      }
      expect(passwordCalls(id)).toBe(calls);
      // The password did not change and the sessions go on.
      expect((await agent.get('/api/session')).body).toMatchObject({ authenticated: true, user: { _id: id } });
    });

    it('counts a concurrent burst attempt by attempt: 20 wrong current passwords at once reach identity at most 5 times', async () => {
      const { id, agent } = await dealer();
      const before = passwordCalls(id);
      const answers = await Promise.all(Array.from({ length: 20 }, () => change(agent, WRONG)));
      expect(answers.filter((r) => r.status === 400)).toHaveLength(5);
      expect(answers.filter((r) => r.status === 429)).toHaveLength(15);
      expect(passwordCalls(id) - before).toBe(5);
    });

    it('clears the counter on a successful change', async () => {
      const { agent } = await dealer();
      for (let i = 0; i < 4; i++) expect((await change(agent, WRONG)).status).toBe(400);
      expect((await change(agent, { currentPassword: PASSWORD, password: 'Changed123', confirmPassword: 'Changed123' })).status).toBe(204);
      const next = { currentPassword: 'Wrong1234', password: 'Again1234', confirmPassword: 'Again1234' };
      for (let i = 1; i <= 5; i++) expect((await change(agent, next)).status, `failure ${i} after the change`).toBe(400);
      expect((await change(agent, { currentPassword: 'Changed123', password: 'Again1234', confirmPassword: 'Again1234' })).status).toBe(429);
    });

    it('does not count other answers (validation) and leaves other users alone', async () => {
      const locked = await dealer();
      const other = await dealer();
      for (let i = 0; i < 5; i++) expect((await change(locked.agent, WRONG)).status).toBe(400);
      expect((await change(locked.agent, WRONG)).status).toBe(429);
      // Invalid new passwords never reach identity and do not count.
      for (let i = 0; i < 6; i++) expect((await change(other.agent, { currentPassword: PASSWORD, password: 'short', confirmPassword: 'short' })).body.code).toBe('VALIDATION');
      const wrong = await change(other.agent, WRONG);
      expect(wrong.status).toBe(400);
      expect(wrong.body.code).toBe('CURRENT_PASSWORD_WRONG');
      expect((await change(other.agent, { currentPassword: PASSWORD, password: 'Changed123', confirmPassword: 'Changed123' })).status).toBe(204);
    });
  });
});

describe('sign-in throttling with the bot check on', () => {
  let stack: Awaited<ReturnType<typeof bffWithFakes>>;
  let verifier: Awaited<ReturnType<typeof fakeCaptchaVerifier>>;
  const run = randomUUID().slice(0, 8);
  beforeAll(async () => {
    verifier = await fakeCaptchaVerifier();
    stack = await bffWithFakes(
      { captcha: { siteKey: 'captcha-site', secretKey: 'captcha-secret', verifyUrl: `${verifier.url}/recaptcha/api/siteverify` } },
      { users: makeUsers(`-${run}`) },
    );
  });
  afterAll(async () => {
    await stack.close();
    await verifier.close();
  });

  it('past the free attempts of an e-mail asks for the bot check (400 CAPTCHA_REQUIRED) instead of locking the owner out', async () => {
    const email = `rider-${run}@example.com`;
    for (let i = 0; i < 5; i++) expect((await browser(stack.url).post('/api/login').send({ email, password: 'x' })).status).toBe(401);
    const calls = stack.identity.seen.filter((r) => r.url === '/internal/auth/login').length;
    const asked = await browser(stack.url).post('/api/login').send({ email, password: PASSWORD });
    expect(asked.status).toBe(400);
    expect(asked.body).toEqual({ code: 'CAPTCHA_REQUIRED', message: 'There were several failed sign-ins. Please confirm you are not a robot.' });
    expect((await browser(stack.url).post('/api/login').send({ email, password: PASSWORD, captchaToken: 'bot' })).body.code).toBe('CAPTCHA_REQUIRED');
    expect(stack.identity.seen.filter((r) => r.url === '/internal/auth/login').length).toBe(calls);
    // A person who ticks the box gets in at once, as many times as needed.
    const res = await browser(stack.url).post('/api/login').send({ email, password: PASSWORD, captchaToken: 'human' });
    expect(res.status).toBe(200);
  });
});

describe('client addresses without a trusted proxy (TRUSTED_PROXY_HOPS=0, the default)', () => {
  let stack: Awaited<ReturnType<typeof bffWithFakes>>;
  beforeAll(async () => {
    stack = await bffWithFakes({ trustedProxyHops: 0 });
  });
  afterAll(async () => {
    await stack.close();
  });

  it('ignores X-Forwarded-For: forged entries do not make a new address', async () => {
    const run = randomUUID().slice(0, 8);
    for (let i = 0; i < 5; i++) {
      const res = await browser(stack.url, `203.0.113.${i}`).post('/api/login').send({ email: `forged-${run}@example.com`, password: 'x' });
      expect(res.status).toBe(401);
    }
    // Same socket address, whatever the header says: the pair's limit applies.
    const res = await browser(stack.url, '198.51.100.99').post('/api/login').send({ email: `forged-${run}@example.com`, password: 'x' });
    expect(res.status).toBe(429);
    expect(res.body.code).toBe('TOO_MANY_ATTEMPTS');
  });
});
