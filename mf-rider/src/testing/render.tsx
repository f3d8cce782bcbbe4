import { QueryClientProvider, createQueryClient, type QueryClient } from '@rr/api-client';
import { englishMessages } from '@rr/contracts/messages';
import { sessionAtom, type Session } from '@rr/session';
import { uiEnglish } from '@rr/ui';
import { render, type RenderResult } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider, createStore } from 'jotai';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
// eslint-disable-next-line no-restricted-imports -- only tests render in a MemoryRouter; the app never needs it in @rr/router
import { MemoryRouter } from 'react-router';
import en from '../i18n/en.json';

// The rider app's component tests: a part of a page in English (the kit's, the contracts' and the app's strings, plus
// a feature's own), in a router at `path`, with a query client that does not retry and a session store of its own.

/** Every English string a rider page can show: the UI kit's, the contracts' (validation.*, error.*) and the app's own. */
export const messages: Record<string, string> = { ...uiEnglish, ...englishMessages, ...en };

export interface Rendered extends RenderResult {
  user: ReturnType<typeof userEvent.setup>;
  queryClient: QueryClient;
  store: ReturnType<typeof createStore>;
}

export interface RenderOptions {
  path?: string;
  /** Who is signed in; no one without it. */
  session?: Session;
  /** A feature's own strings (createFeatureIntl). */
  featureMessages?: Record<string, string>;
}

export function renderRider(node: ReactNode, { path = '/', session, featureMessages = {} }: RenderOptions = {}): Rendered {
  const queryClient = createQueryClient({ defaultOptions: { queries: { retry: false } } });
  const store = createStore();
  if (session) store.set(sessionAtom, session);
  const user = userEvent.setup();
  const result = render(
    <Provider store={store}>
      <QueryClientProvider client={queryClient}>
        <IntlProvider locale="en-US" defaultLocale="en-US" messages={{ ...messages, ...featureMessages }} onError={() => undefined}>
          <MemoryRouter initialEntries={[path]}>{node}</MemoryRouter>
        </IntlProvider>
      </QueryClientProvider>
    </Provider>,
  );
  return { ...result, user, queryClient, store };
}

export { fakeApi, type FakeAnswer, type SeenCall } from '@rr/api-client/testing';
