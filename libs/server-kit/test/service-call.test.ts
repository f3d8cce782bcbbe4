import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError } from '../src/errors.js';
import { verifyIdentity } from '../src/identity-token.js';
import { serviceClient } from '../src/service-call.js';

const secret = 'test-secret-test-secret-test-secret-0001';
const schema = z.object({ name: z.string() });

/** A client whose fetch answers `answer` and records what it was asked. */
function clientAnswering(answer: () => Response | Promise<Response>) {
  const asked: Array<{ url: string; init: RequestInit }> = [];
  const call = serviceClient({
    caller: 'payouts',
    service: 'identity',
    baseUrl: 'http://identity.test',
    secret,
    fetch: (async (input: URL | string, init: RequestInit = {}) => {
      asked.push({ url: String(input), init });
      return answer();
    }) as typeof fetch,
  });
  return { call, asked };
}

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const failure = async (promise: Promise<unknown>) => {
  const error = await promise.then(() => null, (e: unknown) => e);
  expect(error).toBeInstanceOf(AppError);
  return { status: (error as AppError).status, code: (error as AppError).code, details: (error as AppError).details };
};

describe('serviceClient', () => {
  it('signs each call as the calling service and returns the checked answer', async () => {
    const { call, asked } = clientAnswering(() => json(200, { name: 'Jordan', extra: true }));
    await expect(call('/internal/users/u1', schema)).resolves.toEqual({ name: 'Jordan' });
    expect(asked[0]?.url).toBe('http://identity.test/internal/users/u1');
    expect(asked[0]?.init.method).toBe('GET');
    const headers = asked[0]?.init.headers as Record<string, string>;
    await expect(verifyIdentity(headers['x-rr-identity']!, secret)).resolves.toEqual({ sub: 'payouts', typ: 'service' });
  });

  it('sends a body as JSON', async () => {
    const { call, asked } = clientAnswering(() => json(200, { name: 'x' }));
    await call('/internal/riders/lookup', schema, { method: 'POST', body: { lines: [1] } });
    expect(asked[0]?.init.body).toBe('{"lines":[1]}');
    expect((asked[0]?.init.headers as Record<string, string>)['content-type']).toBe('application/json');
  });

  it('answers null for a 404', async () => {
    await expect(clientAnswering(() => json(404, { code: 'NOT_FOUND' })).call('/x', schema)).resolves.toBeNull();
  });

  it('is 503 when the service fails or cannot be reached, 502 when it refuses or answers the wrong shape', async () => {
    expect(await failure(clientAnswering(() => json(500, {})).call('/x', schema))).toEqual({ status: 503, code: 'UNAVAILABLE', details: { service: 'identity' } });
    expect(await failure(clientAnswering(() => Promise.reject(new TypeError('fetch failed'))).call('/x', schema))).toMatchObject({ status: 503, code: 'UNAVAILABLE' });
    expect(await failure(clientAnswering(() => json(401, {})).call('/x', schema))).toMatchObject({ status: 502, code: 'BAD_GATEWAY' });
    expect(await failure(clientAnswering(() => json(200, { name: 7 })).call('/x', schema))).toMatchObject({ status: 502, code: 'BAD_GATEWAY' });
    expect(await failure(clientAnswering(() => new Response('not json', { status: 200 })).call('/x', schema))).toMatchObject({ status: 502, code: 'BAD_GATEWAY' });
  });
});
