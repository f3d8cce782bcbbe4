import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { DataTypes, Model, Op, type Sequelize, type WhereOptions } from 'sequelize';
import { createSequelize } from './db.js';
import { createLogger, type Logger } from './logger.js';
import { BullMqQueue, NoSubscriberError, type Message } from './queue.js';
import { loadServiceConfig } from './service-config.js';

/**
 * Outbox replay (docs/operations.md "Restore a database from backup"): after one service's database was restored to a
 * time T, it has lost the effects of the messages it consumed after T (their `processed_messages` rows went with
 * them). The other services' outboxes keep every published row (`published_at` set; nothing deletes them), so each
 * of them re-publishes what it published since T, to the restored service's consumer group(s) only. The consumers
 * deduplicate on the message id (`outbox.consumer`'s `processed_messages`; `results.published` and `series.finished`
 * by version), so a message the restored state already holds is skipped and the rest is applied once; no other group
 * sees anything.
 */

/** What a replay needs of the queue: the subscription registry and a publish to one group (both adapters have them). */
export interface ReplayTarget {
  subscribedGroups(topic: string): Promise<string[]>;
  publishToGroup(message: Message, group: string, jobId?: string): Promise<void>;
}

export interface ReplayOptions {
  /** Re-publish rows published at or after this time (take it some time before the restore point: see the runbook). */
  since: Date;
  /** …and before this time (default: no end). */
  until?: Date | undefined;
  /** Only these topics (default: every topic). */
  topics?: readonly string[] | undefined;
  /** The consumer groups to deliver to (the restored service's); a row goes to each of them that subscribes to its topic. */
  groups: readonly string[];
  /** List what would be re-published, publish nothing. */
  dryRun?: boolean | undefined;
  /** Part of each replayed job's id (`<message id>-replay-<runId>`); default random. */
  runId?: string | undefined;
  /** Rows read per query; default 100 (a row may carry a whole event's results). */
  batchSize?: number | undefined;
  logger?: Logger | undefined;
  /** Said in the log: the groups were not checked against the registry (a dry run without REDIS_URL). */
  groupsUnchecked?: boolean | undefined;
}

export interface ReplayTopic {
  /** Rows of the topic in the window. */
  messages: number;
  /** The target groups subscribed to it (each got every one of its rows, unless a dry run). */
  groups: string[];
  firstOccurredAt: string;
  lastOccurredAt: string;
}

export interface ReplayOutcome {
  dryRun: boolean;
  /** Rows read in the window (all topics asked for). */
  messages: number;
  /** Messages handed to a group (or, in a dry run, that would be). */
  deliveries: number;
  topics: Record<string, ReplayTopic>;
  /** Target groups subscribed to none of the topics read (a typo, or a service that consumes nothing from this one). */
  idleGroups: string[];
  runId: string;
}

class ReplayRow extends Model {
  declare id: string;
  declare topic: string;
  declare payload: string;
  declare occurredAt: Date;
  declare publishedAt: Date | null;
}

/** Reads the published rows of the window, in publish order per topic (`occurred_at, id`), page by page. */
async function* publishedRows(sequelize: Sequelize, options: ReplayOptions): AsyncGenerator<ReplayRow> {
  const rows = class extends ReplayRow {};
  rows.init(
    {
      id: { type: DataTypes.STRING(36), primaryKey: true },
      topic: DataTypes.STRING(100),
      payload: DataTypes.TEXT,
      occurredAt: DataTypes.DATE(3),
      publishedAt: DataTypes.DATE(3),
    },
    { sequelize, tableName: 'outbox_messages', timestamps: false, underscored: true, modelName: 'OutboxReplayRow' },
  );
  const published: WhereOptions = { publishedAt: { [Op.gte]: options.since, ...(options.until ? { [Op.lt]: options.until } : {}) } };
  const filters: WhereOptions[] = [published];
  if (options.topics?.length) filters.push({ topic: { [Op.in]: [...options.topics] } });
  const limit = options.batchSize ?? 100;
  let after: { occurredAt: Date; id: string } | undefined;
  for (;;) {
    const page = await rows.findAll({
      attributes: ['id', 'topic', 'payload', 'occurredAt', 'publishedAt'],
      where: {
        [Op.and]: [
          ...filters,
          ...(after ? [{ [Op.or]: [{ occurredAt: { [Op.gt]: after.occurredAt } }, { occurredAt: after.occurredAt, id: { [Op.gt]: after.id } }] }] : []),
        ],
      },
      order: [
        ['occurredAt', 'ASC'],
        ['id', 'ASC'],
      ],
      limit,
    });
    yield* page;
    if (page.length < limit) return;
    const last = page[page.length - 1]!;
    after = { occurredAt: last.occurredAt, id: last.id };
  }
}

