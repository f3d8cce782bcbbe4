import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DataTypes, type Sequelize } from 'sequelize';
import { createSequelize } from '../src/db.js';
import { createTestDatabase, type TestDatabase } from '../src/testing.js';
import { migrateUp } from '../src/migrations.js';
import { outboxMigrations, Outbox } from '../src/outbox.js';
import { InProcessQueue, type Message } from '../src/queue.js';
import { createLogger } from '../src/logger.js';

const logger = createLogger('test', 'silent');

describe('transactional outbox with the in-process queue', () => {
  let sequelize: Sequelize;
  let queue: InProcessQueue;
  let outbox: Outbox;

  let database: TestDatabase;

  beforeEach(async () => {
    // A file database or MariaDB, as deployed (':memory:' shares one connection between transactions).
    database = await createTestDatabase('outbox');
    sequelize = createSequelize(database.url);
    await migrateUp(sequelize, outboxMigrations);
    await sequelize.getQueryInterface().createTable('wallets', { rider_id: { type: DataTypes.STRING(36), primaryKey: true } });
    queue = new InProcessQueue({ logger, backoffMs: 5 });
    outbox = new Outbox(sequelize, queue, logger, { intervalMs: 10_000 });
  });

  afterEach(async () => {
    await outbox.stop();
    await queue.close();
    await sequelize.close();
    await database.drop();
  });

  it('publishes a message only when its transaction commits', async () => {
    const received: Message[] = [];
    await queue.subscribe('rider.registered', 'payouts', async (m) => void received.push(m));

    await sequelize.transaction(async (t) => outbox.add(t, 'rider.registered', { riderId: 'r1' }));
    await expect(
      sequelize.transaction(async (t) => {
        await outbox.add(t, 'rider.registered', { riderId: 'r2' });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');

    await outbox.relayOnce();
    await queue.drain();
    expect(received.map((m) => m.payload)).toEqual([{ riderId: 'r1' }]);
    expect(await outbox.unpublishedCount()).toBe(0);
  });

  it('keeps milliseconds in the stored occurrence time (publish order on MySQL)', async () => {
    const message = await sequelize.transaction(async (t) => outbox.add(t, 'rider.registered', { riderId: 'r9' }));
    const [rows] = await sequelize.query('SELECT occurred_at FROM outbox_messages WHERE id = ?', { replacements: [message.id] });
    const stored = new Date((rows as { occurred_at: string | Date }[])[0]!.occurred_at as string);
    expect(stored.toISOString()).toBe(message.occurredAt);
  });

  it('handles a redelivered message once per consumer', async () => {
    const handler = outbox.consumer('payouts', async (message, transaction) => {
      const { riderId } = message.payload as { riderId: string };
      await sequelize.query('INSERT INTO wallets (rider_id) VALUES (?)', { replacements: [riderId], transaction });
    });
    const message: Message = { id: 'm-1', topic: 'rider.registered', payload: { riderId: 'r1' }, occurredAt: new Date().toISOString() };
    await handler(message);
    await handler(message);
    const [rows] = await sequelize.query('SELECT rider_id FROM wallets');
    expect(rows).toHaveLength(1);
  });

  it('treats a unique-key error from the handler itself as a failure, not as already processed', async () => {
    const handler = outbox.consumer('payouts', async (_message, transaction) => {
      await sequelize.query('INSERT INTO wallets (rider_id) VALUES (?)', { replacements: ['same'], transaction });
    });
    await handler({ id: 'm-a', topic: 'rider.registered', payload: {}, occurredAt: new Date().toISOString() });
    await expect(handler({ id: 'm-b', topic: 'rider.registered', payload: {}, occurredAt: new Date().toISOString() })).rejects.toThrow();
    const [rows] = await sequelize.query("SELECT message_id FROM processed_messages WHERE consumer = 'payouts'");
    expect(rows).toEqual([{ message_id: 'm-a' }]);
  });

  it('survives a burst of concurrent consumer transactions on SQLite', async () => {
    const handler = outbox.consumer('payouts', async (message, transaction) => {
      const { riderId } = message.payload as { riderId: string };
      await sequelize.query('INSERT INTO wallets (rider_id) VALUES (?)', { replacements: [riderId], transaction });
    });
    await Promise.all(
      Array.from({ length: 40 }, (_, i) => handler({ id: `burst-${i}`, topic: 'rider.registered', payload: { riderId: `r${i}` }, occurredAt: new Date().toISOString() })),
    );
    const [rows] = await sequelize.query('SELECT COUNT(*) AS n FROM wallets');
    expect(Number((rows as { n: number | string }[])[0]!.n)).toBe(40);
  });

  it('retries a failing consumer until it succeeds', async () => {
    let calls = 0;
    await queue.subscribe('rider.registered', 'payouts', async () => {
      calls += 1;
      if (calls < 3) throw new Error('transient');
    });
    await queue.publish({ id: 'm-2', topic: 'rider.registered', payload: {}, occurredAt: new Date().toISOString() });
    await queue.drain();
    expect(calls).toBe(3);
  });

  it('keeps messages in the outbox while a held queue waits for every consumer, then delivers to all of them', async () => {
    const held = new InProcessQueue({ logger, backoffMs: 5, held: true });
    const heldOutbox = new Outbox(sequelize, held, logger, { intervalMs: 10_000 });
    const events: Message[] = [];
    const payouts: Message[] = [];
    await held.subscribe('riders.merged', 'events', async (m) => void events.push(m));
    await sequelize.transaction(async (t) => heldOutbox.add(t, 'riders.merged', { keep: 'r1', remove: 'r2' }));

    await heldOutbox.relayOnce();
    await held.drain();
    expect(events).toEqual([]);
    expect(await heldOutbox.unpublishedCount()).toBe(1);

    await held.subscribe('riders.merged', 'payouts', async (m) => void payouts.push(m));
    held.open();
    await heldOutbox.relayOnce();
    await held.drain();
    expect(events.map((m) => m.payload)).toEqual([{ keep: 'r1', remove: 'r2' }]);
    expect(payouts.map((m) => m.payload)).toEqual([{ keep: 'r1', remove: 'r2' }]);
    expect(await heldOutbox.unpublishedCount()).toBe(0);
    await heldOutbox.stop();
    await held.close();
  });

  it('refuses a topic nobody subscribes to', async () => {
    await expect(queue.publish({ id: 'm-3', topic: 'nope', payload: {}, occurredAt: '' })).rejects.toThrow(/Unknown topic/);
  });
});
