// @vitest-environment happy-dom
import { LOCALES, type Locale } from '@rr/contracts';
import { englishMessages } from '@rr/contracts/messages';
import { localeAtom } from '@rr/session';
import { uiEnglish } from '@rr/ui';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider, createStore } from 'jotai';
import { IntlProvider } from 'react-intl';
// eslint-disable-next-line no-restricted-imports -- only tests render in a MemoryRouter; the app never needs it in @rr/router
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import de from '../../../i18n/de.json';
import en from '../../../i18n/en.json';
import es from '../../../i18n/es.json';
import fr from '../../../i18n/fr.json';
import it_ from '../../../i18n/it.json';
import nl from '../../../i18n/nl.json';
import no from '../../../i18n/no.json';
import sv from '../../../i18n/sv.json';
import type { RiderRow } from '../lib/rider-list';
import { RidersTable } from './riders-table';

const catalogs: Record<Locale, Record<string, string>> = { en, fr, de, es, it: it_, nl, no, sv };

beforeEach(() => window.localStorage.clear());
afterEach(cleanup);

const rider = (id: string, name: string, overrides: Partial<RiderRow> = {}): RiderRow => ({
  id,
  name,
  email: `${id}@example.com`,
  phone: '5555550100',
  city: 'Austin',
  state: 'TX',
  country: 'US',
  bikes: 2,
  pro: false,
  emailVerified: true,
  deActivated: false,
  lastLoginAt: '2026-03-01T10:00:00.000Z',
  loginCount: 4,
  createdAt: '2025-01-02T03:04:05.000Z',
  ...overrides,
});
const rows = [rider('r1', 'Olivia Price', { pro: true }), rider('r2', 'Jonas Berg', { deActivated: true })];

function renderTable(locale: Locale = 'en', props: { query?: string; sorting?: { id: string; desc: boolean }[] } = {}) {
  const store = createStore();
  store.set(localeAtom, locale);
  render(
    <Provider store={store}>
      <IntlProvider locale={locale} messages={{ ...uiEnglish, ...englishMessages, ...catalogs[locale] }} onError={() => undefined}>
        <MemoryRouter>
          <RidersTable
            rows={rows}
            loading={false}
            query={props.query ?? ''}
            sorting={props.sorting ?? []}
            onSortingChange={() => undefined}
            page={3}
            pages={5}
            onPageChange={() => undefined}
            toolbar={null}
            onActivation={() => undefined}
            onMerge={() => undefined}
          />
        </MemoryRouter>
      </IntlProvider>
    </Provider>,
  );
  return userEvent.setup();
}

/** Text as axe compares it for "label in name": lower case, letters and digits only, single spaces. */
const comparable = (text: string) =>
  text
    .toLocaleLowerCase()
    .replace(/[^\p{L}\p{N}\s]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();

describe('RidersTable', () => {
  it.each(LOCALES)('names every row action with its visible text in it (%s)', (locale) => {
    renderTable(locale);
    const checked: Array<[string, string]> = [];
    const collect = (name: string, element: Element) => {
      const visible = element.textContent ?? '';
      // The row actions, each named for its rider beside its text.
      if (element.closest('.adm-actions') && visible.trim()) checked.push([comparable(visible), comparable(name)]);
      return true;
    };
    screen.getAllByRole('button', { name: collect });
    screen.getAllByRole('link', { name: collect });
    // Two riders: in the table a proxy link and "More"; in the cards a proxy link, activation and merge.
    expect(checked.length).toBe(2 * 5);
    for (const [visible, name] of checked) expect(name, `"${name}" should hold "${visible}"`).toContain(visible);
    const more = catalogs[locale]['admin.riders.more']!;
    expect(screen.getAllByRole('button', { name: new RegExp(`^${more}`, 'i') })).toHaveLength(2);
  });

  it('offers every column the list knows, hides the details until chosen and remembers the choice', async () => {
    const user = renderTable();
    const table = screen.getByRole('table', { name: 'Rider Manager' });
    const headers = () => within(table).getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers()).toEqual(['Rider', 'Country', 'Bikes', 'Status', 'Last login', 'Actions']);

    await user.click(screen.getByText('Columns'));
    const chooser = screen.getByRole('group', { name: 'Columns shown' });
    const options = within(chooser).getAllByRole('checkbox');
    expect(options.map((option) => option.closest('label')!.textContent)).toEqual([
      'Email',
      'Phone',
      'City',
      'State or province',
      'Country',
      'Pro or amateur',
      'Bikes',
      'Email verified',
      'Status',
      'Created',
      'Last login',
      'Logins',
    ]);
    await user.click(within(chooser).getByRole('checkbox', { name: 'Phone' }));
    await user.click(within(chooser).getByRole('checkbox', { name: 'Pro or amateur' }));
    await user.click(within(chooser).getByRole('checkbox', { name: 'Bikes' }));
    expect(headers()).toEqual(['Rider', 'Phone', 'Country', 'Pro or amateur', 'Status', 'Last login', 'Actions']);
    expect(within(table).getAllByRole('row')[1]!.textContent).toContain('Pro');

    // A new visit (the page opened again) shows the same columns.
    cleanup();
    renderTable();
    expect(within(screen.getByRole('table', { name: 'Rider Manager' })).getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Rider',
      'Phone',
      'Country',
      'Pro or amateur',
      'Status',
      'Last login',
      'Actions',
    ]);
  });

  it('exports every rider of the search in the list’s order, not the page shown, in the current language', () => {
    renderTable('fr', { query: 'price', sorting: [{ id: 'lastLogin', desc: true }] });
    const csv = screen.getByRole('link', { name: 'Exporter en CSV' });
    const xlsx = screen.getByRole('link', { name: 'Exporter en XLSX' });
    expect(csv.getAttribute('href')).toBe('/api/admin/riders/export?query=price&sort=-lastLogin&format=csv&locale=fr');
    expect(xlsx.getAttribute('href')).toBe('/api/admin/riders/export?query=price&sort=-lastLogin&format=xlsx&locale=fr');
    expect(csv.hasAttribute('download')).toBe(true);
    expect(screen.queryByRole('button', { name: /Export/i })).toBeNull();
  });
});
