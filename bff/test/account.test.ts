import { describe, expect, it } from 'vitest';
// The answers of the BFF's own routes are checked against the operation catalog (browsers.ts).
import { checked as request } from './browsers.js';
import { type Agent, PASSWORD, PUBLIC_URL, bffWithFakes, browser, cookieValue, craftSessionCookie, registration, signedIn } from './helpers.js';
import { bffForFile } from './with-bff.js';

// docs/accounts.md "Flows", the BFF side.
const stack = bffForFile();

const identityCalls = (path: string) => stack.identity.seen.filter((r) => r.url === path);

async function register(agent: Agent, overrides: Record<string, unknown> = {}) {
  const body = registration(overrides);
  const res = await agent.post('/api/register').send(body);
  return { res, body, email: String(body.email) };
}

describe('POST /api/register', () => {
  it('creates the rider, starts a new session (201 { type, user }) and has a code mailed with a link', async () => {
    const agent = browser(stack.url);
    await agent.get('/api/set-lang?lang=de');
    const { res, body, email } = await register(agent.set('Cookie', 'i18n_redirected=de'));
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ type: 'rider', user: expect.objectContaining({ type: 'rider', email, emailVerified: false }) });
    expect(cookieValue(res.headers['set-cookie'], 'rr.sid')).toBeTruthy();
    const sent = JSON.parse(identityCalls('/internal/auth/register').at(-1)!.body) as Record<string, unknown>;
    expect(sent).not.toHaveProperty('captchaToken');
    expect(sent).toMatchObject({ email, vin: body.vin, riderConfirmed: true, locale: 'de', verifyUrlBase: `${PUBLIC_URL}/auth/email-verify` });
    const mail = stack.identity.lastMail(email, 'verify')!;
    expect(mail.url).toBe(`${PUBLIC_URL}/auth/email-verify?code=${mail.code}`);
    expect((await agent.get('/api/session')).body).toMatchObject({ authenticated: true, type: 'rider', proxyHost: false, user: { email } });
  });

  it('takes the locale from the body, else the cookie, else Accept-Language', async () => {
    await register(browser(stack.url).set('Accept-Language', 'nb-NO,en;q=0.5'));
    expect(JSON.parse(identityCalls('/internal/auth/register').at(-1)!.body).locale).toBe('no');
    await register(browser(stack.url).set('Accept-Language', 'fr'), { locale: 'it' });
    expect(JSON.parse(identityCalls('/internal/auth/register').at(-1)!.body).locale).toBe('it');
    await register(browser(stack.url));
    expect(JSON.parse(identityCalls('/internal/auth/register').at(-1)!.body).locale).toBe('en');
  });

  it('builds the link from PUBLIC_URL only, whatever Host or X-Forwarded-Host the request names', async () => {
    await register(browser(stack.url).set('X-Forwarded-Proto', 'http').set('X-Forwarded-Host', 'attacker.example'));
    expect(JSON.parse(identityCalls('/internal/auth/register').at(-1)!.body).verifyUrlBase).toBe(`${PUBLIC_URL}/auth/email-verify`);
    await register(browser(stack.url).set('Host', 'attacker.example'));
    expect(JSON.parse(identityCalls('/internal/auth/register').at(-1)!.body).verifyUrlBase).toBe(`${PUBLIC_URL}/auth/email-verify`);
  });

  it('answers 400 VALIDATION with field details from the shared schema, without calling identity', async () => {
    const before = identityCalls('/internal/auth/register').length;
    const { res } = await register(browser(stack.url), { vin: 'SHORT', state: 'ZZ', confirmPassword: 'Other1234' });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION');
    expect(res.body.details).toEqual({
      confirmPassword: { id: 'validation.password.mismatch', message: expect.any(String) },
      state: { id: 'validation.state.invalid', message: expect.any(String) },
      vin: { id: 'validation.vin.invalid', message: expect.any(String) },
    });
    expect(identityCalls('/internal/auth/register').length).toBe(before);
  });

  it("answers RIDER_ACCOUNT_REQUIRED when the rider does not confirm the account is their own", async () => {
    const { res } = await register(browser(stack.url), { riderConfirmed: false });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'RIDER_ACCOUNT_REQUIRED', message: 'Rider must have an account they can register for' });
  });

  it('relays identity conflicts unchanged (409 EMAIL_TAKEN, 409 VIN_TAKEN) and starts no session', async () => {
    const taken = await register(browser(stack.url), { email: 'rider@example.com' });
    expect(taken.res.status).toBe(409);
    expect(taken.res.body).toEqual({ code: 'EMAIL_TAKEN', message: 'An account with this email already exists. Log in or recover your account.' });
    expect(cookieValue(taken.res.headers['set-cookie'], 'rr.sid')).toBeUndefined();
    const first = await register(browser(stack.url));
    const vinTaken = await register(browser(stack.url), { vin: first.body.vin });
    expect(vinTaken.res.status).toBe(409);
    expect(vinTaken.res.body).toMatchObject({ code: 'VIN_TAKEN', details: { vin: expect.any(Object) } });
  });

  it('answers 403 REGISTRATION_CLOSED when registration is switched off', async () => {
    const closed = await bffWithFakes({ registrationEnabled: false });
    try {
      const res = await request(closed.url).post('/api/register').send(registration());
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ code: 'REGISTRATION_CLOSED', message: 'Registration is closed at the moment' });
      expect(closed.identity.seen.filter((r) => r.url === '/internal/auth/register')).toEqual([]);
    } finally {
      await closed.close();
    }
  });

  it('uses PUBLIC_URL for mailed links when it is set', async () => {
    const pinned = await bffWithFakes({ publicUrl: 'https://rewards.example.com' });
    try {
      const res = await request(pinned.url).post('/api/register').set('X-Forwarded-Host', 'evil.example.net').send(registration());
      expect(res.status).toBe(201);
      const sent = JSON.parse(pinned.identity.seen.find((r) => r.url === '/internal/auth/register')!.body);
      expect(sent.verifyUrlBase).toBe('https://rewards.example.com/auth/email-verify');
    } finally {
      await pinned.close();
    }
  });
});

