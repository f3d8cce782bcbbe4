/**
 * Traces (docs/operations.md "Traces"): off unless configured; once on, a request's span continues the caller's
 * `traceparent`, its queries are child spans, and a message it writes in the outbox carries the trace through the
 * relay's publish to every consumer (in-process queue, and BullMQ when REDIS_URL is set) and the consumer's queries.
 * Spans are collected in memory, and once through a fake OTLP collector.
 */
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import Koa from 'koa';
import request from 'supertest';
import { SpanKind } from '@opentelemetry/api';
import { InMemorySpanExporter, type ReadableSpan } from '@opentelemetry/sdk-trace-base';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DataTypes, type Sequelize } from 'sequelize';
import { createSequelize } from '../src/db.js';
import { createLogger, memoryDestination, requestContext } from '../src/logger.js';
import { migrateUp } from '../src/migrations.js';
import { Outbox, outboxMigrations } from '../src/outbox.js';
import { BullMqQueue, InProcessQueue, type Message, type MessageQueue } from '../src/queue.js';
import { createTestDatabase, type TestDatabase } from '../src/testing.js';
import { inSpan, otlpEndpoint, sanitizeSql, startTracing, traceDatabase, traceHeaders, traceRequests, type Tracing } from '../src/tracing.js';

const logger = createLogger('test', 'silent');
const BROWSER_TRACE = '4bf92f3577b34da6a3ce929d0e0e4736';
const BROWSER_SPAN = '00f067aa0ba902b7';

let tracing: Tracing | undefined;
afterEach(async () => {
  await tracing?.shutdown();
  tracing = undefined;
});

const named = (spans: ReadableSpan[], name: string) => spans.filter((span) => span.name === name);
const parentOf = (span: ReadableSpan) => span.parentSpanContext?.spanId;

