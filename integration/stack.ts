/**
 * The real stack in one test process: identity, events and payouts on throw-away databases (SQLite files, or
 * fresh MariaDB databases when TEST_MYSQL_URL is set), migrated and seeded with the demo programme, sharing one
 * in-process queue, and the BFF in front of them (Redis sessions when REDIS_URL is set). Everything listens on
 * ephemeral ports. Callers get supertest agents already signed in as the demo users and as a second ("foreign")
 * user of each type, so tests can ask "may this caller touch that object" through the BFF exactly as a browser.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll } from 'vitest';
import { InProcessQueue, createLogger, createTestDatabase, type RunningService, type TestDatabase } from '@rr/server-kit';
import { startIdentity } from '../services/identity/src/main.js';
import { startEvents } from '../services/events/src/main.js';
import { startPayouts } from '../services/payouts/src/main.js';
import { openIdentityDatabase } from '../services/identity/src/data-access/database.js';
import { createAdminAccount } from '../services/identity/src/data-access/accounts-repository.js';
import { hashSecret } from '../services/identity/src/domain/secrets.js';
import { loadConfig } from '../bff/src/config.js';
import { startBff, type RunningBff } from '../bff/src/main.js';
import type { Role } from '../bff/src/routing.js';
import { DEMO, FOREIGN } from './authorization-policy.js';

export type Agent = ReturnType<typeof request.agent>;
export type Caller = 'anonymous' | Role;
export const CALLERS: readonly Caller[] = ['anonymous', 'rider', 'dealer', 'promoter', 'admin'];

export const PASSWORD = 'Password1';
export { DEMO, FOREIGN };
/** The identity-token secret the stack's BFF and services share (tests may forge tokens with it). */
export const STACK_IDENTITY_SECRET = 'stack-test-identity-secret-0123456789abcdef';
const SECRET = STACK_IDENTITY_SECRET;
const SESSION_KEY = 'stack-test-session-key-0123456789abcdef0123';

export interface Stack {
  /** The BFF's base URL. */
  url: string;
  /** Whether the databases are MariaDB/MySQL (TEST_MYSQL_URL) rather than SQLite. */
  mysql: boolean;
  /** Whether the BFF keeps sessions in Redis (REDIS_URL). */
  redis: boolean;
  /** A shared agent signed in as the demo user of that type (anonymous: no session). Reuse it; never log it out. */
  agent(caller: Caller): Agent;
  /** A shared agent signed in as the foreign user of that type. */
  foreignAgent(role: Role): Agent;
  /**
   * An agent with a session of its own (anonymous: none), for calls that change or end the session: a recycled one
   * when available, else a new login.
   */
  freshAgent(caller: Caller): Promise<Agent>;
  /** Hands back an agent signed in as the demo user of `role`, for a later `freshAgent` (logins are slow: argon2). */
  recycle(role: Role, agent: Agent): void;
  /** A `Cookie` header value for a session of the demo user (for raw HTTP requests); one login per role. */
  sessionCookie(caller: Role): Promise<string>;
  /** Signs `agent` in (POST /api/login); throws unless the BFF answers 200. */
  login(agent: Agent, email: string, password?: string): Promise<void>;
  close(): Promise<void>;
}

/** The second administrator (the seed has one): the "foreign" admin of `PUT /api/admin/admin/{adminId}`. */
async function addSecondAdmin(databaseUrl: string): Promise<void> {
  const db = openIdentityDatabase(databaseUrl);
  try {
    await createAdminAccount(
      db,
      { id: FOREIGN.admin.id, email: FOREIGN.admin.email, passwordHash: await hashSecret(PASSWORD), emailVerified: true, phone: '8005550199' },
      { firstName: 'Second', lastName: 'Admin' },
    );
  } finally {
    await db.sequelize.close();
  }
}

