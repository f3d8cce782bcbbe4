/**
 * The request id end to end: the BFF takes the caller's `x-request-id` (or makes one), answers it in `X-Request-Id`,
 * prints it on its own lines and hands it to the services, proxied or called by the BFF itself, which print it on
 * theirs. Real identity and events services (throw-away databases, demo seed), every log line captured in memory.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  InProcessQueue,
  createLogger,
  createTestDatabase,
  memoryDestination,
  type LogLine,
  type RunningService,
  type TestDatabase,
} from '@rr/server-kit';
import { startEvents } from '../services/events/src/main.js';
import { startIdentity } from '../services/identity/src/main.js';
import { type BffApp, createBff } from '../bff/src/app.js';
import { type Listening, PASSWORD, SECRET, deadUrl, eventually, listen, testConfig } from '../bff/test/helpers.js';

const scratch = mkdtempSync(join(tmpdir(), 'rr-reqid-'));
const queue = new InProcessQueue({ logger: createLogger('queue', 'silent') });
const logs = { bff: memoryDestination(), identity: memoryDestination(), events: memoryDestination() };
const databases: TestDatabase[] = [];
const services: RunningService[] = [];
let bff: BffApp;
let server: Listening;

beforeAll(async () => {
  const started: Record<string, string> = {};
  for (const [name, start] of [['identity', startIdentity], ['events', startEvents]] as const) {
    const database = await createTestDatabase(`reqid_${name}`);
    databases.push(database);
    const env = { ...process.env, [`DATABASE_URL_${name.toUpperCase()}`]: database.url, IDENTITY_TOKEN_SECRET: SECRET, SMTP_URL: '', MAIL_DIR: join(scratch, 'mail') };
    const service = await start({ queue, seed: true, port: 0, env, logger: createLogger(name, 'info', logs[name]) });
    services.push(service);
    started[name] = `http://127.0.0.1:${service.port}`;
  }
  const upstreams = { identity: started.identity!, events: started.events!, payouts: await deadUrl() };
  bff = createBff(testConfig({ upstreams }), { logger: createLogger('bff', 'info', logs.bff) });
  server = await listen(bff);
}, 120_000);

afterAll(async () => {
  await server?.close();
  await bff?.dispose();
  await queue.close();
  for (const service of services.reverse()) await service.close();
  for (const database of databases) await database.drop();
  rmSync(scratch, { recursive: true, force: true });
});

const withId = (lines: LogLine[], reqId: string) => lines.filter((line) => line.reqId === reqId);

describe('request id', () => {
  it('follows a proxied call: answered in X-Request-Id, on the BFF’s line and on the service’s line', async () => {
    const res = await request(server.url).get('/api/events').set('x-request-id', 'test-proxied-0001');
    expect(res.status).toBe(200);
    expect(res.headers['x-request-id']).toBe('test-proxied-0001');

    const serviceLine = await eventually(() => withId(logs.events.lines, 'test-proxied-0001').find((line) => line.msg === 'request completed'));
    expect(serviceLine).toMatchObject({ name: 'events', method: 'GET', path: '/api/events', status: 200 });
    const bffLine = await eventually(() => withId(logs.bff.lines, 'test-proxied-0001').find((line) => line.msg === 'request completed'));
    expect(bffLine).toMatchObject({ name: 'bff', path: '/api/events', status: 200 });
  });

  it('follows the BFF’s own calls to a service: a login reaches identity with the same id', async () => {
    const res = await request(server.url).post('/api/login').set('x-request-id', 'test-login-0002').send({ email: 'rider@example.com', password: PASSWORD });
    expect(res.status).toBe(200);
    expect(res.headers['x-request-id']).toBe('test-login-0002');

    const identityLine = await eventually(() => withId(logs.identity.lines, 'test-login-0002').find((line) => line.path === '/internal/auth/login'));
    expect(identityLine).toMatchObject({ name: 'identity', msg: 'request completed', method: 'POST', status: 200 });
  });

  it('makes an id when the caller sends none (or an unusable one) and passes that one on', async () => {
    const res = await request(server.url).get('/api/events').set('x-request-id', 'not a usable id');
    const id = String(res.headers['x-request-id']);
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    await eventually(() => withId(logs.events.lines, id).find((line) => line.msg === 'request completed'));
    expect(logs.events.lines.some((line) => line.reqId === 'not a usable id')).toBe(false);
  });

  it('answers the id on the BFF’s own errors too, and logs the failed proxy call with it', async () => {
    const res = await request(server.url).get('/api/rider/credit-redemptions').set('x-request-id', 'test-refused-0003');
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: 'You need to log in to do that', code: 'UNAUTHENTICATED' });
    expect(res.headers['x-request-id']).toBe('test-refused-0003');

    const admin = request.agent(server.url);
    expect((await admin.post('/api/login').send({ email: 'admin@example.com', password: PASSWORD })).status).toBe(200);
    const down = await admin.get('/api/admin/payout-claims').set('x-request-id', 'test-down-0004');
    expect(down.status).toBe(503);
    expect(down.body).toEqual({ message: 'The payouts service is temporarily unavailable', code: 'UNAVAILABLE' });
    expect(down.headers['x-request-id']).toBe('test-down-0004');
    await eventually(() => withId(logs.bff.lines, 'test-down-0004').find((line) => line.msg === 'request completed' && line.status === 503));
  });
});