/**
 * Re-publishes the rows of this outbox published in the window to the target groups only, in `occurred_at` order,
 * each under a job id of its own (`<id>-replay-<runId>`: the first delivery's job may still be kept by BullMQ, which
 * would drop a job with the same id) and with the message's own id (what consumers deduplicate on). Changes nothing in
 * the outbox. A dry run publishes nothing and answers what would go where.
 */
export async function replayOutbox(sequelize: Sequelize, queue: ReplayTarget, options: ReplayOptions): Promise<ReplayOutcome> {
  if (options.groups.length === 0) throw new Error('name at least one consumer group to replay to');
  if (Number.isNaN(options.since.getTime())) throw new Error('since is not a valid time');
  const runId = options.runId ?? randomBytes(4).toString('hex');
  const dryRun = options.dryRun === true;
  const outcome: ReplayOutcome = { dryRun, messages: 0, deliveries: 0, topics: {}, idleGroups: [], runId };
  const groupsOf = new Map<string, string[]>();
  const active = new Set<string>();
  for await (const row of publishedRows(sequelize, options)) {
    let groups = groupsOf.get(row.topic);
    if (!groups) {
      const subscribed = new Set(await queue.subscribedGroups(row.topic));
      groups = options.groups.filter((group) => subscribed.has(group));
      groupsOf.set(row.topic, groups);
      for (const group of groups) active.add(group);
    }
    const occurredAt = row.occurredAt.toISOString();
    const topic = (outcome.topics[row.topic] ??= { messages: 0, groups, firstOccurredAt: occurredAt, lastOccurredAt: occurredAt });
    topic.messages += 1;
    topic.lastOccurredAt = occurredAt;
    outcome.messages += 1;
    for (const group of groups) {
      if (!dryRun) {
        const message: Message = { id: row.id, topic: row.topic, payload: JSON.parse(row.payload), occurredAt };
        await queue.publishToGroup(message, group, `${row.id}-replay-${runId}`);
      }
      outcome.deliveries += 1;
    }
  }
  outcome.idleGroups = options.groups.filter((group) => !active.has(group));
  options.logger?.info(
    { dryRun, since: options.since.toISOString(), until: options.until?.toISOString(), groups: options.groups, messages: outcome.messages, deliveries: outcome.deliveries, topics: outcome.topics, idleGroups: outcome.idleGroups, runId, ...(options.groupsUnchecked ? { groupsUnchecked: 'no REDIS_URL: every topic is listed for every group named' } : {}) },
    dryRun ? 'outbox replay planned (dry run: nothing published)' : 'outbox replayed',
  );
  return outcome;
}

export const OUTBOX_REPLAY_USAGE = `Re-publishes this service's published outbox messages to other consumer groups (docs/operations.md "Restore a database from backup").

  --since <ISO time>   rows published at or after it (required; e.g. 2026-11-27T03:00:00Z)
  --until <ISO time>   …and before it (default: no end)
  --to <group>         consumer group to deliver to, repeatable or comma separated (required): identity, events, payouts, reporting
  --topic <topic>      only this topic, repeatable or comma separated (default: all)
  --dry-run            list what would be re-published, publish nothing
  --run-id <id>        part of the replayed jobs' ids (default random; the same id again re-queues nothing BullMQ still holds)

Reads DATABASE_URL_<SERVICE>, REDIS_URL and QUEUE_PREFIX like the service (a dry run without REDIS_URL lists the rows without the groups).`;

