import { randomUUID } from 'node:crypto';
import { Queue as BullQueue, Worker, type ConnectionOptions } from 'bullmq';
import { Redis } from 'ioredis';
import type { Logger } from './logger.js';

/** A message crossing a service boundary. `id` is unique and is what consumers deduplicate on. */
export interface Message<T = unknown> {
  id: string;
  topic: string;
  payload: T;
  occurredAt: string;
}

export type Handler = (message: Message) => Promise<void>;

/**
 * Which consumer groups receive each topic. Delivery is per group (each group gets every message
 * of its topics once); adding a consumer means adding it here, where it can be reviewed.
 */
export const SUBSCRIPTIONS: Record<string, readonly string[]> = {
  'rider.registered': ['payouts'],
  'riders.merged': ['events', 'payouts'],
  'event.results-published': ['payouts'],
  // Identity mails through its own outbox: a code or link is sent only if its transaction committed.
  'mail.send': ['identity'],
};

/** The one queue interface, with an in-process adapter (embedded default) and a BullMQ adapter (Redis). */
export interface MessageQueue {
  readonly kind: 'in-process' | 'bullmq';
  publish(message: Message): Promise<void>;
  /** Starts delivering `topic` messages addressed to consumer `group` to `handler`. */
  subscribe(topic: string, group: string, handler: Handler): void;
  close(): Promise<void>;
}

export function newMessage<T>(topic: string, payload: T): Message<T> {
  return { id: randomUUID(), topic, payload, occurredAt: new Date().toISOString() };
}

function groupsOf(topic: string): readonly string[] {
  const groups = SUBSCRIPTIONS[topic];
  if (!groups) throw new Error(`Unknown topic '${topic}': add it to SUBSCRIPTIONS`);
  return groups;
}

interface Options {
  logger: Logger;
  /** Delivery attempts before a message is given up (and logged); default 8. */
  attempts?: number;
  /** First retry delay in ms, doubled per attempt; default 500. */
  backoffMs?: number;
}

/**
 * In-process adapter: used when one launcher process runs every service (no Redis). Delivery is
 * asynchronous, at least once, with exponential back-off retries, like the BullMQ adapter.
 */
export class InProcessQueue implements MessageQueue {
  readonly kind = 'in-process' as const;
  private readonly handlers = new Map<string, Handler>();
  private readonly pending = new Set<Promise<void>>();
  private readonly timers = new Set<NodeJS.Timeout>();
  private closed = false;

  constructor(private readonly options: Options) {}

  async publish(message: Message): Promise<void> {
    for (const group of groupsOf(message.topic)) this.deliver(message, group, 1);
  }

  subscribe(topic: string, group: string, handler: Handler): void {
    groupsOf(topic);
    this.handlers.set(`${topic}\u0000${group}`, handler);
  }

  /** Resolves once every delivery started so far has finished (tests use it). */
  async drain(): Promise<void> {
    while (this.pending.size > 0 || this.timers.size > 0) {
      await Promise.allSettled([...this.pending]);
      if (this.timers.size > 0) await new Promise((r) => setTimeout(r, 10));
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    await Promise.allSettled([...this.pending]);
  }

  private deliver(message: Message, group: string, attempt: number): void {
    if (this.closed) return;
    const run = (async () => {
      const handler = this.handlers.get(`${message.topic}\u0000${group}`);
      if (!handler) {
        // The consumer has not subscribed yet (start-up order): try again shortly.
        this.retry(message, group, attempt);
        return;
      }
      try {
        await handler(message);
      } catch (err) {
        this.options.logger.warn({ topic: message.topic, group, id: message.id, attempt, err }, 'message handling failed');
        this.retry(message, group, attempt);
      }
    })();
    this.pending.add(run);
    void run.finally(() => this.pending.delete(run));
  }

  private retry(message: Message, group: string, attempt: number): void {
    const attempts = this.options.attempts ?? 8;
    if (attempt >= attempts) {
      this.options.logger.error({ topic: message.topic, group, id: message.id }, 'message dropped after retries');
      return;
    }
    const delay = (this.options.backoffMs ?? 500) * 2 ** (attempt - 1);
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      this.deliver(message, group, attempt + 1);
    }, delay);
    this.timers.add(timer);
  }
}

/**
 * BullMQ adapter: one BullMQ queue per (topic, consumer group), named `rr.<topic>.<group>`.
 * The job id is the message id, so a message re-published by the outbox relay is not enqueued twice.
 */
export class BullMqQueue implements MessageQueue {
  readonly kind = 'bullmq' as const;
  private readonly connection: Redis;
  private readonly queues = new Map<string, BullQueue>();
  private readonly workers: Worker[] = [];

  constructor(redisUrl: string, private readonly options: Options & { prefix?: string }) {
    this.connection = new Redis(redisUrl, { maxRetriesPerRequest: null });
  }

  private queueName(topic: string, group: string) {
    return `rr.${topic}.${group}`;
  }

  private queue(name: string): BullQueue {
    let queue = this.queues.get(name);
    if (!queue) {
      queue = new BullQueue(name, { connection: this.connection as unknown as ConnectionOptions, prefix: this.options.prefix ?? 'bull' });
      this.queues.set(name, queue);
    }
    return queue;
  }

  async publish(message: Message): Promise<void> {
    await Promise.all(
      groupsOf(message.topic).map((group) =>
        this.queue(this.queueName(message.topic, group)).add(message.topic, message, {
          jobId: message.id,
          attempts: this.options.attempts ?? 8,
          backoff: { type: 'exponential', delay: this.options.backoffMs ?? 500 },
          removeOnComplete: { age: 24 * 3600, count: 10_000 },
          removeOnFail: { age: 7 * 24 * 3600 },
        }),
      ),
    );
  }

  subscribe(topic: string, group: string, handler: Handler): void {
    groupsOf(topic);
    const worker = new Worker<Message>(this.queueName(topic, group), async (job) => handler(job.data), {
      connection: this.connection as unknown as ConnectionOptions,
      prefix: this.options.prefix ?? 'bull',
      concurrency: 4,
    });
    worker.on('failed', (job, err) =>
      this.options.logger.warn({ topic, group, id: job?.id, attempt: job?.attemptsMade, err }, 'message handling failed'),
    );
    worker.on('error', (err) => this.options.logger.error({ topic, group, err }, 'queue worker error'));
    this.workers.push(worker);
  }

  async close(): Promise<void> {
    await Promise.all(this.workers.map((w) => w.close()));
    await Promise.all([...this.queues.values()].map((q) => q.close()));
    this.connection.disconnect();
  }
}

/** Picks the adapter: BullMQ when REDIS_URL is set, in-process otherwise. */
export function createQueue(redisUrl: string | undefined, options: Options & { prefix?: string }): MessageQueue {
  return redisUrl ? new BullMqQueue(redisUrl, options) : new InProcessQueue(options);
}
