// @vitest-environment happy-dom
import type { RedemptionList } from '@rr/contracts';
import { useLocation } from '@rr/router';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { tillRedemption } from '../../../testing/fixtures';
import { fakeApi, renderDealer } from '../../../testing/render';
import { RedemptionsPage } from './redemptions-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const totals = (count: number, amountCents: number) => [{ currency: 'USD' as const, count, amountCents }];

function list(overrides: Partial<RedemptionList> = {}): RedemptionList {
  return {
    redemptions: [tillRedemption()],
    pagination: { page: 1, limit: 25, total: 1, pages: 1 },
    totals: totals(1, 12_550),
    periods: { thisYear: totals(4, 50_000), lastYear: totals(10, 125_000), lifetime: totals(14, 175_000) },
    distinctCountry: ['US', 'CA'],
    ...overrides,
  };
}

/** The address the page wrote, shown for the test. */
function Address() {
  const location = useLocation();
  return <output data-testid="address">{location.search}</output>;
}

describe('RedemptionsPage', () => {
  it('reads its filters from the address, sends them to both lists and to both exports', async () => {
    const api = fakeApi({
      'GET /api/dealer/credit-redemptions': { body: list() },
      'GET /api/dealer/revoked-redemptions': { body: list({ redemptions: [tillRedemption({ _id: 'rev-1', code: 'ZZ9', refundedAt: '2026-03-10T17:00:00.000Z', refundedByName: 'Pat Admin' })] }) },
    });
    renderDealer(<RedemptionsPage />, { path: '/auth/dealer/redemptions?country=CA&riderName=Miller&afterDate=2026-01-01' });
    await screen.findAllByText('ZZ9');
    const urls = api.calls.map((call) => call.url).sort();
    expect(urls).toEqual([
      '/api/dealer/credit-redemptions?page=1&limit=25&afterDate=2026-01-01&country=CA&riderName=Miller',
      '/api/dealer/revoked-redemptions?page=1&limit=25&afterDate=2026-01-01&country=CA&riderName=Miller',
    ]);
    expect(screen.getByRole('link', { name: 'Export CSV of the redemption history' }).getAttribute('href')).toBe('/api/dealer/credit-redemptions/export?afterDate=2026-01-01&country=CA&riderName=Miller&locale=en');
    expect(screen.getByRole('link', { name: 'Export CSV of the refunded redemptions' }).getAttribute('href')).toBe('/api/dealer/revoked-redemptions/export?afterDate=2026-01-01&country=CA&riderName=Miller&locale=en');
    expect((screen.getByLabelText('Rider\'s name') as HTMLInputElement).value).toBe('Miller');
    expect((screen.getByLabelText('Rider\'s country') as HTMLSelectElement).value).toBe('CA');
    // This year, last year and lifetime, and the filtered total.
    const periods = screen.getByRole('region', { name: 'Redeemed at your dealership' });
    expect(periods.textContent).toContain('This year$5004 redemptions');
    expect(periods.textContent).toContain('Lifetime$1,75014 redemptions');
    expect(screen.getByText('1 redemption for $125.50')).toBeTruthy();
    // The refund says when and by whom.
    const refunded = screen.getByRole('region', { name: 'Refunded redemptions' });
    expect(within(refunded).getAllByText('by Pat Admin').length).toBeGreaterThan(0);
  });

  it('asks for both files in the language the page is shown in', async () => {
    fakeApi({ 'GET /api/dealer/credit-redemptions': { body: list() }, 'GET /api/dealer/revoked-redemptions': { body: list({ redemptions: [] }) } });
    renderDealer(<RedemptionsPage />, { path: '/auth/dealer/redemptions?riderName=Miller', locale: 'de' });
    await screen.findAllByText(tillRedemption().code);
    expect(screen.getByRole('link', { name: 'Export CSV of the redemption history' }).getAttribute('href')).toBe('/api/dealer/credit-redemptions/export?riderName=Miller&locale=de');
    expect(screen.getByRole('link', { name: 'Export CSV of the refunded redemptions' }).getAttribute('href')).toBe('/api/dealer/revoked-redemptions/export?riderName=Miller&locale=de');
  });

  it('shows each time on the dealer’s own clock with its zone named', async () => {
    fakeApi({
      'GET /api/dealer/credit-redemptions': { body: list({ redemptions: [tillRedemption({ redeemedAt: '2026-01-15T11:20:00.000Z' })] }) },
      'GET /api/dealer/revoked-redemptions': { body: list({ redemptions: [tillRedemption({ _id: 'rev-1', code: 'ZZ9', redeemedAt: '2026-01-15T11:20:00.000Z', refundedAt: '2026-07-02T03:30:00.000Z', refundedByName: 'Pat Admin' })] }) },
    });
    renderDealer(<RedemptionsPage />, { path: '/auth/dealer/redemptions', timeZone: 'America/Toronto' });
    await screen.findAllByText('ZZ9');
    const history = screen.getByRole('region', { name: 'Redemption history' });
    expect(within(history).getAllByText('Jan 15th, 2026 6:20 AM EST').length).toBeGreaterThan(0);
    // A refund late in the evening in Toronto, in summer: still July 1st there.
    const refunded = screen.getByRole('region', { name: 'Refunded redemptions' });
    expect(within(refunded).getAllByText('Jul 1st, 2026 11:30 PM EDT').length).toBeGreaterThan(0);
  });

  it('writes applied filters to the address and goes back to page 1', async () => {
    const api = fakeApi({ 'GET /api/dealer/credit-redemptions': { body: list() }, 'GET /api/dealer/revoked-redemptions': { body: list({ redemptions: [] }) } });
    const { user } = renderDealer(
      <>
        <RedemptionsPage />
        <Address />
      </>,
      { path: '/auth/dealer/redemptions?page=3' },
    );
    await screen.findAllByText('2BX4');
    await user.type(screen.getByLabelText('Rider\'s name'), 'Jordan');
    await user.selectOptions(screen.getByLabelText('Rider\'s country'), 'US');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    await waitFor(() => expect(screen.getByTestId('address').textContent).toBe('?country=US&riderName=Jordan'));
    await waitFor(() => expect(api.calls.some((call) => call.url === '/api/dealer/credit-redemptions?page=1&limit=25&country=US&riderName=Jordan')).toBe(true));
    expect((await screen.findAllByText('No refunded redemptions for the period')).length).toBeGreaterThan(0);
  });

  it('refuses a last day before the first, at the field', async () => {
    fakeApi({ 'GET /api/dealer/credit-redemptions': { body: list() }, 'GET /api/dealer/revoked-redemptions': { body: list() } });
    const { user } = renderDealer(
      <>
        <RedemptionsPage />
        <Address />
      </>,
      { path: '/auth/dealer/redemptions?afterDate=2026-03-10&beforeDate=2026-03-01' },
    );
    await screen.findAllByText('2BX4');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(await screen.findByText('The last day cannot be before the first day')).toBeTruthy();
    expect(screen.getByTestId('address').textContent).toBe('?afterDate=2026-03-10&beforeDate=2026-03-01');
  });

  it('says so when nothing was redeemed in the period (spec §8)', async () => {
    const empty = list({ redemptions: [], totals: [], pagination: { page: 1, limit: 25, total: 0, pages: 0 } });
    fakeApi({ 'GET /api/dealer/credit-redemptions': { body: empty }, 'GET /api/dealer/revoked-redemptions': { body: empty } });
    renderDealer(<RedemptionsPage />, { path: '/auth/dealer/redemptions' });
    expect((await screen.findAllByText('No redemptions for the period')).length).toBeGreaterThan(0);
  });
});
