import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Sequelize } from 'sequelize';
import { createSequelize } from '../src/db.js';
import { DbAttemptCounters, attemptCountersMigration } from '../src/db-attempt-counters.js';
import { type AttemptCounters, type CounterWindow, createLockout } from '../src/lockout.js';
import { migrateUp } from '../src/migrations.js';
import { createTestDatabase, type TestDatabase } from '../src/testing.js';

/** The simplest correct counters: the reference the database ones must behave like. */
class MemoryCounters implements AttemptCounters {
  readonly windows = new Map<string, { count: number; endsAt: number }>();
  constructor(private readonly now: () => number) {}
  async hit(key: string, windowMs: number): Promise<CounterWindow> {
    const now = this.now();
    let window = this.windows.get(key);
    if (!window || window.endsAt <= now) {
      window = { count: 0, endsAt: now + windowMs };
      this.windows.set(key, window);
    }
    window.count += 1;
    return { count: window.count, resetMs: window.endsAt - now };
  }
  async release(key: string): Promise<void> {
    const window = this.windows.get(key);
    if (window && window.count > 0) window.count -= 1;
  }
  async reset(key: string): Promise<void> {
    this.windows.delete(key);
  }
}

const POLICY = { maxAttempts: 5, windowMs: 15 * 60_000 };

describe('createLockout (the rule every secret a person types shares)', () => {
  it('admits 5 attempts, refuses the 6th with 429 TOO_MANY_ATTEMPTS { minutes } and Retry-After, and does not count the refusal', async () => {
    let now = 1_000_000;
    const counters = new MemoryCounters(() => now);
    const lockout = createLockout(counters, POLICY);
    for (let i = 0; i < 5; i++) await (await lockout.admit('k')).failed();
    now += 60_000;
    const refused = await lockout.admit('k').catch((err: unknown) => err);
    expect(refused).toMatchObject({ status: 429, code: 'TOO_MANY_ATTEMPTS', details: { minutes: 14 }, headers: { 'Retry-After': String(14 * 60) } });
    expect(counters.windows.get('k')?.count).toBe(5);
    now += 14 * 60_000;
    await expect(lockout.admit('k')).resolves.toBeDefined();
  });

  it('a success clears the count; an attempt that never reached the check is given back; an outcome counts once', async () => {
    const counters = new MemoryCounters(() => 0);
    const lockout = createLockout(counters, POLICY);
    for (let i = 0; i < 4; i++) await (await lockout.admit('k')).failed();
    await (await lockout.admit('k')).succeeded();
    expect(counters.windows.has('k')).toBe(false);
    const attempt = await lockout.admit('k');
    await attempt.abandoned();
    await attempt.abandoned();
    expect(counters.windows.get('k')?.count).toBe(0);
  });
});

describe('DbAttemptCounters (identity today, the dealer till next)', () => {
  let database: TestDatabase;
  let sequelize: Sequelize;
  let now = Date.now();
  let counters: DbAttemptCounters;
  beforeAll(async () => {
    database = await createTestDatabase('lockout');
    sequelize = createSequelize(database.url);
    await migrateUp(sequelize, [attemptCountersMigration]);
    counters = new DbAttemptCounters(sequelize, () => new Date(now));
  });
  afterAll(async () => {
    await sequelize.close();
    await database.drop();
  });

  it('counts within a window that opens with the first attempt, restarts after it, releases and resets', async () => {
    expect(await counters.hit('a', 60_000)).toEqual({ count: 1, resetMs: 60_000 });
    now += 10_000;
    expect(await counters.hit('a', 60_000)).toEqual({ count: 2, resetMs: 50_000 });
    await counters.release('a');
    expect((await counters.hit('a', 60_000)).count).toBe(2);
    now += 50_000;
    expect(await counters.hit('a', 60_000)).toEqual({ count: 1, resetMs: 60_000 });
    await counters.reset('a');
    expect((await counters.hit('a', 60_000)).count).toBe(1);
    await counters.release('none');
  });

  it('counts a concurrent burst attempt by attempt: 30 wrong tries at once, at most 5 admitted', async () => {
    const lockout = createLockout(counters, POLICY);
    const outcomes = await Promise.all(
      Array.from({ length: 30 }, () =>
        lockout.admit('burst').then(
          async (attempt) => {
            await attempt.failed();
            return 'checked';
          },
          (err: { code?: string }) => err.code,
        ),
      ),
    );
    const checked = outcomes.filter((o) => o === 'checked').length;
    expect(checked).toBeGreaterThan(0);
    expect(checked).toBeLessThanOrEqual(5);
    expect(outcomes.filter((o) => o === 'TOO_MANY_ATTEMPTS')).toHaveLength(30 - checked);
    // A refusal under concurrency may have seen a neighbour's count (stricter, never looser), and gave its attempt back:
    // over the window, exactly 5 tries reach the check.
    let later = 0;
    for (;;) {
      const attempt = await lockout.admit('burst').catch(() => null);
      if (!attempt) break;
      await attempt.failed();
      later += 1;
    }
    expect(checked + later).toBe(5);
  });
});
