import { QueryClientProvider, createQueryClient } from '@rr/api-client';
import type { Locale } from '@rr/i18n';
import { localeAtom } from '@rr/session';
import { render } from '@testing-library/react';
import { Provider, createStore } from 'jotai';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
// eslint-disable-next-line no-restricted-imports -- only tests render in a MemoryRouter; the app never needs it in @rr/router
import { MemoryRouter } from 'react-router';

// The series pages' tests: a page in the site's `locale` (the session's and the strings'), at `path`, with a query
// client that does not retry.

export function renderSeriesPage(node: ReactNode, { path, locale, messages }: { path: string; locale: Locale; messages: Record<string, string> }) {
  const store = createStore();
  store.set(localeAtom, locale);
  return render(
    <Provider store={store}>
      <QueryClientProvider client={createQueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <IntlProvider locale={locale} messages={messages} onError={() => undefined}>
          <MemoryRouter initialEntries={[path]}>{node}</MemoryRouter>
        </IntlProvider>
      </QueryClientProvider>
    </Provider>,
  );
}
