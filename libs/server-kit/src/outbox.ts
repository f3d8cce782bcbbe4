import { DataTypes, Model, Op, UniqueConstraintError, type Sequelize, type Transaction } from 'sequelize';
import type { Migration } from './migrations.js';
import { newMessage, type Handler, type Message, type MessageQueue } from './queue.js';
import type { Logger } from './logger.js';

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

class OutboxMessage extends Model {
  declare id: string;
  declare topic: string;
  declare payload: string;
  declare occurredAt: Date;
  declare publishedAt: Date | null;
  declare attempts: number;
}
class ProcessedMessage extends Model {
  declare messageId: string;
  declare consumer: string;
  declare processedAt: Date;
}

export class Outbox {
  private readonly outbox: typeof OutboxMessage;
  private readonly processed: typeof ProcessedMessage;
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private stopped = false;

  constructor(
    private readonly sequelize: Sequelize,
    private readonly queue: MessageQueue,
    private readonly logger: Logger,
    private readonly intervalMs = 1000,
  ) {
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

  /** Records a message in the caller's transaction; it is published only if that transaction commits. */
  async add<T>(transaction: Transaction, topic: string, payload: T): Promise<Message<T>> {
    const message = newMessage(topic, payload);
    await this.outbox.create(
      { id: message.id, topic, payload: JSON.stringify(payload), occurredAt: new Date(message.occurredAt), attempts: 0 },
      { transaction },
    );
    transaction.afterCommit(() => this.poke());
    return message;
  }

  /** Starts the relay loop (polling, plus an immediate run after each commit that added a message). */
  start(): void {
    this.stopped = false;
    const loop = () => {
      if (this.stopped) return;
      this.timer = setTimeout(() => void this.relayOnce().finally(loop), this.intervalMs);
    };
    loop();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.running;
  }

  poke(): void {
    if (!this.stopped) void this.relayOnce();
  }

  /** Publishes unpublished messages in order; one run at a time. Returns when done. */
  relayOnce(): Promise<void> {
    if (this.running) return this.running;
    this.running = (async () => {
      try {
        const batch = await this.outbox.findAll({ where: { publishedAt: { [Op.is]: null } }, order: [['occurredAt', 'ASC']], limit: 100 });
        for (const row of batch) {
          try {
            await this.queue.publish({ id: row.id, topic: row.topic, payload: JSON.parse(row.payload), occurredAt: row.occurredAt.toISOString() });
            await row.update({ publishedAt: new Date(), attempts: row.attempts + 1 });
          } catch (err) {
            await row.update({ attempts: row.attempts + 1 });
            this.logger.warn({ id: row.id, topic: row.topic, err }, 'outbox publish failed; will retry');
            break;
          }
        }
      } catch (err) {
        this.logger.error({ err }, 'outbox relay failed');
      } finally {
        this.running = null;
      }
    })();
    return this.running;
  }

  /**
   * Wraps a consumer so each message id is handled once per consumer: the processed-id row and the
   * consumer's own writes commit together; a redelivered message finds the row and is skipped.
   */
  consumer(name: string, handle: (message: Message, transaction: Transaction) => Promise<void>): Handler {
    return async (message) => {
      let duplicate = false;
      try {
        await this.sequelize.transaction(async (transaction) => {
          try {
            await this.processed.create({ messageId: message.id, consumer: name, processedAt: new Date() }, { transaction });
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

  async unpublishedCount(): Promise<number> {
    return this.outbox.count({ where: { publishedAt: { [Op.is]: null } } });
  }
}
