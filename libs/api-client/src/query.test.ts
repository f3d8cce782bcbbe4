import { MutationObserver, QueryObserver, type QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  MAX_RETRIES,
  createQueryClient,
  get,
  mutationCall,
  post,
  queryCall,
  queryKeys,
  setApiErrorHandler,
  shouldRetry,
  withInvalidation,
  type CallOptions,
} from './index';

/** fetch answering `status` with a JSON message, counting calls. */
function serverAnswering(status: number, message = 'Server said no', statusText = 'Status Text') {
  const fetch = vi.fn(async () =>
    new Response(status === 200 ? '{"ok":true}' : JSON.stringify({ message }), { status, statusText, headers: { 'content-type': 'application/json' } }),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function collectAlerts(): string[] {
  const alerts: string[] = [];
  setApiErrorHandler((message) => alerts.push(message));
  return alerts;
}

/** The client of the app, without waiting between attempts. */
function testClient(): QueryClient {
  return createQueryClient({ defaultOptions: { queries: { retryDelay: 0, gcTime: Infinity } } });
}

const getThing = (options: CallOptions & { alert?: 'statusText' } = {}) => get('/api/thing', { minDelayMs: 0, ...options });

afterEach(() => {
  vi.unstubAllGlobals();
  setApiErrorHandler(undefined);
});

describe('retry policy', () => {
  it('retries network failures and 5xx at most twice, never a 4xx', () => {
    const network = new ApiError('Failed to fetch', { network: true });
    const unavailable = new ApiError('down', { status: 503 });
    expect(shouldRetry(0, network)).toBe(true);
    expect(shouldRetry(1, unavailable)).toBe(true);
    expect(shouldRetry(MAX_RETRIES, unavailable)).toBe(false);
    for (const status of [400, 401, 403, 404, 409, 422, 429]) expect(shouldRetry(0, new ApiError('no', { status }))).toBe(false);
    expect(shouldRetry(0, new TypeError('a bug'))).toBe(false);
  });

  it('marks a fetch that got no answer as a network failure, an answer as not', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => { throw new TypeError('Failed to fetch'); }));
    const offline = (await getThing({ deferAlert: true }).catch((e: unknown) => e)) as ApiError;
    expect(offline.network).toBe(true);
    expect(offline.message).toBe('Failed to fetch');
    serverAnswering(500);
    expect(((await getThing({ deferAlert: true }).catch((e: unknown) => e)) as ApiError).network).toBe(false);
  });
});

describe('queries alert once (spec §8 generic handler)', () => {
  it('tries a 5xx three times and alerts once, after the last attempt', async () => {
    const fetch = serverAnswering(503, 'Service down');
    const alerts = collectAlerts();
    const client = testClient();
    const error = await client
      .fetchQuery({ queryKey: ['thing'], queryFn: (context) => getThing(queryCall(context)) })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(alerts).toEqual(['Service down']);
  });

  it('alerts a 4xx at once, without retrying, in the mode the API function asked for', async () => {
    const fetch = serverAnswering(404, 'No such event', 'Not Found');
    const alerts = collectAlerts();
    const client = testClient();
    const observer = new QueryObserver(client, { queryKey: ['thing', 404], queryFn: (context) => getThing({ ...queryCall(context), alert: 'statusText' }) });
    const settled = new Promise<void>((resolve) => observer.subscribe((result) => result.isError && resolve()));
    await settled;
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(alerts).toEqual(['Not Found']);
    observer.destroy();
  });

  it('stays silent when the query says the screen shows the error', async () => {
    serverAnswering(500);
    const alerts = collectAlerts();
    const client = testClient();
    await client
      .fetchQuery({ queryKey: ['silent'], queryFn: (context) => getThing(queryCall(context)), retry: false, meta: { alert: false } })
      .catch(() => undefined);
    expect(alerts).toEqual([]);
  });

  it('alerts a failed refetch of cached data again, once', async () => {
    const alerts = collectAlerts();
    const client = testClient();
    serverAnswering(200);
    await client.fetchQuery({ queryKey: ['again'], queryFn: (context) => getThing(queryCall(context)) });
    serverAnswering(400, 'Bad filter');
    await client.refetchQueries({ queryKey: ['again'] });
    expect(alerts).toEqual(['Bad filter']);
  });
});

