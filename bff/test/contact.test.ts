import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bffWithFakes, browser, fakeCaptchaVerifier, nextAddress } from './helpers.js';

/** POST /api/contact-us (spec §2 contact form): checked, bot-checked and throttled by the BFF, then handed to identity. */
describe('POST /api/contact-us', () => {
  let stack: Awaited<ReturnType<typeof bffWithFakes>>;
  let verifier: Awaited<ReturnType<typeof fakeCaptchaVerifier>>;
  beforeAll(async () => {
    verifier = await fakeCaptchaVerifier();
    stack = await bffWithFakes({ captcha: { siteKey: 'captcha-site', secretKey: 'captcha-secret', verifyUrl: `${verifier.url}/recaptcha/api/siteverify` } });
  });
  afterAll(async () => {
    await stack.close();
    await verifier.close();
  });

  const message = { name: 'Ann Rider', email: 'ann@example.com', company: '', reason: 'accountHelp', message: 'I cannot see my earnings.' };
  const sent = () => stack.identity.seen.filter((r) => r.url === '/internal/contact-messages');

  it('passes a checked, bot-checked message to identity with the page language, without the token', async () => {
    const res = await browser(stack.url).post('/api/contact-us').set('Cookie', 'i18n_redirected=it').send({ ...message, captchaToken: 'human' });
    expect(res.status).toBe(202);
    expect(res.body).toEqual({ received: true });
    const body = JSON.parse(sent().at(-1)!.body) as Record<string, unknown>;
    expect(body).toEqual({ ...message, locale: 'it' });
  });

  it('refuses a failed or missing bot check, and bad fields with their messages; identity hears nothing', async () => {
    const before = sent().length;
    expect((await browser(stack.url).post('/api/contact-us').send({ ...message, captchaToken: 'robot' })).body.code).toBe('CAPTCHA_FAILED');
    expect((await browser(stack.url).post('/api/contact-us').send(message)).body.code).toBe('CAPTCHA_FAILED');
    const bad = await browser(stack.url).post('/api/contact-us').send({ ...message, email: 'nope', message: 'x'.repeat(501), reason: 'spam', captchaToken: 'human' });
    expect(bad.status).toBe(400);
    expect(bad.body.details).toMatchObject({ email: { id: 'validation.email.invalid' }, message: { id: 'validation.maxLength', values: { max: 500 } }, reason: { id: 'validation.choice.invalid' } });
    expect(sent().length).toBe(before);
  });

  it('is JSON only and throttled per address', async () => {
    const form = await browser(stack.url).post('/api/contact-us').type('form').send({ ...message, captchaToken: 'human' });
    expect(form.status).toBe(415);
    const address = nextAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 22; i++) statuses.push((await browser(stack.url).post('/api/contact-us').set('X-Forwarded-For', address).send({ ...message, captchaToken: 'human' })).status);
    expect(statuses.slice(0, 20).every((s) => s === 202)).toBe(true);
    expect(statuses.slice(20)).toEqual([429, 429]);
  });
});
