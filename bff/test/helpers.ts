import { createHmac, randomBytes, randomInt } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Koa from 'koa';
import { afterAll } from 'vitest';
import { IDENTITY_HEADER, type Identity, verifyIdentity } from '@rr/server-kit/identity-token';
import { localeChoiceSchema, newPasswordSchema, registrationSchema } from '@rr/contracts';
import { toServerError } from '@rr/contracts/server';
import request from 'supertest';
import { type BffApp, createBff } from '../src/app.js';
import { type BffConfig, loadConfig } from '../src/config.js';
import { type LogLine, memoryDestination } from '@rr/server-kit/logger';
import { type Logger, createLogger } from '../src/log.js';

export const SECRET = 'test-identity-token-secret-0123456789abcdef';
export const SESSION_KEY = 'test-session-key-0123456789abcdef0123456789';
export const PASSWORD = 'Password1';
/** The tests' PUBLIC_URL: mailed links must use it and nothing from the request. */
export const PUBLIC_URL = 'https://rewards.example.test';

export interface Listening {
  url: string;
  close(): Promise<void>;
}

export async function listen(app: Koa): Promise<Listening & { server: Server }> {
  const server = createServer(app.callback());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    server,
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A port with nothing listening on it. */
export async function deadUrl(): Promise<string> {
  // Port 2: privileged (no test server can take it: they listen on ephemeral ports), nothing listens on it, and
  // fetch does not block it as a "bad port" (1 would be). A port freed by closing a server of our own could be taken
  // a moment later by another test file's server (the payouts tests start fake providers), and the "dead" service
  // would answer.
  return 'http://127.0.0.1:2';
}

export interface SeenRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
  identity: Identity | null;
}

async function readBody(req: Koa.Context['req']): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

async function identityOf(headers: IncomingHttpHeaders): Promise<Identity | null> {
  const token = headers[IDENTITY_HEADER];
  if (typeof token !== 'string') return null;
  try {
    return await verifyIdentity(token, SECRET);
  } catch {
    return null;
  }
}

export interface FakeUser {
  _id: string;
  type: 'rider' | 'dealer' | 'promoter' | 'admin';
  email: string;
  deActivated: boolean;
  emailVerified: boolean;
  /** Kept by the fake only (never answered); PASSWORD when unset. */
  password?: string;
  /** Kept by the fake only; answered beside the user by GET /internal/users/:id. */
  sessionsValidAfter?: number | null;
  [field: string]: unknown;
}

/** A mail the fake identity "sent". */
export interface FakeMail {
  to: string;
  kind: 'verify' | 'reset' | 'recovery' | 'unlock';
  code?: string;
  token?: string;
  url?: string;
  locale?: string;
}

interface FakeCode {
  code: string;
  expiresAt: number;
  sentAt: number;
  wrong: number;
}

const CODE_TTL_MS = 15 * 60_000;
const CODE_RESEND_MS = 60_000;

/** The user as identity answers it: without what identity keeps to itself. */
function publicUser(user: FakeUser): Record<string, unknown> {
  const { password: _password, sessionsValidAfter: _validAfter, ...rest } = user;
  return rest;
}

/**
 * A stand-in service: records every request (with its verified identity token) and answers `/api/*` with
 * `{ service, path }` unless `respond` says otherwise. Identity also implements the BFF's internal endpoints of
 * docs/accounts.md (codes, reset tokens, sessionsValidAfter, audit capture, mails) the way the real one does.
 */
