import { QueryClientProvider, createQueryClient, type QueryClient } from '@rr/api-client';
import { englishMessages } from '@rr/contracts/messages';
import { paths, type RiderViewBody } from '@rr/contracts';
import { sessionAtom, type Session } from '@rr/session';
import { uiEnglish } from '@rr/ui';
import { render, type RenderResult } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider, createStore } from 'jotai';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
// eslint-disable-next-line no-restricted-imports -- only tests render in a MemoryRouter; the app never needs it in @rr/router
import { MemoryRouter } from 'react-router';
import en from '../../../i18n/en.json';

// The profile's component tests: the page's parts in English, in a router, with a signed-in rider and a fake /api.

export const messages: Record<string, string> = { ...uiEnglish, ...englishMessages, ...en };

export interface Rendered extends RenderResult {
  user: ReturnType<typeof userEvent.setup>;
  queryClient: QueryClient;
  store: ReturnType<typeof createStore>;
}

export function renderProfile(node: ReactNode, { path = paths.rider.profile(), session }: { path?: string; session?: Session } = {}): Rendered {
  const queryClient = createQueryClient({ defaultOptions: { queries: { retry: false } } });
  const store = createStore();
  if (session) store.set(sessionAtom, session);
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
  return { ...result, user, queryClient, store };
}

export { fakeApi, type FakeAnswer, type SeenCall } from '@rr/api-client/testing';

/** A rider as GET /api/rider/rider/{id} answers it. */
export function aRiderView(overrides: Partial<RiderViewBody> = {}): RiderViewBody {
  return {
    _id: 'r1',
    email: 'olivia.price@example.com',
    emailVerified: true,
    deActivated: false,
    firstName: 'Olivia',
    lastName: 'Price',
    fullName: 'Olivia Price',
    phone1: '3035550100',
    phone2: null,
    addressLine1: '1 Main St',
    addressLine2: null,
    city: 'Denver',
    state: 'CO',
    zipcode: '80202',
    country: 'US',
    currency: 'USD',
    sex: 'female',
    dateOfBirth: '2004-03-25',
    racingType: 'offroad',
    amaNumber: null,
    hasPin: true,
    bio: null,
    hometown: null,
    pro: false,
    nonResidentAlien: false,
    twitter: null,
    instagram: null,
    facebook: null,
    vimeo: null,
    linkedin: null,
    youtube: null,
    profileImage: null,
    lastLoginAt: null,
    loginCount: 1,
    createdAt: '2025-01-01T00:00:00.000Z',
    bikes: [],
    documents: { licence: null, w9: null },
    documentsRequired: false,
    requiredDocuments: [],
    ...overrides,
  };
}

/** The signed-in rider's session. */
export function riderSession(overrides: Record<string, unknown> = {}): Session {
  return {
    authenticated: true,
    type: 'rider',
    proxyHost: false,
    user: { _id: 'r1', type: 'rider', email: 'olivia.price@example.com', emailVerified: true, deActivated: false, fullName: 'Olivia Price', bikes: [], hasPin: true, pinLocked: false, ...overrides },
  } as Session;
}