describe('tracing configuration', () => {
  it('is off unless an OTLP endpoint is configured, and then writes no trace headers', () => {
    expect(otlpEndpoint({})).toBeUndefined();
    expect(otlpEndpoint({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318' })).toBe('http://collector:4318');
    expect(otlpEndpoint({ OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'http://collector:4318/v1/traces', OTEL_EXPORTER_OTLP_ENDPOINT: 'http://other:4318' })).toBe('http://collector:4318/v1/traces');
    expect(otlpEndpoint({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318', OTEL_SDK_DISABLED: 'true' })).toBeUndefined();
    expect(otlpEndpoint({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318', OTEL_TRACES_EXPORTER: 'none' })).toBeUndefined();

    tracing = startTracing('identity', { env: {} });
    expect(tracing.enabled).toBe(false);
    expect(traceHeaders()).toEqual({});
  });

  it('keeps values out of the SQL it records', () => {
    expect(sanitizeSql("SELECT `id` FROM `users` WHERE `email` = 'rider@example.com' AND `cents` > 2500 LIMIT 10")).toBe('SELECT `id` FROM `users` WHERE `email` = ? AND `cents` > ? LIMIT ?');
    expect(sanitizeSql("INSERT INTO `t` (`a`,`rr_2fa`) VALUES ($1,'O''Brien\\'s');")).toBe('INSERT INTO `t` (`a`,`rr_2fa`) VALUES ($1,?);');
  });
});

describe('a request through a service', () => {
  it('continues the caller’s traceparent, names the span by route, and uses the trace id as the request id', async () => {
    const exporter = new InMemorySpanExporter();
    tracing = startTracing('identity', { exporter });
    const lines = memoryDestination();
    const log = createLogger('identity', 'info', lines);
    const app = new Koa();
    app.use(traceRequests({ route: () => '/api/rider/:id' }));
    app.use(requestContext({ logger: log }));
    app.use(async (ctx) => {
      ctx.log.info('handled');
      ctx.body = { ok: true };
    });
    const res = await request(app.callback()).get('/api/rider/42').set('traceparent', `00-${BROWSER_TRACE}-${BROWSER_SPAN}-01`);
    expect(res.status).toBe(200);
    expect(res.headers['x-request-id']).toBe(BROWSER_TRACE);
    const [span] = named(exporter.getFinishedSpans(), 'GET /api/rider/:id');
    expect(span).toBeDefined();
    expect(span!.kind).toBe(SpanKind.SERVER);
    expect(span!.spanContext().traceId).toBe(BROWSER_TRACE);
    expect(parentOf(span!)).toBe(BROWSER_SPAN);
    expect(span!.attributes).toMatchObject({ 'http.route': '/api/rider/:id', 'http.response.status_code': 200, 'url.path': '/api/rider/42' });
    // The log line leads to the span.
    expect(lines.lines.find((line) => line.msg === 'handled')).toMatchObject({ reqId: BROWSER_TRACE, trace_id: BROWSER_TRACE, span_id: span!.spanContext().spanId });
  });

  it('at the edge, a caller’s sampled flag does not decide: a ratio of 0 records nothing, yet the id is still the trace’s', async () => {
    const exporter = new InMemorySpanExporter();
    tracing = startTracing('bff', { exporter, edge: true, env: { OTEL_TRACES_SAMPLER_ARG: '0' } });
    const app = new Koa();
    app.use(traceRequests({ route: () => '/api/events' }));
    app.use(requestContext({ logger }));
    app.use((ctx) => void (ctx.body = traceHeaders()));
    const res = await request(app.callback()).get('/api/events').set('traceparent', `00-${BROWSER_TRACE}-${BROWSER_SPAN}-01`);
    expect(exporter.getFinishedSpans()).toEqual([]);
    expect(res.headers['x-request-id']).toBe(BROWSER_TRACE);
    // Passed on as not sampled, so the services record nothing either.
    expect(res.body.traceparent).toMatch(new RegExp(`^00-${BROWSER_TRACE}-[0-9a-f]{16}-00$`));
  });

  it('traces health probes never', async () => {
    const exporter = new InMemorySpanExporter();
    tracing = startTracing('events', { exporter });
    const app = new Koa();
    app.use(traceRequests({ route: () => '/healthz' }));
    app.use((ctx) => void (ctx.body = 'ok'));
    await request(app.callback()).get('/healthz');
    expect(exporter.getFinishedSpans()).toEqual([]);
  });
});

const redisUrl = process.env.REDIS_URL;
const adapters: Array<[string, () => MessageQueue]> = [
  ['in-process queue', () => new InProcessQueue({ logger, backoffMs: 5 })],
  ...(redisUrl ? [['BullMQ', () => new BullMqQueue(redisUrl, { logger, prefix: `rrtrace-${randomUUID()}`, backoffMs: 20 })] as [string, () => MessageQueue]] : []),
];

describe.each(adapters)('a message through the outbox and the %s', (_label, makeQueue) => {
  let database: TestDatabase;
  let sequelize: Sequelize;
  let queue: MessageQueue;
  let outbox: Outbox;
  let exporter: InMemorySpanExporter;

  beforeEach(async () => {
    exporter = new InMemorySpanExporter();
    tracing = startTracing('identity', { exporter });
    database = await createTestDatabase('tracing');
    sequelize = createSequelize(database.url);
    traceDatabase(sequelize);
    await migrateUp(sequelize, outboxMigrations);
    await sequelize.getQueryInterface().createTable('riders', { id: { type: DataTypes.STRING(36), primaryKey: true } });
    queue = makeQueue();
    outbox = new Outbox(sequelize, queue, logger, { intervalMs: 60_000 });
  });

  afterEach(async () => {
    await outbox.stop();
    await queue.close();
    await sequelize.close();
    await database.drop();
  });

  it('is one trace: request → INSERT → publish → process → the consumer’s query', async () => {
    const handled: Message[] = [];
    const done = new Promise<void>((resolve) => {
      void queue.subscribe('rider.registered', 'payouts', async (message) => {
        await sequelize.query('SELECT id FROM riders WHERE id = ?', { replacements: [String((message.payload as { riderId: string }).riderId)] });
        handled.push(message);
        resolve();
      });
    });
    await new Promise((r) => setTimeout(r, 50)); // the BullMQ subscription registers

    await inSpan('POST /api/register', { kind: SpanKind.SERVER }, async () => {
      await sequelize.transaction(async (transaction) => {
        await sequelize.query("INSERT INTO riders (id) VALUES ('r-1')", { transaction });
        await outbox.add(transaction, 'rider.registered', { riderId: 'r-1' });
      });
    });
    // The row keeps the trace it was written in.
    const [rows] = await sequelize.query('SELECT trace_context FROM outbox_messages');
    const stored = JSON.parse(String((rows as Array<{ trace_context: string }>)[0]!.trace_context)) as Record<string, string>;
    expect(stored.traceparent).toMatch(/^00-[0-9a-f]{32}-[0-9a-f]{16}-01$/);

    await outbox.relayOnce();
    await done;
    if (queue instanceof InProcessQueue) await queue.drain();
    await new Promise((r) => setTimeout(r, 50));

    const spans = exporter.getFinishedSpans();
    const [root] = named(spans, 'POST /api/register');
    const [publish] = named(spans, 'publish rider.registered');
    const [consume] = named(spans, 'process rider.registered');
    expect(root && publish && consume).toBeTruthy();
    const traceId = root!.spanContext().traceId;
    expect(stored.traceparent).toContain(traceId);
    expect(publish!.kind).toBe(SpanKind.PRODUCER);
    expect(publish!.spanContext().traceId).toBe(traceId);
    expect(parentOf(publish!)).toBe(root!.spanContext().spanId);
    expect(consume!.kind).toBe(SpanKind.CONSUMER);
    expect(consume!.spanContext().traceId).toBe(traceId);
    expect(parentOf(consume!)).toBe(publish!.spanContext().spanId);
    expect(consume!.attributes).toMatchObject({ 'messaging.destination.name': 'rider.registered', 'messaging.consumer.group.name': 'payouts', 'messaging.system': queue.kind });
    expect(handled[0]!.trace?.traceparent).toContain(publish!.spanContext().spanId);

    // Queries: the request's INSERTs under the request, the consumer's SELECT under its process span, values hidden.
    const inserts = spans.filter((span) => span.name === 'INSERT riders' || span.name === 'INSERT outbox_messages');
    expect(inserts.map((span) => parentOf(span))).toEqual([root!.spanContext().spanId, root!.spanContext().spanId]);
    const select = spans.find((span) => span.name === 'SELECT riders');
    expect(parentOf(select!)).toBe(consume!.spanContext().spanId);
    expect(select!.attributes['db.query.text']).toBe('SELECT id FROM riders WHERE id = ?');
    expect(String(select!.attributes['db.query.text'])).not.toContain('r-1');
    // The relay's own polling (outside any request) makes no spans of its own.
    expect(spans.every((span) => span.spanContext().traceId === traceId)).toBe(true);
  });
});

describe('OTLP export', () => {
  it('sends the spans to the configured collector', async () => {
    const received: Array<{ url: string | undefined; type: string | undefined; body: string }> = [];
    const collector = createServer((req: IncomingMessage, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        received.push({ url: req.url, type: req.headers['content-type'], body: Buffer.concat(chunks).toString('utf8') });
        res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
      });
    });
    await new Promise<void>((resolve) => collector.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = collector.address() as AddressInfo;
      tracing = startTracing('payouts', { env: { OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${port}` } });
      expect(tracing.enabled).toBe(true);
      await inSpan('settle cash-out', {}, async () => undefined);
      await tracing.shutdown();
      const sent = received.find((r) => r.url === '/v1/traces');
      expect(sent).toBeDefined();
      expect(sent!.body).toContain('settle cash-out');
      expect(sent!.body).toContain('payouts');
    } finally {
      await new Promise<void>((resolve) => collector.close(() => resolve()));
    }
  });
});
