import { apiError, type AppError } from './errors.js';

/**
 * Failure lockout for secrets a person types (docs/security.md "Sign-in throttling"): the BFF's change-password, the
 * rider's PIN change, the dealer till's PIN. One rule everywhere: an attempt is **counted before the secret is
 * checked**, atomically, and judged by the count it got — so 30 concurrent wrong tries against a limit of 5 reach the
 * check 5 times, not 30. A success clears the count; an attempt that never reached the check is given back.
 */

/** The open window of a counter. */
export interface CounterWindow {
  /** Attempts counted in the open window, this one included. */
  count: number;
  /** Milliseconds until the window closes. */
  resetMs: number;
}

/** Where attempts are counted: Redis or memory (BFF), the service's database (DbAttemptCounters). */
export interface AttemptCounters {
  /** Counts one attempt atomically; the first one opens a window of `windowMs`. */
  hit(key: string, windowMs: number): Promise<CounterWindow>;
  /** Takes one attempt back (never below 0). */
  release(key: string): Promise<void>;
  /** Forgets the counter. */
  reset(key: string): Promise<void>;
}

export interface LockoutPolicy {
  /** Attempts allowed in a window. */
  maxAttempts: number;
  windowMs: number;
}

/** The outcome of an admitted attempt: report exactly one. */
export interface LockoutAttempt {
  /** The secret was right: the counter starts again. */
  succeeded(): Promise<void>;
  /** The secret was wrong: the attempt stays counted. */
  failed(): Promise<void>;
  /** The attempt never reached the check (bad input, a failure elsewhere): given back. */
  abandoned(): Promise<void>;
}

/** 429 TOO_MANY_ATTEMPTS with `details: { minutes }` and Retry-After (seconds). */
export function tooManyAttempts(retryAfterMs: number): AppError {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return apiError('TOO_MANY_ATTEMPTS', { minutes }, { 'Retry-After': String(seconds) });
}

export interface Lockout {
  /** Counts one attempt of `key`; throws 429 TOO_MANY_ATTEMPTS past the policy's limit (that attempt not counted). */
  admit(key: string): Promise<LockoutAttempt>;
}

export function createLockout(counters: AttemptCounters, policy: LockoutPolicy): Lockout {
  return {
    async admit(key) {
      const window = await counters.hit(key, policy.windowMs);
      if (window.count > policy.maxAttempts) {
        await counters.release(key);
        throw tooManyAttempts(window.resetMs);
      }
      let settled = false;
      const settle = (action: () => Promise<void>) => async () => {
        if (settled) return;
        settled = true;
        await action();
      };
      return {
        succeeded: settle(() => counters.reset(key)),
        failed: settle(async () => undefined),
        abandoned: settle(() => counters.release(key)),
      };
    },
  };
}
