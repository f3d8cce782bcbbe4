/**
 * One trace from the browser to the database (docs/operations.md "Traces"): the browser's `traceparent` names the trace,
 * the BFF's span continues it and answers its id as `X-Request-Id`, the proxy's span is the parent of the service's,
 * whose queries are its children; the BFF's own calls (login) too. Real identity and events services (throw-away
 * databases, demo seed), spans collected in memory.
 */
import request from 'supertest';
import { SpanKind } from '@opentelemetry/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InMemorySpanExporter, startTracing, type ReadableSpan, type Tracing } from '@rr/server-kit';
import { randomBytes } from 'node:crypto';
import { PASSWORD, eventually } from '../bff/test/helpers.js';
import { startIdentityAndEvents } from './identity-events-stack.js';

const exporter = new InMemorySpanExporter();
let tracing: Tracing;
let stack: Awaited<ReturnType<typeof startIdentityAndEvents>> | undefined;

beforeAll(async () => {
  // Before any app starts: they join this installation (one per process, as in the embedded launcher).
  tracing = startTracing('race-rewards', { exporter, edge: true });
  stack = await startIdentityAndEvents('trace');
}, 120_000);

afterAll(async () => {
  await stack?.close();
  await tracing?.shutdown();
});

/** What the browser's API client sends (libs/api-client `newTraceparent`). */
const newTraceparent = () => `00-${randomBytes(16).toString('hex')}-${randomBytes(8).toString('hex')}-01`;
const inTrace = (traceId: string) => exporter.getFinishedSpans().filter((span) => span.spanContext().traceId === traceId);
const childrenOf = (spans: ReadableSpan[], parent: ReadableSpan) => spans.filter((span) => span.parentSpanContext?.spanId === parent.spanContext().spanId);

describe('a trace from the browser', () => {
  it('follows a proxied call: BFF → proxy → events → its queries, under the browser’s trace id', async () => {
    const traceparent = newTraceparent();
    const [, traceId, browserSpan] = traceparent.split('-');
    const res = await request(stack!.url).get('/api/events').set('traceparent', traceparent);
    expect(res.status).toBe(200);
    // The id the browser sees (and a user reports) is the trace's.
    expect(res.headers['x-request-id']).toBe(traceId);

    const serviceSpan = await eventually(() => inTrace(traceId!).find((span) => span.kind === SpanKind.SERVER && span.resource.attributes['service.name'] === 'race-rewards' && span.name === 'GET /api/events' && span.parentSpanContext?.spanId !== browserSpan));
    const spans = inTrace(traceId!);
    const edge = spans.find((span) => span.kind === SpanKind.SERVER && span.parentSpanContext?.spanId === browserSpan);
    expect(edge).toMatchObject({ name: 'GET /api/events' });
    expect(edge!.attributes['http.response.status_code']).toBe(200);
    const [proxy] = childrenOf(spans, edge!).filter((span) => span.name === 'proxy events');
    expect(proxy).toBeDefined();
    expect(proxy!.kind).toBe(SpanKind.CLIENT);
    expect(serviceSpan.parentSpanContext?.spanId).toBe(proxy!.spanContext().spanId);
    const queries = childrenOf(spans, serviceSpan).filter((span) => span.attributes['db.system.name']);
    expect(queries.length).toBeGreaterThan(0);
    expect(queries.some((span) => span.name.startsWith('SELECT '))).toBe(true);
  });

  it('follows the BFF’s own call to a service: a login reaches identity in the same trace', async () => {
    const traceparent = newTraceparent();
    const traceId = traceparent.split('-')[1]!;
    const res = await request(stack!.url).post('/api/login').set('traceparent', traceparent).send({ email: 'rider@example.com', password: PASSWORD });
    expect(res.status).toBe(200);
    const identitySpan = await eventually(() => inTrace(traceId).find((span) => span.name === 'POST /internal/auth/login'));
    const spans = inTrace(traceId);
    const call = spans.find((span) => span.spanContext().spanId === identitySpan.parentSpanContext?.spanId);
    expect(call).toMatchObject({ kind: SpanKind.CLIENT, name: 'POST identity' });
    expect(spans.find((span) => span.name === 'POST /api/login')).toBeDefined();
  });

  it('starts a trace of its own for a caller without one, and never traces static files or probes', async () => {
    const res = await request(stack!.url).get('/api/events');
    const id = String(res.headers['x-request-id']);
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    await eventually(() => inTrace(id).find((span) => span.name === 'GET /api/events' && span.parentSpanContext === undefined));
    expect((await request(stack!.url).get('/healthz')).status).toBe(200);
    expect((await request(stack!.url).get('/mf/remotes.json')).status).toBe(200);
    await new Promise((r) => setTimeout(r, 100));
    const paths = exporter.getFinishedSpans().map((span) => span.attributes['url.path']);
    expect(paths).toContain('/api/events');
    expect(paths).not.toContain('/healthz');
    expect(paths).not.toContain('/mf/remotes.json');
  });
});
