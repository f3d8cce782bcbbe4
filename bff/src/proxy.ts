import type { IncomingMessage, ServerResponse } from 'node:http';
import type Koa from 'koa';
import { createProxyMiddleware, type RequestHandler } from 'http-proxy-middleware';
import { CLIENT_IP_HEADER, IDENTITY_HEADER } from '@rr/server-kit/identity-token';
import { REQUEST_ID_HEADER } from '@rr/server-kit/logger';
import { startClientSpan, type TraceCarrier } from '@rr/server-kit/tracing';
import type { BreakerSettings, ServiceName } from './config.js';
import { SERVICES } from './config.js';
import type { Logger } from './log.js';
import { serviceError } from './errors.js';
import { matchRoute, takesUpload } from './routing.js';
import { type Breakers, errorCode, throughBreaker } from './upstream.js';
import { USERS_CHANGED_HEADER } from '@rr/contracts/server';

/** Per-request state shared between the Koa side and the proxy's event handlers. */
interface InFlight {
  token: string;
  requestId: string;
  /** The caller's address as the BFF judged it (Koa's ctx.ip, trusting only the configured proxies). */
  clientIp: string;
  /** The proxy span's `traceparent` (empty when tracing is off). */
  trace: TraceCarrier;
  settle: (err?: Error) => void;
  /** Told the service's status and the users it changed once its answer's headers are in, before the caller gets them. */
  answered?: ((status: number, changedUsers: string[]) => void) | undefined;
}

/**
 * Rejects the breaker's attempt. `reason` is the connection error, or null when the service answered 502/503/504
 * (that answer is relayed to the client as is; it only counts as a failure).
 */
class ProxyFailure extends Error {
  constructor(
    message: string,
    readonly reason: unknown,
  ) {
    super(message);
    this.name = 'ProxyFailure';
  }
}

/** Headers a client must never pass to a service: identity is asserted by the BFF alone. */
export function isStrippedHeader(name: string): boolean {
  const n = name.toLowerCase();
  return n.startsWith('x-rr-') || n === 'authorization' || n === 'cookie';
}

function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  const payload = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(payload),
    'cache-control': 'no-store',
    ...headers,
  });
  res.end(payload);
}

const CALL_KINDS = ['read', 'write', 'upload'] as const;
type CallKind = (typeof CALL_KINDS)[number];

/** Reads (GET/HEAD), uploads (multipart to a route that takes them) and every other write. */
function callKind(ctx: Koa.Context): CallKind {
  if (ctx.method === 'GET' || ctx.method === 'HEAD') return 'read';
  // A token's results push is an upload whatever its body (multipart, JSON lines or CSV).
  return takesUpload(ctx.path) && (ctx.is('multipart/form-data') || matchRoute(ctx.path)?.token) ? 'upload' : 'write';
}

export interface Gateway {
  /**
   * Hands the raw request to the service. Call after Koa middleware has finished (session committed). `answered` hears
   * the service's status and the users it changed before the caller gets the answer.
   */
  forward(ctx: Koa.Context, service: ServiceName, token: string, answered?: (status: number, changedUsers: string[]) => void): void;
}

/**
 * http-proxy-middleware per service, each behind its breaker. The proxy works on raw req/res: nothing in front of it
 * reads the body. Connection errors and 502/503/504 answers count as breaker failures.
 */
