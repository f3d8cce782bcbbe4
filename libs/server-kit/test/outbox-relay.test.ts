import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Sequelize } from 'sequelize';
import { createSequelize } from '../src/db.js';
import { createTestDatabase, type TestDatabase } from '../src/testing.js';
import { migrateUp } from '../src/migrations.js';
import { outboxMigration, outboxMigrations, Outbox, type OutboxOptions } from '../src/outbox.js';
import { InProcessQueue, NoSubscriberError, type Handler, type Message, type MessageQueue } from '../src/queue.js';
import { createLogger } from '../src/logger.js';

const logger = createLogger('test', 'silent');

/** A queue that records what each relay published, in publish order; `hold` makes publishes wait until released. */
class RecordingQueue implements MessageQueue {
  readonly kind = 'in-process' as const;
  held: Array<() => void> = [];
  hold = false;
  failTopics = new Set<string>();
  constructor(
    private readonly relay: string,
    private readonly log: Array<{ relay: string; message: Message }>,
  ) {}
  async publish(message: Message): Promise<void> {
    if (this.hold) await new Promise<void>((_resolve, reject) => this.held.push(() => reject(new Error('relay died'))));
    if (this.failTopics.has(message.topic)) throw new NoSubscriberError(message.topic);
    this.log.push({ relay: this.relay, message });
  }
  async subscribe(_topic: string, _group: string, _handler: Handler): Promise<void> {}
  async close(): Promise<void> {
    for (const die of this.held) die();
  }
}

