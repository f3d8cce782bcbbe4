import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENT_CHANGED, MONEY_POSTED, RIDER_CHANGED } from '@rr/contracts/server';
import { BullMqQueue, InProcessQueue, NoSubscriberError, Outbox, createLogger, createTestDatabase, migrateUp, type MessageQueue } from '@rr/server-kit';
import { openPayoutsDatabase, type PayoutsDb } from '../src/data-access/database.js';
import { migrations } from '../src/data-access/migrations/index.js';
import { award } from '../src/domain/money.js';
import { memoryRiderFacts } from '../src/domain/rider-facts.js';
import { subscribeConsumers } from '../src/entry-points/consumers.js';

const logger = createLogger('test', process.env.TEST_LOG_LEVEL ?? 'silent');

/** The service with the given queue, its relay started as in production (poked after each commit). */
async function start(label: string, queue: MessageQueue) {
  const database = await createTestDatabase(`payouts_${label}`);
  const db = openPayoutsDatabase(database.url, logger);
  await migrateUp(db.sequelize, migrations);
  const outbox = new Outbox(db.sequelize, queue, logger, { intervalMs: 100 });
  await subscribeConsumers(queue, { db, outbox, logger, riderFacts: memoryRiderFacts([]) });
  outbox.start();
  return {
    db,
    outbox,
    async close() {
      await outbox.stop();
      await queue.close();
      await db.sequelize.close();
      await database.drop();
    },
  };
}

async function earnedCash(db: PayoutsDb): Promise<number | null> {
  const row = await db.models.ReportMoneyDaily.findOne({ where: { measure: 'earnedCash' } });
  return row ? row.amountCents : null;
}

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, ms = 15_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > end) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * Payouts publishes `money.posted` to itself (group `reporting`), and subscribes to `event.changed` and
 * `rider.changed` before the events service and identity publish them: the relay delivers its own messages through
 * the in-process queue (held until every group subscribed, as the embedded launcher does) and through BullMQ.
 */
describe('money.posted through the in-process queue', () => {
  let service: Awaited<ReturnType<typeof start>>;
  const queue = new InProcessQueue({ logger, held: true, backoffMs: 5 });
  beforeAll(async () => {
    service = await start('reporting_inprocess', queue);
  });
  afterAll(() => service.close());

  it('waits in the outbox while the queue is held, then reaches the read model once it opens', async () => {
    await expect(queue.publish({ id: randomUUID(), topic: MONEY_POSTED, payload: {}, occurredAt: new Date().toISOString() })).rejects.toBeInstanceOf(NoSubscriberError);
    await service.db.sequelize.transaction((t) => award(service.db, { riderId: 'rider-q', type: 'cash', amountCents: 1_234, currency: 'USD', sourceKey: 'q:1' }, t));
    await service.outbox.relayOnce();
    expect(await earnedCash(service.db)).toBeNull();
    expect(await service.outbox.unpublishedCount()).toBe(1);
    queue.open();
    expect(await until(() => earnedCash(service.db), (cents) => cents === 1_234)).toBe(1_234);
    // The facts topics have a subscriber already: a publisher finds the group.
    for (const topic of [EVENT_CHANGED, RIDER_CHANGED]) await expect(queue.publish({ id: randomUUID(), topic, payload: { bad: true }, occurredAt: new Date().toISOString() })).resolves.toBeUndefined();
  });
});

describe.skipIf(!process.env.REDIS_URL)('money.posted through BullMQ (REDIS_URL)', () => {
  let service: Awaited<ReturnType<typeof start>>;
  beforeAll(async () => {
    service = await start('reporting_bullmq', new BullMqQueue(process.env.REDIS_URL!, { logger, prefix: `rrtest-${randomUUID()}`, backoffMs: 20 }));
  });
  afterAll(() => service.close());

  it('reaches the read model once per message', async () => {
    await service.db.sequelize.transaction((t) => award(service.db, { riderId: 'rider-q', type: 'cash', amountCents: 4_321, currency: 'USD', sourceKey: 'q:bull' }, t));
    expect(await until(() => earnedCash(service.db), (cents) => cents === 4_321)).toBe(4_321);
    // Published again (a relay that crashed before marking it): BullMQ drops the job id, the consumer its message id.
    await service.db.sequelize.query('UPDATE outbox_messages SET published_at = NULL');
    await service.outbox.relayOnce();
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await earnedCash(service.db)).toBe(4_321);
  });
});
