import type { IncomingHttpHeaders } from 'node:http';
import Koa from 'koa';
import { IDENTITY_HEADER, type Identity, verifyIdentity } from '@rr/server-kit/identity-token';
import { PASSWORD, SECRET } from './constants.js';
import { type FakeMail, type FakeUser, fakeIdentityEndpoints } from './fake-identity.js';
import { listen } from './listen.js';

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

/**
 * A stand-in service: records every request (with its verified identity token) and answers `/api/*` with
 * `{ service, path }` unless `respond` says otherwise. Identity also implements the BFF's internal endpoints
 * (fake-identity.ts).
 */
export async function fakeService(name: string, users: Map<string, FakeUser> = new Map()) {
  const seen: SeenRequest[] = [];
  const { mails, audit, handle: internal, setPassword } = fakeIdentityEndpoints(users);
  let respond: ((ctx: Koa.Context) => boolean | Promise<boolean>) | undefined;

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
