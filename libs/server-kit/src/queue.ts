import { randomBytes } from 'node:crypto';
import { Queue as BullQueue, Worker, type ConnectionOptions } from 'bullmq';
import { Redis } from 'ioredis';
import type { Logger } from './logger.js';
import { traceConsume, type TraceCarrier } from './tracing.js';

/** A message crossing a service boundary. `id` is unique and is what consumers deduplicate on. */
export interface Message<T = unknown> {
  id: string;
  topic: string;
  payload: T;
  occurredAt: string;
  /** The trace the message continues (W3C `traceparent`), when tracing is on (docs/operations.md "Traces"). */
  trace?: TraceCarrier;
}

export type Handler = (message: Message) => Promise<void>;

/**
 * Raised by `publish` for a topic no consumer group has subscribed to (yet). The outbox keeps such a
 * message and retries it, so a message published before its consumers first started waits instead of
 * going nowhere.
 */
export class NoSubscriberError extends Error {
  constructor(readonly topic: string) {
    super(`Unknown topic '${topic}': no consumer group subscribes to it`);
    this.name = 'NoSubscriberError';
  }
}

/**
 * The one queue interface, with an in-process adapter (embedded default) and a BullMQ adapter (Redis).
 * The fan-out is not configured here: each service subscribes its own consumer group to the topics it
 * consumes, and that subscription is what routes a topic's messages to the group (a per-topic registry:
 * in memory in-process, a Redis set per topic with BullMQ, kept across restarts).
 */
export interface MessageQueue {
  readonly kind: 'in-process' | 'bullmq';
  /** Hands `message` to every group subscribed to its topic; NoSubscriberError when there is none. */
  publish(message: Message): Promise<void>;
  /** Registers consumer `group` for `topic` and starts delivering that topic's messages to `handler`. */
  subscribe(topic: string, group: string, handler: Handler): Promise<void>;
  close(): Promise<void>;
  /** The backlog of what this process consumes, per topic and group (the queue_jobs metric workers scale on). */
  depth?(): Promise<QueueDepth[]>;
}

/** Jobs of one consumer queue: waiting to be taken, being handled, waiting out a retry's back-off. */
export interface QueueDepth {
  topic: string;
  group: string;
  waiting: number;
  active: number;
  delayed: number;
}

/**
 * What one service consumes: its consumer group and a handler per topic. Each service declares its own in
 * `src/entry-points/consumers.ts`; no shared code knows which service consumes what.
 */
export interface Subscriptions {
  group: string;
  handlers: Readonly<Record<string, Handler>>;
}

/** Subscribes every topic of a service's declaration. */
export async function subscribeAll(queue: MessageQueue, { group, handlers }: Subscriptions): Promise<void> {
  await Promise.all(Object.entries(handlers).map(([topic, handler]) => queue.subscribe(topic, group, handler)));
}

let lastMs = 0;
let sequence = 0;

/**
 * A time-ordered id (UUID version 7: 48 bits of milliseconds, then a 12-bit counter, then random bits) whose order
 * within this process is the order of the calls, also for calls in the same millisecond: the outbox publishes a
 * topic's messages by `(occurred_at, id)`, which is then the order they were written in. A clock that steps back
 * keeps counting on from the last millisecond used.
 */
export function orderedId(now: number = Date.now()): { id: string; ms: number } {
  if (now > lastMs) {
    lastMs = now;
    sequence = 0;
  } else if (++sequence > 0xfff) {
    lastMs += 1;
    sequence = 0;
  }
  const bytes = randomBytes(16);
  const ms = lastMs;
  bytes.writeUIntBE(ms, 0, 6);
  bytes[6] = 0x70 | (sequence >> 8);
  bytes[7] = sequence & 0xff;
  bytes[8] = 0x80 | (bytes[8]! & 0x3f);
  const hex = bytes.toString('hex');
  return { id: `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`, ms };
}

export function newMessage<T>(topic: string, payload: T): Message<T> {
  const { id, ms } = orderedId();
  return { id, topic, payload, occurredAt: new Date(ms).toISOString() };
}

