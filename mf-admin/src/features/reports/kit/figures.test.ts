import { describe, expect, it } from 'vitest';
import { exportHref } from './export';
import { currencySeriesOf, monthPointsOf, percentText } from './figures';

describe('report figures', () => {
  it('shows rates as spec §5 does (percentFigure): ×100 rounded down, above 1 as it is, none without a base', () => {
    expect(percentText(0.4231, 'en', 'n/a')).toBe('42%');
    expect(percentText(0.999, 'en', 'n/a')).toBe('99%');
    expect(percentText(1, 'en', 'n/a')).toBe('100%');
    expect(percentText(0, 'en', 'n/a')).toBe('0%');
    expect(percentText(1.5, 'en', 'n/a')).toBe('1.5%');
    expect(percentText(null, 'en', 'n/a')).toBe('n/a');
    expect(percentText(0.4231, 'fr', 's.o.')).toBe('42\u00a0%');
  });

  it('gives each currency its own month series, never their sum', () => {
    const rows = [
      { month: '2026-02', currency: 'USD' as const, amount: 10_000 },
      { month: '2026-01', currency: 'CAD' as const, amount: 2_500 },
      { month: '2026-02', currency: 'CAD' as const, amount: 7_000 },
    ];
    const { points, currencies } = currencySeriesOf(rows, 'en');
    expect(currencies).toEqual(['USD', 'CAD']);
    expect(points).toEqual([
      { key: '2026-01', label: 'Jan 2026', values: { USD: null, CAD: 2_500 } },
      { key: '2026-02', label: 'Feb 2026', values: { USD: 10_000, CAD: 7_000 } },
    ]);
  });

  it('draws one currency of the summary months at a time', () => {
    const months = [
      { month: '2026-01', currency: 'USD' as const, available: 500_000, earned: 120_000, redeemed: 30_000, cashedOut: 0 },
      { month: '2026-01', currency: 'CAD' as const, available: 90_000, earned: 10_000, redeemed: 0, cashedOut: 0 },
    ];
    expect(monthPointsOf(months, 'CAD', ['available', 'earned', 'redeemed'], 'en')).toEqual([
      { key: '2026-01', label: 'Jan 2026', values: { available: 90_000, earned: 10_000, redeemed: 0 } },
    ]);
  });
});

describe('export links', () => {
  it('carry the format, the locale and the report filters, without paging or the cache switch', () => {
    const href = exportHref('rider-earnings', 'xlsx', 'de', {
      startDate: '2026-01-01',
      endDate: '2026-03-09',
      query: 'ana',
      currency: 'CAD',
      pro: undefined,
      sortBy: 'earned',
      sortDirection: 'desc',
      page: 3,
      limit: 25,
      noCache: true,
    });
    const url = new URL(href, 'https://example.test');
    expect(url.pathname).toBe('/api/admin/aggregates/rider-earnings/export');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      format: 'xlsx',
      locale: 'de',
      startDate: '2026-01-01',
      endDate: '2026-03-09',
      query: 'ana',
      currency: 'CAD',
      sortBy: 'earned',
      sortDirection: 'desc',
    });
  });

  it('keep a top list’s length', () => {
    expect(exportHref('top-dealers', 'csv', 'fr', { startDate: '2025-01-01', endDate: '2025-12-31', limit: 10 })).toBe(
      '/api/admin/aggregates/top-dealers/export?format=csv&locale=fr&startDate=2025-01-01&endDate=2025-12-31&limit=10',
    );
  });
});
