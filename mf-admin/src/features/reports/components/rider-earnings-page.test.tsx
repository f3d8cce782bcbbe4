// @vitest-environment happy-dom
import type { RiderEarningsReport } from '@rr/contracts';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderReportPage } from '../kit/report-testing';
import { RiderEarningsPage } from './rider-earnings-page';

vi.mock('../kit/chart-canvas', () => ({ default: () => null }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const answer: RiderEarningsReport = {
  range: { startDate: '2026-01-01', endDate: '2026-03-31' },
  rows: [
    { riderId: 'p1', name: 'Pat Pro', email: 'pat@example.com', country: 'US', pro: true, currency: 'USD', earned: 15_000, earnedCash: 10_000, earnedCredit: 5_000, earnedBonus: 0, withheld: 3_000, earnings: 2 },
    { riderId: 'a1', name: 'Alex Amateur', email: 'alex@example.com', country: 'CA', pro: false, currency: 'CAD', earned: 700, earnedCash: 0, earnedCredit: 0, earnedBonus: 700, withheld: 0, earnings: 1 },
  ],
  pagination: { page: 1, limit: 25, total: 2, pages: 1 },
  totals: [
    { currency: 'USD', riders: 1, earned: 15_000, earnedCash: 10_000, earnedCredit: 5_000, earnedBonus: 0, withheld: 3_000 },
    { currency: 'CAD', riders: 1, earned: 700, earnedCash: 0, earnedCredit: 0, earnedBonus: 700, withheld: 0 },
  ],
  byMonth: [
    { month: '2026-02', currency: 'USD', amount: 15_000, count: 2 },
    { month: '2026-02', currency: 'CAD', amount: 700, count: 1 },
  ],
  generatedAt: '2026-03-31T18:00:00.000Z',
  cached: false,
};

const renderPage = (url: string) => renderReportPage(<RiderEarningsPage />, url, answer);

describe('RiderEarningsPage', () => {
  it('lists each rider’s earnings per currency, with the totals of each currency apart', async () => {
    const { urls } = renderPage('/auth/admin/rider-earnings?startDate=2026-01-01&endDate=2026-03-31&pro=true');
    const table = await screen.findByRole('table', { name: 'Rider earnings' });
    const cells = within(table).getAllByRole('row').map((tr) => Array.from(tr.children, (cell) => cell.textContent));
    expect(cells).toEqual([
      ['Rider', 'Country', 'Pro or amateur', 'Earned', 'Cash', 'Dealer credit', 'Bonuses', 'Withheld', 'Payouts'],
      ['Pat Propat@example.com', 'US', 'Pro rider', '$150.00', '$100.00', '$50.00', '$0.00', '$30.00', '2'],
      ['Alex Amateuralex@example.com', 'CA', 'Amateur rider', 'CA$7.00', 'CA$0.00', 'CA$0.00', 'CA$7.00', 'CA$0.00', '1'],
    ]);
    expect(within(table).getByRole('link', { name: 'Pat Pro' }).getAttribute('href')).toBe('/auth/admin/rider/p1');
    const usd = screen.getByRole('group', { name: 'Totals in USD' });
    expect(within(usd).getAllByRole('term').map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`)).toEqual([
      'Riders: 1',
      'Earned (USD): $150.00',
      'Cash: $100.00',
      'Dealer credit: $50.00',
      'Bonuses: $0.00',
      'Withheld: $30.00',
    ]);
    expect(within(screen.getByRole('group', { name: 'Totals in CAD' })).getAllByRole('term')).toHaveLength(6);
    expect(within(screen.getByRole('table', { name: 'Earned by month' })).getAllByRole('row').map((tr) => tr.textContent)).toEqual(['MonthUSDCAD', 'Feb 2026$150.00CA$7.00']);
    expect(screen.getByText('2 rows')).toBeTruthy();
    expect(Object.fromEntries(urls[0]!.searchParams)).toEqual({ startDate: '2026-01-01', endDate: '2026-03-31', pro: 'true', page: '1', limit: '25' });
  });

  it('filters by currency and by pro or amateur through the address, and exports with those filters', async () => {
    const { user, urls, address } = renderPage('/auth/admin/rider-earnings?startDate=2026-01-01&endDate=2026-03-31&page=2&pro=maybe');
    await screen.findByRole('table', { name: 'Rider earnings' });
    expect(urls[0]!.searchParams.has('pro')).toBe(false);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Currency' }), 'CAD');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Pro or amateur' }), 'false');
    expect(Object.fromEntries(address())).toEqual({ startDate: '2026-01-01', endDate: '2026-03-31', currency: 'CAD', pro: 'false' });
    await waitFor(() => expect(urls.at(-1)?.searchParams.get('pro')).toBe('false'));
    expect(screen.getByRole('link', { name: 'Export XLSX' }).getAttribute('href')).toBe(
      '/api/admin/aggregates/rider-earnings/export?format=xlsx&locale=en&startDate=2026-01-01&endDate=2026-03-31&currency=CAD&pro=false',
    );
  });
});
