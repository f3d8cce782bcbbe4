// @vitest-environment happy-dom
import type { RiderRedemptionsReport } from '@rr/contracts';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderReportPage } from '../kit/report-testing';
import { RiderRedemptionsPage } from './rider-redemptions-page';

vi.mock('../kit/chart-canvas', () => ({ default: () => null }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const answer: RiderRedemptionsReport = {
  range: { startDate: '2026-01-01', endDate: '2026-03-31' },
  rows: [
    { riderId: 'p1', name: 'Pat Pro', country: 'US', currency: 'USD', redemptions: 3, redeemed: 4_000, refunded: 500, dealers: 2, lastRedeemedAt: '2026-03-02T18:00:00.000Z' },
    { riderId: 'a1', name: 'Alex Amateur', country: null, currency: 'CAD', redemptions: 1, redeemed: 900, refunded: 0, dealers: 1, lastRedeemedAt: null },
  ],
  pagination: { page: 1, limit: 25, total: 2, pages: 1 },
  totals: [
    { currency: 'USD', riders: 1, redemptions: 3, redeemed: 4_000, refunded: 500 },
    { currency: 'CAD', riders: 1, redemptions: 1, redeemed: 900, refunded: 0 },
  ],
  // March's redemptions, and in March a refund of $45 for a redemption made before the range: two bars, never netted.
  byMonth: [{ month: '2026-03', currency: 'USD', amount: 4_000, count: 3, refunded: 4_500 }],
  generatedAt: '2026-03-31T18:00:00.000Z',
  cached: true,
};

const renderPage = (url: string) => renderReportPage(<RiderRedemptionsPage />, url, answer);

describe('RiderRedemptionsPage', () => {
  it('lists what each rider redeemed per currency, the totals of each currency apart, and asks with the currency filter', async () => {
    const { urls } = renderPage('/auth/admin/rider-redemptions?startDate=2026-01-01&endDate=2026-03-31&currency=USD&query=pat&sortBy=dealers&sortDirection=desc');
    const table = await screen.findByRole('table', { name: 'Rider redemptions' });
    expect(within(table).getAllByRole('row').map((tr) => Array.from(tr.children, (cell) => cell.textContent))).toEqual([
      ['Rider', 'Country', 'Redeemed', 'Redemptions', 'Refunded', 'Dealers visited', 'Last redemption'],
      ['Pat Pro', 'US', '$40.00', '3', '$5.00', '2', 'Mar 2nd, 2026'],
      ['Alex Amateur', '', 'CA$9.00', '1', 'CA$0.00', '1', ''],
    ]);
    expect(within(screen.getByRole('group', { name: 'Totals in USD' })).getAllByRole('term').map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`)).toEqual([
      'Riders: 1',
      'Redemptions: 3',
      'Redeemed (USD): $40.00',
      'Refunded: $5.00',
    ]);
    expect(screen.getByRole('group', { name: 'Totals in CAD' })).toBeTruthy();
    expect(within(screen.getByRole('table', { name: 'Redeemed and refunded by month' })).getAllByRole('row').map((tr) => Array.from(tr.children, (cell) => cell.textContent))).toEqual([
      ['Month', 'Redeemed (USD)', 'Refunded (USD)'],
      ['Mar 2026', '$40.00', '$45.00'],
    ]);
    expect(screen.getByText('2 rows')).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Currency' })).toHaveProperty('value', 'USD');
    expect(Object.fromEntries(urls[0]!.searchParams)).toEqual({ startDate: '2026-01-01', endDate: '2026-03-31', query: 'pat', currency: 'USD', sortBy: 'dealers', sortDirection: 'desc', page: '1', limit: '25' });
    expect(screen.getByRole('link', { name: 'Export CSV' }).getAttribute('href')).toBe(
      '/api/admin/aggregates/rider-redemptions/export?format=csv&locale=en&startDate=2026-01-01&endDate=2026-03-31&query=pat&currency=USD&sortBy=dealers&sortDirection=desc',
    );
  });
});
