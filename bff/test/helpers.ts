import { createHmac } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Koa from 'koa';
import { afterAll } from 'vitest';
import { IDENTITY_HEADER, type Identity, verifyIdentity } from '@rr/server-kit/identity-token';
import { type BffConfig, loadConfig } from '../src/config.js';

export const SECRET = 'test-identity-token-secret-0123456789abcdef';
export const SESSION_KEY = 'test-session-key-0123456789abcdef0123456789';
export const PASSWORD = 'Password1';

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
  const { url, close } = await listen(new Koa());
  await close();
  return url;
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
  [field: string]: unknown;
}

/**
 * A stand-in service: records every request (with its verified identity token) and answers `/api/*` with
 * `{ service, path }` unless `respond` says otherwise. Identity also implements the BFF's internal endpoints.
 */
export async function fakeService(name: string, users: Map<string, FakeUser> = new Map()) {
  const seen: SeenRequest[] = [];
  let respond: ((ctx: Koa.Context) => boolean) | undefined;
  const app = new Koa();
  app.use(async (ctx) => {
    const body = await readBody(ctx.req);
    const identity = await identityOf(ctx.req.headers);
    seen.push({ method: ctx.method, url: ctx.url, headers: ctx.req.headers, body, identity });
    if (ctx.path === '/healthz') {
      ctx.body = { status: 'ok' };
      return;
    }
    if (respond?.(ctx)) return;
    if (ctx.path.startsWith('/internal/')) {
      if (identity?.typ !== 'service') {
        ctx.status = 401;
        ctx.body = { message: 'service token required' };
        return;
      }
      if (ctx.method === 'POST' && ctx.path === '/internal/auth/login') {
        const { email, password } = JSON.parse(body) as { email: string; password: string };
        const user = [...users.values()].find((u) => u.email === email);
        if (!user || password !== PASSWORD) {
          ctx.status = 401;
          ctx.body = { message: 'No account with that email + password combination was found' };
        } else if (user.deActivated) {
          ctx.status = 403;
          ctx.body = { code: 'DEACTIVATED', message: 'Your account has been deactivated, please contact support' };
        } else {
          ctx.body = { user };
        }
        return;
      }
      const match = /^\/internal\/users\/([^/]+)$/.exec(ctx.path);
      if (ctx.method === 'GET' && match) {
        const user = users.get(decodeURIComponent(match[1] ?? ''));
        if (user) ctx.body = { user };
        else ctx.status = 404;
        return;
      }
    }
    ctx.body = { service: name, path: ctx.path };
  });
  const server = await listen(app);
  return {
    ...server,
    seen,
    users,
    /** Overrides answers; return true when handled. */
    setResponder(fn: ((ctx: Koa.Context) => boolean) | undefined) {
      respond = fn;
    },
    /** Requests other than health probes. */
    apiRequests: () => seen.filter((r) => r.url !== '/healthz'),
  };
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

/** A signed koa-session cookie pair carrying `data`, as a browser would send it (for crafted-session tests). */
export function craftSessionCookie(data: Record<string, unknown>, key = SESSION_KEY): string {
  const value = Buffer.from(JSON.stringify({ ...data, _expire: Date.now() + 3_600_000, _maxAge: 3_600_000 })).toString('base64');
  const sig = createHmac('sha1', key)
    .update(`rr.sid=${value}`)
    .digest('base64')
    .replace(/\/|\+|=/g, (x) => ({ '/': '_', '+': '-', '=': '' })[x] ?? '');
  return `rr.sid=${value}; rr.sid.sig=${sig}`;
}
