import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Context, Next } from 'koa';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { Sequelize } from 'sequelize';
import type { Logger } from './logger.js';
import type { QueueDepth } from './queue.js';

// Prometheus metrics (docs/operations.md "Metrics"): one registry per app, served on its own port (METRICS_PORT),
// never on the app's public one, so the ingress, which routes to the BFF's port only, cannot reach it.

export { Counter, Gauge, Histogram, Registry } from 'prom-client';

/** What one app measures: its registry and the instruments every app shares. */
export interface AppMetrics {
  readonly registry: Registry;
  /** HTTP requests by method, route template and status class: count and duration. */
  readonly requests: Counter<'method' | 'route' | 'status'>;
  readonly duration: Histogram<'method' | 'route' | 'status'>;
  /** Queue messages whose handling threw (each attempt), by topic and consumer group. */
  readonly jobFailures: Counter<'topic' | 'group'>;
}

/** Latency buckets in seconds, from a cached read to a slow report. */
const SECONDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * A fresh registry for app `name` (every series carries `app`), with the process's own metrics (CPU, memory, event
 * loop lag, GC) unless `processMetrics` is false (the embedded launcher runs four apps in one process: one says them).
 */
export function createAppMetrics(name: string, options: { processMetrics?: boolean } = {}): AppMetrics {
  const registry = new Registry();
  registry.setDefaultLabels({ app: name });
  if (options.processMetrics !== false) collectDefaultMetrics({ register: registry });
  return {
    registry,
    requests: new Counter({ name: 'http_server_requests_total', help: 'HTTP requests answered, by method, route template and status class.', labelNames: ['method', 'route', 'status'], registers: [registry] }),
    duration: new Histogram({ name: 'http_server_request_duration_seconds', help: 'Time to answer an HTTP request, by method, route template and status class.', labelNames: ['method', 'route', 'status'], buckets: SECONDS, registers: [registry] }),
    jobFailures: new Counter({ name: 'queue_job_failures_total', help: 'Queue messages whose handling failed (each attempt), by topic and consumer group.', labelNames: ['topic', 'group'], registers: [registry] }),
  };
}

/**
 * The route template a request matched (`/api/event/:id`, from @koa/router), so a metric has one series per route
 * and never one per id; requests no route matched count as `unmatched`.
 */
export function routeTemplate(ctx: Context): string {
  const matched = (ctx as Context & { _matchedRoute?: string | RegExp })._matchedRoute;
  if (typeof matched === 'string') return matched;
  if (ctx.path === '/healthz' || ctx.path === '/readyz') return ctx.path;
  return 'unmatched';
}

/** Koa middleware counting and timing every request (first in the chain, so errors answered later count too). */
export function httpMetrics(metrics: AppMetrics, options: { route?: (ctx: Context) => string } = {}) {
  return async function measureRequest(ctx: Context, next: Next) {
    const end = metrics.duration.startTimer();
    try {
      await next();
    } finally {
      const labels = { method: ctx.method, route: (options.route ?? routeTemplate)(ctx), status: `${Math.floor(ctx.status / 100)}xx` };
      end(labels);
      metrics.requests.inc(labels);
    }
  };
}

/**
 * The database's own figures, read at each scrape: the connection pool (size, in use, waiting for a connection) and
 * the outbox's lag (age of the oldest message not yet published; 0 when none waits).
 */
