import { QueryClientProvider, createQueryClient, type QueryClient } from '@rr/api-client';
import { fakeApi as sharedFakeApi, type SeenCall } from '@rr/api-client/testing';
import { paths } from '@rr/contracts';
import { englishMessages } from '@rr/contracts/messages';
import { uiEnglish } from '@rr/ui';
import { render, type RenderResult } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
// eslint-disable-next-line no-restricted-imports -- only tests render in a MemoryRouter; the app never needs it in @rr/router
import { MemoryRouter } from 'react-router';
import appEn from '../i18n/en.json';

// The admin app's component tests: a part of a page in English (the kit's, the contracts' and the app's strings, plus
// a feature's own), in a router at `path`, with a query client that does not retry.

export interface RenderedAdmin extends RenderResult {
  user: ReturnType<typeof userEvent.setup>;
  client: QueryClient;
}

export function renderAdmin(node: ReactNode, { path = paths.admin.dashboard(), messages = {} }: { path?: string; messages?: Record<string, string> } = {}): RenderedAdmin {
  const client = createQueryClient({ defaultOptions: { queries: { retry: false } } });
  const result = render(
    <QueryClientProvider client={client}>
      <IntlProvider locale="en-US" messages={{ ...uiEnglish, ...englishMessages, ...appEn, ...messages }} onError={() => undefined}>
        <MemoryRouter initialEntries={[path]}>{node}</MemoryRouter>
      </IntlProvider>
    </QueryClientProvider>,
  );
  return { ...result, user: userEvent.setup(), client };
}

/** An answer of the fake `/api`: a status (200 unless said) and a JSON body. */
export type FakeAnswer = { status?: number; body: unknown };

/**
 * The kit's fake `/api` (`@rr/api-client/testing`) as the admin tests write it: each route worked out from the
 * request's JSON body; the calls as they come.
 */
export function fakeApi(routes: Record<string, (body: unknown) => FakeAnswer>) {
  return sharedFakeApi(Object.fromEntries(Object.entries(routes).map(([key, answer]) => [key, (call: SeenCall) => answer(call.body)]))).calls;
}
