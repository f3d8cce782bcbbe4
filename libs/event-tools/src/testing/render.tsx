import { QueryClientProvider, createQueryClient, type QueryClient } from '@rr/api-client';
import { englishMessages } from '@rr/contracts/messages';
import { uiEnglish } from '@rr/ui';
import { render, type RenderResult } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { vi } from 'vitest';
import { eventToolsEnglish } from '../i18n';

/** Every English string a tool can show: the UI kit's, the contracts' (validation.*, error.*) and the tools' own. */
export const messages = { ...uiEnglish, ...englishMessages, ...eventToolsEnglish };

export interface Rendered extends RenderResult {
  user: ReturnType<typeof userEvent.setup>;
  queryClient: QueryClient;
}

/** Renders a tool as an app shows it: in English, with a fresh query client (no retries) and a user to click and type. */
export function renderTool(node: ReactNode, queryClient: QueryClient = createQueryClient({ defaultOptions: { queries: { retry: false } } })): Rendered {
  const user = userEvent.setup();
  const result = render(
    <QueryClientProvider client={queryClient}>
      <IntlProvider locale="en-US" defaultLocale="en-US" messages={messages} onError={() => undefined}>
        {node}
      </IntlProvider>
    </QueryClientProvider>,
  );
  return { ...result, user, queryClient };
}

/** One call the fake API saw: method, path with its query, and the JSON body. */
export interface SeenCall {
  method: string;
  url: string;
  body: unknown;
}

type Answer = { status?: number; body?: unknown } | ((call: SeenCall) => { status?: number; body?: unknown });

/**
 * A fake `/api` behind `fetch`: answers by `'METHOD /path'` (query string included when the route gives one, else
 * ignored), records every call, and answers 404 NOT_FOUND to anything else.
 */
export function fakeApi(routes: Record<string, Answer>) {
  const calls: SeenCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    const method = (init.method ?? 'GET').toUpperCase();
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : init.body;
    const call = { method, url, body };
    calls.push(call);
    const route = routes[`${method} ${url}`] ?? routes[`${method} ${url.split('?')[0]}`];
    const answer = typeof route === 'function' ? route(call) : route;
    const status = answer ? (answer.status ?? 200) : 404;
    const payload = answer ? answer.body : { message: 'Not found', code: 'NOT_FOUND' };
    return new Response(status === 204 || payload === undefined ? null : JSON.stringify(payload), { status, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}
