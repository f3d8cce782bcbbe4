import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { BullMqQueue, type Message } from '../src/queue.js';
import { createLogger } from '../src/logger.js';

const redisUrl = process.env.REDIS_URL;

describe.skipIf(!redisUrl)('BullMQ adapter (REDIS_URL)', () => {
  let queue: BullMqQueue | undefined;
  afterEach(async () => queue?.close());

  it('delivers each message id once to each subscribed group, retrying failures', async () => {
    queue = new BullMqQueue(redisUrl!, { logger: createLogger('test', 'silent'), prefix: `rrtest-${randomUUID()}`, backoffMs: 20 });
    const received: Message[] = [];
    let failures = 0;
    const done = new Promise<void>((resolve) => {
      queue!.subscribe('riders.merged', 'events', async (m) => {
        if (failures === 0) {
          failures += 1;
          throw new Error('transient');
        }
        received.push(m);
        resolve();
      });
    });
    const message: Message = { id: randomUUID(), topic: 'riders.merged', payload: { keep: 'a', remove: 'b' }, occurredAt: new Date().toISOString() };
    await queue.publish(message);
    await queue.publish(message); // same id: not enqueued twice
    await done;
    await new Promise((r) => setTimeout(r, 300));
    expect(failures).toBe(1);
    expect(received.map((m) => m.id)).toEqual([message.id]);
  });
});
