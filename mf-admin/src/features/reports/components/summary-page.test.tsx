// @vitest-environment happy-dom
import { QueryClientProvider, createQueryClient } from '@rr/api-client';
import { fakeApi } from '@rr/api-client/testing';
import type { ReportSummary, RiderStats, TopDealers, TopRiders } from '@rr/contracts';
import { englishMessages } from '@rr/contracts/messages';
import { localeAtom } from '@rr/session';
import { uiEnglish } from '@rr/ui';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider, createStore } from 'jotai';
import { IntlProvider } from 'react-intl';
// eslint-disable-next-line no-restricted-imports -- only tests render in a MemoryRouter; the app never needs it in @rr/router
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import appEn from '../../../i18n/en.json';
import featureEn from '../i18n/en.json';

/** The app's strings and this feature's own (createFeatureIntl). */
const en = { ...appEn, ...featureEn };
import { SummaryPage } from './summary-page';

// The drawing itself (recharts) is not what these tests read: the figures are in the chart's screen-reader table.
vi.mock('../kit/chart-canvas', () => ({ default: () => null }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const range = { startDate: '2026-01-01', endDate: '2026-03-31' };
const fresh = { generatedAt: '2026-03-31T18:00:00.000Z', cached: true };
const summary: ReportSummary = {
  range,
  months: 3,
  events: 12,
  riders: 40,
  currencies: [
    { currency: 'USD', available: 1_000_000, earned: 423_150, earnedCash: 300_000, earnedCredit: 100_000, earnedBonus: 23_150, earnRate: 0.42315, redeemed: 61_575, refunded: 4_500, redemptionRate: 0.5, cashedOut: 250_000, expired: 1_000, withheld: 9_000 },
    { currency: 'CAD', available: 200_000, earned: 50_000, earnedCash: 0, earnedCredit: 50_000, earnedBonus: 0, earnRate: 0.25, redeemed: 0, refunded: 0, redemptionRate: null, cashedOut: 0, expired: 0, withheld: 0 },
  ],
  byMonth: [
    { month: '2026-01', currency: 'USD', available: 600_000, earned: 200_000, redeemed: 10_000, refunded: 0, cashedOut: 0 },
    { month: '2026-01', currency: 'CAD', available: 200_000, earned: 50_000, redeemed: 0, refunded: 0, cashedOut: 0 },
    // $45 refunded in February of a redemption made before the range: a bar of its own, never a negative redemption.
    { month: '2026-02', currency: 'USD', available: 400_000, earned: 223_150, redeemed: 51_575, refunded: 4_500, cashedOut: 250_000 },
  ],
  ...fresh,
};
const topPro: TopRiders = {
  range,
  riders: [{ riderId: 'r-1', name: 'Jordan Miller', country: 'US', currency: 'USD', earned: 150_000, earnedCash: 150_000, earnedCredit: 0, earnedBonus: 0, earnings: 3, redeemed: 0 }],
  ...fresh,
};
const proStats: RiderStats = { range, registered: 25, earning: 9, currencies: [{ currency: 'USD', riders: 9, earned: 300_000, averagePerRider: 33_333, redeemed: 0, cashedOut: 250_000 }], ...fresh };
const amateurStats: RiderStats = { range, registered: 120, earning: 31, currencies: [], ...fresh };
const dealers: TopDealers = { range, dealers: [{ dealerId: 'd-1', name: 'Valley Moto', country: 'US', currency: 'USD', redemptions: 4, redeemed: 61_575, riders: 3 }], ...fresh };

/** The kit's fake `/api` answering each GET by path (query left out); the calls as they come. */
const fakeReportsApi = (answers: Record<string, unknown>) => fakeApi(Object.fromEntries(Object.entries(answers).map(([path, body]) => [`GET ${path}`, { body }])));

const ANSWERS = {
  '/api/admin/aggregates/summary': summary,
  '/api/admin/aggregates/top-pro-riders': topPro,
  '/api/admin/aggregates/pro-rider-stats': proStats,
  '/api/admin/aggregates/top-amateur-riders': { range, riders: [], ...fresh },
  '/api/admin/aggregates/amateur-rider-stats': amateurStats,
  '/api/admin/aggregates/top-dealers': dealers,
};

function renderPage(url: string, locale: 'en' | 'fr' = 'en') {
  const client = createQueryClient({ defaultOptions: { queries: { retry: false } } });
  const store = createStore();
  store.set(localeAtom, locale);
  render(
    <Provider store={store}>
      <QueryClientProvider client={client}>
        <IntlProvider locale="en-US" messages={{ ...uiEnglish, ...englishMessages, ...en }} onError={() => undefined}>
          <MemoryRouter initialEntries={[url]}>
            <SummaryPage />
          </MemoryRouter>
        </IntlProvider>
      </QueryClientProvider>
    </Provider>,
  );
  return userEvent.setup();
}

/** A report section, by its heading (the table inside is a region of the same name too). */
const section = (name: string) => screen.getByRole('heading', { name, level: 2 }).closest('section')!;
const factsOf = (list: HTMLElement) =>
  Object.fromEntries(within(list).getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]));

