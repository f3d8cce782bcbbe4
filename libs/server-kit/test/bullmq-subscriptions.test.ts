import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { BullMqQueue, NoSubscriberError, subscribeAll, type Message } from '../src/queue.js';
import { createLogger } from '../src/logger.js';

const redisUrl = process.env.REDIS_URL;
const logger = createLogger('test', 'silent');

/**
 * The BullMQ fan-out comes from the services' own subscriptions (a Redis set per topic), not from a shared map:
 * a publisher that consumes nothing routes to every group that ever subscribed, even while none of it runs.
 */
describe.skipIf(!redisUrl)('BullMQ subscriptions registry (REDIS_URL)', () => {
  const queues: BullMqQueue[] = [];
  const open = (prefix: string) => {
    const queue = new BullMqQueue(redisUrl!, { logger, prefix, backoffMs: 20 });
    queues.push(queue);
    return queue;
  };
  afterEach(async () => {
    for (const queue of queues.splice(0)) await queue.close();
  });

  const message = (topic: string): Message => ({ id: randomUUID(), topic, payload: { riderId: 'r1' }, occurredAt: new Date().toISOString() });

  it('refuses a topic no group has subscribed to, so the outbox keeps the message', async () => {
    const publisher = open(`rrtest-${randomUUID()}`);
    await expect(publisher.publish(message('rider.registered'))).rejects.toBeInstanceOf(NoSubscriberError);
  });

  it("delivers to each service's group from its own declaration, also when the group subscribed before the publisher started and is down when it publishes", async () => {
    const prefix = `rrtest-${randomUUID()}`;
    const received: Array<[string, string]> = [];
    const record = (group: string) => async (m: Message) => void received.push([group, m.id]);

    // Two consumer services declare what they consume, then stop.
    const events = open(prefix);
    await subscribeAll(events, { group: 'events', handlers: { 'riders.merged': record('events') } });
    const payouts = open(prefix);
    await subscribeAll(payouts, { group: 'payouts', handlers: { 'riders.merged': record('payouts'), 'rider.registered': record('payouts') } });
    await events.close();
    await payouts.close();

    // The publishing service knows no consumer; it publishes while both are down.
    const merged = message('riders.merged');
    const registered = message('rider.registered');
    const publisher = open(prefix);
    await publisher.publish(merged);
    await publisher.publish(registered);

    // The consumers come back and get what waited for them, each group once.
    await subscribeAll(open(prefix), { group: 'events', handlers: { 'riders.merged': record('events') } });
    await subscribeAll(open(prefix), { group: 'payouts', handlers: { 'riders.merged': record('payouts'), 'rider.registered': record('payouts') } });
    await expect.poll(() => received.length, { timeout: 10_000 }).toBe(3);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(received.sort()).toEqual(
      [
        ['events', merged.id],
        ['payouts', merged.id],
        ['payouts', registered.id],
      ].sort(),
    );
  });
});
