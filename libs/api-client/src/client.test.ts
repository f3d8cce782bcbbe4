import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, MIN_FETCH_DELAY_MS, buildUrl, del, get, post, put, request, setApiErrorHandler, toApiError } from './index';

function mockFetch(status: number, body: string, init: { statusText?: string; contentType?: string } = {}) {
  const fn = vi.fn(async (_url: string, _init?: RequestInit) =>
    new Response(status === 204 ? null : body, {
      status,
      statusText: init.statusText ?? '',
      headers: { 'content-type': init.contentType ?? 'application/json' },
    }),
  );
  vi.stubGlobal('fetch', fn);
  return fn;
}

afterEach(() => {
  vi.unstubAllGlobals();
  setApiErrorHandler(undefined);
});

describe('request', () => {
  it('sends JSON with same-origin credentials and parses the JSON answer', async () => {
    const fetch = mockFetch(200, '{"ok":true}');
    const result = await post<{ ok: boolean }>('/api/thing', { a: 1 }, { minDelayMs: 0 });
    expect(result).toEqual({ ok: true });
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/thing');
    expect(init?.credentials).toBe('same-origin');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"a":1}');
    expect((init?.headers as Record<string, string>)['Content-Type']).toBe('application/json');
  });

  it('names a new trace per call in a W3C traceparent (the BFF answers its id as X-Request-Id)', async () => {
    const fetch = mockFetch(200, '{}');
    await get('/api/a', { minDelayMs: 0 });
    await get('/api/a', { minDelayMs: 0 });
    const sent = fetch.mock.calls.map(([, init]) => (init?.headers as Record<string, string>).traceparent);
    for (const value of sent) expect(value).toMatch(/^00-[0-9a-f]{32}-[0-9a-f]{16}-01$/);
    expect(sent[0]!.split('-')[1]).not.toBe(sent[1]!.split('-')[1]);
  });

  it('uses the method of each helper', async () => {
    const fetch = mockFetch(200, '{}');
    await get('/a', { minDelayMs: 0 });
    await put('/b', { x: 1 }, { minDelayMs: 0 });
    await del('/c', { minDelayMs: 0 });
    expect(fetch.mock.calls.map(([, init]) => init?.method)).toEqual(['GET', 'PUT', 'DELETE']);
  });

  it('sends FormData untouched so the browser sets the multipart boundary', async () => {
    const fetch = mockFetch(200, '{}');
    const form = new FormData();
    form.append('file', 'x');
    await post('/upload', form, { minDelayMs: 0 });
    const init = fetch.mock.calls[0]![1]!;
    expect(init.body).toBe(form);
    expect((init.headers as Record<string, string>)['Content-Type']).toBeUndefined();
  });

  it('sends {} as JSON on a state-changing call without a body (the BFF refuses anything but JSON with 415)', async () => {
    const fetch = mockFetch(200, '{}');
    await post('/api/proxy-remove', undefined, { minDelayMs: 0 });
    await put('/api/x', undefined, { minDelayMs: 0 });
    await del('/api/y', { minDelayMs: 0 });
    await request('/api/z', { method: 'PATCH', minDelayMs: 0 });
    for (const [, init] of fetch.mock.calls) {
      expect(init?.body).toBe('{}');
      expect((init?.headers as Record<string, string>)['Content-Type']).toBe('application/json');
    }
  });

  it('sends no body on a GET', async () => {
    const fetch = mockFetch(200, '{}');
    await get('/api/session', { minDelayMs: 0 });
    const init = fetch.mock.calls[0]![1]!;
    expect(init.body).toBeUndefined();
    expect((init.headers as Record<string, string>)['Content-Type']).toBeUndefined();
  });

  it('labels a string body as JSON unless the caller names its type', async () => {
    const fetch = mockFetch(200, '{}');
    await post('/api/a', '{"a":1}', { minDelayMs: 0 });
    await post('/api/b', 'x,y', { minDelayMs: 0, headers: { 'content-type': 'text/csv' } });
    expect((fetch.mock.calls[0]![1]!.headers as Record<string, string>)['Content-Type']).toBe('application/json');
    const second = fetch.mock.calls[1]![1]!.headers as Record<string, string>;
    expect(second['Content-Type']).toBeUndefined();
    expect(second['content-type']).toBe('text/csv');
  });

  it('resolves undefined on 204', async () => {
    mockFetch(204, '');
    await expect(get('/api/set-lang', { minDelayMs: 0 })).resolves.toBeUndefined();
  });

  it('takes at least the minimum delay even when the server answers at once', async () => {
    mockFetch(200, '{}');
    const started = Date.now();
    await get('/fast');
    expect(Date.now() - started).toBeGreaterThanOrEqual(MIN_FETCH_DELAY_MS - 5);
  });

  it('takes the minimum delay on failures too', async () => {
    mockFetch(500, 'boom');
    const started = Date.now();
    await expect(get('/fail', { alert: false })).rejects.toBeInstanceOf(ApiError);
    expect(Date.now() - started).toBeGreaterThanOrEqual(MIN_FETCH_DELAY_MS - 5);
  });
});

