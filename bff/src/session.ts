import { randomBytes } from 'node:crypto';
import type Koa from 'koa';
import createSession from 'koa-session';
import type { Redis } from 'ioredis';
import type { Role } from './routing.js';
import { isRole } from './routing.js';

/**
 * What the BFF keeps in a session (docs/accounts.md "Session validity"). Only ids and times: every signed-in request
 * reads the user fresh from identity.
 */
export interface SessionData {
  /** The signed-in user's type (while impersonating: the impersonated user's type). */
  type?: Role;
  /** The signed-in (or impersonated) user's id. */
  userId?: string;
  /** Login time in ms since epoch; drives the absolute timeout (kept through impersonation and rotations). */
  createdAt?: number;
  /**
   * When the user last proved who they are (login, registration, recovery code, SSO, password change), ms. A session
   * ends when identity's `sessionsValidAfter` is later. While impersonating: the administrator's.
   */
  authAt?: number;
  /** While impersonating: the administrator's id. */
  adminId?: string;
  /** Recovery mark: until this time (ms) the session may set a new password without the old one. */
  recoveryUntil?: number;
  /** Single sign-on state (state, nonce, PKCE verifier, redirect) kept by `src/oidc` between its two requests. */
  oidc?: Record<string, unknown>;
  /** This sign-in's id, new at each start or rotation; once it ends (`sessionEnds`) no copy of it counts again. */
  sid?: string;
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
  /** Sessions from before this field existed count from their login (`createdAt`). */
  authAt: number;
  adminId: string | undefined;
  recoveryUntil: number | undefined;
}

/** How long the recovery mark lasts after a recovery code was accepted. */
export const RECOVERY_MARK_MS = 15 * 60_000;

export const SESSION_COOKIE = 'rr.sid';
const SESSION_PREFIX = 'rr:sess:';
const USER_INDEX_PREFIX = 'rr:user-sessions:';

export function getSession(ctx: Koa.Context): SessionHandle | null {
  return (ctx as unknown as { session: SessionHandle | null }).session;
}

export function clearSession(ctx: Koa.Context): void {
  (ctx as unknown as { session: SessionHandle | null }).session = null;
}

/**
 * Replaces the whole session contents and rotates its id (login, registration, recovery, password change,
 * impersonation start/stop): the old id (store) / cookie is destroyed, so a fixated or stolen one is worthless.
 */
export async function startSession(ctx: Koa.Context, data: SessionData): Promise<void> {
  let session = getSession(ctx);
  if (!session) {
    // The session was cleared earlier in this request (e.g. timed out): begin a fresh one.
    (ctx as unknown as { session: SessionData }).session = {};
    session = getSession(ctx);
  }
  if (!session) throw new Error('session middleware is not mounted for this path');
  const record = session as unknown as Record<string, unknown>;
  for (const key of Object.keys(record)) {
    if (key !== 'isNew' && !key.startsWith('_')) delete record[key];
  }
  for (const [key, value] of Object.entries(data)) if (value !== undefined) record[key] = value;
  record.sid = newSessionId();
  await session.regenerate();
}

const newSessionId = () => randomBytes(16).toString('base64url');
const ENDED_PREFIX = 'rr:sess-ended:';

/** Sign-ins that ended (a logout, a rotation): remembered until any copy of them would have timed out anyway. */
export interface EndedSessions {
  end(sid: string): Promise<void>;
  isEnded(sid: string): Promise<boolean>;
}

/** In Redis, for every BFF replica: `rr:sess-ended:<sid>` until it expires. */
export function redisEndedSessions(redis: Redis, ttlMs: number): EndedSessions {
  return {
    async end(sid) {
      await redis.set(ENDED_PREFIX + sid, '1', 'PX', Math.max(1_000, ttlMs));
    },
    async isEnded(sid) {
      return (await redis.exists(ENDED_PREFIX + sid)) === 1;
    },
  };
}

/** In this process (the embedded default runs one BFF), pruned as it grows. */
export function memoryEndedSessions(ttlMs: number, now: () => number = Date.now): EndedSessions {
  const ended = new Map<string, number>();
  return {
    async end(sid) {
      if (ended.size >= 10_000) for (const [key, until] of ended) if (until <= now()) ended.delete(key);
      ended.set(sid, now() + ttlMs);
    },
    async isEnded(sid) {
      const until = ended.get(sid);
      return until !== undefined && until > now();
    },
  };
}

/**
 * A sign-in that ended stays ended. A request that started before a logout (or before a rotation: login, impersonation)
 * finishes after it and, with rolling sessions, saves its copy of the session again — the store's entry, or the cookie
 * itself when there is no store. Each request whose session ended or rotated records the old sign-in id as ended
 * before it answers, and a request that arrives with an ended sign-in is treated as signed out (its session cleared).
 * A signed-in session from before sign-in ids existed gets one.
 */
export function sessionEnds(ended: EndedSessions): Koa.Middleware {
  return async function endedSessions(ctx, next) {
    let session = getSession(ctx);
    if (session?.sid && (await ended.isEnded(session.sid))) {
      clearSession(ctx);
      session = null;
    }
    if (session && session.userId && !session.sid) session.sid = newSessionId();
    const before = session?.sid;
    // The idle expiry moves forward at most once a minute: a signed-in request re-saves its session (the store's entry,
    // the cookie) only when the last save is older than that, so a till or a busy page does not rewrite it every time.
    // A cookie signed with an older key (SESSION_KEYS being rotated) is saved at once too: reading it re-signed only its
    // signature cookie, bare, and the save issues both whole under the new key.
    if (session?.userId && (lastSavedMsAgo(session) >= SESSION_TOUCH_MS || signedWithOlderKey(ctx))) rollThisRequest(ctx, true);
    await next();
    const after = getSession(ctx);
    if (before && after?.sid !== before) await ended.end(before);
    // Ended by another request while this one ran: its copy is not saved again (no rolling save, no cookie).
    else if (before && (await ended.isEnded(before))) rollThisRequest(ctx, false);
  };
}

