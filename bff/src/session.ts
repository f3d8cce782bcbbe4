import type Koa from 'koa';
import createSession from 'koa-session';
import type { Redis } from 'ioredis';
import type { Role } from './routing.js';
import { isRole } from './routing.js';

/** What the BFF keeps in a session. Only ids: /api/session always reads the user fresh from identity. */
export interface SessionData {
  /** The signed-in user's type (while impersonating: the impersonated user's type). */
  type?: Role;
  /** The signed-in (or impersonated) user's id. */
  userId?: string;
  /** Login time in ms since epoch; drives the absolute timeout. */
  createdAt?: number;
  /** While impersonating: the administrator's id. */
  adminId?: string;
}

/** The koa-session object as the BFF uses it. */
export type SessionHandle = SessionData & {
  readonly isNew: boolean;
  /** Gives the session a new id (store) / new cookie, destroying the old one. */
  regenerate(): Promise<void>;
};

/** A complete signed-in session. */
export interface ActiveSession {
  type: Role;
  userId: string;
  createdAt: number;
  adminId: string | undefined;
}

export const SESSION_COOKIE = 'rr.sid';
const SESSION_PREFIX = 'rr:sess:';
const USER_INDEX_PREFIX = 'rr:user-sessions:';

export function getSession(ctx: Koa.Context): SessionHandle | null {
  return (ctx as unknown as { session: SessionHandle | null }).session;
}

export function clearSession(ctx: Koa.Context): void {
  (ctx as unknown as { session: SessionHandle | null }).session = null;
}

/** Replaces the session contents and rotates its id (login, impersonation start/stop). */
export async function startSession(ctx: Koa.Context, data: SessionData): Promise<void> {
  let session = getSession(ctx);
  if (!session) {
    // The session was cleared earlier in this request (e.g. timed out): begin a fresh one.
    (ctx as unknown as { session: SessionData }).session = {};
    session = getSession(ctx);
  }
  if (!session) throw new Error('session middleware is not mounted for this path');
  for (const key of ['type', 'userId', 'createdAt', 'adminId'] as const) delete session[key];
  Object.assign(session, data);
  await session.regenerate();
}

/** 'none' when signed out, 'inconsistent' when auth fields are partly there (spec §8), else the session. */
export function readSession(ctx: Koa.Context): ActiveSession | 'none' | 'inconsistent' {
  const s = getSession(ctx);
  if (!s || (s.type === undefined && s.userId === undefined && s.adminId === undefined)) return 'none';
  if (!isRole(s.type) || typeof s.userId !== 'string' || !s.userId || typeof s.createdAt !== 'number') {
    return 'inconsistent';
  }
  return { type: s.type, userId: s.userId, createdAt: s.createdAt, adminId: s.adminId };
}

/**
 * koa-session external store on Redis. Each session is `rr:sess:<id>` (expiring with the idle timeout);
 * `rr:user-sessions:<userId>` indexes a user's session ids so all of them can be revoked at once.
 */
export class RedisSessionStore {
  constructor(
    private readonly redis: Redis,
    private readonly indexTtlMs: number,
  ) {}

  async get(key: string): Promise<Record<string, unknown> | undefined> {
    const raw = await this.redis.get(SESSION_PREFIX + key);
    if (!raw) return undefined;
    try {
      return JSON.parse(raw) as Record<string, unknown>;
    } catch {
      return undefined;
    }
  }

  async set(key: string, sess: Record<string, unknown>, maxAge: number): Promise<void> {
    const ttl = Math.max(1000, Math.floor(maxAge));
    const userIds = [sess.userId, sess.adminId].filter((id): id is string => typeof id === 'string' && id !== '');
    const tx = this.redis.multi().set(SESSION_PREFIX + key, JSON.stringify(sess), 'PX', ttl);
    for (const userId of userIds) {
      tx.sadd(USER_INDEX_PREFIX + userId, key).pexpire(USER_INDEX_PREFIX + userId, this.indexTtlMs);
    }
    await tx.exec();
  }

  async destroy(key: string): Promise<void> {
    const sess = await this.get(key);
    const tx = this.redis.multi().del(SESSION_PREFIX + key);
    for (const id of [sess?.userId, sess?.adminId]) {
      if (typeof id === 'string' && id) tx.srem(USER_INDEX_PREFIX + id, key);
    }
    await tx.exec();
  }

  /** Destroys every session of a user (including sessions where an admin impersonates or is that user). */
  async destroyUserSessions(userId: string): Promise<number> {
    const index = USER_INDEX_PREFIX + userId;
    const keys = await this.redis.smembers(index);
    const tx = this.redis.multi();
    for (const key of keys) tx.del(SESSION_PREFIX + key);
    tx.del(index);
    await tx.exec();
    return keys.length;
  }
}

export interface SessionSettings {
  idleMinutes: number;
  absoluteHours: number;
  store: RedisSessionStore | undefined;
}

/**
 * koa-session with httpOnly, SameSite=Lax cookies; Secure follows the request (app.proxy trusts X-Forwarded-Proto).
 * `rolling` re-issues the cookie on every request, so maxAge acts as the idle timeout.
 */
export function sessionMiddleware(app: Koa, settings: SessionSettings): Koa.Middleware {
  const store = settings.store;
  return createSession(
    {
      key: SESSION_COOKIE,
      maxAge: settings.idleMinutes * 60_000,
      rolling: true,
      httpOnly: true,
      sameSite: 'lax',
      signed: true,
      overwrite: true,
      ...(store
        ? {
            store: {
              get: (key: string) => store.get(key),
              set: (key: string, sess: Record<string, unknown>, maxAge: number) => store.set(key, sess, maxAge),
              destroy: (key: string) => store.destroy(key),
            },
          }
        : {}),
    } as Parameters<typeof createSession>[0],
    app,
  ) as Koa.Middleware;
}

/** Ends sessions older than the absolute timeout, whatever their recent activity. */
export function absoluteTimeout(absoluteHours: number): Koa.Middleware {
  const limitMs = absoluteHours * 3_600_000;
  return async function sessionAbsoluteTimeout(ctx, next) {
    const s = getSession(ctx);
    if (s && typeof s.createdAt === 'number' && Date.now() - s.createdAt > limitMs) clearSession(ctx);
    await next();
  };
}
