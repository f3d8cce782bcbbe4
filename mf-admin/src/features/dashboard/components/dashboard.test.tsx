// @vitest-environment happy-dom
import { fakeApi, type FakeAnswer } from '@rr/api-client/testing';
import type { ContingencyHeadline, RecentEvents, RecentPayouts, ReportSummary, SummaryCurrency } from '@rr/contracts';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAdmin } from '../../../testing/render';
import { Dashboard } from './dashboard';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const currency = (code: SummaryCurrency['currency'], figures: Partial<SummaryCurrency>): SummaryCurrency => ({
  currency: code,
  available: 0,
  earned: 0,
  earnedCash: 0,
  earnedCredit: 0,
  earnedBonus: 0,
  earnRate: null,
  redeemed: 0,
  refunded: 0,
  redemptionRate: null,
  cashedOut: 0,
  expired: 0,
  withheld: 0,
  ...figures,
});

// Two currencies side by side: USD $12,500 available of which $5,288.75 earned (42.31 %), CAD CA$8,000 of which
// CA$2,320 earned (0.29: 29 %, not the 28 a bare floor of 28.999… would give). Added up they would be 20,500.
const summary: ReportSummary = {
  range: { startDate: '2026-01-01', endDate: '2026-03-20' },
  months: 3,
  events: 7,
  riders: 42,
  currencies: [
    // $45 refunded in March of a redemption made last December: a refund of its own, February's redemptions untouched.
    currency('USD', { available: 12_500_00, earned: 5_288_75, earnRate: 0.4231, redeemed: 1_200_00, refunded: 45_00, redemptionRate: 0.999, earnedCredit: 1_201_00 }),
    currency('CAD', { available: 8_000_00, earned: 2_320_00, earnRate: 0.29, redeemed: 0, redemptionRate: null }),
    // More credit redeemed this year than earned in it (credit earned last year spent now): a rate over 100 %.
    currency('EUR', { available: 0, earned: 475_00, earnRate: null, redeemed: 1_020_00, earnedCredit: 475_00, redemptionRate: 2.1474 }),
  ],
  byMonth: [
    { month: '2026-01', currency: 'USD', available: 12_500_00, earned: 0, redeemed: 0, refunded: 0, cashedOut: 0 },
    { month: '2026-02', currency: 'USD', available: 0, earned: 5_288_75, redeemed: 1_200_00, refunded: 0, cashedOut: 0 },
    { month: '2026-03', currency: 'USD', available: 0, earned: 0, redeemed: 0, refunded: 45_00, cashedOut: 0 },
    { month: '2026-03', currency: 'CAD', available: 8_000_00, earned: 2_320_00, redeemed: 0, refunded: 0, cashedOut: 0 },
  ],
  generatedAt: '2026-03-20T18:00:00.000Z',
  cached: false,
};
const contingency: ContingencyHeadline = {
  contingencyTitle: 'Contingency posted for upcoming events',
  contingencyAmount: 48_000_00,
  currency: 'USD',
  totals: [
    { currency: 'USD', cents: 48_000_00 },
    { currency: 'CAD', cents: 9_500_00 },
  ],
  events: 12,
};
const events: RecentEvents = {
  events: [
    { _id: 'evt-1', title: 'Spring Opener', type: 'motocross', startDate: '2026-03-14', endDate: '2026-03-15', city: 'Perris', state: 'CA', country: 'US', series: null, active: true, canceled: false },
    { _id: 'evt-2', title: 'Thunder Valley', type: 'motocross', startDate: '2026-03-07', endDate: '2026-03-07', city: 'Lakewood', state: 'CO', country: 'US', series: null, active: true, canceled: true },
  ],
};
const payouts: RecentPayouts = {
  payouts: [
    { _id: 'lot-1', awardedAt: '2026-03-16T17:00:00.000Z', riderId: 'rider-1', riderName: 'Jordan Miller', eventId: 'evt-1', eventTitle: 'Spring Opener', type: 'cash', amount: 325_00, currency: 'USD', status: 'current' },
  ],
  pagination: { page: 1, limit: 5, total: 1, pages: 1 },
};
const page = (total: number) => ({ pagination: { page: 1, limit: 1, total, pages: total } });

