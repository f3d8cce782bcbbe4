import { createHash } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { UserRecord } from './identity-client.js';
import type { Logger } from './log.js';

/**
 * The users of signed-in sessions, kept so that a signed-in request costs about what an anonymous one does (docs/
 * accounts.md "Session validity"). Instant revocation stays: identity announces every change of what a session is
 * judged or shown by (`user.changed`, through its outbox, in the change's transaction) and the copy is dropped; the
 * BFF also drops the caller's own copy as soon as identity answers a change the caller made through it, so their next
 * request shows it. A copy is used for at most `maxAgeMs`, which bounds a message that never arrived.
 */
export interface SessionUsers {
  /** The user as identity knows it, from the copy when there is a fresh one; null when identity has no such user. */
  get(userId: string): Promise<UserRecord | null>;
  /** Drops the copies of these users: their next request reads identity. */
  forget(userIds: readonly string[]): Promise<void>;
}

/** Where copies live: in this process (the embedded BFF), or in Redis, shared by every BFF replica. */
export interface SessionUserStore {
  /** The copy (none when missing, too old or dropped since it was written) and the mark a later `write` presents. */
  read(userId: string): Promise<{ record: UserRecord | undefined; mark: number }>;
  /** Keeps `record` for `maxAgeMs`, unless the user was dropped after `read` gave `mark` (a change raced the read). */
  write(userId: string, record: UserRecord, mark: number, maxAgeMs: number): Promise<void>;
  forget(userIds: readonly string[]): Promise<void>;
}

/** Reads through `store`; with `maxAgeMs` 0 every call asks identity. Null (no such user) is never kept. */
export function sessionUsers({ read, store, maxAgeMs, log }: { read: (userId: string) => Promise<UserRecord | null>; store: SessionUserStore | null; maxAgeMs: number; log: Logger }): SessionUsers {
  if (!store || maxAgeMs <= 0) return { get: read, forget: async () => {} };
  return {
    async get(userId) {
      if (!userId) return null;
      const cached = await store.read(userId).catch((err: unknown) => {
        log.warn({ err: err instanceof Error ? err.message : String(err) }, 'session user cache unreadable');
        return null;
      });
      if (cached?.record) return cached.record;
      const record = await read(userId);
      if (record && cached) await store.write(userId, record, cached.mark, maxAgeMs).catch(() => undefined);
      return record;
    },
    async forget(userIds) {
      if (userIds.length > 0) await store.forget(userIds);
    },
  };
}

/** How long a drop is remembered against a read that was in flight when it came: longer than any identity call. */
const DROP_MEMORY_MS = 60_000;

/** Copies in this process, in a bounded map (the oldest go first). */
export function memorySessionUsers({ now = Date.now, maxEntries = 10_000 }: { now?: () => number; maxEntries?: number } = {}): SessionUserStore {
  const copies = new Map<string, { record: UserRecord; until: number }>();
  const dropped = new Map<string, number>();
  return {
    async read(userId) {
      const at = now();
      const copy = copies.get(userId);
      if (copy && copy.until > at) return { record: copy.record, mark: at };
      if (copy) copies.delete(userId);
      return { record: undefined, mark: at };
    },
    async write(userId, record, mark, maxAgeMs) {
      const droppedAt = dropped.get(userId);
      if (droppedAt !== undefined && droppedAt >= mark) return;
      if (copies.size >= maxEntries) copies.delete(copies.keys().next().value!);
      copies.set(userId, { record, until: mark + maxAgeMs });
    },
    async forget(userIds) {
      const at = now();
      if (dropped.size >= maxEntries) for (const [id, when] of dropped) if (when < at - DROP_MEMORY_MS) dropped.delete(id);
      for (const id of userIds) {
        copies.delete(id);
        dropped.set(id, at);
      }
    },
  };
}

/**
 * Copies in Redis: `rr:user:<ns>:<id>` holds `{ generation, record }` for the maximum age and `rr:user-gen:<ns>:<id>`
 * counts the drops. A copy counts only while its generation is the current one, so a read that raced a drop (identity
 * answered the old user, the drop came, then the copy was written) is never used. `<ns>` is identity's address: BFFs
 * in front of one identity share copies, test stacks that share a Redis do not.
 */
export function redisSessionUsers(redis: Redis, identityUrl: string): SessionUserStore {
  const ns = createHash('sha256').update(identityUrl).digest('base64url').slice(0, 10);
  const copyKey = (id: string) => `rr:user:${ns}:${id}`;
  const generationKey = (id: string) => `rr:user-gen:${ns}:${id}`;
  return {
    async read(userId) {
      const [raw, generation] = await redis.mget(copyKey(userId), generationKey(userId));
      const mark = Number(generation ?? 0);
      if (!raw) return { record: undefined, mark };
      try {
        const copy = JSON.parse(raw) as { generation: number; record: UserRecord };
        return { record: copy.generation === mark ? copy.record : undefined, mark };
      } catch {
        return { record: undefined, mark };
      }
    },
    async write(userId, record, mark, maxAgeMs) {
      await redis.set(copyKey(userId), JSON.stringify({ generation: mark, record }), 'PX', maxAgeMs);
    },
    async forget(userIds) {
      const tx = redis.multi();
      for (const id of userIds) tx.incr(generationKey(id)).pexpire(generationKey(id), DROP_MEMORY_MS * 10).del(copyKey(id));
      await tx.exec();
    },
  };
}
