import { DataTypes, Model, Op, QueryTypes, UniqueConstraintError, literal, type Sequelize, type Transaction } from 'sequelize';
import { PollingJob, type BackgroundJob } from './background-job.js';
import type { Migration } from './migrations.js';
import { NoSubscriberError, newMessage, type Handler, type Message, type MessageQueue } from './queue.js';
import type { Logger } from './logger.js';
import { CLAIM_ATTRIBUTES, addClaimColumns, claimRows, newClaimOwner, releaseClaims } from './row-claims.js';
import { traceHeaders, tracePublish, type TraceCarrier } from './tracing.js';

/**
 * Transactional outbox: a state change and the message announcing it are written in one
 * transaction; the relay publishes unpublished rows to the queue. Consumers record the ids
 * they processed, in the same transaction as their own changes, so a redelivery is a no-op.
 */
export const outboxMigration: Migration = {
  name: '0000-outbox-and-processed-messages',
  async up({ context: { queryInterface } }) {
    await queryInterface.createTable('outbox_messages', {
      id: { type: DataTypes.STRING(36), primaryKey: true },
      topic: { type: DataTypes.STRING(100), allowNull: false },
      payload: { type: DataTypes.TEXT, allowNull: false },
      // Millisecond precision: MySQL's DATETIME is whole seconds by default, which would lose the publish order.
      occurred_at: { type: DataTypes.DATE(3), allowNull: false },
      published_at: { type: DataTypes.DATE(3), allowNull: true },
      attempts: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
    });
    await queryInterface.addIndex('outbox_messages', ['published_at', 'occurred_at'], { name: 'outbox_unpublished' });
    await queryInterface.createTable('processed_messages', {
      message_id: { type: DataTypes.STRING(36), primaryKey: true },
      consumer: { type: DataTypes.STRING(100), primaryKey: true },
      processed_at: { type: DataTypes.DATE(3), allowNull: false },
    });
  },
  async down({ context: { queryInterface } }) {
    await queryInterface.dropTable('processed_messages');
    await queryInterface.dropTable('outbox_messages');
  },
};

/** Relay leases on outbox rows (which relay publishes a row, until when), and the per-topic order index. */
export const outboxClaimsMigration: Migration = {
  name: '0000-outbox-relay-claims',
  async up({ context: { queryInterface } }) {
    await addClaimColumns(queryInterface, 'outbox_messages');
    await queryInterface.addIndex('outbox_messages', ['topic', 'published_at', 'occurred_at'], { name: 'outbox_topic_unpublished' });
  },
  async down({ context: { queryInterface } }) {
    await queryInterface.removeIndex('outbox_messages', 'outbox_topic_unpublished');
    await queryInterface.removeColumn('outbox_messages', 'claimed_until');
    await queryInterface.removeColumn('outbox_messages', 'claimed_by');
  },
};

/**
 * Payloads up to MariaDB's packet size: a message may carry a whole event's results (thousands of lines), past the
 * 64 KB of a MariaDB TEXT. LONGTEXT there; SQLite's TEXT has no such limit.
 */
export const outboxLongPayloadMigration: Migration = {
  name: '0000-outbox-long-payload',
  async up({ context: { queryInterface } }) {
    if (queryInterface.sequelize.getDialect() === 'sqlite') return;
    await queryInterface.changeColumn('outbox_messages', 'payload', { type: DataTypes.TEXT('long'), allowNull: false });
  },
  async down({ context: { queryInterface } }) {
    if (queryInterface.sequelize.getDialect() === 'sqlite') return;
    await queryInterface.changeColumn('outbox_messages', 'payload', { type: DataTypes.TEXT, allowNull: false });
  },
};

/**
 * The trace a message was written in (W3C `traceparent`/`tracestate` as JSON; null when tracing is off), so the relay's
 * publish and the consumers continue the request that caused it (docs/operations.md "Traces").
 */
export const outboxTraceContextMigration: Migration = {
  name: '0000-outbox-trace-context',
  async up({ context: { queryInterface } }) {
    await queryInterface.addColumn('outbox_messages', 'trace_context', { type: DataTypes.STRING(512), allowNull: true });
  },
  async down({ context: { queryInterface } }) {
    await queryInterface.removeColumn('outbox_messages', 'trace_context');
  },
};

/** The outbox migrations, in order: a service lists them before its own. */
export const outboxMigrations: Migration[] = [outboxMigration, outboxClaimsMigration, outboxLongPayloadMigration, outboxTraceContextMigration];

class OutboxMessage extends Model {
  declare id: string;
  declare topic: string;
  declare payload: string;
  declare occurredAt: Date;
  declare publishedAt: Date | null;
  declare attempts: number;
  declare traceContext: string | null;
  declare claimedBy: string | null;
  declare claimedUntil: Date | null;
}
class ProcessedMessage extends Model {
  declare messageId: string;
  declare consumer: string;
  declare processedAt: Date;
}

