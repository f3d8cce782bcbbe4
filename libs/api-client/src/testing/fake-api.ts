import { vi } from 'vitest';

// The browser apps' component tests answer `/api` from a table instead of a server: `fetch` stubbed, each call
// recorded, and 404 NOT_FOUND for anything the table does not name. Tests only: nothing in an app imports it.

/** A call the page made: its method, URL (query included) and JSON body. */
export interface SeenCall {
  method: string;
  url: string;
  body: unknown;
}

/**
 * An answer: a status (200 unless said) and a JSON body, `network` for a request that never got one (offline), or
 * `pending` for one still waiting (a service that has not answered yet).
 */
export type FakeAnswer = { status?: number; body?: unknown } | 'network' | 'pending';

/** A route's answer: always the same, one after another (the last repeats), or worked out from the call. */
export type FakeRoute = FakeAnswer | FakeAnswer[] | ((call: SeenCall) => FakeAnswer);

/**
 * Stubs `fetch` with a fake `/api` answering by `'METHOD /path'`: a key with the query string wins over one without.
 * Returns the calls as they come and the stub itself.
 */
export function fakeApi(routes: Record<string, FakeRoute>) {
  const calls: SeenCall[] = [];
  const turns = new Map<string, number>();
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    const method = (init.method ?? 'GET').toUpperCase();
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : init.body;
    const call = { method, url, body };
    calls.push(call);
    const key = `${method} ${url}` in routes ? `${method} ${url}` : `${method} ${url.split('?')[0]}`;
    const route = routes[key];
    let answer: FakeAnswer | undefined;
    if (Array.isArray(route)) {
      const turn = turns.get(key) ?? 0;
      turns.set(key, turn + 1);
      answer = route[Math.min(turn, route.length - 1)];
    } else {
      answer = typeof route === 'function' ? route(call) : route;
    }
    if (answer === 'network') throw new TypeError('Failed to fetch');
    if (answer === 'pending') return new Promise<Response>(() => undefined);
    const status = answer ? (answer.status ?? 200) : 404;
    const payload = answer ? answer.body : { message: 'Not found', code: 'NOT_FOUND' };
    return new Response(status === 204 || payload === undefined ? null : JSON.stringify(payload), { status, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}
