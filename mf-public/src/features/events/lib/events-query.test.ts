import { describe, expect, it } from 'vitest';
import {
  DEFAULT_FILTERS,
  filtersToApiQuery,
  filtersToSearchParams,
  hasActiveSearch,
  parseEventFilters,
  updateFilters,
} from './events-query';

describe('parseEventFilters', () => {
  it('gives the defaults for an empty query: upcoming, startDate descending, page 1', () => {
    expect(parseEventFilters(new URLSearchParams())).toEqual(DEFAULT_FILTERS);
  });

  it('reads every filter from the URL and normalises state and country to upper case', () => {
    const filters = parseEventFilters(
      new URLSearchParams('query=%20Hangtown%20&state=ca&zipcode=95667&zipDistance=50&country=us&period=past&sortDirection=asc&page=3'),
    );
    expect(filters).toEqual({
      ...DEFAULT_FILTERS,
      query: 'Hangtown',
      state: 'CA',
      zipcode: '95667',
      zipDistance: '50',
      country: 'US',
      period: 'past',
      sortDirection: 'asc',
      page: 3,
    });
  });

  it('ignores values that are not offered (radius, period, page)', () => {
    const filters = parseEventFilters(new URLSearchParams('zipDistance=42&period=soon&page=-2&sortBy=venue'));
    expect(filters.zipDistance).toBe('');
    expect(filters.period).toBe('upcoming');
    expect(filters.page).toBe(1);
    expect(filters.sortBy).toBe('startDate');
  });
});

describe('filtersToSearchParams', () => {
  it('writes only what differs from the defaults', () => {
    expect(filtersToSearchParams(DEFAULT_FILTERS).toString()).toBe('');
    const params = filtersToSearchParams({ ...DEFAULT_FILTERS, query: 'mx', period: 'past', page: 2 });
    expect(params.toString()).toBe('query=mx&period=past&page=2');
  });

  it('drops the radius when there is no zip code', () => {
    expect(filtersToSearchParams({ ...DEFAULT_FILTERS, zipDistance: '100' }).toString()).toBe('');
  });

  it('round-trips through parseEventFilters', () => {
    const filters = { ...DEFAULT_FILTERS, zipcode: '10001', zipDistance: '25' as const, country: 'US', page: 4 };
    expect(parseEventFilters(filtersToSearchParams(filters))).toEqual(filters);
  });
});

describe('updateFilters', () => {
  it('returns to page 1 when a filter changes', () => {
    expect(updateFilters({ ...DEFAULT_FILTERS, page: 5 }, { query: 'loretta' }).page).toBe(1);
  });

  it('keeps the page when the page itself changes', () => {
    expect(updateFilters(DEFAULT_FILTERS, { page: 2 }).page).toBe(2);
  });

  it('clears the state when the country changes', () => {
    const next = updateFilters({ ...DEFAULT_FILTERS, country: 'US', state: 'CA' }, { country: 'CA' });
    expect(next.state).toBe('');
  });
});

describe('filtersToApiQuery', () => {
  it('always sends period, sort, page and limit, with the service spelling sortDirecton', () => {
    expect(filtersToApiQuery(DEFAULT_FILTERS)).toEqual({
      period: 'upcoming',
      sortBy: 'startDate',
      sortDirecton: 'desc',
      page: 1,
      limit: 12,
    });
  });

  it('sends the radius as a number of miles only together with a zip code', () => {
    const withZip = filtersToApiQuery({ ...DEFAULT_FILTERS, zipcode: '95667', zipDistance: '100' });
    expect(withZip).toMatchObject({ zipcode: '95667', zipDistance: 100 });
    const exact = filtersToApiQuery({ ...DEFAULT_FILTERS, zipcode: '95667', zipDistance: '' });
    expect(exact).not.toHaveProperty('zipDistance');
    const noZip = filtersToApiQuery({ ...DEFAULT_FILTERS, zipDistance: '100' });
    expect(noZip).not.toHaveProperty('zipDistance');
  });

  it('passes name, state and country searches through', () => {
    expect(filtersToApiQuery({ ...DEFAULT_FILTERS, query: 'ama', state: 'TX', country: 'US' }, 3)).toMatchObject({
      query: 'ama',
      state: 'TX',
      country: 'US',
      limit: 3,
    });
  });
});

describe('hasActiveSearch', () => {
  it('is false for the defaults and true once a search field is set', () => {
    expect(hasActiveSearch(DEFAULT_FILTERS)).toBe(false);
    expect(hasActiveSearch({ ...DEFAULT_FILTERS, state: 'OH' })).toBe(true);
  });
});
