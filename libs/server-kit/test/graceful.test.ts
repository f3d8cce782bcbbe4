import http from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError } from '../src/config.js';
import { listenGracefully, shutdownTimings, stopGracefully, type GracefulServer } from '../src/graceful.js';

/** One request over a keep-alive agent; resolves with the status, the Connection header and the body. */
function get(port: number, path: string, agent: http.Agent): Promise<{ status: number; connection: string | undefined; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path, agent }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, connection: res.headers.connection, body }));
      })
      .on('error', reject);
  });
}

describe('graceful HTTP server', () => {
  let server: GracefulServer | undefined;
  const agents: http.Agent[] = [];
  const agent = () => {
    const a = new http.Agent({ keepAlive: true });
    agents.push(a);
    return a;
  };
  afterEach(async () => {
    await server?.close(100);
    for (const a of agents.splice(0)) a.destroy();
  });

  it('answers readiness 503 while draining but keeps serving, then lets a request in flight finish before closing', async () => {
    server = await listenGracefully((req, res) => {
      if (req.url === '/readyz') return void res.end('ready');
      setTimeout(() => res.end('slow answer'), req.url === '/slow' ? 300 : 0);
    }, 0);
    const keepAlive = agent();
    expect(await get(server.port, '/readyz', keepAlive)).toMatchObject({ status: 200, body: 'ready' });

    server.startDraining();
    const readiness = await get(server.port, '/readyz', keepAlive);
    expect(readiness.status).toBe(503);
    expect(JSON.parse(readiness.body)).toEqual({ status: 'not ready', reason: 'shutting down' });
    // Still serving, but asking keep-alive clients to reconnect elsewhere.
    expect(await get(server.port, '/fast', keepAlive)).toMatchObject({ status: 200, connection: 'close' });

    const slow = get(server.port, '/slow', agent());
    await new Promise((r) => setTimeout(r, 50));
    expect(server.inFlight).toBe(1);
    const closed = await server.close(5_000);
    expect(await slow).toMatchObject({ status: 200, body: 'slow answer' });
    expect(closed).toMatchObject({ inFlightAtClose: 1, cut: 0 });
    // Closed: nothing is accepted any more.
    await expect(get(server.port, '/fast', agent())).rejects.toMatchObject({ code: 'ECONNREFUSED' });
  });

  it('closes idle keep-alive connections at once instead of waiting for their timeout', async () => {
    server = await listenGracefully((_req, res) => res.end('ok'), 0);
    const keepAlive = agent();
    await get(server.port, '/', keepAlive);
    const started = Date.now();
    await server.close(10_000);
    expect(Date.now() - started).toBeLessThan(1_000);
  });

  it('cuts what is still in flight at the timeout', async () => {
    server = await listenGracefully(() => {
      // never answers
    }, 0);
    const hanging = get(server.port, '/', agent()).catch((err: NodeJS.ErrnoException) => err.code);
    await new Promise((r) => setTimeout(r, 50));
    const closed = await server.close(200);
    expect(closed.cut).toBe(1);
    expect(await hanging).toBe('ECONNRESET');
  });

  it('waits the drain delay before closing', async () => {
    server = await listenGracefully((_req, res) => res.end('ok'), 0);
    const took = await stopGracefully(server, { drainMs: 300, timeoutMs: 1_000 });
    expect(took.drainMs).toBeGreaterThanOrEqual(290);
    expect(server.draining).toBe(true);
  });
});

describe('shutdown timings', () => {
  it('default to no drain delay and 20 s for what is in flight, and are read in seconds', () => {
    expect(shutdownTimings({})).toEqual({ drainMs: 0, timeoutMs: 20_000 });
    expect(shutdownTimings({ SHUTDOWN_DRAIN_SECONDS: '5', SHUTDOWN_TIMEOUT_SECONDS: '0.5' })).toEqual({ drainMs: 5_000, timeoutMs: 500 });
  });

  it('name a value that is not a number of seconds', () => {
    expect(() => shutdownTimings({ SHUTDOWN_DRAIN_SECONDS: 'soon' })).toThrow(ConfigError);
    expect(() => shutdownTimings({ SHUTDOWN_DRAIN_SECONDS: 'soon' })).toThrow(/SHUTDOWN_DRAIN_SECONDS/);
  });
});