export interface OutboxOptions {
  /** Relay poll interval; default 1 s (a commit that adds a message also starts a run at once). */
  intervalMs?: number;
  /** How long a claimed row stays with its relay before another may take it over; default 30 s. */
  leaseMs?: number;
  /** Rows claimed per round; default 100. */
  batchSize?: number;
  /** This relay's name in `claimed_by`; default host, pid and a random part. */
  owner?: string;
  /**
   * Told after each commit that added a message, besides this relay's own poke: a web process, whose relay never
   * runs, wakes the worker's with it (`outboxWake`), so a message leaves in milliseconds rather than at the next poll.
   */
  onCommitted?: () => void;
}

/** The trace a row was written in, if any (a malformed value is ignored: tracing never stops a message). */
function writtenIn(row: OutboxMessage): TraceCarrier | undefined {
  if (!row.traceContext) return undefined;
  try {
    const value: unknown = JSON.parse(row.traceContext);
    return value && typeof value === 'object' ? (value as TraceCarrier) : undefined;
  } catch {
    return undefined;
  }
}

export class Outbox implements BackgroundJob {
  private readonly outbox: typeof OutboxMessage;
  private readonly processed: typeof ProcessedMessage;
  private readonly relay: PollingJob;
  private readonly leaseMs: number;
  private readonly batchSize: number;
  private readonly onCommitted: (() => void) | undefined;
  /** This relay's name in `claimed_by`. */
  readonly owner: string;

  constructor(
    private readonly sequelize: Sequelize,
    private readonly queue: MessageQueue,
    private readonly logger: Logger,
    options: OutboxOptions = {},
  ) {
    this.leaseMs = options.leaseMs ?? 30_000;
    this.batchSize = options.batchSize ?? 100;
    this.onCommitted = options.onCommitted;
    this.owner = options.owner ?? newClaimOwner('relay');
    this.relay = new PollingJob('outbox relay', () => this.relayRound(), logger, options.intervalMs ?? 1000);
    // Each Sequelize instance gets its own model classes (several services share one process when embedded).
    this.outbox = class extends OutboxMessage {};
    this.outbox.init(
      {
        id: { type: DataTypes.STRING(36), primaryKey: true },
        topic: DataTypes.STRING(100),
        payload: DataTypes.TEXT,
        occurredAt: DataTypes.DATE(3),
        publishedAt: DataTypes.DATE(3),
        attempts: DataTypes.INTEGER,
        traceContext: DataTypes.STRING(512),
        ...CLAIM_ATTRIBUTES,
      },
      { sequelize, tableName: 'outbox_messages', timestamps: false, underscored: true, modelName: 'OutboxMessage' },
    );
    this.processed = class extends ProcessedMessage {};
    this.processed.init(
      {
        messageId: { type: DataTypes.STRING(36), primaryKey: true },
        consumer: { type: DataTypes.STRING(100), primaryKey: true },
        processedAt: DataTypes.DATE(3),
      },
      { sequelize, tableName: 'processed_messages', timestamps: false, underscored: true, modelName: 'ProcessedMessage' },
    );
  }

  /**
   * Records a message in the caller's transaction; it is published only if that transaction commits. `occurredAt`
   * (default now) dates what happened when it happened earlier, e.g. the demo seed's results, published on their day.
   */
  async add<T>(transaction: Transaction, topic: string, payload: T, options: { occurredAt?: Date } = {}): Promise<Message<T>> {
    const message = { ...newMessage(topic, payload), ...(options.occurredAt ? { occurredAt: options.occurredAt.toISOString() } : {}) };
    const trace = traceHeaders();
    await this.outbox.create(
      {
        id: message.id,
        topic,
        payload: JSON.stringify(payload),
        occurredAt: new Date(message.occurredAt),
        attempts: 0,
        traceContext: Object.keys(trace).length > 0 ? JSON.stringify(trace) : null,
      },
      { transaction },
    );
    transaction.afterCommit(() => {
      this.poke();
      this.onCommitted?.();
    });
    return message;
  }

  /** Starts the relay loop (polling, plus an immediate run after each commit that added a message). */
  start(): void {
    this.relay.start();
  }

  /** Stops the relay; a run under way finishes its current batch. */
  stop(): Promise<void> {
    return this.relay.stop();
  }

  poke(): void {
    this.relay.poke();
  }

  /** Publishes every unpublished message this relay can claim, in order per topic; one run at a time. Returns when done. */
  relayOnce(): Promise<void> {
    return this.relay.runNow();
  }