export async function fakeService(name: string, users: Map<string, FakeUser> = new Map()) {
  const seen: SeenRequest[] = [];
  const mails: FakeMail[] = [];
  const audit: Array<Record<string, unknown>> = [];
  /** `${purpose}:${userId}` → the current one-time code. */
  const codes = new Map<string, FakeCode>();
  /** reset token → user id and expiry. */
  const resetTokens = new Map<string, { userId: string; expiresAt: number }>();
  /** unlock token → user id (one use), like identity's unlock links. */
  const unlockTokens = new Map<string, string>();
  let respond: ((ctx: Koa.Context) => boolean | Promise<boolean>) | undefined;
  let registered = 0;

  const byEmail = (email: unknown) =>
    typeof email === 'string' ? [...users.values()].find((u) => u.email.toLowerCase() === email.trim().toLowerCase()) : undefined;
  const fail = (ctx: Koa.Context, status: number, code: string, message: string, details?: unknown) => {
    ctx.status = status;
    ctx.body = { message, code, ...(details !== undefined ? { details } : {}) };
  };
  const issueCode = (purpose: 'verify' | 'recovery', user: FakeUser): FakeCode => {
    const entry = { code: String(randomInt(0, 1_000_000)).padStart(6, '0'), expiresAt: Date.now() + CODE_TTL_MS, sentAt: Date.now(), wrong: 0 };
    codes.set(`${purpose}:${user._id}`, entry);
    return entry;
  };
  /** One-time code check: single use, 5 wrong tries burn it. */
  const useCode = (purpose: 'verify' | 'recovery', user: FakeUser, code: unknown): boolean => {
    const key = `${purpose}:${user._id}`;
    const entry = codes.get(key);
    if (!entry || entry.expiresAt < Date.now()) return false;
    if (entry.code !== code) {
      entry.wrong += 1;
      if (entry.wrong >= 5) codes.delete(key);
      return false;
    }
    codes.delete(key);
    return true;
  };
  /** Like identity's mailLocale: the user's stored locale, else the request's, else English. */
  const mailLocale = (user: FakeUser, requested: unknown): string =>
    typeof user.locale === 'string' ? user.locale : typeof requested === 'string' ? requested : 'en';
  const setPassword = (user: FakeUser, password: string) => {
    user.password = password;
    user.sessionsValidAfter = Date.now();
    for (const [token, entry] of resetTokens) if (entry.userId === user._id) resetTokens.delete(token);
  };

  function internal(ctx: Koa.Context, raw: string): boolean {
    const body = (raw ? JSON.parse(raw) : {}) as Record<string, unknown>;
    const route = `${ctx.method} ${ctx.path.replace(/^\/internal\/users\/[^/]+/, '/internal/users/:id')}`;
    const userMatch = /^\/internal\/users\/([^/]+)/.exec(ctx.path);
    const pathUser = userMatch ? users.get(decodeURIComponent(userMatch[1] ?? '')) : undefined;
    if (userMatch && !pathUser) {
      fail(ctx, 404, 'NOT_FOUND', 'Not found');
      return true;
    }
    switch (route) {
      case 'POST /internal/auth/login': {
        const user = byEmail(body.email);
        if (!user || body.password !== (user.password ?? PASSWORD)) fail(ctx, 401, 'LOGIN_FAILED', 'No account with that email + password combination was found');
        else if (user.deActivated) fail(ctx, 403, 'DEACTIVATED', 'Your account has been deactivated, please contact support');
        else ctx.body = { user: publicUser(user) };
        return true;
      }
      case 'GET /internal/users/:id':
        ctx.body = { user: publicUser(pathUser!), sessionsValidAfter: pathUser!.sessionsValidAfter ?? null };
        return true;
      case 'POST /internal/auth/register': {
        const result = registrationSchema.safeParse(body);
        if (!result.success) {
          const error = toServerError(result.error);
          ctx.status = 400;
          ctx.body = error;
          return true;
        }
        if (byEmail(body.email)) {
          fail(ctx, 409, 'EMAIL_TAKEN', 'An account with this email already exists. Log in or recover your account.');
          return true;
        }
        const vin = String(body.vin).toUpperCase();
        if ([...users.values()].some((u) => Array.isArray(u.bikes) && u.bikes.some((b: { vin?: string }) => b.vin === vin))) {
          fail(ctx, 409, 'VIN_TAKEN', 'That VIN is already registered', { vin: { id: 'error.VIN_TAKEN', message: 'That VIN is already registered' } });
          return true;
        }
        registered += 1;
        const user: FakeUser = {
          _id: `reg${registered}-${randomBytes(3).toString('hex')}`,
          type: 'rider',
          email: String(body.email).trim().toLowerCase(),
          fullName: `${String(body.firstName)} ${String(body.lastName)}`,
          deActivated: false,
          emailVerified: false,
          hasPin: false,
          pro: body.pro === true,
          locale: body.locale,
          bikes: [{ _id: `b${registered}`, year: Number(body.bikeYear), make: body.bikeMake, model: body.bikeModel, vin, valid: 'unverified' }],
          password: String(body.password),
          sessionsValidAfter: null,
        };
        users.set(user._id, user);
        const code = issueCode('verify', user);
        mails.push({ to: user.email, kind: 'verify', code: code.code, url: `${String(body.verifyUrlBase)}?code=${code.code}`, locale: String(body.locale) });
        ctx.status = 201;
        ctx.body = { user: publicUser(user) };
        return true;
      }
      case 'POST /internal/users/:id/email-code': {
        const previous = codes.get(`verify:${pathUser!._id}`);
        const wait = previous ? previous.sentAt + CODE_RESEND_MS - Date.now() : 0;
        if (wait > 0) {
          const seconds = Math.ceil(wait / 1000);
          fail(ctx, 429, 'CODE_TOO_SOON', `A code was sent a moment ago. Please wait ${seconds} seconds before asking for another.`, { seconds });
          return true;
        }
        const code = issueCode('verify', pathUser!);
        mails.push({ to: pathUser!.email, kind: 'verify', code: code.code, url: `${String(body.verifyUrlBase)}?code=${code.code}`, locale: String(body.locale) });
        ctx.status = 202;
        return true;
      }
      case 'POST /internal/users/:id/verify-email':
        if (!useCode('verify', pathUser!, body.code)) fail(ctx, 400, 'CODE_INVALID', 'That code is wrong or has expired. Request a new code.');
        else {
          pathUser!.emailVerified = true;
          ctx.body = { user: publicUser(pathUser!) };
        }
        return true;
      case 'POST /internal/auth/unlock-link': {
        const user = byEmail(body.email);
        if (user && !user.deActivated) {
          const token = randomBytes(32).toString('base64url');
          unlockTokens.set(token, user._id);
          mails.push({ to: user.email, kind: 'unlock', token, url: `${String(body.unlockUrlBase)}?token=${token}`, locale: mailLocale(user, body.locale) });
        }
        ctx.status = 204;
        return true;
      }
      case 'POST /internal/auth/unlock': {
        const userId = typeof body.token === 'string' ? unlockTokens.get(body.token) : undefined;
        const user = userId ? users.get(userId) : undefined;
        if (!user) fail(ctx, 400, 'UNLOCK_LINK_INVALID', 'This unlock link is invalid or has expired. Try to sign in again to get a new one.');
        else {
          unlockTokens.delete(String(body.token));
          ctx.body = { email: user.email };
        }
        return true;
      }
      case 'POST /internal/password-reset': {
        const user = byEmail(body.email);
        if (user && !user.deActivated) {
          const token = randomBytes(32).toString('base64url');
          resetTokens.set(token, { userId: user._id, expiresAt: Date.now() + 60 * 60_000 });
          mails.push({ to: user.email, kind: 'reset', token, url: `${String(body.resetUrlBase)}?token=${token}`, locale: mailLocale(user, body.locale) });
        }
        ctx.status = 202;
        return true;
      }
      case 'POST /internal/password-reset/complete': {
        const result = newPasswordSchema.safeParse(body);
        if (!result.success) {
          ctx.status = 400;
          ctx.body = toServerError(result.error);
          return true;
        }
        const entry = typeof body.token === 'string' ? resetTokens.get(body.token) : undefined;
        const user = entry && entry.expiresAt > Date.now() ? users.get(entry.userId) : undefined;
        if (!user) {
          fail(ctx, 400, 'RESET_TOKEN_INVALID', 'This reset link is invalid or has expired. Ask for a new one.');
          return true;
        }
        setPassword(user, String(body.password));
        ctx.body = { user: publicUser(user) };
        return true;
      }
      case 'POST /internal/account-recovery': {
        const user = byEmail(body.email);
        if (user && !user.deActivated) {
          const code = issueCode('recovery', user);
          mails.push({ to: user.email, kind: 'recovery', code: code.code, locale: mailLocale(user, body.locale) });
        }
        ctx.status = 202;
        return true;
      }
      case 'POST /internal/account-recovery/verify': {
        const user = byEmail(body.email);
        if (!user || !useCode('recovery', user, body.code)) {
          fail(ctx, 400, 'CODE_INVALID', 'That code is wrong or has expired. Request a new code.');
          return true;
        }
        user.emailVerified = true; // reading the mail proved the address
        ctx.body = { user: publicUser(user) };
        return true;
      }
      case 'PUT /internal/users/:id/password': {
        const result = newPasswordSchema.safeParse(body);
        if (!result.success) {
          ctx.status = 400;
          ctx.body = toServerError(result.error);
          return true;
        }
        if (body.currentPassword !== undefined && body.currentPassword !== (pathUser!.password ?? PASSWORD)) {
          fail(ctx, 400, 'CURRENT_PASSWORD_WRONG', 'Your current password is not correct');
          return true;
        }
        setPassword(pathUser!, String(body.password));
        ctx.body = { user: publicUser(pathUser!) };
        return true;
      }
      case 'PUT /internal/users/:id/locale': {
        const result = localeChoiceSchema.safeParse(body);
        if (!result.success) {
          ctx.status = 400;
          ctx.body = toServerError(result.error);
          return true;
        }
        pathUser!.locale = result.data.locale;
        ctx.body = { user: publicUser(pathUser!), sessionsValidAfter: pathUser!.sessionsValidAfter ?? null };
        return true;
      }
      case 'POST /internal/audit':
        audit.push(body);
        ctx.status = 201;
        ctx.body = {};
        return true;
      default:
        return false;
    }
  }

  const app = new Koa();
  app.use(async (ctx) => {
    const body = await readBody(ctx.req);
    const identity = await identityOf(ctx.req.headers);
    seen.push({ method: ctx.method, url: ctx.url, headers: ctx.req.headers, body, identity });
    if (ctx.path === '/healthz') {
      ctx.body = { status: 'ok' };
      return;
    }
    if (await respond?.(ctx)) return;
    if (ctx.path.startsWith('/internal/')) {
      if (identity?.typ !== 'service') {
        ctx.status = 401;
        ctx.body = { message: 'service token required' };
        return;
      }
      if (internal(ctx, body)) return;
    }
    ctx.body = { service: name, path: ctx.path };
  });
  const server = await listen(app);
  return {
    ...server,
    seen,
    users,
    /** Mails "sent" (codes, reset links), oldest first. */
    mails,
    /** Entries recorded through POST /internal/audit, oldest first. */
    audit,
    /** Overrides answers; return (or resolve to) true when handled. A promise that never settles freezes the call. */
    setResponder(fn: ((ctx: Koa.Context) => boolean | Promise<boolean>) | undefined) {
      respond = fn;
    },
    /** Requests other than health probes. */
    apiRequests: () => seen.filter((r) => r.url !== '/healthz'),
    /** What an administrator's deactivation does in identity: the flag, and the user's sessions end. */
    deactivate(userId: string) {
      const user = users.get(userId)!;
      user.deActivated = true;
      user.sessionsValidAfter = Date.now();
    },
    /** A password change made elsewhere (another browser, a reset link). */
    changePasswordElsewhere(userId: string, password = PASSWORD) {
      setPassword(users.get(userId)!, password);
    },
    /** The last mail sent to `email`. */
    lastMail(email: string, kind?: FakeMail['kind']) {
      return mails.filter((m) => m.to === email && (!kind || m.kind === kind)).at(-1);
    },
  };
}