describe('SummaryPage', () => {
  it('shows each currency’s figures and rates apart, never added together', async () => {
    const { calls } = fakeReportsApi(ANSWERS);
    renderPage('/auth/admin/summary?startDate=2026-01-01&endDate=2026-03-31');

    const usd = await screen.findAllByLabelText(/^Amounts in /);
    expect(usd.map((list) => list.getAttribute('aria-label'))).toEqual(['Amounts in USD', 'Amounts in CAD']);
    expect(factsOf(usd[0]!)).toEqual({
      Available: '$10,000.00',
      Earned: '$4,231.50',
      'Earn rate': '42%',
      Redeemed: '$615.75',
      Refunded: '$45.00',
      'Redemption rate': '50%',
      'Cashed out': '$2,500.00',
      Expired: '$10.00',
      Withheld: '$90.00',
    });
    expect(within(usd[0]!).getByText('Earned').parentElement?.querySelector('.adm-report-fact__detail')?.textContent).toBe('Cash $3,000.00 · dealer credit $1,000.00 · bonus $231.50');
    expect(factsOf(usd[1]!)).toMatchObject({ Available: 'CA$2,000.00', Earned: 'CA$500.00', 'Earn rate': '25%', 'Redemption rate': 'n/a' });
    // No figure anywhere is the two currencies added: $10,000 + CA$2,000 would be 12,000.
    expect(document.body.textContent).not.toMatch(/12,000/);
    expect(factsOf(screen.getByLabelText('The range at a glance'))).toEqual({ Events: '12', 'Riders who earned': '40', Months: '3' });

    // The month chart of each currency, read out as a table: USD's two months, CAD's one.
    const usdChart = screen.getByRole('table', { name: 'Month by month in USD' });
    expect(within(usdChart).getAllByRole('row').map((row) => row.textContent)).toEqual([
      'MonthAvailableEarnedRedeemedRefunded',
      'Jan 2026$6,000.00$2,000.00$100.00$0.00',
      'Feb 2026$4,000.00$2,231.50$515.75$45.00',
    ]);
    expect(within(screen.getByRole('table', { name: 'Month by month in CAD' })).getAllByRole('row')).toHaveLength(2);

    // The sections with their own tables.
    const pro = section('Top pro riders');
    expect(await within(pro).findAllByRole('link', { name: 'Jordan Miller' })).not.toHaveLength(0);
    const proRows = within(within(pro).getByRole('table', { name: 'Top pro riders' })).getAllByRole('row');
    expect(proRows.map((row) => Array.from(row.children, (cell) => cell.textContent))).toEqual([
      ['Rider', 'Country', 'Earned', 'Cash', 'Dealer credit', 'Bonuses', 'Payouts', 'Redeemed'],
      ['Jordan Miller', 'US', '$1,500.00', '$1,500.00', '$0.00', '$0.00', '3', '$0.00'],
    ]);
    expect(within(pro).getByText('Pro riders with an account').nextElementSibling?.textContent).toBe('25');
    expect(within(pro).getByText('$333.33', { selector: 'td' })).toBeTruthy();
    const amateur = section('Top amateur riders');
    expect(await within(amateur).findByText('No figures for these days')).toBeTruthy();
    expect(within(amateur).getByText('Amateur riders who earned').nextElementSibling?.textContent).toBe('31');
    const dealerSection = section('Top dealers');
    expect(await within(dealerSection).findAllByRole('link', { name: 'Valley Moto' })).not.toHaveLength(0);

    // Every report was asked for the range in the address; the top lists for 10 rows.
    const asked = (path: string) => new URL(calls.find((call) => call.url.startsWith(path))!.url, 'https://x.test').searchParams;
    expect(Object.fromEntries(asked('/api/admin/aggregates/summary'))).toEqual({ startDate: '2026-01-01', endDate: '2026-03-31' });
    expect(Object.fromEntries(asked('/api/admin/aggregates/top-dealers'))).toEqual({ startDate: '2026-01-01', endDate: '2026-03-31', limit: '10' });
  });

  it('exports with the filters and the current locale, and Refresh asks every report past the cache', async () => {
    const { calls } = fakeReportsApi(ANSWERS);
    const user = renderPage('/auth/admin/summary?startDate=2025-01-01&endDate=2025-12-31', 'fr');
    // In French, the page's own strings (its feature catalog) follow the locale; the test's app catalog stays English.
    await screen.findAllByLabelText(/^Montants en /);

    const csv = screen.getAllByRole('link', { name: 'Exporter en CSV' });
    expect(csv[0]!.getAttribute('href')).toBe('/api/admin/aggregates/summary/export?format=csv&locale=fr&startDate=2025-01-01&endDate=2025-12-31');
    expect(csv[0]!.getAttribute('title')).toMatch(/^Télécharger .+ en fichier CSV : toutes les lignes qui correspondent aux filtres$/);
    const dealerSection = section('Meilleurs concessionnaires');
    expect(within(dealerSection).getByRole('link', { name: 'Exporter en XLSX' }).getAttribute('href')).toBe(
      '/api/admin/aggregates/top-dealers/export?format=xlsx&locale=fr&startDate=2025-01-01&endDate=2025-12-31&limit=10',
    );
    expect(screen.getByRole('button', { name: 'L’an dernier', pressed: true })).toBeTruthy();

    const before = calls.length;
    await user.click(screen.getByRole('button', { name: 'Actualiser' }));
    await waitFor(() => expect(calls.length - before).toBe(6));
    const again = calls.slice(before).map((call) => new URL(call.url, 'https://x.test'));
    expect(again.map((url) => url.pathname).sort()).toEqual(Object.keys(ANSWERS).sort());
    expect(again.every((url) => url.searchParams.get('noCache') === 'true' && url.searchParams.get('startDate') === '2025-01-01')).toBe(true);
  });

  it('asks past the cache when Refresh is pressed while the range is still loading for the first time', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { calls, fetchMock } = fakeReportsApi(ANSWERS);
    // The first answers wait, as a slow first load of a new range does.
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      if (!String(input).includes('noCache=true')) await held;
      return fetchMock(input, init);
    });
    const user = renderPage('/auth/admin/summary?startDate=2026-01-01&endDate=2026-03-31');
    await user.click(await screen.findByRole('button', { name: 'Refresh' }));
    release();
    await waitFor(() => expect(calls.some(({ url }) => url.startsWith('/api/admin/aggregates/summary?') && url.includes('noCache=true'))).toBe(true));
  });

  it('says so when the service answers something the contract does not allow', async () => {
    fakeReportsApi({ ...ANSWERS, '/api/admin/aggregates/summary': { ...summary, currencies: [{ currency: 'USD', earned: '12' }] } });
    renderPage('/auth/admin/summary');
    expect(await screen.findByText('The service gave an unexpected answer')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
