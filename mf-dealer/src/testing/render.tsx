import { QueryClientProvider, createQueryClient, type QueryClient } from '@rr/api-client';
import { englishMessages } from '@rr/contracts/messages';
import type { Locale } from '@rr/contracts';
import { localeAtom, sessionAtom } from '@rr/session';
import { uiEnglish } from '@rr/ui';
import { render, type RenderResult } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider, createStore } from 'jotai';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
// eslint-disable-next-line no-restricted-imports -- only tests render in a MemoryRouter; the app never needs it in @rr/router
import { MemoryRouter } from 'react-router';
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
  /** The shell's locale (`localeAtom`), which downloads ask the server to write in; the texts stay English. */
  locale?: Locale;
}

/**
 * Renders a part of the dealer app as the shell shows it: in English, in a router, with a fresh query client (no
 * retries) and its own session store (a dealer in `timeZone` when one is given).
 */
export function renderDealer(node: ReactNode, { path = '/', timeZone, locale }: RenderOptions = {}): Rendered {
  const queryClient = createQueryClient({ defaultOptions: { queries: { retry: false } } });
  const store = createStore();
  if (locale) store.set(localeAtom, locale);
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
export { fakeApi, type FakeAnswer, type SeenCall } from '@rr/api-client/testing';
