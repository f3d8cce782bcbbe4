// @vitest-environment happy-dom
import { fakeApi } from '@rr/api-client/testing';
import { englishMessages } from '@rr/contracts/messages';
import { BrowserRouter } from '@rr/router';
import { localeAtom, sessionAtom, type Session, type SessionUser } from '@rr/session';
import { uiEnglish } from '@rr/ui';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider, createStore } from 'jotai';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '../../i18n/en.json';
import { LanguageModal } from './language-modal';
import { LocaleSync, localeForPath, preferredLocale, storedLocale } from './locale-sync';

const rider = (locale: SessionUser['locale'], proxyHost = false): Session => ({
  authenticated: true,
  type: 'rider',
  proxyHost,
  user: { _id: 'r1', type: 'rider', email: 'rider@example.com', emailVerified: true, deActivated: false, fullName: 'Rider One', locale },
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  document.cookie = 'i18n_redirected=; Max-Age=0; Path=/';
});

function renderIn(store: ReturnType<typeof createStore>, path: string, node: ReactNode) {
  window.history.replaceState(null, '', path);
  return render(
    <Provider store={store}>
      <IntlProvider locale="en" defaultLocale="en" messages={{ ...uiEnglish, ...englishMessages, ...en }} onError={() => undefined}>
        <BrowserRouter>{node}</BrowserRouter>
      </IntlProvider>
    </Provider>,
  );
}

describe('which language a page shows', () => {
  it('on public pages the address’s; elsewhere the last choice made on this browser, then the account’s language, then the browser’s', () => {
    vi.stubGlobal('navigator', { ...navigator, language: 'de-DE', languages: ['de-DE'] });
    expect(localeForPath('/fr/events', preferredLocale('it'))).toBe('fr');
    expect(localeForPath('/events', preferredLocale('it'))).toBe('en');
    expect(localeForPath('/auth/rider', preferredLocale('fr'))).toBe('fr');
    expect(localeForPath('/auth/rider', preferredLocale(null))).toBe('de');
    document.cookie = 'i18n_redirected=sv; Path=/';
    expect(localeForPath('/auth/rider', preferredLocale('fr'))).toBe('sv');
  });

  it('takes no stored language while signed out, or while staff act as the user', () => {
    expect(storedLocale(null)).toBeNull();
    expect(storedLocale({ authenticated: false })).toBeNull();
    expect(storedLocale(rider('fr'))).toBe('fr');
    expect(storedLocale(rider('fr', true))).toBeNull();
    expect(storedLocale(rider(undefined))).toBeNull();
  });

  it('shows a rider who registered in French their area in French on an English browser', () => {
    vi.stubGlobal('navigator', { ...navigator, language: 'en-US', languages: ['en-US', 'en'] });
    const store = createStore();
    store.set(sessionAtom, rider('fr'));
    renderIn(store, '/auth/rider', <LocaleSync />);
    expect(store.get(localeAtom)).toBe('fr');
    expect(document.documentElement.lang).toBe('fr');
    // Signed out again, the browser's language is back.
    act(() => store.set(sessionAtom, { authenticated: false }));
    expect(store.get(localeAtom)).toBe('en');
  });
});

describe('the language modal', () => {
  /** The account's language saved (answering the rider in it) and the signed-out cookie set, from the kit's fake `/api`. */
  const answers = () =>
    fakeApi({
      'PUT /api/account/locale': ({ body }) => ({ body: rider((body as { locale: SessionUser['locale'] }).locale) }),
      'GET /api/set-lang': { status: 204 },
    }).calls;

  it('signed in, stores the choice on the account and shows the area in it', async () => {
    const calls = answers();
    const store = createStore();
    store.set(sessionAtom, rider('fr'));
    store.set(localeAtom, 'fr');
    renderIn(store, '/auth/rider/wallet', <><LocaleSync /><LanguageModal open onClose={() => undefined} /></>);
    const user = userEvent.setup();
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('radio', { name: 'Deutsch' }));
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(calls).toContainEqual({ method: 'PUT', url: '/api/account/locale', body: { locale: 'de' } }));
    expect(calls.some((call) => call.url.startsWith('/api/set-lang'))).toBe(false);
    await waitFor(() => expect(store.get(sessionAtom)).toMatchObject({ user: { locale: 'de' } }));
    expect(store.get(localeAtom)).toBe('de');
    expect(document.cookie).toContain('i18n_redirected=de');
  });

  it('signed out, sets the language cookie only', async () => {
    const calls = answers();
    const store = createStore();
    store.set(sessionAtom, { authenticated: false });
    renderIn(store, '/auth/login', <LanguageModal open onClose={() => undefined} />);
    const user = userEvent.setup();
    await user.click(within(screen.getByRole('dialog')).getByRole('radio', { name: 'Italiano' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual(['GET /api/set-lang?lang=it']));
    expect(store.get(localeAtom)).toBe('it');
  });
});