/** The command line of a service's `outbox:replay` (its `src/outbox-replay.ts`, compiled to `dist/outbox-replay.js`). Answers the exit code. */
export async function runOutboxReplayCli(service: string, defaultPort: number, argv: string[], env: NodeJS.ProcessEnv = process.env): Promise<number> {
  let values: { since?: string; until?: string; to?: string[]; topic?: string[]; 'dry-run'?: boolean; 'run-id'?: string; help?: boolean };
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        since: { type: 'string' },
        until: { type: 'string' },
        to: { type: 'string', multiple: true },
        topic: { type: 'string', multiple: true },
        'dry-run': { type: 'boolean' },
        'run-id': { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
      strict: true,
    }));
  } catch (err) {
    process.stderr.write(`${(err as Error).message}\n\n${OUTBOX_REPLAY_USAGE}\n`);
    return 2;
  }
  if (values.help) {
    process.stdout.write(`${OUTBOX_REPLAY_USAGE}\n`);
    return 0;
  }
  const list = (items: string[] | undefined) => (items ?? []).flatMap((item) => item.split(',')).map((item) => item.trim()).filter(Boolean);
  const groups = list(values.to);
  const topics = list(values.topic);
  const since = new Date(values.since ?? '');
  const until = values.until ? new Date(values.until) : undefined;
  const problems: string[] = [];
  if (!values.since || Number.isNaN(since.getTime())) problems.push('--since: an ISO time is required (2026-11-27T03:00:00Z)');
  if (until && Number.isNaN(until.getTime())) problems.push('--until: must be an ISO time');
  if (groups.length === 0) problems.push('--to: name the consumer group(s) of the restored service');
  if (groups.some((group) => !/^[A-Za-z0-9_.-]+$/.test(group))) problems.push('--to: a group name is letters, digits, dots, dashes or underscores');
  if (values['run-id'] && !/^[A-Za-z0-9_-]{1,40}$/.test(values['run-id'])) problems.push('--run-id: letters, digits, dashes or underscores');
  if (problems.length > 0) {
    process.stderr.write(`${problems.join('\n')}\n\n${OUTBOX_REPLAY_USAGE}\n`);
    return 2;
  }
  const config = loadServiceConfig(service, defaultPort, env);
  const logger = createLogger(`${service}-outbox-replay`, config.logLevel);
  const dryRun = values['dry-run'] === true;
  if (!config.redisUrl && !dryRun) {
    logger.error('REDIS_URL is not set: a replay publishes to BullMQ (the embedded in-process queue lives inside `npm start` and cannot be reached)');
    return 1;
  }
  const sequelize = createSequelize(config.databaseUrl, logger);
  // The services' BullMQ key prefix (QUEUE_PREFIX, default bull), so the registry and the queues are theirs.
  const queue = config.redisUrl ? new BullMqQueue(config.redisUrl, { logger, prefix: env.QUEUE_PREFIX || undefined }) : undefined;
  // A dry run without Redis still lists the rows; it cannot say which groups subscribe to them.
  const target: ReplayTarget = queue ?? {
    subscribedGroups: async () => [...groups],
    publishToGroup: async (message) => {
      throw new NoSubscriberError(message.topic);
    },
  };
  try {
    await replayOutbox(sequelize, target, { since, until, topics, groups, dryRun, runId: values['run-id'], logger, groupsUnchecked: !queue });
    return 0;
  } catch (err) {
    logger.error({ err }, 'outbox replay failed (messages re-published before the failure stay queued; running it again is safe)');
    return 1;
  } finally {
    await queue?.close();
    await sequelize.close();
  }
}
