// @vitest-environment happy-dom
import type { MarketShare } from '@rr/contracts';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderAdmin } from '../../../testing/render';
import featureEn from '../i18n/en.json';
import { MarketShareSeriesPage } from './market-share-series-page';

vi.mock('../kit/chart-canvas', () => ({ default: () => null }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const share = (key: string | null, name: string | null, finishers: number, maker: number, paid: number, makerPaid: number) => ({
  key,
  name,
  events: 2,
  finishers,
  makerFinishers: maker,
  finisherShare: finishers ? maker / finishers : null,
  paidPlaces: paid,
  makerPaidPlaces: makerPaid,
  payoutShare: paid ? makerPaid / paid : null,
});
const answer: MarketShare = {
  range: { startDate: '2026-01-01', endDate: '2026-03-31' },
  rows: [share('s-1', 'Desert Cup', 80, 34, 20, 9), share(null, null, 10, 0, 0, 0)],
  total: share(null, null, 90, 34, 20, 9),
  generatedAt: '2026-03-31T18:00:00.000Z',
  cached: false,
};

describe('MarketShareSeriesPage', () => {
  it('shows each series’ shares as spec §5 percentages, the events in no series, and the total', async () => {
    fakeApi({ 'GET /api/admin/aggregates/market-share-series': () => ({ body: answer }) });
    renderAdmin(<MarketShareSeriesPage />, { path: '/auth/admin/market-share-series', messages: featureEn });
    const table = await screen.findByRole('table', { name: 'Market share by series' });
    expect(within(table).getAllByRole('row').map((row) => Array.from(row.children, (cell) => cell.textContent))).toEqual([
      ['Series', 'Events', 'Finishers', 'On the brand’s bikes', 'Finisher share', 'Paid places', 'Paid places on the brand’s bikes', 'Payout share'],
      // 34 / 80 = 42.5 % and 9 / 20 = 45 %: rounded down.
      ['Desert Cup', '2', '80', '34', '42%', '20', '9', '45%'],
      ['No series', '2', '10', '0', '0%', '0', '0', 'n/a'],
      ['All series', '2', '90', '34', '37%', '20', '9', '45%'],
    ]);
    // The bar chart's figures, for screen readers: the same percentages, a series per bar group.
    expect(within(screen.getByRole('table', { name: 'Finisher and payout share by series' })).getAllByRole('row').map((row) => row.textContent)).toEqual([
      'SeriesFinisher sharePayout share',
      'Desert Cup42%45%',
      'No series0%',
    ]);
  });
});