describe('e-mail verification', () => {
  it('verifies with the mailed code; the unverified-e-mail gate lifts', async () => {
    const agent = browser(stack.url);
    const { email } = await register(agent);
    expect((await agent.get('/api/rider/credit-redemptions')).body.code).toBe('EMAIL_UNVERIFIED');
    const code = stack.identity.lastMail(email, 'verify')!.code!;
    const wrong = await agent.post('/api/email-verify').send({ code: code === '000000' ? '111111' : '000000' });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({ code: 'CODE_INVALID', message: 'That code is wrong or has expired. Request a new code.' });
    const res = await agent.post('/api/email-verify').send({ code });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ authenticated: true, type: 'rider', proxyHost: false, user: { email, emailVerified: true } });
    expect((await agent.get('/api/rider/credit-redemptions')).status).toBe(200);
  });

  it('rejects a malformed code with 400 VALIDATION before calling identity', async () => {
    const agent = browser(stack.url);
    await register(agent);
    const res = await agent.post('/api/email-verify').send({ code: '12ab' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'VALIDATION', details: { code: { id: 'validation.code.format' } } });
  });

  it('sends a new code (202) with the link base and locale, and relays 429 CODE_TOO_SOON with Retry-After', async () => {
    const email = 'unverified@example.com';
    stack.identity.users.set('r-unv', { _id: 'r-unv', type: 'rider', email, deActivated: false, emailVerified: false });
    const agent = await signedIn(stack.url, email);
    const sent = await agent.set('Cookie', 'i18n_redirected=sv').post('/api/email-verify/send');
    expect(sent.status).toBe(202);
    expect(JSON.parse(identityCalls('/internal/users/r-unv/email-code').at(-1)!.body)).toEqual({ verifyUrlBase: `${PUBLIC_URL}/auth/email-verify`, locale: 'sv' });
    const mail = stack.identity.lastMail(email, 'verify')!;
    expect(mail).toMatchObject({ locale: 'sv', url: `${PUBLIC_URL}/auth/email-verify?code=${mail.code}` });
    const tooSoon = await agent.post('/api/email-verify/send');
    expect(tooSoon.status).toBe(429);
    expect(tooSoon.body).toMatchObject({ code: 'CODE_TOO_SOON', details: { seconds: expect.any(Number) } });
    expect(Number(tooSoon.headers['retry-after'])).toBe(tooSoon.body.details.seconds);
  });

  it('needs a session (401)', async () => {
    expect((await request(stack.url).post('/api/email-verify/send').set('Content-Type', 'application/json')).status).toBe(401);
    expect((await request(stack.url).post('/api/email-verify').send({ code: '123456' })).body.code).toBe('UNAUTHENTICATED');
  });
});

