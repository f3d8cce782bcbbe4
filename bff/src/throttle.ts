import { createHash } from 'node:crypto';
import type { Redis } from 'ioredis';
import { tooManyAttempts } from './errors.js';

/**
 * Attempt counters (docs/accounts.md "Throttling"): fixed windows that open with the first attempt. In Redis when
 * REDIS_URL is set (shared by every BFF replica), else in memory.
 */
export interface Window {
  /** Attempts counted in the open window (0 when none is open). */
  count: number;
  /** Milliseconds until the window closes (0 when none is open). */
  resetMs: number;
}

export interface AttemptStore {
  /** Counts one attempt; the first one opens a window of `windowMs`. */
  hit(key: string, windowMs: number): Promise<Window>;
  /** The open window of `key`, without counting. */
  peek(key: string): Promise<Window>;
  /** Forgets `key`'s window. */
  reset(key: string): Promise<void>;
}

const CLOSED: Window = { count: 0, resetMs: 0 };

export class MemoryAttemptStore implements AttemptStore {
  private readonly windows = new Map<string, { count: number; closesAt: number }>();
  private lastSweep = Date.now();

  constructor(private readonly now: () => number = Date.now) {}

  async hit(key: string, windowMs: number): Promise<Window> {
    const now = this.now();
    this.sweep(now);
    let window = this.windows.get(key);
    if (!window || window.closesAt <= now) {
      window = { count: 0, closesAt: now + windowMs };
      this.windows.set(key, window);
    }
    window.count += 1;
    return { count: window.count, resetMs: window.closesAt - now };
  }

  async peek(key: string): Promise<Window> {
    const now = this.now();
    const window = this.windows.get(key);
    if (!window || window.closesAt <= now) return CLOSED;
    return { count: window.count, resetMs: window.closesAt - now };
  }

  async reset(key: string): Promise<void> {
    this.windows.delete(key);
  }

  /** Drops closed windows at most once a minute, so the map stays as small as the traffic of the last window. */
  private sweep(now: number): void {
    if (now - this.lastSweep < 60_000) return;
    this.lastSweep = now;
    for (const [key, window] of this.windows) if (window.closesAt <= now) this.windows.delete(key);
  }
}

// INCR and the window's expiry in one step, so a counter can never lose its expiry (and live forever).
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return { count, ttl }
`;

export class RedisAttemptStore implements AttemptStore {
  constructor(
    private readonly redis: Redis,
    private readonly prefix = 'rr:throttle:',
  ) {}

  async hit(key: string, windowMs: number): Promise<Window> {
    const [count, ttl] = (await this.redis.eval(HIT_SCRIPT, 1, this.prefix + key, String(windowMs))) as [number, number];
    return { count: Number(count), resetMs: Math.max(0, Number(ttl)) };
  }

  async peek(key: string): Promise<Window> {
    const result = await this.redis.multi().get(this.prefix + key).pttl(this.prefix + key).exec();
    const count = Number(result?.[0]?.[1] ?? 0);
    const ttl = Number(result?.[1]?.[1] ?? -2);
    if (!count || ttl <= 0) return CLOSED;
    return { count, resetMs: ttl };
  }

  async reset(key: string): Promise<void> {
    await this.redis.del(this.prefix + key);
  }
}

export const THROTTLE_WINDOW_MS = 15 * 60_000;
/** Login failures allowed per e-mail, and per source address, within the window. */
export const LOGIN_FAILURES_PER_EMAIL = 5;
export const LOGIN_FAILURES_PER_ADDRESS = 20;
/** Wrong current passwords allowed per user on change-password within the window. */
export const CHANGE_PASSWORD_FAILURES_PER_USER = 5;
/** Requests per source address within the window for each account flow. */
export const FLOW_REQUESTS_PER_ADDRESS = 20;

/** The account flows limited per source address (each its own counter). */
export type Flow = 'register' | 'forgot-password' | 'account-recovery' | 'email-verify';

/** E-mails are hashed: no addresses in Redis keys, and a bounded key length. */
const emailKey = (email: string) => createHash('sha256').update(email.trim().toLowerCase()).digest('base64url').slice(0, 32);

export interface Throttle {
  /** Throws 429 TOO_MANY_ATTEMPTS when the e-mail or the address has used up its login failures. */
  checkLogin(email: string, address: string): Promise<void>;
  loginFailed(email: string, address: string): Promise<void>;
  /** A successful login clears the e-mail's failures (the address keeps its count). */
  loginSucceeded(email: string): Promise<void>;
  /** Throws 429 TOO_MANY_ATTEMPTS when the user has used up their wrong current passwords on change-password. */
  checkChangePassword(userId: string): Promise<void>;
  /** Counts a wrong current password (identity answered 400 CURRENT_PASSWORD_WRONG). */
  changePasswordFailed(userId: string): Promise<void>;
  /** A successful password change clears the user's counter. */
  changePasswordSucceeded(userId: string): Promise<void>;
  /** Counts a request of `flow` from `address`; throws 429 TOO_MANY_ATTEMPTS beyond the limit. */
  limit(flow: Flow, address: string): Promise<void>;
}

export function createThrottle(store: AttemptStore): Throttle {
  const emailCounter = (email: string) => `login-email:${emailKey(email)}`;
  const addressCounter = (address: string) => `login-address:${address}`;
  const changePasswordCounter = (userId: string) => `change-password:${userId}`;
  return {
    async checkLogin(email, address) {
      const [byEmail, byAddress] = await Promise.all([store.peek(emailCounter(email)), store.peek(addressCounter(address))]);
      const waits: number[] = [];
      if (byEmail.count >= LOGIN_FAILURES_PER_EMAIL) waits.push(byEmail.resetMs);
      if (byAddress.count >= LOGIN_FAILURES_PER_ADDRESS) waits.push(byAddress.resetMs);
      if (waits.length > 0) throw tooManyAttempts(Math.max(...waits));
    },
    async loginFailed(email, address) {
      await Promise.all([store.hit(emailCounter(email), THROTTLE_WINDOW_MS), store.hit(addressCounter(address), THROTTLE_WINDOW_MS)]);
    },
    async loginSucceeded(email) {
      await store.reset(emailCounter(email));
    },
    async checkChangePassword(userId) {
      const window = await store.peek(changePasswordCounter(userId));
      if (window.count >= CHANGE_PASSWORD_FAILURES_PER_USER) throw tooManyAttempts(window.resetMs);
    },
    async changePasswordFailed(userId) {
      await store.hit(changePasswordCounter(userId), THROTTLE_WINDOW_MS);
    },
    async changePasswordSucceeded(userId) {
      await store.reset(changePasswordCounter(userId));
    },
    async limit(flow, address) {
      const window = await store.hit(`${flow}:${address}`, THROTTLE_WINDOW_MS);
      if (window.count > FLOW_REQUESTS_PER_ADDRESS) throw tooManyAttempts(window.resetMs);
    },
  };
}