/**
 * How often a session in use is saved again. Each save sets its expiry a full `idle + SESSION_TOUCH_MS` ahead, so a
 * session ends between the idle timeout and one touch later after its last request, never sooner.
 */
export const SESSION_TOUCH_MS = 60_000;

/** From koa-session's own bookkeeping on a loaded session: its expiry, and the lifetime it was saved with. */
function lastSavedMsAgo(session: SessionHandle, now = Date.now()): number {
  const { _expire: expire, maxAge } = session as unknown as { _expire?: unknown; maxAge?: unknown };
  if (typeof expire !== 'number' || typeof maxAge !== 'number') return Number.POSITIVE_INFINITY;
  return now - (expire - maxAge);
}

function signedWithOlderKey(ctx: Koa.Context): boolean {
  const sent = ctx.response.get('Set-Cookie') as string | string[] | undefined;
  return [sent ?? []].flat().some((line) => line.startsWith(`${SESSION_COOKIE}.sig=`));
}

function rollThisRequest(ctx: Koa.Context, rolling: boolean): void {
  (ctx as unknown as { sessionOptions: { rolling: boolean } }).sessionOptions.rolling = rolling;
}

/** 'none' when signed out, 'inconsistent' when auth fields are partly there (spec §8), else the session. */
export function readSession(ctx: Koa.Context): ActiveSession | 'none' | 'inconsistent' {
  const s = getSession(ctx);
  if (!s || (s.type === undefined && s.userId === undefined && s.adminId === undefined)) return 'none';
  if (!isRole(s.type) || typeof s.userId !== 'string' || !s.userId || typeof s.createdAt !== 'number') {
    return 'inconsistent';
  }
  if (s.adminId !== undefined && (typeof s.adminId !== 'string' || !s.adminId)) return 'inconsistent';
  return {
    type: s.type,
    userId: s.userId,
    createdAt: s.createdAt,
    authAt: typeof s.authAt === 'number' ? s.authAt : s.createdAt,
    adminId: s.adminId,
    recoveryUntil: typeof s.recoveryUntil === 'number' ? s.recoveryUntil : undefined,
  };
}

/** Whether the session carries a recovery mark that has not run out. */
export function inRecovery(session: ActiveSession, now = Date.now()): boolean {
  return session.recoveryUntil !== undefined && session.recoveryUntil > now;
}

/**
 * koa-session external store on Redis. Each session is `rr:sess:<id>` (expiring with the idle timeout);
 * `rr:user-sessions:<userId>` indexes the session ids of the person who holds them, so all of them can be revoked
 * at once: the user's own sessions, and for an administrator also the sessions in which they impersonate someone
 * (those are the administrator's, not the impersonated user's: deactivating a rider must not end the
 * administrator's impersonation of that rider).
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
    const holder = typeof sess.adminId === 'string' && sess.adminId ? sess.adminId : sess.userId;
    const tx = this.redis.multi().set(SESSION_PREFIX + key, JSON.stringify(sess), 'PX', ttl);
    if (typeof holder === 'string' && holder) {
      tx.sadd(USER_INDEX_PREFIX + holder, key).pexpire(USER_INDEX_PREFIX + holder, this.indexTtlMs);
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

  /**
   * Destroys the sessions a user holds (for an administrator including their impersonation sessions). With
   * `provedBefore` only those whose holder proved identity (`authAt`, else `createdAt`) before that time: after a
   * password change the session that made it (rotated with a new `authAt`) survives.
   */
  async destroyUserSessions(userId: string, provedBefore?: number): Promise<number> {
    const index = USER_INDEX_PREFIX + userId;
    const keys = await this.redis.smembers(index);
    let doomed = keys;
    if (provedBefore !== undefined && keys.length > 0) {
      const stored = await this.redis.mget(keys.map((key) => SESSION_PREFIX + key));
      doomed = keys.filter((_key, i) => {
        const raw = stored[i];
        if (!raw) return true; // expired already: drop it from the index
        try {
          const sess = JSON.parse(raw) as { authAt?: unknown; createdAt?: unknown };
          const at = typeof sess.authAt === 'number' ? sess.authAt : typeof sess.createdAt === 'number' ? sess.createdAt : 0;
          return at < provedBefore;
        } catch {
          return true;
        }
      });
    }
    if (doomed.length === 0) return 0;
    const tx = this.redis.multi();
    for (const key of doomed) tx.del(SESSION_PREFIX + key);
    tx.srem(index, ...doomed);
    await tx.exec();
    return doomed.length;
  }
}

export interface SessionSettings {
  idleMinutes: number;
  absoluteHours: number;
  store: RedisSessionStore | undefined;
}

/**
 * koa-session with httpOnly, SameSite=Lax cookies; Secure follows the request (app.proxy trusts X-Forwarded-Proto).
 * A session is saved when it changes and, while in use, once a `SESSION_TOUCH_MS` (`sessionEnds` asks for that save):
 * its lifetime is the idle timeout plus that minute, so the idle timeout counts from the last request.
 */
export function sessionMiddleware(app: Koa, settings: SessionSettings): Koa.Middleware {
  const store = settings.store;
  return createSession(
    {
      key: SESSION_COOKIE,
      maxAge: settings.idleMinutes * 60_000 + SESSION_TOUCH_MS,
      rolling: false,
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
