/**
 * A bounded pool for password and PIN hashing (argon2id runs on libuv's threadpool, which SQLite and the file
 * system share: an unbounded flood of hashes starves every other request of the process).
 *
 * At most `concurrency` tasks run at once; the rest wait in one FIFO queue. Each caller says how long a queue
 * it accepts to join (`maxQueue`, counted before it joins) and how long it will wait for a slot (`maxWaitMs`);
 * a caller that cannot join is refused at once, one that waits too long leaves the queue — both with
 * `HashingBusyError`, so an overload answers fast instead of piling up.
 */
export class HashingBusyError extends Error {
  constructor(readonly reason: 'queue-full' | 'wait-timeout') {
    super(reason === 'queue-full' ? 'hashing queue full' : 'waited too long for a hashing slot');
    this.name = 'HashingBusyError';
  }
}

export interface AdmissionLimits {
  /** Join only while fewer than this many tasks wait (0: run only if a slot is free now). */
  maxQueue: number;
  /** Leave the queue after this long without a slot. */
  maxWaitMs: number;
}

interface Waiter {
  start: () => void;
  timer: NodeJS.Timeout;
}

export class HashingPool {
  private running = 0;
  private readonly queue: Waiter[] = [];

  constructor(readonly concurrency: number) {
    if (!Number.isInteger(concurrency) || concurrency < 1) throw new RangeError('concurrency must be a positive integer');
  }

  /** Tasks running now. */
  get active(): number {
    return this.running;
  }

  /** Tasks waiting for a slot. */
  get waiting(): number {
    return this.queue.length;
  }

  /** Runs `task` in a slot (its result or error is the caller's); refuses with `HashingBusyError` past the limits. */
  async run<T>(task: () => Promise<T>, limits: AdmissionLimits): Promise<T> {
    await this.acquire(limits);
    try {
      return await task();
    } finally {
      this.release();
    }
  }

  private acquire(limits: AdmissionLimits): Promise<void> {
    if (this.running < this.concurrency && this.queue.length === 0) {
      this.running += 1;
      return Promise.resolve();
    }
    if (this.queue.length >= limits.maxQueue) return Promise.reject(new HashingBusyError('queue-full'));
    return new Promise<void>((resolve, reject) => {
      const waiter: Waiter = {
        // The slot is handed over by `release` (running stays counted), so no newcomer can take it in between.
        start: () => {
          clearTimeout(waiter.timer);
          resolve();
        },
        timer: setTimeout(() => {
          const index = this.queue.indexOf(waiter);
          if (index >= 0) this.queue.splice(index, 1);
          reject(new HashingBusyError('wait-timeout'));
        }, limits.maxWaitMs),
      };
      waiter.timer.unref?.();
      this.queue.push(waiter);
    });
  }

  private release(): void {
    const next = this.queue.shift();
    if (next) next.start();
    else this.running -= 1;
  }
}
