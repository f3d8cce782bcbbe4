/**
 * The request id end to end: the BFF takes the caller's `x-request-id` (or makes one), answers it in `X-Request-Id`,
 * prints it on its own lines and hands it to the services, proxied or called by the BFF itself, which print it on
 * theirs. Real identity and events services (throw-away databases, demo seed), every log line captured in memory.
 */
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger, memoryDestination, type LogLine } from '@rr/server-kit';
import { PASSWORD, eventually } from '../bff/test/helpers.js';
import { startIdentityAndEvents } from './identity-events-stack.js';

const logs = { bff: memoryDestination(), identity: memoryDestination(), events: memoryDestination() };
let stack: Awaited<ReturnType<typeof startIdentityAndEvents>> | undefined;

beforeAll(async () => {
  stack = await startIdentityAndEvents('reqid', (part) => createLogger(part, 'info', logs[part]));
}, 120_000);

afterAll(() => stack?.close());

const withId = (lines: LogLine[], reqId: string) => lines.filter((line) => line.reqId === reqId);

describe('request id', () => {
  it('follows a proxied call: answered in X-Request-Id, on the BFF’s line and on the service’s line', async () => {
    const res = await request(stack!.url).get('/api/events').set('x-request-id', 'test-proxied-0001');
    expect(res.status).toBe(200);
    expect(res.headers['x-request-id']).toBe('test-proxied-0001');

    const serviceLine = await eventually(() => withId(logs.events.lines, 'test-proxied-0001').find((line) => line.msg === 'request completed'));
    expect(serviceLine).toMatchObject({ name: 'events', method: 'GET', path: '/api/events', status: 200 });
    const bffLine = await eventually(() => withId(logs.bff.lines, 'test-proxied-0001').find((line) => line.msg === 'request completed'));
    expect(bffLine).toMatchObject({ name: 'bff', path: '/api/events', status: 200 });
  });

  it('follows the BFF’s own calls to a service: a login reaches identity with the same id', async () => {
    const res = await request(stack!.url).post('/api/login').set('x-request-id', 'test-login-0002').send({ email: 'rider@example.com', password: PASSWORD });
    expect(res.status).toBe(200);
    expect(res.headers['x-request-id']).toBe('test-login-0002');

    const identityLine = await eventually(() => withId(logs.identity.lines, 'test-login-0002').find((line) => line.path === '/internal/auth/login'));
    expect(identityLine).toMatchObject({ name: 'identity', msg: 'request completed', method: 'POST', status: 200 });
  });

  it('makes an id when the caller sends none (or an unusable one) and passes that one on', async () => {
    const res = await request(stack!.url).get('/api/events').set('x-request-id', 'not a usable id');
    const id = String(res.headers['x-request-id']);
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    await eventually(() => withId(logs.events.lines, id).find((line) => line.msg === 'request completed'));
    expect(logs.events.lines.some((line) => line.reqId === 'not a usable id')).toBe(false);
  });

  it('answers the id on the BFF’s own errors too, and logs the failed proxy call with it', async () => {
    const res = await request(stack!.url).get('/api/rider/credit-redemptions').set('x-request-id', 'test-refused-0003');
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: 'You need to log in to do that', code: 'UNAUTHENTICATED' });
    expect(res.headers['x-request-id']).toBe('test-refused-0003');

    const admin = request.agent(stack!.url);
    expect((await admin.post('/api/login').send({ email: 'admin@example.com', password: PASSWORD })).status).toBe(200);
    const down = await admin.get('/api/admin/payout-claims').set('x-request-id', 'test-down-0004');
    expect(down.status).toBe(503);
    expect(down.body).toEqual({ message: 'The payouts service is temporarily unavailable', code: 'UNAVAILABLE' });
    expect(down.headers['x-request-id']).toBe('test-down-0004');
    await eventually(() => withId(logs.bff.lines, 'test-down-0004').find((line) => line.msg === 'request completed' && line.status === 503));
  });
});
