// Distributed traces (OpenTelemetry): the browser's request through the BFF, the proxy, each service, its database
// queries and the messages it sends through the outbox and the queue, as one trace (docs/operations.md "Traces").
//
// Off unless an OTLP endpoint is configured (OTEL_EXPORTER_OTLP_ENDPOINT or OTEL_EXPORTER_OTLP_TRACES_ENDPOINT): then
// nothing is registered, every helper here returns at its first line, and no header or column is written. The spans
// are made here by hand (Koa middleware, the proxy, Sequelize's query hooks, the outbox and the queue adapters), not
// by patching modules at load time: the servers are bundled (scripts/build-servers.mjs), which such patching misses.
import { ROOT_CONTEXT, SpanKind, SpanStatusCode, context, propagation, trace, type Attributes, type Context as TraceContext, type Span } from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { resourceFromAttributes } from '@opentelemetry/resources';
import {
  AlwaysOffSampler,
  AlwaysOnSampler,
  BasicTracerProvider,
  BatchSpanProcessor,
  ParentBasedSampler,
  SimpleSpanProcessor,
  TraceIdRatioBasedSampler,
  type Sampler,
  type SpanExporter,
} from '@opentelemetry/sdk-trace-base';
import type { Context, Next } from 'koa';
import type { Sequelize } from 'sequelize';
import type { Message } from './queue.js';
import { REQUEST_ID_HEADER, currentRequestId } from './logger.js';

/** What carries a trace across a process boundary: W3C `traceparent` (and `tracestate`), as HTTP headers or in a message. */
export type TraceCarrier = Record<string, string>;

const TRACER = 'race-rewards';

interface Installed {
  provider: BasicTracerProvider;
  contextManager: AsyncLocalStorageContextManager;
}
let installed: Installed | undefined;

export interface TracingOptions {
  env?: NodeJS.ProcessEnv;
  /** Where spans go instead of OTLP (tests: an InMemorySpanExporter); turns tracing on whatever the environment says. */
  exporter?: SpanExporter;
  /**
   * The app at the edge (the BFF): a trace context coming from outside (the browser's `traceparent`) gives the trace
   * its id, but never decides sampling; the app samples by its own ratio. Inside, services follow their caller.
   */
  edge?: boolean;
}

export interface Tracing {
  readonly enabled: boolean;
  /** Sends what is buffered and unregisters; only the call that installed tracing does anything. */
  shutdown(): Promise<void>;
}

/** The OTLP traces endpoint the environment configures, or undefined (tracing off). */
export function otlpEndpoint(env: NodeJS.ProcessEnv = process.env): string | undefined {
  if (env.OTEL_SDK_DISABLED?.trim().toLowerCase() === 'true') return undefined;
  if (env.OTEL_TRACES_EXPORTER?.trim().toLowerCase() === 'none') return undefined;
  const endpoint = env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT?.trim() || env.OTEL_EXPORTER_OTLP_ENDPOINT?.trim();
  return endpoint || undefined;
}

function tracesUrl(env: NodeJS.ProcessEnv, endpoint: string): string {
  return env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT?.trim() ? endpoint : `${endpoint.replace(/\/+$/, '')}/v1/traces`;
}

/** The sampler: OTEL_TRACES_SAMPLER_ARG as the ratio of new traces kept (default 1: every one); see `edge`. */
function samplerFor(env: NodeJS.ProcessEnv, edge: boolean): Sampler {
  const name = env.OTEL_TRACES_SAMPLER?.trim().toLowerCase();
  if (name === 'always_off') return new AlwaysOffSampler();
  const arg = Number(env.OTEL_TRACES_SAMPLER_ARG);
  const ratio = Number.isFinite(arg) && arg >= 0 && arg <= 1 && env.OTEL_TRACES_SAMPLER_ARG?.trim() ? arg : 1;
  const root = ratio >= 1 ? new AlwaysOnSampler() : new TraceIdRatioBasedSampler(ratio);
  return edge ? new ParentBasedSampler({ root, remoteParentSampled: root, remoteParentNotSampled: root }) : new ParentBasedSampler({ root });
}

/**
 * Turns tracing on for this process when an OTLP endpoint is configured (or `exporter` is given), as `serviceName`
 * (OTEL_SERVICE_NAME wins). A process runs one installation: a later call (the embedded launcher's services after
 * the launcher's own) joins it and its `shutdown` does nothing.
 */