  /**
   * One round: claim a batch (short transaction), publish it outside any transaction, topic by topic in
   * `occurred_at` order, then mark what went out as published. A failed publish stops that topic for this round
   * and gives its rows back; other topics go on. Answers whether a full batch went out (more may be waiting).
   */
  private async relayRound(): Promise<boolean> {
    const rows = await claimRows(this.outbox, {
      pending: 'published_at IS NULL',
      orderBy: 'occurred_at, id',
      limit: this.batchSize,
      owner: this.owner,
      leaseMs: this.leaseMs,
      keep: (locked, transaction) => this.headsOfTopics(locked, transaction),
    });
    if (rows.length === 0) return false;
    const topics = new Map<string, OutboxMessage[]>();
    for (const row of rows) topics.set(row.topic, [...(topics.get(row.topic) ?? []), row]);
    const published: string[] = [];
    let failed = false;
    await Promise.all(
      [...topics.values()].map(async (inOrder) => {
        for (const [index, row] of inOrder.entries()) {
          try {
            const message: Message = { id: row.id, topic: row.topic, payload: JSON.parse(row.payload), occurredAt: row.occurredAt.toISOString() };
            await tracePublish(message, writtenIn(row), this.queue.kind, (trace) => this.queue.publish(trace ? { ...message, trace } : message));
            published.push(row.id);
          } catch (err) {
            failed = true;
            await this.giveBack(row, inOrder.slice(index), err);
            return;
          }
        }
      }),
    );
    if (published.length > 0) {
      await this.outbox.update({ publishedAt: new Date(), attempts: literal('attempts + 1') }, { where: { id: { [Op.in]: published } } });
    }
    return rows.length === this.batchSize && !failed;
  }

  /**
   * Keeps, per topic, only the locked rows that are the topic's first unpublished rows with no gap: a row
   * another relay holds (or is claiming right now) ahead of ours means that relay publishes the topic, so we
   * leave the rest of it alone and the topic's order holds across replicas.
   */
  private async headsOfTopics(locked: OutboxMessage[], transaction: Transaction): Promise<OutboxMessage[]> {
    const byTopic = new Map<string, OutboxMessage[]>();
    for (const row of locked) byTopic.set(row.topic, [...(byTopic.get(row.topic) ?? []), row]);
    const kept = new Set<string>();
    for (const [topic, mine] of byTopic) {
      const head = await this.outbox.findAll({
        attributes: ['id'],
        where: { topic, publishedAt: { [Op.is]: null } },
        order: [
          ['occurredAt', 'ASC'],
          ['id', 'ASC'],
        ],
        limit: mine.length,
        transaction,
      });
      for (const [index, row] of mine.entries()) {
        if (head[index]?.id !== row.id) break;
        kept.add(row.id);
      }
    }
    return locked.filter((row) => kept.has(row.id));
  }

  private async giveBack(failedRow: OutboxMessage, rest: OutboxMessage[], err: unknown): Promise<void> {
    const fields = { id: failedRow.id, topic: failedRow.topic, attempts: failedRow.attempts + 1 };
    // A topic nobody has subscribed to yet (a consumer service not started yet) waits in the outbox: not an incident,
    // said once per message (every commit pokes the relay, so it is retried often while services start).
    if (err instanceof NoSubscriberError) this.logger[failedRow.attempts === 0 ? 'info' : 'debug'](fields, 'outbox message waits for a subscriber');
    else this.logger.warn({ ...fields, err }, 'outbox publish failed; will retry');
    try {
      await this.outbox.update({ attempts: literal('attempts + 1') }, { where: { id: failedRow.id } });
      await releaseClaims(
        this.outbox,
        rest.map((row) => row.id),
        this.owner,
      );
    } catch (releaseErr) {
      // The lease runs out on its own; the rows are retried then.
      this.logger.warn({ topic: failedRow.topic, err: releaseErr }, 'outbox claims not released; they expire');
    }
  }

  /**
   * Wraps a consumer so each message id is handled once per consumer: the processed-id row and the
   * consumer's own writes commit together; a redelivered message finds the row and is skipped.
   * `handle` runs inside that transaction, so it must only touch the database: anything outside the process
   * (SMTP, HTTP) is recorded here and done by a job after the commit (see identity's mail delivery).
   */
  consumer(name: string, handle: (message: Message, transaction: Transaction) => Promise<void>): Handler {
    return async (message) => {
      let duplicate = false;
      try {
        await this.sequelize.transaction(async (transaction) => {
          try {
            await this.markProcessed(message.id, name, transaction);
          } catch (err) {
            duplicate = err instanceof UniqueConstraintError;
            throw err;
          }
          await handle(message, transaction);
        });
      } catch (err) {
        // Only our own processed-id row being there means "already handled"; a unique-key error from
        // the handler's writes is a failure like any other and is retried.
        if (duplicate) return;
        throw err;
      }
    };
  }

  /**
   * The processed-id row, with one bound insert (every message every consumer takes: the model's create built and
   * checked it each time). A second one fails on the primary key as the model's did (UniqueConstraintError).
   */
  private async markProcessed(messageId: string, consumer: string, transaction: Transaction): Promise<void> {
    const text = new Date().toISOString().slice(0, 23).replace('T', ' ');
    await this.sequelize.query('INSERT INTO processed_messages (message_id, consumer, processed_at) VALUES ($1, $2, $3)', {
      bind: [messageId, consumer, this.sequelize.getDialect() === 'sqlite' ? `${text} +00:00` : text],
      type: QueryTypes.INSERT,
      transaction,
    });
  }

  async unpublishedCount(): Promise<number> {
    return this.outbox.count({ where: { publishedAt: { [Op.is]: null } } });
  }
}
