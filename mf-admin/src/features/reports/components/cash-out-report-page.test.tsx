// @vitest-environment happy-dom
import type { CashoutReport } from '@rr/contracts';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderReportPage } from '../kit/report-testing';
import { CashOutReportPage } from './cash-out-report-page';

vi.mock('../kit/chart-canvas', () => ({ default: () => null }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const row = (id: string, name: string, status: 'paid' | 'processing' | 'failed', amount: number, currency: 'USD' | 'CAD', withheld: number, provider = 'tremendous') => ({
  _id: id,
  createdAt: '2026-02-14T18:30:00.000Z',
  riderId: `rider-${id}`,
  name,
  country: currency === 'USD' ? 'US' : 'CA',
  provider,
  method: 'bank',
  status,
  amount,
  currency,
  previousBalance: amount + 5_000,
  newBalance: 5_000,
  withheld,
  providerOrderId: status === 'paid' ? `ord-${id}` : null,
});
const answer: CashoutReport = {
  range: { startDate: '2026-01-01', endDate: '2026-03-31' },
  rows: [row('c1', 'Jordan Miller', 'paid', 120_000, 'USD', 36_000), row('c2', 'Léa Tremblay', 'processing', 40_000, 'CAD', 0, 'fake')],
  pagination: { page: 1, limit: 25, total: 27, pages: 2 },
  totals: [
    { currency: 'USD', status: 'paid', cashouts: 20, amount: 900_000 },
    { currency: 'CAD', status: 'processing', cashouts: 7, amount: 150_000 },
  ],
  byMonth: [
    { month: '2026-02', currency: 'USD', amount: 900_000, count: 20 },
    { month: '2026-02', currency: 'CAD', amount: 150_000, count: 7 },
  ],
  generatedAt: '2026-03-31T18:00:00.000Z',
  cached: false,
};

const renderPage = (url: string) => renderReportPage(<CashOutReportPage />, url, answer);

describe('CashOutReportPage', () => {
  it('lists the cash-outs with provider, method, status, amounts and withholding, each in its currency', async () => {
    const { urls } = renderPage('/auth/admin/cash-out-report?startDate=2026-01-01&endDate=2026-03-31&status=paid');
    const table = await screen.findByRole('table', { name: 'Cash-out report' });
    const cells = within(table).getAllByRole('row').map((tr) => Array.from(tr.children, (cell) => cell.textContent));
    expect(cells[0]).toEqual(['Requested on', 'Rider', 'Country', 'Provider', 'Method', 'Cash-out status', 'Amount', 'Balance before', 'Balance after', 'Withheld in the range', 'Provider order']);
    expect(cells.slice(1)).toEqual([
      // The provider as people know it: Tremendous, and the built-in fake of a test stack as a test provider, never "fake".
      ['Feb 14th, 2026', 'Jordan Miller', 'US', 'Tremendous', 'Bank transfer', 'Paid', '$1,200.00', '$1,250.00', '$50.00', '$360.00', 'ord-c1'],
      ['Feb 14th, 2026', 'Léa Tremblay', 'CA', 'Test provider', 'Bank transfer', 'Processing', 'CA$400.00', 'CA$450.00', 'CA$50.00', 'CA$0.00', ''],
    ]);
    // Totals per currency and status, never one sum of dollars and Canadian dollars.
    const totals = screen.getByLabelText('Totals by currency and status');
    expect(within(totals).getAllByRole('term').map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent} (${term.nextElementSibling?.nextElementSibling?.textContent})`)).toEqual([
      'Paid · USD: $9,000.00 (20 cash-outs)',
      'Processing · CAD: CA$1,500.00 (7 cash-outs)',
    ]);
    expect(within(screen.getByRole('table', { name: 'Cashed out by month' })).getAllByRole('row').map((tr) => tr.textContent)).toEqual(['MonthUSDCAD', 'Feb 2026$9,000.00CA$1,500.00']);
    expect(screen.getByText('27 cash-outs')).toBeTruthy();
    expect(Object.fromEntries(urls[0]!.searchParams)).toEqual({ startDate: '2026-01-01', endDate: '2026-03-31', status: 'paid', page: '1', limit: '25' });
  });

  it('sorts by a header through sortBy and sortDirection, asks the API so and exports in that order', async () => {
    const { user, urls, address } = renderPage('/auth/admin/cash-out-report?startDate=2026-01-01&endDate=2026-03-31&page=2&currency=USD');
    const table = await screen.findByRole('table', { name: 'Cash-out report' });
    await user.click(within(table).getByRole('button', { name: 'Amount' }));
    expect(Object.fromEntries(address())).toEqual({ startDate: '2026-01-01', endDate: '2026-03-31', currency: 'USD', sortBy: 'amount', sortDirection: 'asc' });
    await user.click(within(table).getByRole('button', { name: 'Amount' }));
    expect(address().get('sortDirection')).toBe('desc');
    await waitFor(() => expect(urls.at(-1)?.searchParams.get('sortDirection')).toBe('desc'));
    expect(Object.fromEntries(urls.at(-1)!.searchParams)).toMatchObject({ currency: 'USD', sortBy: 'amount', page: '1' });
    expect(within(table).getByRole('columnheader', { name: 'Amount' }).getAttribute('aria-sort')).toBe('descending');
    expect(screen.getByRole('link', { name: 'Export CSV' }).getAttribute('href')).toBe(
      '/api/admin/aggregates/cash-out-report/export?format=csv&locale=en&startDate=2026-01-01&endDate=2026-03-31&currency=USD&sortBy=amount&sortDirection=desc',
    );
  });
});