export function startTracing(serviceName: string, options: TracingOptions = {}): Tracing {
  const env = options.env ?? process.env;
  if (installed) return { enabled: true, shutdown: async () => {} };
  const endpoint = otlpEndpoint(env);
  if (!options.exporter && !endpoint) return { enabled: false, shutdown: async () => {} };
  // OTLP over HTTP (JSON): OTEL_EXPORTER_OTLP_TRACES_ENDPOINT as given, or OTEL_EXPORTER_OTLP_ENDPOINT + /v1/traces;
  // the exporter reads its headers (OTEL_EXPORTER_OTLP_HEADERS) and timeout from the process's environment itself.
  const exporter = options.exporter ?? new OTLPTraceExporter({ url: tracesUrl(env, endpoint!) });
  const provider = new BasicTracerProvider({
    resource: resourceFromAttributes({
      'service.name': env.OTEL_SERVICE_NAME?.trim() || serviceName,
      'service.namespace': 'race-rewards',
      ...(env.NODE_ENV ? { 'deployment.environment.name': env.NODE_ENV } : {}),
    }),
    sampler: samplerFor(env, options.edge === true),
    // Tests export each span as it ends; production batches.
    spanProcessors: [options.exporter ? new SimpleSpanProcessor(exporter) : new BatchSpanProcessor(exporter)],
  });
  const contextManager = new AsyncLocalStorageContextManager().enable();
  context.setGlobalContextManager(contextManager);
  propagation.setGlobalPropagator(new W3CTraceContextPropagator());
  trace.setGlobalTracerProvider(provider);
  const mine: Installed = { provider, contextManager };
  installed = mine;
  let done: Promise<void> | undefined;
  return {
    enabled: true,
    shutdown() {
      done ??= (async () => {
        if (installed !== mine) return;
        try {
          await provider.shutdown();
        } finally {
          trace.disable();
          propagation.disable();
          context.disable();
          installed = undefined;
        }
      })();
      return done;
    },
  };
}

/** Whether this process records traces. */
export function tracingEnabled(): boolean {
  return installed !== undefined;
}

function tracer() {
  return trace.getTracer(TRACER);
}

/** The trace id of the span running now, if tracing is on and a span is. */
export function currentTraceId(): string | undefined {
  if (!installed) return undefined;
  const span = trace.getSpan(context.active());
  const id = span?.spanContext().traceId;
  return id && trace.isSpanContextValid(span!.spanContext()) ? id : undefined;
}

/** Runs `task` outside any trace (work a request only starts, such as a poked relay: see logger's `outsideRequest`). */
export function outsideTrace<T>(task: () => T): T {
  return installed ? context.with(ROOT_CONTEXT, task) : task();
}

/** `trace_id` and `span_id` of the running span, for log lines (empty when tracing is off or no span runs). */
export function traceLogFields(): { trace_id?: string; span_id?: string } {
  if (!installed) return {};
  const spanContext = trace.getSpan(context.active())?.spanContext();
  if (!spanContext || !trace.isSpanContextValid(spanContext)) return {};
  return { trace_id: spanContext.traceId, span_id: spanContext.spanId };
}

/** The running trace context as W3C headers (`traceparent`, `tracestate`) to send on; empty when tracing is off. */
export function traceHeaders(from: TraceContext = context.active()): TraceCarrier {
  const carrier: TraceCarrier = {};
  if (installed) propagation.inject(from, carrier);
  return carrier;
}

function extract(carrier: TraceCarrier | Record<string, unknown> | undefined): TraceContext {
  return carrier ? propagation.extract(ROOT_CONTEXT, carrier) : ROOT_CONTEXT;
}

