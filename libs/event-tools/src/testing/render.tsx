import { QueryClientProvider, createQueryClient, type QueryClient } from '@rr/api-client';
import { englishMessages } from '@rr/contracts/messages';
import { uiEnglish } from '@rr/ui';
import { render, type RenderResult } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
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

export { fakeApi, type SeenCall } from '@rr/api-client/testing';
