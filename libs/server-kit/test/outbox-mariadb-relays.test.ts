import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Sequelize } from 'sequelize';
import { createSequelize } from '../src/db.js';
import { createTestDatabase, type TestDatabase } from '../src/testing.js';
import { migrateUp } from '../src/migrations.js';
import { outboxMigrations, Outbox } from '../src/outbox.js';
import type { Handler, Message, MessageQueue } from '../src/queue.js';
import { createLogger } from '../src/logger.js';

const logger = createLogger('test', 'silent');
const TOPICS_PER_RELAY = 4;
const ROWS_PER_TOPIC = 250;

/** Records every publish of one relay into a shared log, in publish order. */
class RecordingQueue implements MessageQueue {
  readonly kind = 'in-process' as const;
  constructor(
    private readonly relay: string,
    private readonly log: Array<{ relay: string; message: Message }>,
  ) {}
  async publish(message: Message): Promise<void> {
    this.log.push({ relay: this.relay, message });
  }
  async subscribe(_topic: string, _group: string, _handler: Handler): Promise<void> {}
  async close(): Promise<void> {}
}

/**
 * The production path: two relay replicas, each with its own connection pool, over one MariaDB database, while
 * writers add 2 × 1000 messages. Each row must go out exactly once, none lost, each topic in occurrence order.
 */
describe.skipIf(!process.env.TEST_MYSQL_URL)('two outbox relays over one MariaDB database (TEST_MYSQL_URL)', () => {
  let database: TestDatabase;
  const connections: Sequelize[] = [];

  beforeAll(async () => {
    database = await createTestDatabase('outbox_relays');
    const sequelize = createSequelize(database.url);
    await migrateUp(sequelize, outboxMigrations);
    await sequelize.close();
  });

  afterAll(async () => {
    for (const sequelize of connections) await sequelize.close();
    await database.drop();
  });

  it('publishes each of 2 × 1000 rows written concurrently exactly once, in order per topic', async () => {
    const published: Array<{ relay: string; message: Message }> = [];
    const relays = ['relay-a', 'relay-b'].map((name) => {
      const sequelize = createSequelize(database.url);
      connections.push(sequelize);
      const outbox = new Outbox(sequelize, new RecordingQueue(name, published), logger, { owner: name, intervalMs: 20 });
      outbox.start();
      return { name, sequelize, outbox };
    });

    // Every relay's process writes its own topics, one writer per topic, all writers at once.
    const written = (
      await Promise.all(
        relays.flatMap(({ name, sequelize, outbox }) =>
          Array.from({ length: TOPICS_PER_RELAY }, async (_, t) => {
            const ids: string[] = [];
            for (let n = 0; n < ROWS_PER_TOPIC; n++) {
              const message = await sequelize.transaction((transaction) => outbox.add(transaction, `load.${name}.${t}`, { n }));
              ids.push(message.id);
            }
            return ids;
          }),
        ),
      )
    ).flat();
    expect(written).toHaveLength(2 * TOPICS_PER_RELAY * ROWS_PER_TOPIC);

    await expect.poll(() => published.length, { timeout: 60_000, interval: 100 }).toBeGreaterThanOrEqual(written.length);
    for (const { outbox } of relays) await outbox.stop();
    for (const { outbox } of relays) await outbox.relayOnce();

    const times = new Map<string, number>();
    for (const { message } of published) times.set(message.id, (times.get(message.id) ?? 0) + 1);
    expect([...times.values()].filter((count) => count !== 1)).toEqual([]);
    expect(new Set(times.keys())).toEqual(new Set(written));
    expect(await relays[0]!.outbox.unpublishedCount()).toBe(0);

    for (const topic of new Set(published.map((p) => p.message.topic))) {
      const inPublishOrder = published.filter((p) => p.message.topic === topic).map((p) => p.message);
      const occurred = inPublishOrder.map((m) => m.occurredAt);
      expect(occurred, topic).toEqual([...occurred].sort());
      // Same-millisecond rows may go out in either order; apart from those, the writer's order holds.
      const sequence = inPublishOrder.map((m) => (m.payload as { n: number }).n);
      const outOfOrder = sequence.filter((n, i) => i > 0 && n < sequence[i - 1]! && inPublishOrder[i]!.occurredAt !== inPublishOrder[i - 1]!.occurredAt);
      expect(outOfOrder, topic).toEqual([]);
    }

    const [rows] = await relays[0]!.sequelize.query('SELECT claimed_by AS relay, COUNT(*) AS n, MAX(attempts) AS attempts FROM outbox_messages GROUP BY claimed_by ORDER BY claimed_by');
    const byRelay = rows as Array<{ relay: string; n: number | string; attempts: number }>;
    expect(byRelay.every((row) => ['relay-a', 'relay-b'].includes(row.relay) && Number(row.attempts) === 1)).toBe(true);
    expect(byRelay.reduce((sum, row) => sum + Number(row.n), 0)).toBe(written.length);
  }, 120_000);
});