describe('mutations alert once', () => {
  const send = (options: CallOptions = {}) => post('/api/thing', { a: 1 }, { minDelayMs: 0, ...options });

  it('alerts a plain failed write once (request alerts, the cache does not add a second)', async () => {
    const fetch = serverAnswering(500, 'Could not save');
    const alerts = collectAlerts();
    const observer = new MutationObserver(testClient(), { mutationFn: () => send() });
    await observer.mutate().catch(() => undefined);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(alerts).toEqual(['Could not save']);
  });

  it('alerts a deferred failed write once, from the cache', async () => {
    serverAnswering(409, 'Already redeemed');
    const alerts = collectAlerts();
    const observer = new MutationObserver(testClient(), { mutationFn: () => send(mutationCall) });
    await observer.mutate().catch(() => undefined);
    expect(alerts).toEqual(['Already redeemed']);
  });

  it('does not alert when the form shows the error inline', async () => {
    serverAnswering(400, 'Invalid VIN');
    const alerts = collectAlerts();
    const observer = new MutationObserver(testClient(), { mutationFn: () => send(mutationCall), meta: { alert: false } });
    const error = await observer.mutate().catch((e: unknown) => e);
    expect((error as ApiError).message).toBe('Invalid VIN');
    expect(alerts).toEqual([]);
  });
});

describe('invalidation after a write', () => {
  it('refetches the written area and leaves the others cached', async () => {
    const client = testClient();
    let riderReads = 0;
    let eventReads = 0;
    const riders = new QueryObserver(client, { queryKey: queryKeys.riders.list({ page: 1 }), queryFn: async () => ++riderReads });
    const events = new QueryObserver(client, { queryKey: queryKeys.events.list({ page: 1 }), queryFn: async () => ++eventReads });
    const unsubscribe = [riders.subscribe(() => undefined), events.subscribe(() => undefined)];
    await vi.waitFor(() => expect(riderReads + eventReads).toBe(2));

    serverAnswering(200);
    const activate = new MutationObserver(
      client,
      withInvalidation(client, { mutationFn: () => post('/api/admin/rider/r1/activation', {}, { minDelayMs: 0 }), invalidates: [queryKeys.riders.all] }),
    );
    await activate.mutate(undefined);

    expect(riderReads).toBe(2);
    expect(eventReads).toBe(1);
    expect(client.getQueryState(queryKeys.riders.list({ page: 1 }))?.isInvalidated).toBe(false);
    unsubscribe.forEach((stop) => stop());
  });

  it('computes the keys from the answer and still runs the caller’s onSuccess after them', async () => {
    const client = testClient();
    client.setQueryData(queryKeys.event.detail('e1'), { title: 'old' });
    client.setQueryData(queryKeys.event.detail('e2'), { title: 'other' });
    serverAnswering(200);
    const order: string[] = [];
    const observer = new MutationObserver(
      client,
      withInvalidation<string, string, unknown>(client, {
        mutationFn: (id: string) => post(`/api/event/${id}`, {}, { minDelayMs: 0 }).then(() => id),
        invalidates: (id) => {
          order.push('invalidate');
          return [queryKeys.event.detail(id)];
        },
        onSuccess: () => {
          order.push('onSuccess');
        },
      }),
    );
    await observer.mutate('e1');
    expect(order).toEqual(['invalidate', 'onSuccess']);
    expect(client.getQueryState(queryKeys.event.detail('e1'))?.isInvalidated).toBe(true);
    expect(client.getQueryState(queryKeys.event.detail('e2'))?.isInvalidated).toBe(false);
  });

  it('makes an exact key stale alone, leaving the keys under it as they were put', async () => {
    const client = testClient();
    const manage = [...queryKeys.event.detail('e1'), 'manage'];
    client.setQueryData(queryKeys.event.detail('e1'), { title: 'old' });
    client.setQueryData(manage, { title: 'just put' });
    serverAnswering(200);
    const observer = new MutationObserver(
      client,
      withInvalidation(client, {
        mutationFn: () => post('/api/event/e1', {}, { minDelayMs: 0 }),
        invalidates: [{ queryKey: queryKeys.event.detail('e1'), exact: true }],
      }),
    );
    await observer.mutate(undefined);
    expect(client.getQueryState(queryKeys.event.detail('e1'))?.isInvalidated).toBe(true);
    expect(client.getQueryState(manage)?.isInvalidated).toBe(false);
  });
});

describe('query keys', () => {
  it('start with their area, so invalidating the area reaches every list and detail', () => {
    expect(queryKeys.events.list({ period: 'upcoming', page: 2 })).toEqual(['events', 'list', { period: 'upcoming', page: 2 }]);
    expect(queryKeys.event.detail('e1')).toEqual(['event', 'detail', 'e1']);
    expect(queryKeys.riders.list({ query: 'ann' }).slice(0, 1)).toEqual(queryKeys.riders.all);
    expect(queryKeys.aggregates.contingency()[0]).toBe('aggregates');
    const areas = Object.keys(queryKeys).sort();
    expect(areas).toEqual(
      ['admins', 'aggregates', 'categories', 'config', 'dealers', 'event', 'events', 'payments', 'payouts', 'promoters', 'redemptions', 'revokes', 'riders', 'series', 'session', 'vinPatterns', 'vinReport'].sort(),
    );
  });
});