export async function startStack(): Promise<Stack> {
  const scratch = mkdtempSync(join(tmpdir(), 'rr-stack-'));
  const queue = new InProcessQueue({ logger: createLogger('stack-queue', 'silent') });
  const databases: TestDatabase[] = [];
  const services: RunningService[] = [];
  let bff: RunningBff | undefined;
  // Stop taking requests, stop deliveries (waiting for those under way), then the services, then their databases.
  const close = async () => {
    await bff?.close().catch(() => undefined);
    await queue.close();
    for (const service of services.splice(0).reverse()) await service.close().catch(() => undefined);
    for (const database of databases.splice(0)) await database.drop().catch(() => undefined);
    rmSync(scratch, { recursive: true, force: true });
  };
  const ports: Record<string, number> = {};
  try {
    const env = (name: string, database: TestDatabase): NodeJS.ProcessEnv => ({
      ...process.env,
      [`DATABASE_URL_${name.toUpperCase()}`]: database.url,
      IDENTITY_TOKEN_SECRET: SECRET,
      LOG_LEVEL: 'silent',
      // Identity writes mail as files here (no SMTP relay).
      SMTP_URL: '',
      MAIL_DIR: join(scratch, 'mail'),
      // Identity keeps riders' files here (local disk storage).
      FILE_DIR: join(scratch, 'files'),
      // The events service asks identity for riders when it matches result lines (identity starts first).
      ...(ports.identity ? { IDENTITY_URL: `http://127.0.0.1:${ports.identity}` } : {}),
    });
    const starters = { identity: startIdentity, events: startEvents, payouts: startPayouts } as const;
    for (const [name, start] of Object.entries(starters)) {
      const database = await createTestDatabase(`authz_${name}`);
      databases.push(database);
      const service = await start({ queue, seed: true, demoActivity: false, port: 0, env: env(name, database) });
      services.push(service);
      ports[name] = service.port;
      if (name === 'identity') await addSecondAdmin(database.url);
    }

    const config = loadConfig({
      NODE_ENV: 'test',
      PORT: '0',
      IDENTITY_URL: `http://127.0.0.1:${ports.identity}`,
      EVENTS_URL: `http://127.0.0.1:${ports.events}`,
      PAYOUTS_URL: `http://127.0.0.1:${ports.payouts}`,
      SESSION_KEYS: SESSION_KEY,
      IDENTITY_TOKEN_SECRET: SECRET,
      LOG_LEVEL: 'silent',
      STATIC_DIR: scratch,
      REMOTES_DIR: scratch,
      ...(process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL } : {}),
    });
    // Real services on a busy test machine (parallel workers, argon2): timeouts far above what a healthy call takes,
    // so these tests judge answers, not the machine's load. Timeouts themselves: failure-isolation.test.ts.
    config.breaker = { ...config.breaker, windowMs: 120_000, timeouts: { read: 30_000, write: 30_000, upload: 30_000, session: 30_000, hashing: 60_000 } };
    bff = await startBff(config, { queue });
    const url = `http://127.0.0.1:${bff.port}`;

    // A sign-in that finds identity's hashing queue full answers 503 LOGIN_BUSY with Retry-After (secrets.ts): on a
    // machine busy with other test workers that happens, and the harness does what the sign-in page does, waits and
    // tries again.
    const login = async (agent: Agent, email: string, password = PASSWORD) => {
      for (let attempt = 1; ; attempt += 1) {
        const res = await agent.post('/api/login').send({ email, password });
        if (res.status === 200) return;
        if (res.status !== 503 || res.body?.code !== 'LOGIN_BUSY' || attempt === 10) {
          throw new Error(`login as ${email} answered ${res.status}: ${JSON.stringify(res.body)}`);
        }
        await new Promise((resolve) => setTimeout(resolve, Number(res.headers['retry-after'] ?? 2) * 1000));
      }
    };
    // Password checks are argon2 (hundreds of ms on a busy machine): at most two logins at a time, so none times out.
    let running = 0;
    const waiting: Array<() => void> = [];
    const signedIn = async (email: string) => {
      if (running >= 2) await new Promise<void>((resolve) => waiting.push(resolve));
      running += 1;
      try {
        const agent = request.agent(url);
        await login(agent, email);
        return agent;
      } finally {
        running -= 1;
        waiting.shift()?.();
      }
    };
    const pool = new Map<Role, Agent[]>();
    const cookies = new Map<Role, string>();

    const roles = Object.keys(DEMO) as Role[];
    const own = new Map<Caller, Agent>([['anonymous', request.agent(url)]]);
    const foreign = new Map<Role, Agent>();
    await Promise.all(
      roles.flatMap((role) => [
        signedIn(DEMO[role].email).then((agent) => own.set(role, agent)),
        signedIn(FOREIGN[role].email).then((agent) => foreign.set(role, agent)),
      ]),
    );
    // Let the seed's messages (wallets opened for the seeded riders) land before anyone looks.
    await queue.drain();

    return {
      url,
      mysql: Boolean(process.env.TEST_MYSQL_URL),
      redis: Boolean(process.env.REDIS_URL),
      agent: (caller) => own.get(caller)!,
      foreignAgent: (role) => foreign.get(role)!,
      freshAgent: async (caller) => {
        if (caller === 'anonymous') return request.agent(url);
        return pool.get(caller)?.pop() ?? signedIn(DEMO[caller].email);
      },
      recycle: (role, agent) => void pool.set(role, [...(pool.get(role) ?? []), agent]),
      login,
      sessionCookie: async (caller) => {
        const cached = cookies.get(caller);
        if (cached) return cached;
        const res = await request(url).post('/api/login').send({ email: DEMO[caller].email, password: PASSWORD });
        if (res.status !== 200) throw new Error(`login as ${caller} answered ${res.status}`);
        const setCookie = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
        const cookie = setCookie.map((line) => line.split(';')[0]).join('; ');
        cookies.set(caller, cookie);
        return cookie;
      },
      close,
    };
  } catch (err) {
    await close();
    throw err;
  }
}

/** The stack for one test file: started before its tests, closed after them; the object holds it once it has started. */
export function stackForFile(): Stack {
  const stack = {} as Stack;
  beforeAll(async () => void Object.assign(stack, await startStack()), 120_000);
  afterAll(async () => stack.close?.());
  return stack;
}
