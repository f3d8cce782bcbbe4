import { randomUUID } from 'node:crypto';
import Koa from 'koa';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError } from '../src/config.js';
import { createLogger } from '../src/logger.js';
import { createSequelize } from '../src/db.js';
import { BullMqQueue, InProcessQueue, type Message } from '../src/queue.js';
import { createAppMetrics, queueDepthMetrics } from '../src/metrics.js';
import { runService, type ServiceDefinition } from '../src/service-runner.js';
import { loadServiceConfig } from '../src/service-config.js';
import { metricValue } from '../src/testing.js';

const logger = createLogger('test', 'silent');
const redisUrl = process.env.REDIS_URL;

/** A service with nothing in it: the roles' refusals happen before its database is opened. */
const nothing: ServiceDefinition<{ sequelize: ReturnType<typeof createSequelize> }> = {
  name: 'demo',
  loadConfig: (env) => loadServiceConfig('demo', 4999, env),
  openDatabase: (url) => ({ sequelize: createSequelize(url) }),
  migrations: [],
  createApp: () => new Koa(),
};

describe('process roles', () => {
  it('refuses a worker without a shared queue, naming REDIS_URL', async () => {
    const started = runService(nothing, { role: 'worker', env: { DEMO_METRICS_PORT: '0' }, logger });
    await expect(started).rejects.toBeInstanceOf(ConfigError);
    await expect(started).rejects.toThrow(/the worker role needs REDIS_URL.*in-process queue would reach only this process/);
  });

  it('refuses a worker without the port of its probes', async () => {
    await expect(runService(nothing, { role: 'worker', env: { REDIS_URL: 'redis://127.0.0.1:6379' }, logger })).rejects.toThrow(/the worker role needs DEMO_METRICS_PORT/);
  });
});

describe('queue depth (queue_jobs)', () => {
  let queue: BullMqQueue | undefined;
  afterEach(async () => queue?.close());

  it('reports the in-process queue’s deliveries under way', async () => {
    const inProcess = new InProcessQueue({ logger });
    let release!: () => void;
    const blocked = new Promise<void>((resolve) => (release = resolve));
    await inProcess.subscribe('t.one', 'g', () => blocked);
    await inProcess.publish({ id: randomUUID(), topic: 't.one', payload: {}, occurredAt: new Date().toISOString() });
    const metrics = createAppMetrics('demo', { processMetrics: false });
    queueDepthMetrics(metrics, () => inProcess.depth(), logger);
    const scrape = await metrics.registry.metrics();
    expect(metricValue(scrape, 'queue_jobs', 'state="active"')).toBe(1);
    release();
    await inProcess.close();
  });

  it.skipIf(!redisUrl)('reports BullMQ’s waiting and active jobs per topic and group (REDIS_URL)', async () => {
    queue = new BullMqQueue(redisUrl!, { logger, prefix: `rrtest-depth-${randomUUID().slice(0, 8)}` });
    let release!: () => void;
    const blocked = new Promise<void>((resolve) => (release = resolve));
    let started = 0;
    await queue.subscribe('promoter.season', 'events', async () => {
      started += 1;
      await blocked;
    });
    const message = (): Message => ({ id: randomUUID(), topic: 'promoter.season', payload: {}, occurredAt: new Date().toISOString() });
    // The worker takes 4 at a time (its concurrency); the other 6 wait.
    for (let i = 0; i < 10; i += 1) await queue.publish(message());
    const deadline = Date.now() + 5_000;
    while (started < 4 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    expect(await queue.depth()).toEqual([{ topic: 'promoter.season', group: 'events', waiting: 6, active: 4, delayed: 0 }]);
    const metrics = createAppMetrics('events', { processMetrics: false });
    queueDepthMetrics(metrics, () => queue!.depth(), logger);
    const scrape = await metrics.registry.metrics();
    expect(metricValue(scrape, 'queue_jobs', 'topic="promoter.season",group="events",state="waiting"')).toBe(6);
    release();
  });
});