/** An HTTP answer's status on its span; a 5xx marks the span failed. */
function recordStatus(span: Span, status: number): void {
  span.setAttribute('http.response.status_code', status);
  if (status >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
}

function endWith(span: Span, error: unknown): void {
  if (error !== undefined) {
    span.recordException(error instanceof Error ? error : String(error));
    span.setStatus({ code: SpanStatusCode.ERROR, message: error instanceof Error ? error.message : String(error) });
  }
  span.end();
}

/**
 * Runs `task` in a span named `name` (a child of the running one, or of `parent` when given, e.g. a message's carrier),
 * which ends when the task settles and records its error. Without tracing, just runs the task.
 */
export async function inSpan<T>(
  name: string,
  options: { kind?: SpanKind; attributes?: Attributes; parent?: TraceCarrier | undefined; root?: boolean },
  task: (span: Span | undefined) => Promise<T>,
): Promise<T> {
  if (!installed) return task(undefined);
  const parent = options.parent !== undefined ? extract(options.parent) : options.root ? ROOT_CONTEXT : context.active();
  const span = tracer().startSpan(name, { kind: options.kind ?? SpanKind.INTERNAL, ...(options.attributes ? { attributes: options.attributes } : {}) }, parent);
  try {
    const result = await context.with(trace.setSpan(parent, span), () => task(span));
    span.end();
    return result;
  } catch (error) {
    endWith(span, error);
    throw error;
  }
}

/**
 * An outgoing HTTP call in a CLIENT span: `call` gets the headers to add (`traceparent` of this span) and answers the
 * response's status, recorded on the span (5xx marks it failed).
 */
export function tracedCall<T extends { status: number }>(name: string, url: string, call: (headers: TraceCarrier) => Promise<T>): Promise<T> {
  if (!installed) return call({});
  let host: Attributes = {};
  try {
    const parsed = new URL(url);
    host = { 'server.address': parsed.hostname, 'server.port': Number(parsed.port) || (parsed.protocol === 'https:' ? 443 : 80) };
  } catch {
    // a relative or odd URL: no address attributes
  }
  return inSpan(name, { kind: SpanKind.CLIENT, attributes: { ...host, 'url.full': url.split('?')[0]! } }, async (span) => {
    const response = await call(traceHeaders());
    if (span) recordStatus(span, response.status);
    return response;
  });
}

/** A span the caller ends (the proxy's, which ends when the upstream answers): `end(status | error)`. */
export interface OpenSpan {
  /** This span's context as headers to send on. */
  headers: TraceCarrier;
  end(outcome: { status?: number; error?: unknown }): void;
}

/** Starts a CLIENT span for a call answered later (see OpenSpan); undefined when tracing is off. */
export function startClientSpan(name: string, attributes: Attributes): OpenSpan | undefined {
  if (!installed) return undefined;
  const span = tracer().startSpan(name, { kind: SpanKind.CLIENT, attributes }, context.active());
  let ended = false;
  return {
    headers: traceHeaders(trace.setSpan(context.active(), span)),
    end({ status, error }) {
      if (ended) return;
      ended = true;
      if (status !== undefined) recordStatus(span, status);
      endWith(span, error);
    },
  };
}

export interface TraceRequestsOptions {
  /** The request's route template for the span's name (`GET /api/event/:id`), read once it is answered. */
  route: (ctx: Context) => string;
  /** Requests not traced (health probes and metrics never are). */
  skip?: (ctx: Context) => boolean;
}

const PROBES = new Set(['/healthz', '/readyz', '/metrics']);

/**
 * Outermost Koa middleware: a SERVER span per request, continuing the caller's `traceparent`, named by the route
 * template and ended when the response is finished (proxied answers too, which Koa does not write).
 */
export function traceRequests(options: TraceRequestsOptions) {
  return function tracedRequest(ctx: Context, next: Next) {
    if (!installed || PROBES.has(ctx.path) || options.skip?.(ctx)) return next();
    const parent = propagation.extract(ROOT_CONTEXT, ctx.headers);
    const span = tracer().startSpan(
      ctx.method,
      {
        kind: SpanKind.SERVER,
        attributes: { 'http.request.method': ctx.method, 'url.path': ctx.path, 'url.scheme': ctx.protocol, 'user_agent.original': ctx.get('user-agent') },
      },
      parent,
    );
    ctx.res.once('close', () => {
      const route = options.route(ctx);
      const status = ctx.res.statusCode;
      span.updateName(`${ctx.method} ${route}`);
      span.setAttribute('http.route', route);
      recordStatus(span, status);
      if (!ctx.res.writableFinished) span.setAttribute('rr.aborted', true);
      span.end();
    });
    return context.with(trace.setSpan(parent, span), next);
  };
}

/** SQL without its literal values (strings and numbers become `?`), so a trace never holds an e-mail or an amount. */
export function sanitizeSql(sql: string): string {
  const bare = sql
    .replace(/'(?:[^'\\]|\\.|'')*'/g, '?')
    .replace(/(?<![\w$.])-?\d+(?:\.\d+)?(?![\w])/g, '?')
    .replace(/\s+/g, ' ')
    .trim();
  return bare.length > 2000 ? `${bare.slice(0, 2000)}…` : bare;
}

