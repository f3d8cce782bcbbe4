import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import { pino, type DestinationStream, type Level, type Logger as PinoLogger } from 'pino';
import type { Context, Next } from 'koa';
import { currentTraceId, outsideTrace, traceLogFields } from './tracing.js';

/** The back end's one logger: pino, `logger.info(fields, message)` or `logger.info(message)`. */
export type Logger = PinoLogger;

/** Levels accepted by LOG_LEVEL. */
export const LOG_LEVELS = ['trace', 'debug', 'info', 'warn', 'error', 'fatal', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** The request header carrying the request id, from the client (or the BFF's own) through the BFF to the services. */
export const REQUEST_ID_HEADER = 'x-request-id';

interface RequestScope {
  reqId: string;
}
const requestScope = new AsyncLocalStorage<RequestScope>();

/** The id of the request being handled by the calling code, if any. */
export function currentRequestId(): string | undefined {
  return requestScope.getStore()?.reqId;
}

/** Runs `task` as part of request `reqId`: every line logged meanwhile (by any logger of createLogger) carries it. */
export function withRequestId<T>(reqId: string, task: () => T): T {
  return requestScope.run({ reqId }, task);
}

/**
 * Runs `task` outside any request: for work a request only starts but that serves others too (a poked outbox relay,
 * a queue delivery), so its lines do not carry the starting request's id, nor its spans the request's trace.
 */
export function outsideRequest<T>(task: () => T): T {
  return requestScope.exit(() => outsideTrace(task));
}

let stdout: DestinationStream | undefined;

/**
 * A pino logger writing JSON lines (`level` as a word, ISO `time`, the process' `name`, `msg`, the fields) to stdout,
 * or to `destination` (tests). Lines logged while a request is handled carry its `reqId`.
 */
export function createLogger(name: string, level: string = process.env.LOG_LEVEL ?? 'info', destination?: DestinationStream): Logger {
  // One synchronous stdout stream per process: lines of the apps sharing a process never interleave or get lost on exit.
  const out = destination ?? (stdout ??= pino.destination({ dest: 1, sync: true }));
  return pino(
    {
      name,
      level: (LOG_LEVELS as readonly string[]).includes(level) ? level : 'info',
      base: { pid: process.pid },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      // The request's id, and the trace's ids when tracing is on (docs/operations.md "Traces": a line leads to its trace).
      mixin: () => {
        const reqId = currentRequestId();
        return reqId ? { reqId, ...traceLogFields() } : traceLogFields();
      },
    },
    out,
  );
}

/** One logged line as written: `level`, `time`, `name`, `msg`, `reqId` when in a request, and the fields. */
export type LogLine = { level: string; msg?: string; reqId?: string } & Record<string, unknown>;

/** A destination that keeps every line (parsed) in `lines`: for tests that check what was logged. */
export function memoryDestination(): DestinationStream & { lines: LogLine[] } {
  const lines: LogLine[] = [];
  return { lines, write: (line: string) => void lines.push(JSON.parse(line) as LogLine) };
}

/** A usable incoming request id: 1–128 characters of letters, digits and `._:-` (a UUID fits). */
export function isRequestId(value: unknown): value is string {
  return typeof value === 'string' && /^[\w.:-]{1,128}$/.test(value);
}

declare module 'koa' {
  interface DefaultContext {
    /** This request's id (the caller's valid `x-request-id`, else a new UUID). */
    requestId: string;
    /** The app's logger; within the request every line it writes carries `reqId`. */
    log: Logger;
  }
}

export interface RequestContextOptions {
  logger: Logger;
  /** Level of the one line logged when the response is finished, or null for none (default: info, health probes none). */
  accessLevel?: (ctx: Context) => Level | null;
}

const quietProbes = (ctx: Context): Level | null => (ctx.path === '/healthz' || ctx.path === '/readyz' ? null : 'info');

/** An answer this slow is worth a line where production logs at warn: no read of ours should take a second. */
export const SLOW_REQUEST_MS = 1_000;

/**
 * A 5xx answer or a slow one is logged at warn whatever the route's own level, so a stack that logs only warnings
 * (production, the CI stack) still says which call failed or stalled, with its time, when a page saw it fail.
 */
export function raisedAccessLevel(level: Level, status: number, ms: number): Level {
  const rank = LOG_LEVELS.indexOf(level as LogLevel);
  if ((status >= 500 || ms >= SLOW_REQUEST_MS) && rank < LOG_LEVELS.indexOf('warn')) return 'warn';
  return level;
}

/**
 * Outermost middleware (it cannot fail, so the error handler comes right after it; only the tracing span is outside
 * it): takes the caller's valid `x-request-id` or makes one (the trace's id when tracing is on, so the id a user
 * reports finds the trace), answers it in `X-Request-Id`, and runs the rest of the chain with that id, so every line
 * logged for the request carries `reqId`. Logs `request completed` (method, path, status, ms) once answered.
 */
export function requestContext(options: RequestContextOptions) {
  const accessLevel = options.accessLevel ?? quietProbes;
  return function inRequestContext(ctx: Context, next: Next) {
    const incoming = ctx.get(REQUEST_ID_HEADER);
    const reqId = isRequestId(incoming) ? incoming : (currentTraceId() ?? randomUUID());
    ctx.requestId = reqId;
    ctx.log = options.logger;
    ctx.set('X-Request-Id', reqId);
    const level = accessLevel(ctx);
    if (level) {
      const started = performance.now();
      // Proxied requests are answered outside Koa (ctx.respond = false): the raw response says when it is done.
      ctx.res.once('close', () => {
        const ms = Math.round(performance.now() - started);
        const status = ctx.res.statusCode;
        options.logger[raisedAccessLevel(level, status, ms)](
          { reqId, method: ctx.method, path: ctx.path, status, ms, ...(ctx.res.writableFinished ? {} : { aborted: true }) },
          'request completed',
        );
      });
    }
    return withRequestId(reqId, () => next());
  };
}
