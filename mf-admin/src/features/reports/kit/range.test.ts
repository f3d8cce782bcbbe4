import { describe, expect, it } from 'vitest';
import { isDay, presetOf, presetRange, rangeFromSearch, searchWithRange } from './range';
import { reportTableFrom, searchWithParam, searchWithSorting } from './table-params';

// 10 March 2026, 02:00 UTC is still 9 March in Los Angeles: every preset counts from the programme day.
const NOW = new Date('2026-03-10T02:00:00Z');

describe('report range in the address', () => {
  it('defaults to 1 January of the programme year up to today (defaultReportRange)', () => {
    expect(rangeFromSearch(new URLSearchParams(), NOW)).toEqual({ startDate: '2026-01-01', endDate: '2026-03-09' });
    expect(rangeFromSearch(new URLSearchParams('startDate=2025-06-01'), NOW)).toEqual({ startDate: '2025-06-01', endDate: '2026-03-09' });
  });

  it('reads both ends, ignores what is not a real day and swaps ends given the wrong way round', () => {
    expect(rangeFromSearch(new URLSearchParams('startDate=2025-02-01&endDate=2025-02-28'), NOW)).toEqual({ startDate: '2025-02-01', endDate: '2025-02-28' });
    expect(rangeFromSearch(new URLSearchParams('startDate=2025-02-30&endDate=soon'), NOW)).toEqual({ startDate: '2026-01-01', endDate: '2026-03-09' });
    expect(rangeFromSearch(new URLSearchParams('startDate=2025-05-31&endDate=2025-05-01'), NOW)).toEqual({ startDate: '2025-05-01', endDate: '2025-05-31' });
    expect(isDay('2024-02-29')).toBe(true);
    expect(isDay('2025-02-29')).toBe(false);
  });

  it('computes the presets on the programme day', () => {
    expect(presetRange('thisYear', NOW)).toEqual({ startDate: '2026-01-01', endDate: '2026-03-09' });
    expect(presetRange('lastYear', NOW)).toEqual({ startDate: '2025-01-01', endDate: '2025-12-31' });
    expect(presetRange('last12Months', NOW)).toEqual({ startDate: '2025-03-10', endDate: '2026-03-09' });
    // On 29 February the year before has no 29th: twelve months back from the 28th.
    expect(presetRange('last12Months', new Date('2024-02-29T20:00:00Z'))).toEqual({ startDate: '2023-03-01', endDate: '2024-02-29' });
    // New Year's Eve in Los Angeles is already 1 January in UTC.
    expect(presetRange('thisYear', new Date('2026-01-01T05:00:00Z'))).toEqual({ startDate: '2025-01-01', endDate: '2025-12-31' });
  });

  it('tells which preset a range is', () => {
    expect(presetOf({ startDate: '2025-01-01', endDate: '2025-12-31' }, NOW)).toBe('lastYear');
    expect(presetOf({ startDate: '2025-01-01', endDate: '2025-12-30' }, NOW)).toBeNull();
  });

  it('writes a new range, keeps the other filters and goes back to page 1', () => {
    const next = searchWithRange(new URLSearchParams('query=ana&currency=CAD&page=3&startDate=2026-01-01'), { startDate: '2025-01-01', endDate: '2025-12-31' });
    expect(Object.fromEntries(next)).toEqual({ query: 'ana', currency: 'CAD', startDate: '2025-01-01', endDate: '2025-12-31' });
    // A cleared date input removes its end (the default applies again).
    expect(searchWithRange(new URLSearchParams('startDate=2025-01-01&endDate=2025-02-01'), { endDate: '' }).toString()).toBe('startDate=2025-01-01');
  });
});

describe('report table in the address', () => {
  const SORTS = ['name', 'earned'] as const;
  it('reads sortBy and sortDirection as the report names them, and ignores an unknown order', () => {
    expect(reportTableFrom(new URLSearchParams('sortBy=earned&sortDirection=desc&page=2'), SORTS)).toEqual({
      page: 2,
      sorting: [{ id: 'earned', desc: true }],
      sort: { sortBy: 'earned', sortDirection: 'desc' },
    });
    expect(reportTableFrom(new URLSearchParams('sortBy=email&page=-1'), SORTS)).toEqual({ page: 1, sorting: [], sort: {} });
  });

  it('writes a header click as sortBy + sortDirection, back to page 1; the default order removes both', () => {
    expect(Object.fromEntries(searchWithSorting(new URLSearchParams('page=4&currency=USD'), [{ id: 'name', desc: false }]))).toEqual({ currency: 'USD', sortBy: 'name', sortDirection: 'asc' });
    expect(searchWithSorting(new URLSearchParams('sortBy=name&sortDirection=desc'), []).toString()).toBe('');
    expect(Object.fromEntries(searchWithParam(new URLSearchParams('page=4&sortBy=name'), 'currency', 'EUR'))).toEqual({ sortBy: 'name', currency: 'EUR' });
    expect(searchWithParam(new URLSearchParams('page=4'), 'page', '5').toString()).toBe('page=5');
  });
});
