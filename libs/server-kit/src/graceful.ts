import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { z } from 'zod';
import { loadConfig } from './config.js';
import type { Logger } from './logger.js';

// Graceful shutdown (docs/operations.md "Workers and scaling"): a process stopped by SIGTERM first leaves the rotation
// (readiness 503) while it still serves, then stops accepting, lets what is in flight finish and only then closes its
// database and queue, so a rolling update or a scale-down fails no request and loses no job.

/**
 * What a process runs: `web` the HTTP API only; `worker` the queue consumers, the scheduled jobs and the outbox relay,
 * with `/healthz`, `/readyz` and `/metrics` on its metrics port and no public HTTP; `all` both (the embedded launcher,
 * development, `dist/server.js`).
 */
export type ProcessRole = 'all' | 'web' | 'worker';

export interface ShutdownTimings {
  /** After SIGTERM: readiness answers 503 while requests are still served, so load balancers stop sending (ms). */
  drainMs: number;
  /** Then: how long in-flight requests and active jobs get before the process exits anyway (ms). */
  timeoutMs: number;
}

/** SHUTDOWN_DRAIN_SECONDS (default 0) and SHUTDOWN_TIMEOUT_SECONDS (default 20), validated. */
export function shutdownTimings(env: NodeJS.ProcessEnv = process.env): ShutdownTimings {
  const seconds = (max: number) => z.coerce.number({ error: 'must be a number of seconds' }).min(0).max(max);
  const e = loadConfig(
    z.object({ SHUTDOWN_DRAIN_SECONDS: seconds(300).default(0), SHUTDOWN_TIMEOUT_SECONDS: seconds(3600).default(20) }),
    env,
    'shutdown configuration',
  );
  return { drainMs: Math.round(e.SHUTDOWN_DRAIN_SECONDS * 1000), timeoutMs: Math.round(e.SHUTDOWN_TIMEOUT_SECONDS * 1000) };
}

export interface GracefulServer {
  readonly server: http.Server;
  readonly port: number;
  /** True once `startDraining` (or `close`) was called. */
  readonly draining: boolean;
  /** Requests being answered right now. */
  readonly inFlight: number;
  /**
   * Leaves the rotation: `GET /readyz` answers 503 from now on, every other request is still served, and each answer
   * carries `Connection: close` so keep-alive clients (the ingress, the BFF's agents) reconnect elsewhere.
   */
  startDraining(): void;
  /**
   * Stops accepting connections, lets the requests in flight finish and closes every keep-alive connection once idle;
   * connections still busy after `timeoutMs` are cut. Resolves when the server is closed.
   */
  close(timeoutMs?: number): Promise<{ inFlightAtClose: number; cut: number; ms: number }>;
}

const NOT_READY = JSON.stringify({ status: 'not ready', reason: 'shutting down' });

/** Serves `handler` on `port` (0 = any free port) with the draining and closing above. */
export async function listenGracefully(handler: http.RequestListener, port: number, logger?: Logger): Promise<GracefulServer> {
  let draining = false;
  let inFlight = 0;
  const server = http.createServer((req, res) => {
    inFlight += 1;
    res.once('close', () => {
      inFlight -= 1;
    });
    if (draining) {
      res.setHeader('Connection', 'close');
      if (req.method === 'GET' && (req.url ?? '').split('?')[0] === '/readyz') {
        res.writeHead(503, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' }).end(NOT_READY);
        return;
      }
    }
    handler(req, res);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const bound = (server.address() as AddressInfo).port;
  let closing: Promise<{ inFlightAtClose: number; cut: number; ms: number }> | undefined;
  return {
    server,
    port: bound,
    get draining() {
      return draining;
    },
    get inFlight() {
      return inFlight;
    },
    startDraining() {
      if (!draining) logger?.info({ port: bound, inFlight }, 'draining: readiness answers 503, requests are still served');
      draining = true;
    },
    close(timeoutMs = 10_000) {
      draining = true;
      closing ??= new Promise((resolve) => {
        const started = Date.now();
        const inFlightAtClose = inFlight;
        let cut = 0;
        // A keep-alive connection that finishes its last answer after close() is idle from then on: close it too.
        const idle = setInterval(() => server.closeIdleConnections(), 50);
        const force = setTimeout(() => {
          cut = inFlight;
          logger?.warn({ port: bound, inFlight }, 'requests still in flight at the shutdown timeout: connections cut');
          server.closeAllConnections();
        }, timeoutMs);
        server.close(() => {
          clearInterval(idle);
          clearTimeout(force);
          resolve({ inFlightAtClose, cut, ms: Date.now() - started });
        });
        server.closeIdleConnections();
      });
      return closing;
    },
  };
}

/** Something a signal stops: optionally leaves the rotation first, then closes within a time limit. */
export interface Stoppable {
  /** Readiness 503 while still serving (HTTP roles); absent for a worker, which has no traffic to drain. */
  startDraining?(): void;
  close(timeoutMs?: number): Promise<unknown>;
}

/**
 * Stops `running` as a pod is stopped: leaves the rotation, waits `drainMs` (endpoints propagate to kube-proxy and the
 * ingress meanwhile), then closes with `timeoutMs` for what is in flight. Resolves with the time each phase took.
 */
export async function stopGracefully(running: Stoppable, timings: ShutdownTimings): Promise<{ drainMs: number; closeMs: number }> {
  const started = Date.now();
  if (running.startDraining) {
    running.startDraining();
    if (timings.drainMs > 0) await new Promise((r) => setTimeout(r, timings.drainMs));
  }
  const drained = Date.now();
  await running.close(timings.timeoutMs);
  return { drainMs: drained - started, closeMs: Date.now() - drained };
}