export type FakeService = Awaited<ReturnType<typeof fakeService>>;

/** A stand-in for reCAPTCHA's siteverify: accepts the token 'human' for the secret 'captcha-secret'. */
export async function fakeCaptchaVerifier() {
  const seen: Array<Record<string, string>> = [];
  const app = new Koa();
  app.use(async (ctx) => {
    const form = Object.fromEntries(new URLSearchParams(await readBody(ctx.req)));
    seen.push({ ...form, contentType: ctx.get('content-type'), method: ctx.method });
    const success = form.secret === 'captcha-secret' && form.response === 'human';
    ctx.body = success ? { success: true, hostname: 'localhost' } : { success: false, 'error-codes': ['invalid-input-response'] };
  });
  const server = await listen(app);
  return { ...server, seen };
}

export function makeUsers(suffix = ''): Map<string, FakeUser> {
  const list: FakeUser[] = [
    { _id: `r1${suffix}`, type: 'rider', email: `rider${suffix}@example.com`, fullName: 'Rita Rider', deActivated: false, emailVerified: true, bikes: [] },
    { _id: `a1${suffix}`, type: 'admin', email: `admin${suffix}@example.com`, firstName: 'Ada', lastName: 'Admin', deActivated: false, emailVerified: true },
    { _id: `d1${suffix}`, type: 'dealer', email: `gone${suffix}@example.com`, name: 'Gone Motors', deActivated: true, emailVerified: true },
    { _id: `p1${suffix}`, type: 'promoter', email: `promoter${suffix}@example.com`, name: 'Pat Promotions', deActivated: false, emailVerified: true },
  ];
  return new Map(list.map((u) => [u._id, u]));
}

