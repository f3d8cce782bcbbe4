// For the reports' tests only (no page imports it): a report page rendered as in the app, its API answered with a fixed body.
import { QueryClientProvider, createQueryClient } from '@rr/api-client';
import { englishMessages } from '@rr/contracts/messages';
import { useLocation } from '@rr/router';
import { uiEnglish } from '@rr/ui';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
// eslint-disable-next-line no-restricted-imports -- only tests render in a MemoryRouter; the app never needs it in @rr/router
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';
import appEn from '../../../i18n/en.json';
import featureEn from '../i18n/en.json';

/** English: @rr/ui's, the contracts', the app's and this feature's own strings (createFeatureIntl). */
export const reportMessages: Record<string, string> = { ...uiEnglish, ...englishMessages, ...appEn, ...featureEn };

/**
 * Renders `page` at `url` (MemoryRouter, a fresh QueryClient without retries, English) with `fetch` answering every
 * request with `answer`. Returns the user, the URLs asked (in order) and the address's parameters as they are now.
 * The test file unstubs the globals and cleans up after each test.
 */
export function renderReportPage(page: ReactNode, url: string, answer: unknown, messages: Record<string, string> = {}) {
  const urls: URL[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      urls.push(new URL(String(input), 'https://x.test'));
      return new Response(JSON.stringify(answer), { status: 200, headers: { 'content-type': 'application/json' } });
    }),
  );
  let search = '';
  function Address() {
    search = useLocation().search;
    return null;
  }
  const client = createQueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <IntlProvider locale="en-US" messages={{ ...reportMessages, ...messages }} onError={() => undefined}>
        <MemoryRouter initialEntries={[url]}>
          {page}
          <Address />
        </MemoryRouter>
      </IntlProvider>
    </QueryClientProvider>,
  );
  return { user: userEvent.setup(), urls, address: () => new URLSearchParams(search) };
}