const ROUTES: Record<string, FakeAnswer> = {
  'GET /api/aggregates/contingency': { body: contingency },
  'GET /api/admin/aggregates/summary': { body: summary },
  'GET /api/admin/aggregates/payouts': { body: payouts },
  'GET /api/events-lean': { body: events },
  'GET /api/admin/events-late': { body: { events: [], ...page(3) } },
  'GET /api/admin/payout-claims': { body: { payoutClaims: [], ...page(2) } },
  'GET /api/promoters': { body: { promoters: [], ...page(0) } },
  // 27 open lines across events (the total of the queue's one-line page); four events hold them.
  'GET /api/admin/result-exceptions': { body: { lines: [], ...page(27), suggestionsUnavailable: false } },
  'GET /api/admin/events-exceptions': { body: { events: [], lines: 27, ...page(4) } },
};

/** The kit's fake `/api` with the dashboard's answers (`overrides` replacing some); the URLs asked, as they come. */
const fakeDashboardApi = (overrides: Record<string, FakeAnswer> = {}) => fakeApi({ ...ROUTES, ...overrides }).calls;

const renderDashboard = () => renderAdmin(<Dashboard />, { path: '/' }).user;

const card = (title: string) => screen.getByRole('heading', { name: title }).closest('section') as HTMLElement;
const rowCells = (table: HTMLElement, header: string) =>
  within(within(table).getByRole('rowheader', { name: header }).closest('tr') as HTMLElement)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('Dashboard', () => {
  it('shows this year’s figures in a column per currency, never added together, rates by the spec §5 rule', async () => {
    const calls = fakeDashboardApi();
    renderDashboard();
    await screen.findByRole('columnheader', { name: 'EUR' });
    const table = screen.getByRole('table', { name: 'Money by currency (never added across currencies)' });
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['USD', 'CAD', 'EUR']);
    expect(rowCells(table, 'Available')).toEqual(['$12,500', 'CA$8,000', '€0']);
    expect(rowCells(table, 'Earned')).toEqual(['$5,288.75', 'CA$2,320', '€475']);
    // 0.4231 → 42 %, 0.29 → 29 % (rounded down, without the float noise), 0.999 → 99 %, 2.1474 → 214 %, no base → a dash.
    expect(rowCells(table, 'Earn rate')).toEqual(['42%', '29%', '—']);
    expect(rowCells(table, 'Redeemed')).toEqual(['$1,200', 'CA$0', '€1,020']);
    expect(rowCells(table, 'Refunded')).toEqual(['$45', 'CA$0', '€0']);
    expect(rowCells(table, 'Redemption rate')).toEqual(['99%', '—', '214%']);
    expect(document.body.textContent).not.toMatch(/20,500/);

    const figures = card('This year so far');
    const counts = Object.fromEntries(within(figures).getAllByRole('term').map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]));
    expect(counts).toEqual({ 'Riders who earned': '42', Events: '7', Months: '3' });
    expect(within(figures).getByRole('link', { name: 'Summary report' }).getAttribute('href')).toBe('/auth/admin/summary');
    // The default range: the server's (1 January to today), so the dashboard sends none.
    expect(calls.find((call) => call.url.startsWith('/api/admin/aggregates/summary'))?.url).toBe('/api/admin/aggregates/summary');
  });

  it('gives screen readers the chart as a table per currency, every month since 1 January, a month without money at 0', async () => {
    fakeDashboardApi();
    const user = renderDashboard();
    const usd = await screen.findByRole('table', { name: 'Contingency by month in USD' });
    const cad = screen.getByRole('table', { name: 'Contingency by month in CAD' });
    expect(within(usd).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Month', 'Available', 'Earned', 'Redeemed', 'Refunded']);
    expect(rowCells(usd, 'January 2026')).toEqual(['$12,500', '$0', '$0', '$0']);
    expect(rowCells(usd, 'February 2026')).toEqual(['$0', '$5,288.75', '$1,200', '$0']);
    // The refund is its own bar in its own month, never a negative redemption.
    expect(rowCells(usd, 'March 2026')).toEqual(['$0', '$0', '$0', '$45']);
    expect(rowCells(cad, 'March 2026')).toEqual(['CA$8,000', 'CA$2,320', 'CA$0', 'CA$0']);
    expect(within(cad).getAllByRole('row')).toHaveLength(4);

    // The drawing shows one currency at a time: USD first, CAD on request.
    const chart = card('Contingency since 1 January');
    expect(within(chart).getByRole('button', { name: 'USD' }).getAttribute('aria-pressed')).toBe('true');
    expect(chart.querySelectorAll('svg rect')).toHaveLength(12);
    expect([...chart.querySelectorAll('.adm-chart__tick')].map((tick) => tick.textContent)).toEqual(['$0', '$5,000', '$10,000', '$15,000']);
    // Both axes are named, and each bar names its measure, month and amount.
    expect([...chart.querySelectorAll('.adm-chart__axis-label')].map((label) => label.textContent)).toEqual(['Amount (USD)', 'Month']);
    expect([...chart.querySelectorAll('svg rect title')].map((title) => title.textContent).slice(8)).toEqual(['Available, March 2026: $0', 'Earned, March 2026: $0', 'Redeemed, March 2026: $0', 'Refunded, March 2026: $45']);
    await user.click(within(chart).getByRole('button', { name: 'CAD' }));
    expect(within(chart).getByRole('button', { name: 'CAD' }).getAttribute('aria-pressed')).toBe('true');
    expect([...chart.querySelectorAll('.adm-chart__tick')].map((tick) => tick.textContent)).toEqual(['CA$0', 'CA$2,000', 'CA$4,000', 'CA$6,000', 'CA$8,000']);
    expect(chart.querySelectorAll('svg rect')).toHaveLength(12);
  });

  it('counts what needs attention today and links to each list so filtered', async () => {
    const calls = fakeDashboardApi();
    renderDashboard();
    const attention = card('Needs attention today');
    const item = async (name: string) => {
      const link = await within(attention).findByRole('link', { name });
      const row = link.closest('li') as HTMLElement;
      await within(row).findByText(/^\d+$/);
      return { href: link.getAttribute('href'), count: row.querySelector('.rr-badge')?.textContent };
    };
    expect(await item('Events with late results')).toEqual({ href: '/auth/admin/late-results-events', count: '3' });
    expect(await item('Open payout claims')).toEqual({ href: '/auth/admin/payout-claims?status=open', count: '2' });
    expect(await item('Pending promoter applications')).toEqual({ href: '/auth/admin/promoter-applications?status=pending&year=', count: '0' });
    // Result matching: every open line across events (not the events that hold them), linked to staff's queue.
    expect(await item('Result lines to match to riders')).toEqual({ href: '/auth/admin/exceptions', count: '27' });
    // Each count is the total of a one-row page of the very list the link opens.
    expect(calls.map((call) => call.url)).toEqual(
      expect.arrayContaining(['/api/admin/events-late?limit=1', '/api/admin/payout-claims?status=open&limit=1', '/api/promoters?status=pending&page=1&limit=1', '/api/admin/result-exceptions?limit=1']),
    );
  });

  it('shows the headline, recent events and payouts with links to their pages', async () => {
    fakeDashboardApi();
    renderDashboard();
    const headline = card('Contingency up for grabs');
    expect(await within(headline).findByText('$48,000')).toBeTruthy();
    expect(within(headline).getByText('+ CA$9,500 at 12 upcoming events')).toBeTruthy();

    const recent = card('Recent events');
    expect((await within(recent).findByRole('link', { name: 'Spring Opener' })).getAttribute('href')).toBe('/auth/admin/event/evt-1');
    expect(within(recent).getByRole('link', { name: 'Thunder Valley' }).closest('li')?.textContent).toContain('Canceled');

    const paid = card('Recent payouts');
    const rider = await within(paid).findByRole('link', { name: 'Jordan Miller' });
    expect(rider.getAttribute('href')).toBe('/auth/admin/rider/rider-1');
    expect(rider.closest('li')?.textContent).toContain('$325');
    expect(rider.closest('li')?.textContent).toContain('Cash · Spring Opener');
  });

  it('keeps every other part when one fails: the summary missing shows its error in the figures and the chart', async () => {
    fakeDashboardApi({ 'GET /api/admin/aggregates/summary': { status: 404, body: { code: 'NOT_FOUND', message: 'Not found' } }, 'GET /api/promoters': { status: 500, body: { message: 'Boom' } } });
    renderDashboard();
    expect(await within(card('This year so far')).findByText('This part could not be loaded.')).toBeTruthy();
    expect(await within(card('Contingency since 1 January')).findByText('This part could not be loaded.')).toBeTruthy();
    expect(within(card('This year so far')).getByRole('button', { name: 'Try again' })).toBeTruthy();

    expect(await within(card('Contingency up for grabs')).findByText('$48,000')).toBeTruthy();
    expect(await within(card('Recent events')).findByRole('link', { name: 'Spring Opener' })).toBeTruthy();
    expect(await within(card('Recent payouts')).findByRole('link', { name: 'Jordan Miller' })).toBeTruthy();
    const attention = card('Needs attention today');
    const pending = within(attention).getByRole('link', { name: 'Pending promoter applications' }).closest('li') as HTMLElement;
    expect(await within(pending).findByText(/Not counted/)).toBeTruthy();
    const late = within(attention).getByRole('link', { name: 'Events with late results' }).closest('li') as HTMLElement;
    expect(await within(late).findByText('3')).toBeTruthy();
  });
});
