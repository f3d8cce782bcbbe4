import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../src/logger.js';
import { outboxWakeChannel, outboxWakeListener, outboxWakeSender } from '../src/outbox-wake.js';

const logger = createLogger('test', 'silent');
const redisUrl = process.env.REDIS_URL;

describe('outbox wake', () => {
  it('names one channel per service under the queue prefix', () => {
    expect(outboxWakeChannel('identity')).toBe('bull:rr:outbox-wake:identity');
    expect(outboxWakeChannel('payouts', 'ci-7')).toBe('ci-7:rr:outbox-wake:payouts');
  });

  it.skipIf(!redisUrl)('wakes the worker’s relay once per burst of commits, and only for its own service (REDIS_URL)', async () => {
    const channel = outboxWakeChannel('identity', `rrtest-wake-${randomUUID().slice(0, 8)}`);
    let wakes = 0;
    let others = 0;
    const listener = await outboxWakeListener(redisUrl!, channel, () => (wakes += 1), logger);
    const elsewhere = await outboxWakeListener(redisUrl!, `${channel}-other`, () => (others += 1), logger);
    const sender = outboxWakeSender(redisUrl!, channel, logger);
    try {
      for (let i = 0; i < 5; i += 1) sender.notify(); // five messages committed in one tick
      const started = Date.now();
      while (wakes === 0 && Date.now() - started < 2_000) await new Promise((r) => setTimeout(r, 5));
      expect(Date.now() - started).toBeLessThan(1_000);
      await new Promise((r) => setTimeout(r, 100));
      expect([wakes, others]).toEqual([1, 0]);
      sender.notify();
      while (wakes === 1 && Date.now() - started < 2_000) await new Promise((r) => setTimeout(r, 5));
      expect(wakes).toBe(2);
    } finally {
      await sender.close();
      await listener.close();
      await elsewhere.close();
    }
  });
  it.skipIf(!redisUrl)('gathers the wakes of commits in the next milliseconds into one relay run (REDIS_URL)', async () => {
    const channel = outboxWakeChannel('payouts', `rrtest-wake-${randomUUID().slice(0, 8)}`);
    let wakes = 0;
    const listener = await outboxWakeListener(redisUrl!, channel, () => (wakes += 1), logger, { gatherMs: 200 });
    const sender = outboxWakeSender(redisUrl!, channel, logger);
    try {
      // Three commits in three ticks: three wakes sent, one run.
      for (let i = 0; i < 3; i += 1) {
        sender.notify();
        await new Promise((r) => setTimeout(r, 20));
      }
      const started = Date.now();
      while (wakes === 0 && Date.now() - started < 2_000) await new Promise((r) => setTimeout(r, 5));
      await new Promise((r) => setTimeout(r, 300));
      expect(wakes).toBe(1);
    } finally {
      await sender.close();
      await listener.close();
    }
  });
});