export function databaseMetrics(metrics: AppMetrics, sequelize: Sequelize, logger?: Logger): void {
  const pool = () => (sequelize.connectionManager as unknown as { pool?: { size?: number; using?: number; waiting?: number; available?: number } }).pool;
  new Gauge({
    name: 'db_pool_connections',
    help: 'Database connections of the pool, by state (open, in use, idle, requests waiting for one).',
    labelNames: ['state'],
    registers: [metrics.registry],
    collect() {
      const p = pool();
      this.set({ state: 'open' }, p?.size ?? 0);
      this.set({ state: 'inUse' }, p?.using ?? 0);
      this.set({ state: 'idle' }, p?.available ?? 0);
      this.set({ state: 'waiting' }, p?.waiting ?? 0);
    },
  });
  new Gauge({
    name: 'outbox_oldest_unpublished_seconds',
    help: 'Age of the oldest outbox message not yet published (0 when none waits).',
    registers: [metrics.registry],
    async collect() {
      try {
        const [rows] = await sequelize.query('SELECT MIN(occurred_at) AS oldest FROM outbox_messages WHERE published_at IS NULL');
        const oldest = (rows as Array<{ oldest: string | Date | null }>)[0]?.oldest;
        this.set(oldest ? Math.max(0, (Date.now() - new Date(oldest).getTime()) / 1000) : 0);
      } catch (err) {
        logger?.warn({ err }, 'outbox lag could not be read for the metrics');
      }
    },
  });
}

/**
 * The backlog of the consumer queues this process works on, read at each scrape: `queue_jobs{topic, group, state}`
 * with state waiting, active or delayed (BullMQ's job counts; the in-process queue's deliveries under way and retries
 * waiting). Workers scale on it (docs/operations.md "Workers and scaling"); every worker of a service reports the same
 * shared queues, so aggregate with max, not sum, across its pods.
 */
export function queueDepthMetrics(metrics: AppMetrics, depth: () => Promise<QueueDepth[]>, logger?: Logger): void {
  new Gauge({
    name: 'queue_jobs',
    help: 'Jobs of each consumer queue this process works on, by topic, consumer group and state (waiting, active, delayed).',
    labelNames: ['topic', 'group', 'state'],
    registers: [metrics.registry],
    async collect() {
      try {
        for (const queue of await depth()) {
          for (const state of ['waiting', 'active', 'delayed'] as const) this.set({ topic: queue.topic, group: queue.group, state }, queue[state]);
        }
      } catch (err) {
        logger?.warn({ err }, 'queue depth could not be read for the metrics');
      }
    },
  });
}

export interface MetricsServer {
  port: number;
  close(): Promise<void>;
}

/**
 * Probes answered beside `/metrics` (a worker has no other port): `GET /healthz` 200 while the process runs,
 * `GET /readyz` 200 when `ready` resolves, else 503 with its reason.
 */
export interface HealthChecks {
  name: string;
  ready(): Promise<void>;
}

/**
 * Serves `GET /metrics` of the registry on its own port (0 = any free one), the probes when `health` is given, and
 * `documents`: JSON texts by path for operators only (the BFF's operators' OpenAPI document), never on a public port.
 */
export async function startMetricsServer(registry: Registry, port: number, logger?: Logger, health?: HealthChecks, documents: Record<string, () => string> = {}): Promise<MetricsServer> {
  const server = http.createServer((req, res) => {
    const path = (req.url ?? '').split('?')[0];
    const document = req.method === 'GET' && path && Object.hasOwn(documents, path) ? documents[path] : undefined;
    if (document) {
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-cache' }).end(document());
      return;
    }
    if (health && req.method === 'GET' && (path === '/healthz' || path === '/readyz')) {
      const answer = (status: number, body: object) => res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' }).end(JSON.stringify(body));
      if (path === '/healthz') return void answer(200, { status: 'ok', service: health.name });
      health.ready().then(
        () => answer(200, { status: 'ready', service: health.name }),
        (err: unknown) => answer(503, { status: 'not ready', service: health.name, reason: (err as Error).message }),
      );
      return;
    }
    if (req.method !== 'GET' || path !== '/metrics') {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('not found\n');
      return;
    }
    registry
      .metrics()
      .then((text) => res.writeHead(200, { 'content-type': registry.contentType }).end(text))
      .catch((err: unknown) => {
        logger?.error({ err }, 'metrics could not be collected');
        res.writeHead(500, { 'content-type': 'text/plain' }).end('metrics unavailable\n');
      });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, resolve);
  });
  const bound = (server.address() as AddressInfo).port;
  logger?.info({ port: bound }, 'metrics listening');
  return {
    port: bound,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeIdleConnections();
      }),
  };
}