describe('forgotten password', () => {
  it('always answers 202, mails a reset link only for an account, and does not call identity with a bad e-mail', async () => {
    const known = await browser(stack.url).post('/api/forgot-password').send({ email: 'promoter@example.com', captchaToken: 'x' });
    const unknown = await browser(stack.url).post('/api/forgot-password').send({ email: 'nobody@example.com', captchaToken: 'x' });
    expect(known.status).toBe(202);
    expect(unknown.status).toBe(202);
    expect(unknown.text).toBe(known.text);
    const mail = stack.identity.lastMail('promoter@example.com', 'reset')!;
    expect(mail.url).toBe(`${PUBLIC_URL}/forgot-password-reset?token=${mail.token}`);
    expect(stack.identity.mails.some((m) => m.to === 'nobody@example.com')).toBe(false);
    // A forged Host or X-Forwarded-Host never reaches the link, so a reset token is never mailed pointing at an attacker's host.
    for (const [header, value] of [['Host', 'attacker.example'], ['X-Forwarded-Host', 'attacker.example']] as const) {
      expect((await browser(stack.url).set(header, value).post('/api/forgot-password').send({ email: 'promoter@example.com' })).status).toBe(202);
      expect(stack.identity.lastMail('promoter@example.com', 'reset')!.url).toMatch(new RegExp(`^${PUBLIC_URL.replace(/\./g, '\\.')}/forgot-password-reset\\?token=`));
    }
    const bad = await browser(stack.url).post('/api/forgot-password').send({ email: 'not-an-email' });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ code: 'VALIDATION', details: { email: { id: 'validation.email.invalid' } } });
  });

  it("passes the request's locale (cookie, else Accept-Language) so a user without one gets the mail in that language", async () => {
    // promoter@example.com has no stored locale (like dealers, admins and seeded users).
    const fr = await browser(stack.url).set('Cookie', 'i18n_redirected=fr').set('Accept-Language', 'de').post('/api/forgot-password').send({ email: 'promoter@example.com' });
    expect(fr.status).toBe(202);
    expect(JSON.parse(identityCalls('/internal/password-reset').at(-1)!.body)).toEqual({
      email: 'promoter@example.com',
      resetUrlBase: `${PUBLIC_URL}/forgot-password-reset`,
      locale: 'fr',
    });
    expect(stack.identity.lastMail('promoter@example.com', 'reset')!.locale).toBe('fr');
    await browser(stack.url).set('Accept-Language', 'es-ES,en;q=0.5').post('/api/forgot-password').send({ email: 'promoter@example.com' });
    expect(JSON.parse(identityCalls('/internal/password-reset').at(-1)!.body).locale).toBe('es');
    await browser(stack.url).post('/api/forgot-password').send({ email: 'promoter@example.com' });
    expect(JSON.parse(identityCalls('/internal/password-reset').at(-1)!.body).locale).toBe('en');
  });

  it('resets the password with the token (200, no session); the token is single use; old sessions end', async () => {
    const email = 'reset-me@example.com';
    stack.identity.users.set('r-reset', { _id: 'r-reset', type: 'rider', email, deActivated: false, emailVerified: true });
    const old = await signedIn(stack.url, email);
    await browser(stack.url).post('/api/forgot-password').send({ email });
    const token = stack.identity.lastMail(email, 'reset')!.token!;
    await new Promise((resolve) => setTimeout(resolve, 2));
    const agent = browser(stack.url);
    const res = await agent.post('/api/forgot-password-reset').send({ token, password: 'Brandnew123', confirmPassword: 'Brandnew123' });
    expect(res.status).toBe(200);
    expect(cookieValue(res.headers['set-cookie'], 'rr.sid')).toBeUndefined();
    expect((await agent.get('/api/session')).body).toEqual({ authenticated: false });
    const again = await agent.post('/api/forgot-password-reset').send({ token, password: 'Brandnew123', confirmPassword: 'Brandnew123' });
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ code: 'RESET_TOKEN_INVALID', message: 'This reset link is invalid or has expired. Ask for a new one.' });
    expect((await old.get('/api/session')).body).toMatchObject({ authenticated: false, problem: 'SESSION_ENDED' });
    expect((await browser(stack.url).post('/api/login').send({ email, password: 'Brandnew123' })).status).toBe(200);
  });

  it('refuses a missing token (RESET_TOKEN_INVALID) and bad passwords (VALIDATION)', async () => {
    expect((await browser(stack.url).post('/api/forgot-password-reset').send({ password: 'Password1', confirmPassword: 'Password1' })).body.code).toBe('RESET_TOKEN_INVALID');
    const res = await browser(stack.url).post('/api/forgot-password-reset').send({ token: 'abc', password: 'short', confirmPassword: 'short' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'VALIDATION', details: { password: { id: 'validation.password.minLength' } } });
  });
});

