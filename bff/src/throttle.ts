import { createHash } from 'node:crypto';
import type { Redis } from 'ioredis';
import { createLockout, type LockoutAttempt } from '@rr/server-kit/lockout';
import { apiError, tooManyAttempts } from './errors.js';

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
  /** Counts one attempt, atomically; the first one opens a window of `windowMs`. The answer includes this attempt. */
  hit(key: string, windowMs: number): Promise<Window>;
  /** The open window of `key`, without counting. */
  peek(key: string): Promise<Window>;
  /** Takes one attempt back (never below 0); the window keeps its end. */
  release(key: string): Promise<void>;
  /** Forgets `key`'s window. */
  reset(key: string): Promise<void>;
  /**
   * A gate that lets one caller through per `ms`: true for the caller that opened it (it stays shut for `ms`), else
   * false with the time left (`resetMs`).
   */
  pass(key: string, ms: number): Promise<{ passed: boolean; resetMs: number }>;
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

  async release(key: string): Promise<void> {
    const window = this.windows.get(key);
    if (window && window.count > 0) window.count -= 1;
  }

  async reset(key: string): Promise<void> {
    this.windows.delete(key);
  }

  async pass(key: string, ms: number): Promise<{ passed: boolean; resetMs: number }> {
    const now = this.now();
    const gate = this.windows.get(`gate:${key}`);
    if (gate && gate.closesAt > now) return { passed: false, resetMs: gate.closesAt - now };
    this.windows.set(`gate:${key}`, { count: 1, closesAt: now + ms });
    return { passed: true, resetMs: ms };
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

// DECR that never goes below 0 nor creates a key.
const RELEASE_SCRIPT = `
local count = tonumber(redis.call('GET', KEYS[1]) or '0')
if count > 0 then redis.call('DECR', KEYS[1]) end
return 0
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

  async release(key: string): Promise<void> {
    await this.redis.eval(RELEASE_SCRIPT, 1, this.prefix + key);
  }

  async reset(key: string): Promise<void> {
    await this.redis.del(this.prefix + key);
  }

  async pass(key: string, ms: number): Promise<{ passed: boolean; resetMs: number }> {
    const gate = `${this.prefix}gate:${key}`;
    const opened = await this.redis.set(gate, '1', 'PX', ms, 'NX');
    if (opened === 'OK') return { passed: true, resetMs: ms };
    const ttl = await this.redis.pttl(gate);
    return { passed: false, resetMs: Math.max(1, ttl) };
  }
}

export const THROTTLE_WINDOW_MS = 15 * 60_000;
/** Sign-in attempts per e-mail + source address pair within the window (docs/security.md "Sign-in throttling"). */
export const LOGIN_ATTEMPTS_PER_PAIR = 5;
/** Sign-in attempts per e-mail, from anywhere, before each further attempt needs the bot check or waits its turn. */
export const LOGIN_FREE_ATTEMPTS_PER_EMAIL = 5;
/** Failed sign-ins per source address before each further attempt from it needs the bot check or waits its turn. */
export const LOGIN_FREE_FAILURES_PER_ADDRESS = 20;
/** The longest wait between two sign-in attempts of one e-mail (or one address) once past its free attempts. */
export const LOGIN_MAX_DELAY_MS = 60_000;
/** Sign-ins in flight at once per source address (per BFF process): more are shed before any password is hashed. */
export const LOGIN_IN_FLIGHT_PER_ADDRESS = 4;
/** Wrong current passwords allowed per user on change-password within the window. */
export const CHANGE_PASSWORD_FAILURES_PER_USER = 5;
/** Requests per source address within the window for each account flow. */
export const FLOW_REQUESTS_PER_ADDRESS = 20;

/** The account flows limited per source address (each its own counter). */
export type Flow = 'register' | 'forgot-password' | 'account-recovery' | 'email-verify' | 'login-unlock' | 'contact' | 'promoter-application';

/** E-mails are hashed: no addresses in Redis keys, and a bounded key length. */
export const emailKey = (email: string) => createHash('sha256').update(email.trim().toLowerCase()).digest('base64url').slice(0, 32);

/** Progressive delay for the n-th attempt past the free ones (n ≥ 1): 1 s, 2 s, 4 s … capped at LOGIN_MAX_DELAY_MS. */
export function loginDelayMs(beyondFree: number): number {
  return Math.min(LOGIN_MAX_DELAY_MS, 1000 * 2 ** Math.max(0, beyondFree - 1));
}

/** What the sign-in throttle decided for one attempt: go ahead, and whether this attempt made the account's mail due. */
export interface LoginAdmission {
  /** Report the outcome exactly once. */
  succeeded(): Promise<void>;
  failed(): Promise<void>;
  /** The attempt never reached the password check (identity unavailable, shed): count it as not made. */
  abandoned(): Promise<void>;
}

export interface LoginAttempt {
  email: string;
  address: string;
  /** The bot check passed for this attempt (or it is off and cannot be asked for). */
  botChecked: boolean;
  /** The browser holds an unlock for this e-mail (mailed link opened): no per-e-mail friction. */
  unlocked: boolean;
  /**
   * Called once per window, at the first attempt past the e-mail's free ones (admitted or not): time to mail the owner
   * an unlock link. Must not throw or wait.
   */
  pastFreeAttempts(): void;
}

export interface Throttle {
  /**
   * Admits one sign-in attempt before any password is hashed, counting it first (atomically, so a concurrent burst is
   * counted attempt by attempt), or throws: 429 TOO_MANY_ATTEMPTS (this e-mail from this address used its attempts),
   * 400 CAPTCHA_REQUIRED (past the free attempts of the e-mail or the address, with the bot check on), 429
   * LOGIN_DELAYED (the same with the bot check off: one attempt per growing delay), 503 LOGIN_BUSY (too many of this
   * address's sign-ins in flight). Never locks an owner out for long: another address, the bot check or the mailed
   * unlock link gets them in.
   */
  admitLogin(attempt: LoginAttempt): Promise<LoginAdmission>;
  /** Clears the e-mail's counters (the unlock link was opened). */
  unlockEmail(email: string): Promise<void>;
  /**
   * Counts one change-password attempt of the user first, atomically; throws 429 TOO_MANY_ATTEMPTS past the limit.
   * `succeeded` clears the counter; a wrong current password keeps it; any other outcome gives the attempt back.
   */
  admitChangePassword(userId: string): Promise<LockoutAttempt>;
  /** Counts a request of `flow` from `address`; throws 429 TOO_MANY_ATTEMPTS beyond the limit. */
  limit(flow: Flow, address: string): Promise<void>;
}

export function createThrottle(store: AttemptStore, options: { captchaOn: boolean }): Throttle {
  const pairCounter = (email: string, address: string) => `login-pair:${emailKey(email)}:${address}`;
  const emailCounter = (email: string) => `login-email:${emailKey(email)}`;
  const addressCounter = (address: string) => `login-address:${address}`;
  const changePasswordCounter = (userId: string) => `change-password:${userId}`;
  const inFlight = new Map<string, number>();
  // The shared lockout (libs/server-kit/src/lockout.ts), as the rider PIN and the dealer till use it.
  const changePassword = createLockout(store, { maxAttempts: CHANGE_PASSWORD_FAILURES_PER_USER, windowMs: THROTTLE_WINDOW_MS });

  /**
   * The last free attempt shuts the gate for the first delay, so the attempts of a concurrent burst past the free ones
   * wait their turn instead of the first of them walking straight through.
   */
  async function lastFree(gateKey: string): Promise<void> {
    if (!options.captchaOn) await store.pass(gateKey, loginDelayMs(1));
  }

  /** Past its free attempts: with the bot check on, a passed check; else one attempt per growing delay. */
  async function beyondFree(gateKey: string, beyond: number, botChecked: boolean): Promise<void> {
    if (options.captchaOn) {
      if (!botChecked) throw apiError('CAPTCHA_REQUIRED');
      return;
    }
    const gate = await store.pass(gateKey, loginDelayMs(beyond));
    if (!gate.passed) {
      const seconds = Math.max(1, Math.ceil(gate.resetMs / 1000));
      throw apiError('LOGIN_DELAYED', { seconds }, { 'Retry-After': String(seconds) });
    }
  }

  return {
    async admitLogin({ email, address, botChecked, unlocked, pastFreeAttempts }) {
      const held = inFlight.get(address) ?? 0;
      if (held >= LOGIN_IN_FLIGHT_PER_ADDRESS) throw apiError('LOGIN_BUSY', { seconds: 2 }, { 'Retry-After': '2' });
      inFlight.set(address, held + 1);
      const leave = () => {
        const now = (inFlight.get(address) ?? 1) - 1;
        if (now <= 0) inFlight.delete(address);
        else inFlight.set(address, now);
      };
      const taken: string[] = [];
      try {
        // 1. This e-mail from this address: a hard limit, but only for this pair (the owner elsewhere is not hit).
        const pair = pairCounter(email, address);
        if (!unlocked) {
          const byPair = await store.hit(pair, THROTTLE_WINDOW_MS);
          taken.push(pair);
          if (byPair.count > LOGIN_ATTEMPTS_PER_PAIR) throw tooManyAttempts(byPair.resetMs);
        }
        // 2. The address, over all e-mails: past its free failures, the bot check or a growing delay.
        const addressKey = addressCounter(address);
        const byAddress = await store.hit(addressKey, THROTTLE_WINDOW_MS);
        taken.push(addressKey);
        if (byAddress.count > LOGIN_FREE_FAILURES_PER_ADDRESS) {
          await beyondFree(`login-address:${address}`, byAddress.count - LOGIN_FREE_FAILURES_PER_ADDRESS, botChecked);
        } else if (byAddress.count === LOGIN_FREE_FAILURES_PER_ADDRESS) {
          await lastFree(`login-address:${address}`);
        }
        // 3. The e-mail, from anywhere: past its free attempts, the bot check or a growing delay (and a mail to the owner).
        const emailKeyName = emailCounter(email);
        if (!unlocked) {
          const byEmail = await store.hit(emailKeyName, THROTTLE_WINDOW_MS);
          taken.push(emailKeyName);
          if (byEmail.count > LOGIN_FREE_ATTEMPTS_PER_EMAIL) {
            if (byEmail.count === LOGIN_FREE_ATTEMPTS_PER_EMAIL + 1) pastFreeAttempts();
            await beyondFree(`login-email:${emailKey(email)}`, byEmail.count - LOGIN_FREE_ATTEMPTS_PER_EMAIL, botChecked);
          } else if (byEmail.count === LOGIN_FREE_ATTEMPTS_PER_EMAIL) {
            await lastFree(`login-email:${emailKey(email)}`);
          }
        }
        let settled = false;
        const settle = async (outcome: 'ok' | 'failed' | 'abandoned') => {
          if (settled) return;
          settled = true;
          leave();
          if (outcome === 'ok') {
            // The owner is in: their e-mail's counters start again; the address gives this attempt back.
            await Promise.all([store.reset(pair), store.reset(emailKeyName), store.release(addressKey)]);
          } else if (outcome === 'abandoned') {
            await Promise.all(taken.map((key) => store.release(key)));
          }
        };
        return {
          succeeded: () => settle('ok'),
          failed: () => settle('failed'),
          abandoned: () => settle('abandoned'),
        };
      } catch (err) {
        leave();
        // A refused attempt hashed nothing: it does not count against the address (only against the pair, which is
        // what refused it, or the e-mail whose turn it did not get).
        if (taken.includes(addressCounter(address)) && (err as { code?: string }).code !== 'LOGIN_DELAYED') {
          await store.release(addressCounter(address));
        }
        throw err;
      }
    },
    async unlockEmail(email) {
      await Promise.all([store.reset(emailCounter(email)), store.reset(`gate:login-email:${emailKey(email)}`)]);
    },
    admitChangePassword(userId) {
      return changePassword.admit(changePasswordCounter(userId));
    },
    async limit(flow, address) {
      const window = await store.hit(`${flow}:${address}`, THROTTLE_WINDOW_MS);
      if (window.count > FLOW_REQUESTS_PER_ADDRESS) throw tooManyAttempts(window.resetMs);
    },
  };
}