/** The table a statement is about, for the span's name (`SELECT riders`). */
function tableOf(sql: string): string | undefined {
  return /\b(?:from|into|update|join)\s+[`"[]?([\w.]+)/i.exec(sql)?.[1];
}

/**
 * A CLIENT span per query of `sequelize` (Sequelize's beforeQuery/afterQuery hooks), inside a running trace only: the
 * relay's and the jobs' polling queries outside any request make no traces of their own.
 */
export function traceDatabase(sequelize: Sequelize): void {
  const spans = new WeakMap<object, { span: Span; operation: string }>();
  const system = sequelize.getDialect() === 'sqlite' ? 'sqlite' : sequelize.getDialect() === 'mariadb' ? 'mariadb' : 'mysql';
  const database = sequelize.getDatabaseName?.() ?? undefined;
  sequelize.addHook('beforeQuery', (options: { type?: string }, query: object) => {
    if (!installed) return;
    const parent = context.active();
    if (!trace.getSpan(parent)) return;
    const operation = (options.type ?? 'QUERY').toUpperCase(); // until the statement is known (afterQuery)
    const attributes = { 'db.system.name': system, 'db.operation.name': operation, ...(database ? { 'db.namespace': database } : {}) };
    spans.set(query, { span: tracer().startSpan(operation, { kind: SpanKind.CLIENT, attributes }, parent), operation });
  });
  sequelize.addHook('afterQuery', (_options: unknown, query: object) => {
    const open = spans.get(query);
    if (!open) return;
    spans.delete(query);
    const sql = (query as { sql?: unknown }).sql;
    if (typeof sql === 'string') {
      // Named by the statement's own verb (Sequelize's type says RAW for a raw query, IMMEDIATE for SQLite's BEGIN).
      const operation = /^\s*([A-Za-z]+)/.exec(sql)?.[1]?.toUpperCase() ?? open.operation;
      const table = tableOf(sql);
      open.span.updateName(table ? `${operation} ${table}` : operation);
      open.span.setAttributes({ 'db.operation.name': operation, 'db.query.text': sanitizeSql(sql) });
    }
    open.span.end();
  });
}

/**
 * The outbox relay's publish of one message, as a PRODUCER span continuing the trace the message was written in
 * (`written`, its row's carrier); answers the carrier the message travels with (this span), so its consumers are
 * children of it.
 */
export async function tracePublish(message: Message, written: TraceCarrier | undefined, system: string, publish: (trace: TraceCarrier | undefined) => Promise<void>): Promise<void> {
  if (!installed || !written) return publish(written);
  await inSpan(
    `publish ${message.topic}`,
    { kind: SpanKind.PRODUCER, parent: written, attributes: { 'messaging.system': system, 'messaging.operation.type': 'send', 'messaging.destination.name': message.topic, 'messaging.message.id': message.id } },
    async () => publish(traceHeaders()),
  );
}

/** A consumer's handling of one message, as a CONSUMER span child of its publish (a message without a trace: its own root). */
export function traceConsume<T>(message: Message, group: string, system: string, handle: () => Promise<T>): Promise<T> {
  if (!installed) return handle();
  return inSpan(
    `process ${message.topic}`,
    {
      kind: SpanKind.CONSUMER,
      ...(message.trace ? { parent: message.trace } : { root: true }),
      attributes: {
        'messaging.system': system,
        'messaging.operation.type': 'process',
        'messaging.destination.name': message.topic,
        'messaging.consumer.group.name': group,
        'messaging.message.id': message.id,
      },
    },
    () => handle(),
  );
}

/**
 * `fetch` for a service's call to another service: a CLIENT span (tracing on) whose `traceparent` goes with the call,
 * and the current request's `x-request-id`, so the callee's lines and spans join the caller's. `init.headers` must be a
 * plain object.
 */
export function tracedFetch(doFetch: typeof fetch, input: URL | string, init: RequestInit = {}): Promise<Response> {
  const url = input instanceof URL ? input : new URL(input);
  const requestId = currentRequestId();
  const headers = { ...(init.headers as Record<string, string> | undefined), ...(requestId ? { [REQUEST_ID_HEADER]: requestId } : {}) };
  if (!installed) return doFetch(url, { ...init, headers });
  return tracedCall(`${init.method ?? 'GET'} ${url.host}`, url.toString(), (trace) => doFetch(url, { ...init, headers: { ...headers, ...trace } }));
}