describe('errors (spec §8 generic handler)', () => {
  it('uses the JSON message and the body status code', async () => {
    mockFetch(401, '{"message":"No account with that email + password combination was found","statusCode":401}');
    const error = await get('/x', { minDelayMs: 0, alert: false }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('No account with that email + password combination was found');
    expect((error as ApiError).status).toBe(401);
  });

  it('uses the body text when the body is not JSON', async () => {
    mockFetch(400, 'Invalid VIN', { contentType: 'text/plain' });
    const error = (await get('/x', { minDelayMs: 0, alert: false }).catch((e: unknown) => e)) as ApiError;
    expect(error.message).toBe('Invalid VIN');
    expect(error.status).toBe(400);
  });

  it('falls back to the status text, then to Unexpected Error', async () => {
    mockFetch(503, '', { statusText: 'Service Unavailable' });
    expect(((await get('/x', { minDelayMs: 0, alert: false }).catch((e: unknown) => e)) as ApiError).message).toBe('Service Unavailable');
    mockFetch(500, '');
    expect(((await get('/x', { minDelayMs: 0, alert: false }).catch((e: unknown) => e)) as ApiError).message).toBe('Unexpected Error');
  });

  it('reads status from the body before the response and keeps the code', async () => {
    mockFetch(400, '{"status":403,"code":"DEACTIVATED","message":"Your account has been deactivated, please contact support"}');
    const error = (await get('/x', { minDelayMs: 0, alert: false }).catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(403);
    expect(error.code).toBe('DEACTIVATED');
  });

  it('turns a network failure into an ApiError with status 500', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => { throw new TypeError('Failed to fetch'); }));
    const error = (await get('/x', { minDelayMs: 0, alert: false }).catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.message).toBe('Failed to fetch');
    expect(error.status).toBe(500);
  });

  it('alerts the message through the registered handler unless told not to', async () => {
    const alerts: string[] = [];
    setApiErrorHandler((message) => alerts.push(message));
    mockFetch(404, '{"message":"Not found here"}', { statusText: 'Not Found' });
    await get('/x', { minDelayMs: 0 }).catch(() => undefined);
    await get('/x', { minDelayMs: 0, alert: 'statusText' }).catch(() => undefined);
    await get('/x', { minDelayMs: 0, alert: false }).catch(() => undefined);
    expect(alerts).toEqual(['Not found here', 'Not Found']);
  });

  it('normalises other thrown values', () => {
    expect(toApiError({ statusCode: 418, message: 'teapot' })).toMatchObject({ status: 418, message: 'teapot' });
    expect(toApiError({ response: { status: 404 }, statusText: 'Not Found' })).toMatchObject({ status: 404, message: 'Not Found' });
    expect(toApiError(undefined)).toMatchObject({ status: 500, message: 'Unexpected Error' });
  });
});

describe('buildUrl', () => {
  it('drops empty values and repeats arrays', () => {
    expect(buildUrl('/api/events', { title: 'Loretta', page: 2, city: '', state: undefined, tags: ['a', 'b'] })).toBe(
      '/api/events?title=Loretta&page=2&tags=a&tags=b',
    );
    expect(buildUrl('/api/x?a=1', { b: true })).toBe('/api/x?a=1&b=true');
    expect(buildUrl('/api/x', {})).toBe('/api/x');
  });

  it('passes through a request with no query', async () => {
    const fetch = mockFetch(200, '"text"');
    await expect(request('/plain', { minDelayMs: 0 })).resolves.toBe('text');
    expect(fetch.mock.calls[0]![0]).toBe('/plain');
  });
});
