import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAPTCHA_OFF_MESSAGE } from '../src/captcha.js';
import { bffWithFakes, browser, deadUrl, fakeCaptchaVerifier, memoryLogger, nextAddress, registration } from './helpers.js';

// docs/accounts.md "Bot check".
const FAILED = { code: 'CAPTCHA_FAILED', message: 'Please confirm you are not a robot' };

describe('with reCAPTCHA configured', () => {
  let verifier: Awaited<ReturnType<typeof fakeCaptchaVerifier>>;
  let stack: Awaited<ReturnType<typeof bffWithFakes>>;
  const log = memoryLogger();

  beforeAll(async () => {
    verifier = await fakeCaptchaVerifier();
    stack = await bffWithFakes(
      { captcha: { siteKey: 'captcha-site', secretKey: 'captcha-secret', verifyUrl: `${verifier.url}/recaptcha/api/siteverify` } },
      { logger: log.logger },
    );
  });
  afterAll(async () => {
    await stack.close();
    await verifier.close();
  });

  const identityCalls = (path: string) => stack.identity.seen.filter((r) => r.url === path).length;

  it('does not log that the check is off', () => {
    expect(log.lines.some((l) => l.msg === CAPTCHA_OFF_MESSAGE)).toBe(false);
  });

  it.each([
    ['/api/register', '/internal/auth/register', (token?: string) => registration({ captchaToken: token })],
    ['/api/forgot-password', '/internal/password-reset', (token?: string) => ({ email: 'rider@example.com', captchaToken: token })],
    ['/api/account-recovery', '/internal/account-recovery', (token?: string) => ({ email: 'rider@example.com', captchaToken: token })],
  ])('%s: 400 CAPTCHA_FAILED without a token or with a rejected one, never reaching identity; passes with a good one', async (path, internal, body) => {
    const before = identityCalls(internal);
    const missing = await browser(stack.url).post(path).send(body(undefined));
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual(FAILED);
    const rejected = await browser(stack.url).post(path).send(body('robot'));
    expect(rejected.status).toBe(400);
    expect(rejected.body).toEqual(FAILED);
    expect(identityCalls(internal)).toBe(before);
    const passed = await browser(stack.url).post(path).send(body('human'));
    expect([201, 202]).toContain(passed.status);
    expect(identityCalls(internal)).toBe(before + 1);
  });

  it('verifies server-side: POSTs secret, response and the client address as a form', async () => {
    const address = nextAddress();
    await browser(stack.url, address).post('/api/forgot-password').send({ email: 'rider@example.com', captchaToken: 'human' });
    expect(verifier.seen.at(-1)).toEqual({
      method: 'POST',
      contentType: 'application/x-www-form-urlencoded',
      secret: 'captcha-secret',
      response: 'human',
      remoteip: address,
    });
  });

  it('fails the check when the verifier cannot be reached', async () => {
    const broken = await bffWithFakes({ captcha: { siteKey: 's', secretKey: 'captcha-secret', verifyUrl: `${await deadUrl()}/siteverify` } });
    try {
      const res = await browser(broken.url).post('/api/account-recovery').send({ email: 'rider@example.com', captchaToken: 'human' });
      expect(res.status).toBe(400);
      expect(res.body).toEqual(FAILED);
    } finally {
      await broken.close();
    }
  });
});

describe('without reCAPTCHA keys', () => {
  it('is off (no token needed) and says so once at start', async () => {
    const log = memoryLogger();
    const stack = await bffWithFakes({}, { logger: log.logger });
    try {
      expect(log.lines.filter((l) => l.msg === CAPTCHA_OFF_MESSAGE)).toHaveLength(1);
      expect(CAPTCHA_OFF_MESSAGE).toBe('reCAPTCHA is off: RECAPTCHA_SITE_KEY and RECAPTCHA_SECRET_KEY are not set');
      expect((await browser(stack.url).post('/api/register').send(registration({ captchaToken: undefined }))).status).toBe(201);
      expect((await browser(stack.url).post('/api/forgot-password').send({ email: 'rider@example.com' })).status).toBe(202);
      expect((await browser(stack.url).post('/api/account-recovery').send({ email: 'rider@example.com' })).status).toBe(202);
      expect(log.lines.filter((l) => l.msg === CAPTCHA_OFF_MESSAGE)).toHaveLength(1);
    } finally {
      await stack.close();
    }
  });
});
