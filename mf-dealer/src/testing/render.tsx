import { QueryClientProvider, createQueryClient, type QueryClient } from '@rr/api-client';
import { englishMessages } from '@rr/contracts/messages';
import { sessionAtom } from '@rr/session';
import { uiEnglish } from '@rr/ui';
import { render, type RenderResult } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider, createStore } from 'jotai';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
// eslint-disable-next-line no-restricted-imports -- only tests render in a MemoryRouter; the app never needs it in @rr/router
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';
import en from '../i18n/en.json';

/** Every English string a dealer page can show: the UI kit's, the contracts' (validation.*, error.*) and the app's own. */
export const messages: Record<string, string> = { ...uiEnglish, ...englishMessages, ...en };

export interface Rendered extends RenderResult {
  user: ReturnType<typeof userEvent.setup>;
  queryClient: QueryClient;
}

export interface RenderOptions {
  path?: string;
  /** The signed-in dealer's time zone (its session user's `timeZone`); without it, no one is signed in. */
  timeZone?: string;
}

/**
 * Renders a part of the dealer app as the shell shows it: in English, in a router, with a fresh query client (no
 * retries) and its own session store (a dealer in `timeZone` when one is given).
 */
export function renderDealer(node: ReactNode, { path = '/', timeZone }: RenderOptions = {}): Rendered {
  const queryClient = createQueryClient({ defaultOptions: { queries: { retry: false } } });
  const store = createStore();
  if (timeZone) {
    store.set(sessionAtom, {
      authenticated: true,
      type: 'dealer',
      proxyHost: false,
      user: { _id: 'dealer-demo', type: 'dealer', email: 'dealer@example.com', emailVerified: true, deActivated: false, name: 'Demo Powersports', participating: true, timeZone },
    });
  }
  const user = userEvent.setup();
  const result = render(
    <Provider store={store}>
      <QueryClientProvider client={queryClient}>
        <IntlProvider locale="en-US" defaultLocale="en-US" messages={messages} onError={() => undefined}>
          <MemoryRouter initialEntries={[path]}>{node}</MemoryRouter>
        </IntlProvider>
      </QueryClientProvider>
    </Provider>,
  );
  return { ...result, user, queryClient };
}

/** One call the fake API saw: method, path with its query, and the JSON body. */
export interface SeenCall {
  method: string;
  url: string;
  body: unknown;
}

/** An answer: a status and a JSON body, or `network` for a request that never got one (offline, timeout). */
export type FakeAnswer = { status?: number; body?: unknown } | 'network';
type Route = FakeAnswer | FakeAnswer[] | ((call: SeenCall) => FakeAnswer);

/**
 * A fake `/api` behind `fetch` (as the other apps' component tests do): answers by `'METHOD /path'` (query string
 * included when the route names one), a list of answers in turn, records every call, and answers 404 to the rest.
 */
export function fakeApi(routes: Record<string, Route>) {
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
    const status = answer ? (answer.status ?? 200) : 404;
    const payload = answer ? answer.body : { message: 'Not found', code: 'NOT_FOUND' };
    return new Response(status === 204 || payload === undefined ? null : JSON.stringify(payload), { status, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}
