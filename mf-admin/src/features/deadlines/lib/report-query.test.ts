import { describe, expect, it } from 'vitest';
import { deadlineParamsFrom } from './report-query';
import { monthsFrom } from './chart-points';

describe('deadlineParamsFrom', () => {
  it('reads the range, page and order with the contract’s rules', () => {
    expect(deadlineParamsFrom(new URLSearchParams('startDate=2026-01-01&endDate=2026-03-31&page=2&sortBy=daysLate&sortDirection=desc'))).toEqual({
      startDate: '2026-01-01',
      endDate: '2026-03-31',
      page: 2,
      sortBy: 'daysLate',
      sortDirection: 'desc',
    });
    // No order: the report's own; an order without a direction is ascending.
    expect(deadlineParamsFrom(new URLSearchParams(''))).toEqual({ startDate: undefined, endDate: undefined, page: 1, sortBy: undefined, sortDirection: undefined });
    expect(deadlineParamsFrom(new URLSearchParams('sortBy=title')).sortDirection).toBe('asc');
  });

  it('leaves out what the service would refuse, instead of asking for a 400', () => {
    expect(deadlineParamsFrom(new URLSearchParams('startDate=2026-02-30&page=0&sortBy=promoterId&sortDirection=desc'))).toEqual({
      startDate: undefined,
      endDate: undefined,
      page: 1,
      sortBy: undefined,
      sortDirection: undefined,
    });
    expect(deadlineParamsFrom(new URLSearchParams('sortBy=title&sortDirection=up')).sortDirection).toBe('asc');
  });
});

describe('monthsFrom', () => {
  it('lists every month between two, both included, across a year', () => {
    expect(monthsFrom('2025-11', '2026-02')).toEqual(['2025-11', '2025-12', '2026-01', '2026-02']);
    expect(monthsFrom('2026-05', '2026-05')).toEqual(['2026-05']);
  });
});