export function createGateway(opts: {
  upstreams: Record<ServiceName, string>;
  breakers: Breakers;
  breaker: BreakerSettings;
  log: Logger;
}): Gateway {
  const inFlight = new WeakMap<IncomingMessage, InFlight>();

  // One proxy per service and kind of call, each with its timeout (docs/operations.md "Timeouts"): a frozen service
  // fails a read in seconds, not half a minute. The timeout is the upstream socket's idle time.
  const makeProxy = (service: ServiceName, kind: CallKind): RequestHandler =>
    createProxyMiddleware<IncomingMessage, ServerResponse>({
      target: opts.upstreams[service],
      changeOrigin: true,
      xfwd: true,
      proxyTimeout: opts.breaker.timeouts[kind],
      on: {
        proxyReq(proxyReq, req) {
          for (const name of proxyReq.getHeaderNames()) {
            if (isStrippedHeader(name)) proxyReq.removeHeader(name);
          }
          const state = inFlight.get(req);
          if (state) {
            proxyReq.setHeader(IDENTITY_HEADER, state.token);
            proxyReq.setHeader(REQUEST_ID_HEADER, state.requestId);
            // Services budget some tries per address (the till's PINs): the only address header they believe.
            proxyReq.setHeader(CLIENT_IP_HEADER, state.clientIp);
            // The service continues this proxy call's span (a browser's own `traceparent` never reaches it as is).
            proxyReq.removeHeader('traceparent');
            proxyReq.removeHeader('tracestate');
            for (const [name, value] of Object.entries(state.trace)) proxyReq.setHeader(name, value);
          }
        },
        proxyRes(proxyRes, req) {
          // Services do not set BFF cookies; never let one overwrite the session cookie.
          delete proxyRes.headers['set-cookie'];
          const status = proxyRes.statusCode ?? 0;
          const failed = status === 502 || status === 503 || status === 504;
          // Identity names the users a call changed (for the kept session users); it is not the browser's to see.
          const named = proxyRes.headers[USERS_CHANGED_HEADER];
          delete proxyRes.headers[USERS_CHANGED_HEADER];
          inFlight.get(req)?.answered?.(status, typeof named === 'string' ? named.split(',').filter(Boolean) : []);
          inFlight.get(req)?.settle(failed ? new ProxyFailure(`${service} answered ${status}`, null) : undefined);
        },
        error(err, req) {
          const state = inFlight.get(req);
          if (state) state.settle(new ProxyFailure(`${service} proxy error`, err));
          else opts.log.warn({ service, code: errorCode(err) }, 'proxy error without request state');
        },
      },
    });
  const proxies = Object.fromEntries(
    SERVICES.map((service) => [service, Object.fromEntries(CALL_KINDS.map((kind) => [kind, makeProxy(service, kind)]))]),
  ) as Record<ServiceName, Record<CallKind, RequestHandler>>;

  function forward(ctx: Koa.Context, service: ServiceName, token: string, onAnswer?: (status: number, changedUsers: string[]) => void): void {
    ctx.respond = false;
    const { req, res } = ctx;
    let answered = false;
    // One CLIENT span for the call (tracing on), ended when the service answers or the call fails.
    const span = startClientSpan(`proxy ${service}`, { 'rr.upstream': service, 'http.request.method': ctx.method, 'url.full': opts.upstreams[service] + ctx.path });
    if (span) res.once('close', () => span.end({ status: res.statusCode }));
    const attempt = () =>
      new Promise<void>((resolve, reject) => {
        inFlight.set(req, {
          token,
          requestId: ctx.requestId,
          clientIp: ctx.ip,
          trace: span?.headers ?? {},
          answered: onAnswer,
          settle(err) {
            if (answered) return;
            answered = true;
            if (err) reject(err);
            else resolve();
          },
        });
        proxies[service][callKind(ctx)](req, res).then(
          // Settles when the client connection closes; if neither a response nor an error came first, the client
          // went away mid-request: not the service's fault.
          () => {
            if (!answered) {
              answered = true;
              resolve();
            }
          },
          (err: unknown) => {
            if (!answered) {
              answered = true;
              reject(new ProxyFailure(`${service} proxy error`, err));
            }
          },
        );
      });

    throughBreaker(opts.breakers, service, attempt).then(
      () => undefined,
      (err: unknown) => {
        const cause = err instanceof ProxyFailure ? err.reason : err;
        if (err instanceof ProxyFailure && err.reason === null) return; // upstream 5xx already relayed to the client
        // The same `{ message, code }` as every other error (docs/accounts.md): 503 UNAVAILABLE or 502 BAD_GATEWAY.
        const error = serviceError(service, cause);
        const body = { message: error.message, code: error.code };
        if (errorCode(cause) === 'EOPENBREAKER') {
          sendJson(res, error.status, body, { 'retry-after': String(Math.ceil(opts.breaker.resetTimeoutMs / 1000)) });
          return;
        }
        if (error.status !== 503) opts.log.error({ reqId: ctx.requestId, service, path: ctx.path, code: errorCode(cause), err: cause }, 'proxy failure');
        sendJson(res, error.status, body);
      },
    );
  }

  return { forward };
}
