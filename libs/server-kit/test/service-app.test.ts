import { get as httpGet, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gzipSync } from 'node:zlib';
import Router from '@koa/router';
import supertest from 'supertest';
import { describe, expect, it } from 'vitest';
import { AppError, apiError } from '../src/errors.js';
import { signIdentity } from '../src/identity-token.js';
import { SLOW_REQUEST_MS, createLogger, memoryDestination, raisedAccessLevel } from '../src/logger.js';
import { COMPRESS_FROM_BYTES, createServiceApp } from '../src/service-app.js';

const secret = 'test-secret-test-secret-test-secret-0001';

/** A service app whose routes fail on purpose, logging into memory. */
function testService() {
  const destination = memoryDestination();
  const logger = createLogger('probe', 'info', destination);
  const router = new Router();
  router.get('/known', () => {
    throw apiError('CODE_TOO_SOON', { seconds: 30 }, { 'Retry-After': '30' });
  });
  router.get('/bug', () => {
    throw Object.assign(new Error('incorrect header check'), { code: 'Z_DATA_ERROR', errno: -3 });
  });
  router.get('/upstream', () => {
    throw new AppError(502, 'BAD_GATEWAY', 'The payments service gave an unexpected answer');
  });
  router.get('/work', (ctx) => {
    ctx.log.info({ step: 'working' }, 'doing the work');
    ctx.body = { ok: true };
  });
  router.get('/lines', (ctx) => {
    ctx.body = { lines: Array.from({ length: 2_000 }, (_, i) => ({ place: i + 1, riderName: `Racer ${i}`, hometown: 'Perris CA' })) };
  });
  router.get('/list', (ctx) => {
    ctx.body = { events: Array.from({ length: 80 }, (_, i) => ({ _id: `event-${i}`, title: `Perris Half-Mile ${i}`, city: 'Perris' })) };
  });
  router.post('/echo', (ctx) => {
    ctx.body = ctx.request.body;
  });
  router.delete('/echo', (ctx) => {
    ctx.body = ctx.request.body ?? { none: true };
  });
  const app = createServiceApp({ name: 'probe', logger, identitySecret: secret, routers: [router], ready: async () => {} });
  return { app, request: supertest(app.callback()), lines: destination.lines };
}

