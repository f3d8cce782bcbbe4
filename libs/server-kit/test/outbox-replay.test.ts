import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QueryTypes, type Sequelize } from 'sequelize';
import { createSequelize } from '../src/db.js';
import { createTestDatabase, type TestDatabase } from '../src/testing.js';
import { migrateUp } from '../src/migrations.js';
import { Outbox, outboxMigrations } from '../src/outbox.js';
import { BullMqQueue, InProcessQueue, subscribeAll, type Message } from '../src/queue.js';
import { replayOutbox, runOutboxReplayCli } from '../src/outbox-replay.js';
import { createLogger } from '../src/logger.js';

const logger = createLogger('test', 'silent');
const redisUrl = process.env.REDIS_URL;
const TOPIC = 'points.earned';
const OTHER_TOPIC = 'points.noted';

/**
 * One service's database restored from a backup taken at T, then caught up by replaying another service's outbox to
 * its consumer group only: SQLite and the in-process queue by default; MariaDB (TEST_MYSQL_URL) and BullMQ (REDIS_URL)
 * in CI's second pass.
 */
describe(`outbox replay after a restore (${process.env.TEST_MYSQL_URL ? 'MariaDB' : 'SQLite'}, ${redisUrl ? 'BullMQ' : 'in-process queue'})`, () => {
  let sourceDb: TestDatabase;
  let restoredDb: TestDatabase;
  let source: Sequelize;
  let restored: Sequelize;
  let sourceOutbox: Outbox;
  let restoredOutbox: Outbox;
  let queue: InProcessQueue | BullMqQueue;
  /** Deliveries to the group that was not restored, per message id: must stay 1 each. */
  const otherGroup = new Map<string, number>();
  /** Deliveries to the restored group (duplicates included: deduplication is the consumer's) and what it applied. */
  let restoredDeliveries = 0;
  let restoredApplied = 0;

  const drain = async () => {
    if (queue instanceof InProcessQueue) await queue.drain();
    else await new Promise((resolve) => setTimeout(resolve, 300));
  };
  const total = async () => (await restored.query<{ total: number | string | null }>('SELECT SUM(points) AS total FROM points', { type: QueryTypes.SELECT }))[0]?.total;
  const processedCount = async () => (await restored.query<{ n: number | string }>('SELECT COUNT(*) AS n FROM processed_messages', { type: QueryTypes.SELECT }))[0]?.n;
  const earn = (points: number) => source.transaction((transaction) => sourceOutbox.add(transaction, TOPIC, { points }));

  beforeAll(async () => {
    sourceDb = await createTestDatabase('replay_source');
    restoredDb = await createTestDatabase('replay_restored');
    source = createSequelize(sourceDb.url);
    restored = createSequelize(restoredDb.url);
    await migrateUp(source, outboxMigrations);
    await migrateUp(restored, outboxMigrations);
    await restored.query('CREATE TABLE points (message_id VARCHAR(36) PRIMARY KEY, points INTEGER NOT NULL)');
    queue = redisUrl ? new BullMqQueue(redisUrl, { logger, prefix: `rrtest-replay-${randomUUID()}`, backoffMs: 20 }) : new InProcessQueue({ logger, backoffMs: 20 });
    sourceOutbox = new Outbox(source, queue, logger);
    restoredOutbox = new Outbox(restored, queue, logger);
    // The restored service's consumer: its own writes and the processed id in one transaction (outbox.consumer).
    const apply = restoredOutbox.consumer('restored.points', async (message, transaction) => {
      restoredApplied += 1;
      const { points } = message.payload as { points: number };
      await restored.query('INSERT INTO points (message_id, points) VALUES (?, ?)', { replacements: [message.id, points], transaction });
    });
    await subscribeAll(queue, {
      group: 'restored',
      handlers: {
        [TOPIC]: async (message) => {
          restoredDeliveries += 1;
          await apply(message);
        },
      },
    });
    const other = async (message: Message) => void otherGroup.set(message.id, (otherGroup.get(message.id) ?? 0) + 1);
    await subscribeAll(queue, { group: 'other', handlers: { [TOPIC]: other, [OTHER_TOPIC]: other } });
  });

  afterAll(async () => {
    await queue.close();
    await source.close();
    await restored.close();
    await sourceDb.drop();
    await restoredDb.drop();
  });

  it('catches the restored service up exactly once; the other group receives nothing again; a dry run changes nothing', async () => {
    const started = new Date(Date.now() - 1000);
    // Before the backup: 1 + 2 + 4, consumed by both groups.
    for (const points of [1, 2, 4]) await earn(points);
    await sourceOutbox.relayOnce();
    await expect.poll(async () => Number(await processedCount()), { timeout: 10_000 }).toBe(3);

    // The backup at T: the restored service's whole state (its rows and its processed ids).
    const backup = {
      points: await restored.query<Record<string, unknown>>('SELECT * FROM points', { type: QueryTypes.SELECT }),
      processed: await restored.query<Record<string, unknown>>('SELECT * FROM processed_messages', { type: QueryTypes.SELECT }),
    };
    const restorePoint = new Date();
    await new Promise((resolve) => setTimeout(resolve, 20));

    // After T: 8 + 16 + 32, plus a topic the restored group does not consume.
    for (const points of [8, 16, 32]) await earn(points);
    await source.transaction((transaction) => sourceOutbox.add(transaction, OTHER_TOPIC, { note: 'x' }));
    await sourceOutbox.relayOnce();
    await expect.poll(async () => Number(await total()), { timeout: 10_000 }).toBe(63);
    await expect.poll(() => otherGroup.size, { timeout: 10_000 }).toBe(7);

    // The restore: back to T, the messages consumed after it are lost from its state.
    await restored.query('DELETE FROM points');
    await restored.query('DELETE FROM processed_messages');
    await restored.getQueryInterface().bulkInsert('points', backup.points);
    await restored.getQueryInterface().bulkInsert('processed_messages', backup.processed);
    expect(Number(await total())).toBe(7);
    const deliveriesBefore = restoredDeliveries;
    const appliedBefore = restoredApplied;
    const outboxBefore = await source.query('SELECT id, published_at, attempts FROM outbox_messages ORDER BY id', { type: QueryTypes.SELECT });

    // A window starting well before T (the runbook's margin): the rows from before T are re-sent and skipped.
    const window = { since: started, groups: ['restored', 'nobody'] };
    const planned = await replayOutbox(source, queue, { ...window, dryRun: true });
    await drain();
    expect(planned).toMatchObject({ dryRun: true, messages: 7, deliveries: 6, idleGroups: ['nobody'] });
    expect(planned.topics[TOPIC]).toMatchObject({ messages: 6, groups: ['restored'] });
    expect(planned.topics[OTHER_TOPIC]).toMatchObject({ messages: 1, groups: [] });
    expect(Number(await total())).toBe(7);
    expect(restoredDeliveries).toBe(deliveriesBefore);
    expect(await source.query('SELECT id, published_at, attempts FROM outbox_messages ORDER BY id', { type: QueryTypes.SELECT })).toEqual(outboxBefore);

    const replayed = await replayOutbox(source, queue, window);
    expect(replayed).toMatchObject({ dryRun: false, messages: 7, deliveries: 6 });
    await expect.poll(async () => Number(await total()), { timeout: 10_000 }).toBe(63);
    await expect.poll(() => restoredDeliveries - deliveriesBefore, { timeout: 10_000 }).toBe(6);
    // The three from before T were already in the restored state: skipped; the three after it applied once.
    expect(restoredApplied - appliedBefore).toBe(3);
    expect(Number(await processedCount())).toBe(6);

    // Again (an operator re-running it): every message is already processed; nothing changes.
    await replayOutbox(source, queue, { ...window, since: restorePoint });
    await expect.poll(() => restoredDeliveries - deliveriesBefore, { timeout: 10_000 }).toBe(9);
    await drain();
    expect(restoredApplied - appliedBefore).toBe(3);
    expect(Number(await total())).toBe(63);

    // The group that was not restored got each message once, replays or not; the outbox rows are as they were.
    expect([...otherGroup.values()]).toEqual([1, 1, 1, 1, 1, 1, 1]);
    expect(await source.query('SELECT id, published_at, attempts FROM outbox_messages ORDER BY id', { type: QueryTypes.SELECT })).toEqual(outboxBefore);
  });

  it('replays only the topics and the window asked for', async () => {
    const from = new Date();
    await new Promise((resolve) => setTimeout(resolve, 20));
    await earn(100);
    await sourceOutbox.relayOnce();
    const planned = await replayOutbox(source, queue, { since: from, groups: ['restored', 'other'], topics: [OTHER_TOPIC], dryRun: true });
    expect(planned).toMatchObject({ messages: 0, deliveries: 0, idleGroups: ['restored', 'other'] });
    const recent = await replayOutbox(source, queue, { since: from, until: new Date(), groups: ['restored', 'other'], topics: [TOPIC], dryRun: true });
    expect(recent).toMatchObject({ messages: 1, deliveries: 2, idleGroups: [] });
    expect(recent.topics[TOPIC]?.groups).toEqual(['restored', 'other']);
    await expect(replayOutbox(source, queue, { since: from, groups: [] })).rejects.toThrow(/consumer group/);
  });

  it("the command line: refuses bad arguments, needs BullMQ to publish, plans a dry run from the service's own database", async () => {
    const env = { DATABASE_URL_REPLAYTEST: sourceDb.url, LOG_LEVEL: 'silent' };
    const quiet = { write: process.stderr.write, out: process.stdout.write };
    process.stderr.write = (() => true) as typeof process.stderr.write;
    process.stdout.write = (() => true) as typeof process.stdout.write;
    try {
      expect(await runOutboxReplayCli('replaytest', 4999, ['--to', 'restored'], env)).toBe(2);
      expect(await runOutboxReplayCli('replaytest', 4999, ['--since', 'yesterday', '--to', 'restored'], env)).toBe(2);
      expect(await runOutboxReplayCli('replaytest', 4999, ['--since', '2026-01-01T00:00:00Z'], env)).toBe(2);
      expect(await runOutboxReplayCli('replaytest', 4999, ['--since', '2026-01-01T00:00:00Z', '--to', 'restored', '--bogus'], env)).toBe(2);
      expect(await runOutboxReplayCli('replaytest', 4999, ['--help'], env)).toBe(0);
      expect(await runOutboxReplayCli('replaytest', 4999, ['--since', '2026-01-01T00:00:00Z', '--to', 'restored'], env)).toBe(1);
      expect(await runOutboxReplayCli('replaytest', 4999, ['--since', '2026-01-01T00:00:00Z', '--to', 'restored', '--dry-run'], env)).toBe(0);
      if (redisUrl) {
        const prefixed = { ...env, REDIS_URL: redisUrl, QUEUE_PREFIX: `rrtest-replay-cli-${randomUUID()}` };
        expect(await runOutboxReplayCli('replaytest', 4999, ['--since', '2026-01-01T00:00:00Z', '--to', 'restored'], prefixed)).toBe(0);
      }
    } finally {
      process.stderr.write = quiet.write;
      process.stdout.write = quiet.out;
    }
  });
});
