import { afterEach, describe, expect, it, vi } from 'vitest';
import { HashingBusyError, HashingPool } from './hashing-pool.js';

/** A task the test finishes by hand: `gate.open()` / `gate.fail()`. */
function gate<T = string>(value?: T) {
  let open!: () => void;
  let fail!: (err: Error) => void;
  const done = new Promise<T>((resolve, reject) => {
    open = () => resolve(value as T);
    fail = reject;
  });
  return { task: () => done, open: () => open(), fail: (err: Error) => fail(err) };
}

const flush = () => new Promise<void>((resolve) => setImmediate(resolve));
const roomy = { maxQueue: 100, maxWaitMs: 60_000 };

describe('HashingPool', () => {
  afterEach(() => vi.useRealTimers());

  it('runs at most `concurrency` tasks at once and starts the next as one ends', async () => {
    const pool = new HashingPool(2);
    const gates = [gate(), gate(), gate(), gate()];
    const started: number[] = [];
    const runs = gates.map((g, i) => pool.run(() => (started.push(i), g.task()), roomy));
    await flush();

    expect(started).toEqual([0, 1]);
    expect(pool.active).toBe(2);
    expect(pool.waiting).toBe(2);

    gates[0]!.open();
    await flush();
    expect(started).toEqual([0, 1, 2]);
    expect(pool.active).toBe(2);

    for (const g of gates) g.open();
    await Promise.all(runs);
    expect(pool.active).toBe(0);
    expect(pool.waiting).toBe(0);
  });

  it('serves waiting tasks first in, first out', async () => {
    const pool = new HashingPool(1);
    const first = gate();
    const order: string[] = [];
    const runs = [pool.run(first.task, roomy), ...['a', 'b', 'c'].map((name) => pool.run(async () => void order.push(name), roomy))];
    await flush();
    expect(order).toEqual([]);

    first.open();
    await Promise.all(runs);
    expect(order).toEqual(['a', 'b', 'c']);
  });

  it('refuses at once, without running the task, when the queue the caller accepts is full', async () => {
    const pool = new HashingPool(1);
    const busy = gate();
    const running = pool.run(busy.task, roomy);
    const queued = pool.run(async () => 'queued', { maxQueue: 1, maxWaitMs: 60_000 });
    const task = vi.fn(async () => 'never');

    const started = performance.now();
    const refused = await pool.run(task, { maxQueue: 1, maxWaitMs: 60_000 }).catch((err: unknown) => err);

    expect(refused).toBeInstanceOf(HashingBusyError);
    expect((refused as HashingBusyError).reason).toBe('queue-full');
    expect(performance.now() - started).toBeLessThan(50);
    expect(task).not.toHaveBeenCalled();
    // A caller willing to wait longer still joins the same queue.
    const patient = pool.run(async () => 'patient', { maxQueue: 5, maxWaitMs: 60_000 });
    expect(pool.waiting).toBe(2);

    busy.open();
    expect(await Promise.all([running, queued, patient])).toEqual([undefined, 'queued', 'patient']);
  });

  it('with maxQueue 0 runs only when a slot is free now', async () => {
    const pool = new HashingPool(1);
    expect(await pool.run(async () => 'free', { maxQueue: 0, maxWaitMs: 1000 })).toBe('free');
    const busy = gate();
    const running = pool.run(busy.task, roomy);
    await expect(pool.run(async () => 'x', { maxQueue: 0, maxWaitMs: 1000 })).rejects.toBeInstanceOf(HashingBusyError);
    busy.open();
    await running;
  });

  it('takes a caller out of the queue after its longest wait, and the task never runs', async () => {
    vi.useFakeTimers();
    const pool = new HashingPool(1);
    const busy = gate();
    const running = pool.run(busy.task, roomy);
    const task = vi.fn(async () => 'late');
    const waiting = pool.run(task, { maxQueue: 10, maxWaitMs: 2000 });
    const outcome = waiting.catch((err: unknown) => err);

    await vi.advanceTimersByTimeAsync(1999);
    expect(pool.waiting).toBe(1);
    await vi.advanceTimersByTimeAsync(1);

    const err = await outcome;
    expect(err).toBeInstanceOf(HashingBusyError);
    expect((err as HashingBusyError).reason).toBe('wait-timeout');
    expect(pool.waiting).toBe(0);
    busy.open();
    await running;
    expect(task).not.toHaveBeenCalled();
    expect(pool.active).toBe(0);
  });

  it('gives a slot back when a task fails or throws, and passes the error on', async () => {
    const pool = new HashingPool(1);
    const failing = gate();
    const first = pool.run(failing.task, roomy);
    const second = pool.run(() => {
      throw new Error('sync throw');
    }, roomy);
    const third = pool.run(async () => 'ok', roomy);
    await flush();

    failing.fail(new Error('argon2 failed'));
    await expect(first).rejects.toThrow('argon2 failed');
    await expect(second).rejects.toThrow('sync throw');
    expect(await third).toBe('ok');
    expect(pool.active).toBe(0);

    // Every slot is free again: as many tasks as the pool holds start at once.
    const wide = new HashingPool(3);
    await Promise.allSettled([1, 2, 3].map(() => wide.run(async () => Promise.reject(new Error('x')), roomy)));
    const gates = [gate(), gate(), gate()];
    const runs = gates.map((g) => wide.run(g.task, { maxQueue: 0, maxWaitMs: 0 }));
    expect(wide.active).toBe(3);
    for (const g of gates) g.open();
    await Promise.all(runs);
  });

  it('refuses a size that is not a positive whole number', () => {
    expect(() => new HashingPool(0)).toThrow(RangeError);
    expect(() => new HashingPool(1.5)).toThrow(RangeError);
  });
});
