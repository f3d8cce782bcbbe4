// @vitest-environment happy-dom
import type { YearEndReport } from '@rr/contracts/statements';
import { useLocation } from '@rr/router';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import featureEn from '../i18n/en.json';
import { YearEndPage } from './year-end-page';
import { fakeApi, renderAdmin } from '../../../testing/render';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const row = (over: Partial<YearEndReport['rows'][number]>): YearEndReport['rows'][number] => ({
  riderId: 'r',
  name: '',
  email: '',
  country: 'US',
  usPerson: true,
  nonResidentAlien: false,
  w9ReceivedAt: null,
  currency: 'USD',
  prizeCashCents: 0,
  prizeCreditCents: 0,
  prizeBonusCents: 0,
  withheldCents: 0,
  cashedOutCents: 0,
  redeemedCents: 0,
  owedCents: 0,
  form1099: false,
  w9Missing: false,
  nonUsWithheld: false,
  debt: false,
  ...over,
});

const answer: YearEndReport = {
  year: 2025,
  timeZone: 'America/Los_Angeles',
  thresholdCents: 60_000,
  show: 'all',
  rows: [
    row({ riderId: 'r1', name: 'Jordan Miller', prizeCashCents: 60_000, cashedOutCents: 50_000, form1099: true, w9Missing: true }),
    row({ riderId: 'r2', name: 'Léa Tremblay', country: 'CA', usPerson: false, nonResidentAlien: true, prizeCashCents: 100_000, withheldCents: 30_000, nonUsWithheld: true, w9ReceivedAt: null }),
  ],
  totals: [{ currency: 'USD', riders: 2, prizeCashCents: 160_000, prizeCreditCents: 5_000, prizeBonusCents: 0, withheldCents: 30_000, cashedOutCents: 50_000, redeemedCents: 0, owedCents: 0, netCents: 0 }],
  flagged: { form1099: 1, w9Missing: 1, nonUsWithheld: 1, debts: 0 },
  generatedAt: '2026-01-05T00:00:00Z',
};

function renderPage(url: string) {
  const calls = fakeApi({ 'GET /api/admin/aggregates/year-end': () => ({ body: answer }) });
  const asked = () => calls.map((call) => new URL(call.url, 'https://x.test'));
  let search = '';
  function Address() {
    search = useLocation().search;
    return null;
  }
  const { user } = renderAdmin(
    <>
      <YearEndPage />
      <Address />
    </>,
    { path: url, messages: featureEn },
  );
  return { user, asked, address: () => new URLSearchParams(search) };
}

describe('YearEndPage', () => {
  it('shows each rider’s year with the flags, the totals per currency, and the exports of the year', async () => {
    renderPage('/auth/admin/year-end?year=2025');
    await screen.findAllByRole('link', { name: 'Jordan Miller' });
    const table = screen.getByRole('table', { name: 'Year-end (finance)' });
    const rows = within(table)
      .getAllByRole('row')
      .map((tr) => Array.from(tr.children, (cell) => cell.textContent));
    expect(rows[1]).toEqual(['Jordan Miller', 'US', 'Yes', '—', 'USD', '$600.00', '$0.00', '$0.00', '$500.00', '$0.00', '1099W-9 missing', 'PDF']);
    expect(rows[2]).toEqual(['Léa Tremblay', 'CA', 'No', '—', 'USD', '$1,000.00', '$0.00', '$300.00', '$0.00', '$0.00', 'Non-US, withheld', 'PDF']);
    expect(within(table).getAllByRole('link', { name: 'PDF' })[0]!.getAttribute('href')).toBe('/api/admin/statement/2025.pdf?riderId=r1&locale=en');
    expect(screen.getByText('USD: 2 riders')).toBeTruthy();
    expect(screen.getByText('$1,600.00')).toBeTruthy();
    expect(screen.getByText('Flagged: 1 at the 1099 threshold, 1 of them without a W-9, 1 abroad with tax withheld, 0 with a debt.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'CSV' }).getAttribute('href')).toBe('/api/admin/aggregates/year-end/export?year=2025&show=all&format=csv&locale=en');
    expect(screen.getByRole('link', { name: 'Excel' }).getAttribute('href')).toBe('/api/admin/aggregates/year-end/export?year=2025&show=all&format=xlsx&locale=en');
  });

  it('keeps the year and the filter in the address and asks the server for them', async () => {
    const { user, asked, address } = renderPage('/auth/admin/year-end?year=2025');
    await screen.findByRole('table', { name: 'Year-end (finance)' });
    expect(Object.fromEntries(asked()[0]!.searchParams)).toEqual({ year: '2025', show: 'all' });
    await user.selectOptions(screen.getByLabelText('Show'), 'w9Missing');
    await waitFor(() => expect(Object.fromEntries(address())).toEqual({ year: '2025', show: 'w9Missing' }));
    await waitFor(() => expect(Object.fromEntries(asked().at(-1)!.searchParams)).toEqual({ year: '2025', show: 'w9Missing' }));
  });
});