/** The access line is written when the response closes, which may come just after the client has read it. */
async function eventually<T>(find: () => T | undefined, ms = 2_000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const found = find();
    if (found !== undefined) return found;
    if (Date.now() > until) throw new Error('never found');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

const asRider = async () => ['x-rr-identity', await signIdentity({ sub: 'r1', typ: 'rider' }, secret)] as const;

describe('service error handler', () => {
  it('answers a catalogue error with its status, code, filled message, details and headers, without logging an error', async () => {
    const { request, lines } = testService();
    const res = await request.get('/known').set(...(await asRider()));
    expect(res.status).toBe(429);
    expect(res.headers['retry-after']).toBe('30');
    expect(res.body).toEqual({
      code: 'CODE_TOO_SOON',
      message: 'A code was sent a moment ago. Please wait 30 seconds before asking for another.',
      details: { seconds: 30 },
    });
    expect(lines.filter((line) => line.level === 'error' || line.level === 'warn')).toEqual([]);
  });

  it('answers an unexpected error 500 INTERNAL with a generic message and logs it once with its stack', async () => {
    const { request, lines } = testService();
    const res = await request.get('/bug').set(...(await asRider()));
    expect(res.status).toBe(500);
    expect(res.body).toEqual({ message: 'An error occurred', code: 'INTERNAL' });
    expect(JSON.stringify(res.body)).not.toMatch(/Z_DATA_ERROR|incorrect header|stack/);
    const errors = lines.filter((line) => line.level === 'error');
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ msg: 'request failed', method: 'GET', path: '/bug', status: 500, name: 'probe' });
    expect((errors[0]!.err as { stack: string }).stack).toContain('incorrect header check');
  });

  it('answers a known 5xx as it is, logged as a warning only', async () => {
    const { request, lines } = testService();
    const res = await request.get('/upstream').set(...(await asRider()));
    expect(res.status).toBe(502);
    expect(res.body).toEqual({ message: 'The payments service gave an unexpected answer', code: 'BAD_GATEWAY' });
    expect(lines.filter((line) => line.level === 'error')).toEqual([]);
    expect(lines.filter((line) => line.level === 'warn' && line.msg !== 'request completed')).toHaveLength(1);
  });

  it('answers a body the parser refuses 400 BAD_REQUEST, never with the parser’s internal code', async () => {
    const { app } = testService();
    const server = app.listen(0);
    try {
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/echo`;
      const [name, token] = await asRider();
      const post = (body: Buffer) =>
        fetch(url, { method: 'POST', headers: { [name]: token, 'content-type': 'application/json', 'content-encoding': 'gzip' }, body });
      const res = await post(Buffer.from('this is not gzip'));
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ message: 'The request body could not be decoded', code: 'BAD_REQUEST' });

      const fine = await post(gzipSync(JSON.stringify({ a: 1 })));
      expect(await fine.json()).toEqual({ a: 1 });
    } finally {
      server.close();
    }
  });

  it('reads the JSON body of a DELETE (a removal naming what it removes), and none when none is sent', async () => {
    const { request } = testService();
    const named = await request.delete('/echo').set(...(await asRider())).send({ resultIds: ['r-1', 'r-2'] });
    expect(named.body).toEqual({ resultIds: ['r-1', 'r-2'] });
    const bad = await request.delete('/echo').set(...(await asRider())).set('content-type', 'application/json').send('{"resultIds": [');
    expect(bad.status).toBe(400);
    const none = await request.delete('/echo').set(...(await asRider()));
    expect(none.status).toBe(200);
  });

  it('refuses a call without an identity token with 401 UNAUTHENTICATED, as the BFF does', async () => {
    const { request } = testService();
    const res = await request.get('/work');
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: 'Missing identity token', code: 'UNAUTHENTICATED' });
  });
});

describe('service request id', () => {
  it('takes the caller’s x-request-id, answers it and prints it on every line logged for the request', async () => {
    const { request, lines } = testService();
    const res = await request.get('/work').set(...(await asRider())).set('x-request-id', 'req-0001');
    expect(res.status).toBe(200);
    expect(res.headers['x-request-id']).toBe('req-0001');
    expect(lines.find((line) => line.msg === 'doing the work')).toMatchObject({ reqId: 'req-0001', step: 'working', name: 'probe' });
    expect(lines.find((line) => line.msg === 'request completed')).toMatchObject({ reqId: 'req-0001', method: 'GET', path: '/work', status: 200 });
  });

  it('logs the line of a 5xx answer at warn, so a stack logging only warnings still names the call that failed', async () => {
    const { request, lines } = testService();
    await request.get('/upstream').set(...(await asRider())).set('x-request-id', 'req-0002');
    await request.get('/work').set(...(await asRider())).set('x-request-id', 'req-0003');
    const access = await eventually(() => {
      const found = lines.filter((line) => line.msg === 'request completed');
      return found.length === 2 ? found : undefined;
    });
    expect(access.find((line) => line.reqId === 'req-0002')).toMatchObject({ level: 'warn', status: 502, path: '/upstream' });
    expect(access.find((line) => line.reqId === 'req-0003')).toMatchObject({ level: 'info', status: 200 });
  });

  it('raises a slow answer or a 5xx to warn, never lowers a level, and leaves a fast 4xx where it was', () => {
    expect(raisedAccessLevel('info', 200, SLOW_REQUEST_MS - 1)).toBe('info');
    expect(raisedAccessLevel('info', 200, SLOW_REQUEST_MS)).toBe('warn');
    expect(raisedAccessLevel('debug', 503, 3)).toBe('warn');
    expect(raisedAccessLevel('info', 429, 3)).toBe('info');
    expect(raisedAccessLevel('error', 200, 5_000)).toBe('error');
  });

  it('makes a new id when the caller sends none or an unusable one, and logs no line for health probes', async () => {
    const { request, lines } = testService();
    const res = await request.get('/work').set(...(await asRider())).set('x-request-id', 'bad id with spaces\u00e9');
    const id = res.headers['x-request-id'];
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(lines.find((line) => line.msg === 'doing the work')?.reqId).toBe(id);

    await request.get('/healthz');
    expect(lines.filter((line) => line.path === '/healthz')).toEqual([]);
  });

  it('writes pino JSON lines: level as a word, ISO time, the process name, msg', async () => {
    const { request, lines } = testService();
    await request.get('/work').set(...(await asRider()));
    const line = lines.find((l) => l.msg === 'doing the work')!;
    expect(line).toMatchObject({ level: 'info', name: 'probe' });
    expect(new Date(line.time as string).toISOString()).toBe(line.time);
  });
});

describe('service answers on the wire', () => {
  /** The answer's bytes as they cross the wire (supertest would decode them). */
  const wire = async (app: ReturnType<typeof createServiceApp>, path: string, acceptEncoding: string) => {
    const server = app.listen(0);
    try {
      const { port } = server.address() as AddressInfo;
      const [name, token] = await asRider();
      return await new Promise<{ headers: IncomingHttpHeaders; bytes: Buffer }>((resolve, reject) => {
        httpGet({ host: '127.0.0.1', port, path, headers: { [name]: token, 'accept-encoding': acceptEncoding } }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => resolve({ headers: res.headers, bytes: Buffer.concat(chunks) }));
        }).on('error', reject);
      });
    } finally {
      server.close();
    }
  };

  it('sends a large JSON answer brotli-compressed to a caller that accepts it, the same JSON once decoded', async () => {
    const { app } = testService();
    const plain = await wire(app, '/lines', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    const packed = await wire(app, '/lines', 'gzip, deflate, br');
    expect(packed.headers['content-encoding']).toBe('br');
    expect(packed.headers.vary).toMatch(/Accept-Encoding/i);
    expect(packed.bytes.length).toBeLessThan(plain.bytes.length / 10);
    expect(JSON.parse(brotliDecompressSync(packed.bytes).toString('utf8'))).toEqual(JSON.parse(plain.bytes.toString('utf8')));
  });

  it('sends an answer that fits the first round trip as it is', async () => {
    const { app } = testService();
    const list = await wire(app, '/list', 'gzip, br');
    expect(list.bytes.length).toBeGreaterThan(4 * 1024);
    expect(list.bytes.length).toBeLessThan(COMPRESS_FROM_BYTES);
    expect(list.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(list.bytes.toString('utf8')).events).toHaveLength(80);
  });
});