describe('account recovery', () => {
  const email = 'lost@example.com';

  it('always answers 202; the code opens a recovery session that may set a new password once', async () => {
    stack.identity.users.set('r-lost', { _id: 'r-lost', type: 'rider', email, deActivated: false, emailVerified: false });
    expect((await browser(stack.url).post('/api/account-recovery').send({ email: 'nobody@example.com' })).status).toBe(202);
    const agent = browser(stack.url);
    expect((await agent.post('/api/account-recovery').send({ email, captchaToken: 'x' })).status).toBe(202);
    const code = stack.identity.lastMail(email, 'recovery')!.code!;

    const wrong = await agent.post('/api/account-recovery/verify').send({ email, code: code === '999999' ? '888888' : '999999' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.code).toBe('CODE_INVALID');

    const verified = await agent.post('/api/account-recovery/verify').send({ email, code });
    expect(verified.status).toBe(200);
    expect(verified.body).toMatchObject({ authenticated: true, type: 'rider', proxyHost: false, recovery: true, user: { _id: 'r-lost', emailVerified: true } });
    const recoveryCookie = cookieValue(verified.headers['set-cookie'], 'rr.sid');
    expect((await agent.get('/api/session')).body).toMatchObject({ authenticated: true, recovery: true });

    const invalid = await agent.post('/api/password-lost-reset').send({ password: 'Found1234', confirmPassword: 'Found12345' });
    expect(invalid.body).toMatchObject({ code: 'VALIDATION', details: { confirmPassword: expect.any(Object) } });

    const reset = await agent.post('/api/password-lost-reset').send({ password: 'Found1234', confirmPassword: 'Found1234' });
    expect(reset.status).toBe(200);
    expect(reset.body).toMatchObject({ authenticated: true, type: 'rider', user: { _id: 'r-lost' } });
    expect(reset.body).not.toHaveProperty('recovery');
    expect(cookieValue(reset.headers['set-cookie'], 'rr.sid')).not.toBe(recoveryCookie);
    const sent = JSON.parse(stack.identity.seen.filter((r) => r.url === '/internal/users/r-lost/password').at(-1)!.body);
    expect(sent).toEqual({ password: 'Found1234', confirmPassword: 'Found1234' });

    // Still signed in after the change (authAt moved past sessionsValidAfter), without the mark.
    expect((await agent.get('/api/session')).body).toMatchObject({ authenticated: true, user: { _id: 'r-lost' } });
    expect((await agent.get('/api/session')).body).not.toHaveProperty('recovery');
    expect((await agent.get('/api/rider/credit-redemptions')).status).toBe(200);
    const twice = await agent.post('/api/password-lost-reset').send({ password: 'Again1234', confirmPassword: 'Again1234' });
    expect(twice.status).toBe(403);
    expect(twice.body).toEqual({ code: 'RECOVERY_REQUIRED', message: 'Your recovery session has expired. Start account recovery again.' });
    expect((await browser(stack.url).post('/api/login').send({ email, password: 'Found1234' })).status).toBe(200);
  });

  it("passes the request's locale (cookie, else Accept-Language) so a user without one gets the code in that language", async () => {
    stack.identity.users.set('d-lost', { _id: 'd-lost', type: 'dealer', email: 'lost-dealer@example.com', name: 'Lost Motors', deActivated: false, emailVerified: true });
    const fr = await browser(stack.url).set('Cookie', 'i18n_redirected=fr').set('Accept-Language', 'de').post('/api/account-recovery').send({ email: 'lost-dealer@example.com' });
    expect(fr.status).toBe(202);
    expect(JSON.parse(stack.identity.seen.filter((r) => r.url === '/internal/account-recovery').at(-1)!.body)).toEqual({ email: 'lost-dealer@example.com', locale: 'fr' });
    expect(stack.identity.lastMail('lost-dealer@example.com', 'recovery')!.locale).toBe('fr');
    await browser(stack.url).set('Accept-Language', 'nl').post('/api/account-recovery').send({ email: 'lost-dealer@example.com' });
    expect(JSON.parse(stack.identity.seen.filter((r) => r.url === '/internal/account-recovery').at(-1)!.body).locale).toBe('nl');
  });

  it('answers 403 RECOVERY_REQUIRED without a session, in a normal session and after the mark ran out', async () => {
    const body = { password: 'Found1234', confirmPassword: 'Found1234' };
    expect((await request(stack.url).post('/api/password-lost-reset').send(body)).body.code).toBe('RECOVERY_REQUIRED');
    const rider = await signedIn(stack.url, 'rider@example.com');
    expect((await rider.post('/api/password-lost-reset').send(body)).status).toBe(403);
    const now = Date.now();
    const expired = craftSessionCookie({ type: 'rider', userId: 'r1', createdAt: now - 20 * 60_000, authAt: now - 20 * 60_000, recoveryUntil: now - 5 * 60_000 });
    expect((await request(stack.url).get('/api/session').set('Cookie', expired)).body).not.toHaveProperty('recovery');
    const res = await request(stack.url).post('/api/password-lost-reset').set('Cookie', expired).send(body);
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('RECOVERY_REQUIRED');
  });

  it('validates e-mail and code before calling identity', async () => {
    const res = await browser(stack.url).post('/api/account-recovery/verify').send({ email: 'lost@example.com', code: 'abc' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'VALIDATION', details: { code: { id: 'validation.code.format' } } });
  });
});

describe('PUT /api/{role}/{role}/change-password', () => {
  it('changes the password (204), keeps this session with a new id, and ends the other sessions', async () => {
    stack.identity.users.set('d-pw', { _id: 'd-pw', type: 'dealer', email: 'dealer-pw@example.com', name: 'PW Motors', deActivated: false, emailVerified: true });
    const other = await signedIn(stack.url, 'dealer-pw@example.com');
    const agent = browser(stack.url);
    const login = await agent.post('/api/login').send({ email: 'dealer-pw@example.com', password: PASSWORD });
    await new Promise((resolve) => setTimeout(resolve, 2));
    const res = await agent.put('/api/dealer/dealer/change-password').send({ currentPassword: PASSWORD, password: 'Changed123', confirmPassword: 'Changed123' });
    expect(res.status).toBe(204);
    expect(cookieValue(res.headers['set-cookie'], 'rr.sid')).not.toBe(cookieValue(login.headers['set-cookie'], 'rr.sid'));
    const sent = JSON.parse(stack.identity.seen.filter((r) => r.url === '/internal/users/d-pw/password').at(-1)!.body);
    expect(sent).toEqual({ currentPassword: PASSWORD, password: 'Changed123', confirmPassword: 'Changed123' });
    expect((await agent.get('/api/dealer/credit-redemptions')).status).toBe(200);
    const ended = await other.get('/api/dealer/credit-redemptions');
    expect(ended.status).toBe(401);
    expect(ended.body.code).toBe('SESSION_ENDED');
  });

  it('relays a wrong current password (400 CURRENT_PASSWORD_WRONG) and validates the new one', async () => {
    const admin = await signedIn(stack.url, 'admin@example.com');
    const wrong = await admin.put('/api/admin/admin/change-password').send({ currentPassword: 'nope', password: 'Changed123', confirmPassword: 'Changed123' });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({ code: 'CURRENT_PASSWORD_WRONG', message: 'Your current password is not correct' });
    const invalid = await admin.put('/api/admin/admin/change-password').send({ password: 'has!special', confirmPassword: 'x' });
    expect(invalid.status).toBe(400);
    expect(Object.keys(invalid.body.details).sort()).toEqual(['confirmPassword', 'currentPassword', 'password']);
  });

  it("allows only the caller's own role: 403 for another role's path, 401 signed out", async () => {
    const rider = await signedIn(stack.url, 'rider@example.com');
    const res = await rider.put('/api/dealer/dealer/change-password').send({ currentPassword: PASSWORD, password: 'Changed123', confirmPassword: 'Changed123' });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('FORBIDDEN');
    expect((await request(stack.url).put('/api/rider/rider/change-password').send({})).status).toBe(401);
    // Promoters have no change-password (spec §6): the routing table refuses their path, it never reaches identity.
    const promoter = await signedIn(stack.url, 'promoter@example.com');
    const refused = await promoter.put('/api/promoter/promoter/change-password').send({});
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('FORBIDDEN');
  });
});

describe('PUT /api/account/locale', () => {
  it('stores the signed-in user’s language, answers the session with it, and sets the language cookie', async () => {
    stack.identity.users.set('r-lang', { _id: 'r-lang', type: 'rider', email: 'rider-lang@example.com', fullName: 'Lang Rider', deActivated: false, emailVerified: true, locale: 'en' });
    const agent = await signedIn(stack.url, 'rider-lang@example.com');
    const res = await agent.put('/api/account/locale').send({ locale: 'fr' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ authenticated: true, type: 'rider', proxyHost: false, user: { _id: 'r-lang', locale: 'fr' } });
    expect(cookieValue(res.headers['set-cookie'], 'i18n_redirected')).toBe('fr');
    expect(JSON.parse(stack.identity.seen.filter((r) => r.url === '/internal/users/r-lang/locale').at(-1)!.body)).toEqual({ locale: 'fr' });
    // The next session read carries it, on any browser: it is the account's.
    expect((await agent.get('/api/session')).body.user.locale).toBe('fr');
  });

  it('refuses a language that is not one of ours (400 VALIDATION, nothing stored) and a caller who is not signed in (401)', async () => {
    stack.identity.users.set('r-lang2', { _id: 'r-lang2', type: 'rider', email: 'rider-lang2@example.com', fullName: 'Lang Rider', deActivated: false, emailVerified: true, locale: 'de' });
    const agent = await signedIn(stack.url, 'rider-lang2@example.com');
    const before = stack.identity.seen.filter((r) => r.url === '/internal/users/r-lang2/locale').length;
    for (const locale of ['xx', '', 42]) {
      const res = await agent.put('/api/account/locale').send({ locale });
      expect(res.status, String(locale)).toBe(400);
      expect(res.body.code).toBe('VALIDATION');
      expect(res.body.details.locale.id).toMatch(/^validation\./);
    }
    expect(stack.identity.seen.filter((r) => r.url === '/internal/users/r-lang2/locale')).toHaveLength(before);
    expect(stack.identity.users.get('r-lang2')!.locale).toBe('de');
    expect((await request(stack.url).put('/api/account/locale').set('Content-Type', 'application/json').send({ locale: 'fr' })).status).toBe(401);
  });

  it('leaves an impersonated user’s language alone: staff change only their own cookie', async () => {
    stack.identity.users.set('r-lang3', { _id: 'r-lang3', type: 'rider', email: 'rider-lang3@example.com', fullName: 'Lang Rider', deActivated: false, emailVerified: true, locale: 'it' });
    const admin = await signedIn(stack.url, 'admin@example.com');
    expect((await admin.post('/api/admin/proxy/rider/r-lang3')).status).toBe(200);
    const res = await admin.put('/api/account/locale').send({ locale: 'sv' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ proxyHost: true, user: { _id: 'r-lang3', locale: 'it' } });
    expect(cookieValue(res.headers['set-cookie'], 'i18n_redirected')).toBe('sv');
    expect(stack.identity.seen.filter((r) => r.url === '/internal/users/r-lang3/locale')).toHaveLength(0);
    expect(stack.identity.users.get('r-lang3')!.locale).toBe('it');
  });
});
