import { applicationSeason } from '@rr/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bffWithFakes, browser, fakeCaptchaVerifier, nextAddress, signedIn } from './helpers.js';

/** POST /api/promoter-applications: checked, bot-checked and throttled by the BFF, then handed to identity. */
describe('POST /api/promoter-applications', () => {
  let stack: Awaited<ReturnType<typeof bffWithFakes>>;
  let verifier: Awaited<ReturnType<typeof fakeCaptchaVerifier>>;
  beforeAll(async () => {
    verifier = await fakeCaptchaVerifier();
    stack = await bffWithFakes({ captcha: { siteKey: 'captcha-site', secretKey: 'captcha-secret', verifyUrl: `${verifier.url}/recaptcha/api/siteverify` } });
    stack.identity.setResponder((ctx) => {
      if (ctx.path !== '/internal/promoter-applications') return false;
      ctx.status = 201;
      // What identity answers (the documented answer: the BFF's tests check it).
      ctx.body = { application: { _id: 'app-1', promoterId: 'p-1', seasonYear: applicationSeason(), status: 'pending' } };
      return true;
    });
  });
  afterAll(async () => {
    await stack.close();
    await verifier.close();
  });

  const application = {
    name: 'High Plains Racing', contactName: 'Jo Rivera', email: 'jo@example.com', phone: '3035550111',
    addressLine1: '1 Speedway Rd', city: 'Denver', state: 'CO', zipcode: '80202', country: 'US',
    seasonYear: applicationSeason(), seriesName: 'High Plains Flat Track', averageEntries: 80, racesCount: 6,
    amaSanctioned: true, mixedClasses: false, tracks: [{ name: 'Colorado Springs Oval' }],
  };
  const sent = () => stack.identity.seen.filter((r) => r.url === '/internal/promoter-applications');

  it('passes a checked, bot-checked application with the page language and no promoter id when nobody is signed in', async () => {
    const res = await browser(stack.url).post('/api/promoter-applications').set('Cookie', 'i18n_redirected=de').send({ ...application, captchaToken: 'human' });
    expect(res.status).toBe(201);
    expect(res.body.application).toEqual({ _id: 'app-1', promoterId: 'p-1', seasonYear: applicationSeason(), status: 'pending' });
    const body = JSON.parse(sent().at(-1)!.body) as Record<string, unknown>;
    expect(body).toMatchObject({ ...application, locale: 'de' });
    expect(body).not.toHaveProperty('promoterId');
    expect(body).not.toHaveProperty('captchaToken');
  });

  it("applies for the signed-in promoter's own account, whatever id the body claims", async () => {
    const agent = await signedIn(stack.url, 'promoter@example.com');
    const res = await agent.post('/api/promoter-applications').send({ ...application, promoterId: 'someone-else', captchaToken: 'human' });
    expect(res.status).toBe(201);
    expect(JSON.parse(sent().at(-1)!.body)).toMatchObject({ promoterId: 'p1' });
  });

  it('refuses a failed bot check and bad fields with their messages; identity hears nothing', async () => {
    const before = sent().length;
    expect((await browser(stack.url).post('/api/promoter-applications').send({ ...application, captchaToken: 'robot' })).body.code).toBe('CAPTCHA_FAILED');
    const bad = await browser(stack.url).post('/api/promoter-applications').send({ ...application, amaSanctioned: false, tracks: [], racesCount: 'many', captchaToken: 'human' });
    expect(bad.status).toBe(400);
    expect(bad.body.details).toMatchObject({ otherSanction: { id: 'validation.required' }, tracks: { id: 'validation.required' }, racesCount: { id: 'validation.number.range' } });
    expect(sent().length).toBe(before);
  });

  it('is JSON only and throttled per address', async () => {
    expect((await browser(stack.url).post('/api/promoter-applications').type('form').send({ name: 'x' })).status).toBe(415);
    const address = nextAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) statuses.push((await browser(stack.url, address).post('/api/promoter-applications').send({ ...application, captchaToken: 'human' })).status);
    expect(statuses.slice(0, 20).every((s) => s === 201)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});
