// @vitest-environment happy-dom
import { localeAtom } from '@rr/session';
import { cleanup, render, screen } from '@testing-library/react';
import { Provider, createStore } from 'jotai';
import { FormattedMessage } from 'react-intl';
import { afterEach, describe, expect, it } from 'vitest';
import { createLazyIntlProvider } from './lazy-intl-provider';
import { riderRecordsCatalog } from './rider-records/catalog';

afterEach(cleanup);

function show(Provider_: ReturnType<typeof createLazyIntlProvider>, locale: 'en' | 'de', ids: string[]) {
  const store = createStore();
  store.set(localeAtom, locale);
  render(
    <Provider store={store}>
      <Provider_>
        {ids.map((id) => (
          <p key={id} data-testid={id}>
            <FormattedMessage id={id} />
          </p>
        ))}
      </Provider_>
    </Provider>,
  );
}

const own = { 'app.title': 'Riders' };
const ownLoad = async () => ({ default: { 'app.title': 'Fahrer' } });

describe('createLazyIntlProvider: the parts of the UI kit’s strings an app shows', () => {
  it('layers a listed part under the app’s own strings, in English and in the locale shown', async () => {
    const WithParts = createLazyIntlProvider(own, ownLoad, [riderRecordsCatalog]);
    show(WithParts, 'en', ['app.title', 'ui.payout.reason.eventCanceled', 'ui.vin.title']);
    expect((await screen.findByTestId('app.title')).textContent).toBe('Riders');
    expect(screen.getByTestId('ui.payout.reason.eventCanceled').textContent).toBe('The event was canceled');
    cleanup();

    show(WithParts, 'de', ['app.title', 'ui.vin.title']);
    expect((await screen.findByTestId('app.title')).textContent).toBe('Fahrer');
    const german = (await import('./rider-records/i18n/de.json')).default as Record<string, string>;
    expect(screen.getByTestId('ui.vin.title').textContent).toBe(german['ui.vin.title']);
  });

  it('leaves out a part the app does not list: its strings stay English, their translations are never fetched', async () => {
    const Without = createLazyIntlProvider(own, ownLoad);
    show(Without, 'de', ['app.title', 'ui.payout.reason.eventCanceled', 'ui.vin.title']);
    expect((await screen.findByTestId('app.title')).textContent).toBe('Fahrer');
    expect(screen.getByTestId('ui.payout.reason.eventCanceled').textContent).toBe('The event was canceled');
    expect(screen.getByTestId('ui.vin.title').textContent).toBe('About this VIN');
  });
});