describe('outbox relay: claims, leases and order', () => {
  let database: TestDatabase;
  const connections: Sequelize[] = [];
  const relays: Outbox[] = [];
  const queues: RecordingQueue[] = [];
  let published: Array<{ relay: string; message: Message }>;

  /** A relay with its own connection (as another replica would have) over the test database. */
  function relay(name: string, options: OutboxOptions = {}): { outbox: Outbox; queue: RecordingQueue; sequelize: Sequelize } {
    const sequelize = createSequelize(database.url);
    const queue = new RecordingQueue(name, published);
    const outbox = new Outbox(sequelize, queue, logger, { intervalMs: 60_000, owner: name, ...options });
    connections.push(sequelize);
    relays.push(outbox);
    queues.push(queue);
    return { outbox, queue, sequelize };
  }

  async function write(sequelize: Sequelize, outbox: Outbox, topic: string, count: number): Promise<string[]> {
    const ids: string[] = [];
    for (let i = 0; i < count; i++) {
      const message = await sequelize.transaction((t) => outbox.add(t, topic, { n: i }));
      ids.push(message.id);
    }
    return ids;
  }

  const publishedIds = (topic?: string) => published.filter((p) => !topic || p.message.topic === topic).map((p) => p.message.id);

  beforeEach(async () => {
    database = await createTestDatabase('outbox_relay');
    published = [];
    const sequelize = createSequelize(database.url);
    await migrateUp(sequelize, outboxMigrations);
    await sequelize.close();
  });

  afterEach(async () => {
    for (const queue of queues.splice(0)) await queue.close();
    for (const outbox of relays.splice(0)) await outbox.stop();
    for (const sequelize of connections.splice(0)) await sequelize.close();
    await database.drop();
  });

  it('publishes each topic in occurrence order, batch after batch', async () => {
    const a = relay('relay-a', { batchSize: 3 });
    await a.outbox.stop();
    const first = await write(a.sequelize, a.outbox, 'rider.registered', 7);
    const second = await write(a.sequelize, a.outbox, 'riders.merged', 5);

    await a.outbox.relayOnce();

    expect(publishedIds('rider.registered')).toEqual(first);
    expect(publishedIds('riders.merged')).toEqual(second);
    expect(await a.outbox.unpublishedCount()).toBe(0);
  });

  it('keeps a message nobody subscribes to yet in the outbox, without holding up other topics', async () => {
    const a = relay('relay-a');
    await a.outbox.stop();
    a.queue.failTopics.add('mail.send');
    const waiting = await write(a.sequelize, a.outbox, 'mail.send', 2);
    const other = await write(a.sequelize, a.outbox, 'rider.registered', 2);

    await a.outbox.relayOnce();
    expect(publishedIds()).toEqual(other);
    const [rows] = await a.sequelize.query('SELECT id, attempts, claimed_until FROM outbox_messages WHERE published_at IS NULL ORDER BY occurred_at, id');
    // The first one was tried, both were given back (no lease left) for the next round.
    expect(rows).toEqual([
      { id: waiting[0], attempts: 1, claimed_until: null },
      { id: waiting[1], attempts: 0, claimed_until: null },
    ]);

    a.queue.failTopics.clear();
    await a.outbox.relayOnce();
    expect(publishedIds('mail.send')).toEqual(waiting);
  });

  it('lets another relay publish the rows of a relay that died holding them, once their lease ran out', async () => {
    const a = relay('relay-a', { leaseMs: 60_000 });
    const b = relay('relay-b', { leaseMs: 60_000 });
    await a.outbox.stop();
    await b.outbox.stop();
    const ids = await write(a.sequelize, a.outbox, 'rider.registered', 5);

    a.queue.hold = true;
    const claimedAt = Date.now();
    void a.outbox.relayOnce(); // claims all five, then hangs in its first publish: a relay that died
    await expect.poll(async () => claimedBy(a.sequelize, 'relay-a'), { timeout: 5_000 }).toBe(5);
    const [leases] = await a.sequelize.query('SELECT claimed_until FROM outbox_messages');
    for (const { claimed_until } of leases as Array<{ claimed_until: string | Date }>) {
      const until = new Date(claimed_until).getTime();
      expect(until).toBeGreaterThanOrEqual(claimedAt + 60_000 - 1_000);
      expect(until).toBeLessThanOrEqual(Date.now() + 60_000);
    }

    await b.outbox.relayOnce();
    expect(publishedIds()).toEqual([]); // still leased to relay A

    // A minute passes: relay A's leases run out.
    await b.sequelize.query("UPDATE outbox_messages SET claimed_until = ? WHERE claimed_by = 'relay-a'", { replacements: [new Date(Date.now() - 1)] });
    await b.outbox.relayOnce();

    expect(published.map((p) => p.relay)).toEqual(['relay-b', 'relay-b', 'relay-b', 'relay-b', 'relay-b']);
    expect(publishedIds()).toEqual(ids);
    expect(await b.outbox.unpublishedCount()).toBe(0);
  });

  it('never publishes a row twice when two relays run over one database at the same time', async () => {
    const a = relay('relay-a', { batchSize: 10, intervalMs: 5 });
    const b = relay('relay-b', { batchSize: 10, intervalMs: 5 });
    a.outbox.start();
    b.outbox.start();
    const written = (
      await Promise.all([
        write(a.sequelize, a.outbox, 'rider.registered', 40),
        write(b.sequelize, b.outbox, 'riders.merged', 40),
        write(a.sequelize, a.outbox, 'mail.send', 40),
      ])
    ).flat();

    await expect.poll(() => published.length, { timeout: 30_000, interval: 50 }).toBe(written.length);
    await a.outbox.relayOnce();
    await b.outbox.relayOnce();
    expect(published).toHaveLength(written.length);
    expect(new Set(publishedIds())).toEqual(new Set(written));
    for (const topic of ['rider.registered', 'riders.merged', 'mail.send']) {
      const times = published.filter((p) => p.message.topic === topic).map((p) => p.message.occurredAt);
      expect(times).toEqual([...times].sort());
    }
  });

  it('adds the lease columns to an outbox that already holds messages (migrations on an existing database)', async () => {
    const legacy = await createTestDatabase('outbox_legacy');
    const sequelize = createSequelize(legacy.url);
    try {
      await migrateUp(sequelize, [outboxMigration]);
      await sequelize.query(
        "INSERT INTO outbox_messages (id, topic, payload, occurred_at, published_at, attempts) VALUES ('old-1', 'rider.registered', '{\"riderId\":\"r1\"}', '2024-05-01 10:00:00.000', NULL, 0)",
      );
      expect(await migrateUp(sequelize, outboxMigrations)).toEqual(['0000-outbox-relay-claims', '0000-outbox-long-payload', '0000-outbox-trace-context']);

      const queue = new InProcessQueue({ logger });
      const received: Message[] = [];
      await queue.subscribe('rider.registered', 'payouts', async (m) => void received.push(m));
      const outbox = new Outbox(sequelize, queue, logger);
      await outbox.relayOnce();
      await queue.drain();
      await outbox.stop();
      expect(received.map((m) => [m.id, m.payload])).toEqual([['old-1', { riderId: 'r1' }]]);

      // A payload far past a MariaDB TEXT's 64 KB (a whole event's results) is stored and relayed whole.
      const lines = Array.from({ length: 5_000 }, (_, i) => ({ resultId: `line-${i}`, riderName: 'A rider with a long enough name' }));
      await sequelize.transaction((transaction) => outbox.add(transaction, 'results.published', { lines }));
      await outbox.relayOnce();
      await queue.drain();
      expect(received).toHaveLength(1);
      await queue.subscribe('results.published', 'payouts', async (m) => void received.push(m));
      await sequelize.transaction((transaction) => outbox.add(transaction, 'results.published', { lines }));
      await outbox.relayOnce();
      await queue.drain();
      expect((received.at(-1)!.payload as { lines: unknown[] }).lines).toHaveLength(5_000);
    } finally {
      await sequelize.close();
      await legacy.drop();
    }
  });
});

async function claimedBy(sequelize: Sequelize, owner: string): Promise<number> {
  const [rows] = await sequelize.query('SELECT COUNT(*) AS n FROM outbox_messages WHERE claimed_by = ? AND published_at IS NULL', { replacements: [owner] });
  return Number((rows as Array<{ n: number | string }>)[0]!.n);
}