interface Options {
  /** Called for each failed attempt at handling a message (metrics: queue_job_failures_total). */
  onFailure?: (topic: string, group: string) => void;
  logger: Logger;
  /** Delivery attempts before a message is given up (and logged); default 8. */
  attempts?: number;
  /** First retry delay in ms, doubled per attempt; default 500. */
  backoffMs?: number;
}

interface InProcessOptions extends Options {
  /**
   * Refuse every publish (as if nobody subscribed, so each outbox keeps its rows) until `open()`: an embedded launcher
   * starts the services one by one, and a message published after one consumer group subscribed but before another
   * did would reach only the first. The launcher opens the queue once every service has subscribed.
   */
  held?: boolean;
}

/**
 * In-process adapter: used when one launcher process runs every service (no Redis). Delivery is
 * asynchronous, at least once, with exponential back-off retries, like the BullMQ adapter.
 */
export class InProcessQueue implements MessageQueue {
  readonly kind = 'in-process' as const;
  /** topic → consumer group → handler: the per-topic registry the fan-out reads. */
  private readonly subscribers = new Map<string, Map<string, Handler>>();
  private readonly pending = new Set<Promise<void>>();
  private readonly timers = new Set<NodeJS.Timeout>();
  private closed = false;
  private held: boolean;

  constructor(private readonly options: InProcessOptions) {
    this.held = options.held === true;
  }

  /** Starts delivering (see `held`). */
  open(): void {
    this.held = false;
  }

  async publish(message: Message): Promise<void> {
    if (this.held) throw new NoSubscriberError(message.topic);
    const groups = this.subscribers.get(message.topic);
    if (!groups || groups.size === 0) throw new NoSubscriberError(message.topic);
    for (const [group, handler] of groups) this.deliver(message, group, handler, 1);
  }

  async subscribe(topic: string, group: string, handler: Handler): Promise<void> {
    this.subscribers.set(topic, (this.subscribers.get(topic) ?? new Map<string, Handler>()).set(group, handler));
  }

  /** The groups subscribed to `topic` (what `publish` fans out to). */
  async subscribedGroups(topic: string): Promise<string[]> {
    return [...(this.subscribers.get(topic)?.keys() ?? [])];
  }

  /** Hands `message` to one subscribed group only (an outbox replay, outbox-replay.ts); NoSubscriberError when it is not subscribed. */
  async publishToGroup(message: Message, group: string): Promise<void> {
    const handler = this.subscribers.get(message.topic)?.get(group);
    if (!handler) throw new NoSubscriberError(message.topic);
    this.deliver(message, group, handler, 1);
  }

  /** Resolves once every delivery started so far has finished (tests use it). */
  async drain(): Promise<void> {
    while (this.pending.size > 0 || this.timers.size > 0) {
      await Promise.allSettled([...this.pending]);
      if (this.timers.size > 0) await new Promise((r) => setTimeout(r, 10));
    }
  }

  /** In-process: deliveries under way (active) and retries waiting out their back-off (delayed), all topics together. */
  async depth(): Promise<QueueDepth[]> {
    return [{ topic: '*', group: '*', waiting: 0, active: this.pending.size, delayed: this.timers.size }];
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    await Promise.allSettled([...this.pending]);
  }

  private deliver(message: Message, group: string, handler: Handler, attempt: number): void {
    if (this.closed) return;
    const run = (async () => {
      try {
        await traceConsume(message, group, this.kind, () => handler(message));
      } catch (err) {
        this.options.logger.warn({ topic: message.topic, group, id: message.id, attempt, err }, 'message handling failed');
        this.options.onFailure?.(message.topic, group);
        this.retry(message, group, handler, attempt);
      }
    })();
    this.pending.add(run);
    void run.finally(() => this.pending.delete(run));
  }

