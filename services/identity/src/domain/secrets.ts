import { availableParallelism } from 'node:os';
import { randomBytes } from 'node:crypto';
import argon2 from 'argon2';
import { apiError } from '@rr/server-kit';
import { HashingBusyError, HashingPool, type AdmissionLimits } from './hashing-pool.js';

/**
 * Password and PIN hashing: argon2id with the library's defaults (m=64 MiB, t=3, p=4).
 * Verification of a missing account runs against a dummy hash with the same parameters, so a
 * wrong e-mail and a wrong password take the same time.
 *
 * Every hash and verify runs in one bounded pool (`HashingPool`, HASH_CONCURRENCY at once) so a flood of sign-ins
 * cannot take all of libuv's threads from the database and the session re-reads. Sign-in (`purpose: 'login'`) joins
 * only a short queue (HASH_QUEUE waiting, at most 2 s) and is otherwise refused at once with 503 LOGIN_BUSY and
 * Retry-After; the other uses (registration, reset, password change, PIN) accept a longer queue and wait, then
 * get the same answer.
 */
const OPTIONS = { type: argon2.argon2id } as const;

export interface HashingSettings {
  /** Hashes and verifies running at once (HASH_CONCURRENCY, default 2). */
  concurrency: number;
  /** Sign-ins that may wait for a slot (HASH_QUEUE, default 8); more are refused at once. */
  loginQueue: number;
}

/**
 * One argon2id verify takes about 0.2 s of wall time and 0.25 s of CPU (it runs lanes in parallel), so two at once
 * fill two cores. By default leave one core to everything else (the event loop, the session re-reads): the CPUs
 * less one, at least 1, at most 2 (libuv's threadpool has 4 threads and the database driver needs the rest).
 */
export const DEFAULT_HASHING: HashingSettings = { concurrency: Math.min(2, Math.max(1, availableParallelism() - 1)), loginQueue: 8 };
/** How long a sign-in waits for a slot at most. */
export const LOGIN_MAX_WAIT_MS = 2_000;
/** The other uses: how many may wait (all purposes counted) and for how long. */
export const OTHER_MAX_QUEUE = 64;
/** Shorter than the BFF's timeout for hashing calls (8 s), so the caller gets LOGIN_BUSY rather than a timeout. */
export const OTHER_MAX_WAIT_MS = 5_000;
/** What LOGIN_BUSY tells the caller to wait, in seconds. */
const RETRY_AFTER_SECONDS = 2;

export type HashPurpose = 'login' | 'other';

let pool = new HashingPool(DEFAULT_HASHING.concurrency);
let settings: HashingSettings = DEFAULT_HASHING;

/** Sets the pool's size and the sign-in queue (the server does this once from its configuration). */
export function configureHashing(next: HashingSettings): void {
  settings = next;
  pool = new HashingPool(next.concurrency);
}

/** The pool in use (tests read its counters). */
export function hashingPool(): HashingPool {
  return pool;
}

function limitsFor(purpose: HashPurpose): AdmissionLimits {
  return purpose === 'login'
    ? { maxQueue: settings.loginQueue, maxWaitMs: LOGIN_MAX_WAIT_MS }
    : { maxQueue: OTHER_MAX_QUEUE, maxWaitMs: OTHER_MAX_WAIT_MS };
}

async function inPool<T>(purpose: HashPurpose, task: () => Promise<T>): Promise<T> {
  try {
    return await pool.run(task, limitsFor(purpose));
  } catch (err) {
    if (err instanceof HashingBusyError) {
      throw apiError('LOGIN_BUSY', { seconds: RETRY_AFTER_SECONDS }, { 'Retry-After': String(RETRY_AFTER_SECONDS) });
    }
    throw err;
  }
}

export function hashSecret(plain: string, purpose: HashPurpose = 'other'): Promise<string> {
  return inPool(purpose, () => argon2.hash(plain, OPTIONS));
}

let dummyHash: Promise<string> | undefined;
/** Made once, inside the slot of the first verify that needs it (a failure is not kept). */
function dummy(): Promise<string> {
  dummyHash ??= argon2.hash(randomBytes(24).toString('base64'), OPTIONS).catch((err: unknown) => {
    dummyHash = undefined;
    throw err;
  });
  return dummyHash;
}

/** True when `plain` matches `hash`; with no hash, spends the same time and answers false. */
export function verifySecret(hash: string | null | undefined, plain: string, purpose: HashPurpose = 'other'): Promise<boolean> {
  return inPool(purpose, async () => {
    if (!hash) {
      await argon2.verify(await dummy(), plain).catch(() => false);
      return false;
    }
    try {
      return await argon2.verify(hash, plain);
    } catch {
      // A malformed stored hash never authenticates.
      return false;
    }
  });
}

/** True when a stored hash was made with weaker or other parameters than today's. */
export function needsRehash(hash: string): boolean {
  try {
    return argon2.needsRehash(hash);
  } catch {
    return false;
  }
}