const tempDirs: string[] = [];
function tempDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  tempDirs.push(dir);
  return dir;
}
// Every test file that imports these helpers removes the directories it made.
afterAll(() => {
  for (const dir of tempDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

export function testConfig(overrides: Partial<BffConfig> = {}): BffConfig {
  const base = loadConfig({ SESSION_KEYS: SESSION_KEY, IDENTITY_TOKEN_SECRET: SECRET, LOG_LEVEL: 'silent' });
  return {
    ...base,
    // As behind one ingress: tests give each client its own address with X-Forwarded-For (nextAddress).
    trustedProxyHops: 1,
    publicUrl: PUBLIC_URL,
    staticDir: tempDir('bff-shell-'),
    remotesDir: tempDir('bff-remotes-'),
    ...overrides,
  };
}

/** Cookie `name`'s value from a response's set-cookie headers. */
export function cookieValue(setCookie: string[] | string | undefined, name: string): string | undefined {
  const list = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  for (const line of list) {
    const [pair] = line.split(';');
    const eq = pair?.indexOf('=') ?? -1;
    if (pair && eq > 0 && pair.slice(0, eq) === name) return pair.slice(eq + 1);
  }
  return undefined;
}

export function cookieLine(setCookie: string[] | string | undefined, name: string): string | undefined {
  const list = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  return list.find((line) => line.startsWith(`${name}=`));
}

/**
 * A signed koa-session cookie pair carrying `data`, as a browser would send it (for crafted-session tests).
 * `expire` is koa-session's idle expiry (ms since epoch; default an hour ahead).
 */
export function craftSessionCookie(data: Record<string, unknown>, key = SESSION_KEY, expire = Date.now() + 3_600_000): string {
  const value = Buffer.from(JSON.stringify({ ...data, _expire: expire, _maxAge: 3_600_000 })).toString('base64');
  const sig = createHmac('sha1', key)
    .update(`rr.sid=${value}`)
    .digest('base64')
    .replace(/\/|\+|=/g, (x) => ({ '/': '_', '+': '-', '=': '' })[x] ?? '');
  return `rr.sid=${value}; rr.sid.sig=${sig}`;
}

/**
 * A BFF in front of fake identity, events and payouts services; `prepare` sees its configuration before it starts
 * (to write the files it serves).
 */
export async function bffWithFakes(overrides: Partial<BffConfig> = {}, options: { users?: Map<string, FakeUser>; logger?: Logger; prepare?: (config: BffConfig) => void } = {}) {
  const identity = await fakeService('identity', options.users ?? makeUsers());
  const events = await fakeService('events');
  const payouts = await fakeService('payouts');
  const config = testConfig({ upstreams: { identity: identity.url, events: events.url, payouts: payouts.url }, ...overrides });
  options.prepare?.(config);
  const bff: BffApp = createBff(config, {
    ...(options.logger ? { logger: options.logger } : {}),
  });
  const server = await listen(bff);
  return {
    identity,
    events,
    payouts,
    bff,
    config,
    url: server.url,
    async close() {
      await server.close();
      await bff.dispose();
      await Promise.all([identity.close(), events.close(), payouts.close()]);
    },
  };
}

let addresses = 0;
const ADDRESS_BASE = `2001:db8:${randomBytes(2).toString('hex')}:${randomBytes(2).toString('hex')}`;
/**
 * A source address of its own (the BFF reads the last X-Forwarded-For entry), so throttling counters do not meet,
 * not within a run and not with an earlier run's counters still in Redis (random documentation-prefix IPv6).
 */
export function nextAddress(): string {
  addresses += 1;
  return `${ADDRESS_BASE}::${addresses.toString(16)}`;
}

export type Agent = ReturnType<typeof request.agent>;

/** A browser (cookie jar) with its own source address. */
/**
 * A browser-like client with its own address. State-changing calls declare JSON, as the app's api-client always does
 * (the request guard refuses anything else): `.send(body)` keeps it, a call without a body still says JSON.
 */
export function browser(url: string, address = nextAddress()): Agent {
  return request.agent(url).set('X-Forwarded-For', address).set('Content-Type', 'application/json');
}

/** A browser signed in as `email`. */
export async function signedIn(url: string, email: string, password = PASSWORD): Promise<Agent> {
  const agent = browser(url);
  const res = await agent.post('/api/login').send({ email, password });
  if (res.status !== 200) throw new Error(`login as ${email} answered ${res.status} ${JSON.stringify(res.body)}`);
  return agent;
}

const VIN_CHARS = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789';
export const randomVin = () => Array.from({ length: 17 }, () => VIN_CHARS[randomInt(0, VIN_CHARS.length)]).join('');

/** A registration body that passes registrationSchema (US address), with a fresh e-mail and VIN. */
export function registration(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const id = randomBytes(4).toString('hex');
  return {
    firstName: 'Rory',
    lastName: 'Racer',
    email: `rory-${id}@example.com`,
    password: 'Password1',
    confirmPassword: 'Password1',
    phone1: '5125550123',
    dateOfBirth: '2001-04-12',
    sex: 'female',
    pro: false,
    racingType: 'motocross',
    country: 'US',
    addressLine1: '1 Main Street',
    city: 'Austin',
    state: 'TX',
    zipcode: '73301',
    bikeYear: 2024,
    bikeMake: 'Moto',
    bikeModel: 'MX 450',
    vin: randomVin(),
    riderConfirmed: true,
    captchaToken: 'human',
    ...overrides,
  };
}

/** A logger (the real one, at debug) that keeps every line it writes. */
export function memoryLogger(): { logger: Logger; lines: LogLine[] } {
  const destination = memoryDestination();
  return { logger: createLogger('bff', 'debug', destination), lines: destination.lines };
}

/** Waits until `probe` returns a value (audit entries are written after the response). */
export async function eventually<T>(probe: () => T | undefined, timeoutMs = 3000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = probe();
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