  private retry(message: Message, group: string, handler: Handler, attempt: number): void {
    const attempts = this.options.attempts ?? 8;
    if (attempt >= attempts) {
      this.options.logger.error({ topic: message.topic, group, id: message.id }, 'message dropped after retries');
      return;
    }
    const delay = (this.options.backoffMs ?? 500) * 2 ** (attempt - 1);
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      this.deliver(message, group, handler, attempt + 1);
    }, delay);
    this.timers.add(timer);
  }
}

/**
 * BullMQ adapter: one BullMQ queue per (topic, consumer group), named `rr.<topic>.<group>`.
 * The job id is the message id, so a message re-published by the outbox relay is not enqueued twice.
 * Subscribing adds the group to the Redis set `<prefix>:rr:subscribers:<topic>`, which every publisher reads:
 * once a group has subscribed, its topics' messages queue up for it even while none of its replicas runs.
 * Retiring a consumer means removing its group from that set (`SREM`).
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

  private subscribersKey(topic: string) {
    return `${this.options.prefix ?? 'bull'}:rr:subscribers:${topic}`;
  }

  async publish(message: Message): Promise<void> {
    const groups = await this.connection.smembers(this.subscribersKey(message.topic));
    if (groups.length === 0) throw new NoSubscriberError(message.topic);
    await Promise.all(
      groups.map((group) =>
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

  /** The groups subscribed to `topic` (the registry `publish` fans out to). */
  subscribedGroups(topic: string): Promise<string[]> {
    return this.connection.smembers(this.subscribersKey(topic));
  }

  /**
   * Enqueues `message` for one subscribed group only (an outbox replay, outbox-replay.ts), under the job id `jobId`:
   * the first delivery's job (id = message id) may still be kept as completed, and BullMQ would drop a job whose id
   * it has. Consumers still deduplicate on the message id. NoSubscriberError when the group is not subscribed.
   */
  async publishToGroup(message: Message, group: string, jobId: string = message.id): Promise<void> {
    if (!(await this.connection.sismember(this.subscribersKey(message.topic), group))) throw new NoSubscriberError(message.topic);
    await this.queue(this.queueName(message.topic, group)).add(message.topic, message, {
      jobId,
      attempts: this.options.attempts ?? 8,
      backoff: { type: 'exponential', delay: this.options.backoffMs ?? 500 },
      removeOnComplete: { age: 24 * 3600, count: 10_000 },
      removeOnFail: { age: 7 * 24 * 3600 },
    });
  }

  async subscribe(topic: string, group: string, handler: Handler): Promise<void> {
    // Registered before the worker starts, on the one connection: a publish issued after this call sees the group.
    const registered = this.connection.sadd(this.subscribersKey(topic), group);
    const worker = new Worker<Message>(this.queueName(topic, group), async (job) => traceConsume(job.data, group, this.kind, () => handler(job.data)), {
      connection: this.connection as unknown as ConnectionOptions,
      prefix: this.options.prefix ?? 'bull',
      concurrency: 4,
    });
    worker.on('failed', (job, err) => {
      this.options.logger.warn({ topic, group, id: job?.id, attempt: job?.attemptsMade, err }, 'message handling failed');
      this.options.onFailure?.(topic, group);
    });
    worker.on('error', (err) => this.options.logger.error({ topic, group, err }, 'queue worker error'));
    this.workers.push(worker);
    await registered;
  }

  /** BullMQ job counts of each queue this process consumes (`rr.<topic>.<group>`; group names have no dot). */
  async depth(): Promise<QueueDepth[]> {
    return Promise.all(
      this.workers.map(async (worker) => {
        const name = worker.name.slice('rr.'.length);
        const counts = await this.queue(worker.name).getJobCounts('waiting', 'prioritized', 'active', 'delayed');
        return {
          topic: name.slice(0, name.lastIndexOf('.')),
          group: name.slice(name.lastIndexOf('.') + 1),
          waiting: (counts.waiting ?? 0) + (counts.prioritized ?? 0),
          active: counts.active ?? 0,
          delayed: counts.delayed ?? 0,
        };
      }),
    );
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
