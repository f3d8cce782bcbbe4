import { describe, expect, it } from 'vitest';
import {
  DEFAULT_FILTERS,
  filtersToApiQuery,
  filtersToSearchParams,
  hasActiveSearch,
  isPostalCode,
  parseEventFilters,
  updateFilters,
} from './events-query';

describe('parseEventFilters', () => {
  it('gives the defaults for an empty query: upcoming, by date soonest first, page 1', () => {
    expect(parseEventFilters(new URLSearchParams())).toEqual(DEFAULT_FILTERS);
    expect(DEFAULT_FILTERS).toMatchObject({ period: 'upcoming', sortBy: 'startDate', sortDirection: 'asc', page: 1 });
  });

  it('starts the Past tab latest first unless the address says otherwise', () => {
    expect(parseEventFilters(new URLSearchParams('period=past')).sortDirection).toBe('desc');
    expect(parseEventFilters(new URLSearchParams('period=past&sortDirection=asc')).sortDirection).toBe('asc');
    expect(parseEventFilters(new URLSearchParams('sortDirection=desc')).sortDirection).toBe('desc');
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
      // A radius search: nearest first unless the address names another order.
      sortBy: 'distance',
      sortDirection: 'asc',
      page: 3,
    });
  });

  it('sorts a radius search nearest first by default, and never sorts by distance without a radius', () => {
    expect(parseEventFilters(new URLSearchParams('zipcode=92570&zipDistance=25'))).toMatchObject({ sortBy: 'distance', sortDirection: 'asc' });
    expect(parseEventFilters(new URLSearchParams('zipcode=92570&zipDistance=25&period=past'))).toMatchObject({ sortBy: 'distance', sortDirection: 'asc' });
    expect(parseEventFilters(new URLSearchParams('zipcode=92570&zipDistance=25&sortBy=startDate'))).toMatchObject({ sortBy: 'startDate', sortDirection: 'asc' });
    expect(parseEventFilters(new URLSearchParams('zipcode=92570&sortBy=distance'))).toMatchObject({ sortBy: 'startDate', sortDirection: 'asc' });
    expect(parseEventFilters(new URLSearchParams('sortBy=distance&period=past'))).toMatchObject({ sortBy: 'startDate', sortDirection: 'desc' });
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
    const params = filtersToSearchParams({ ...DEFAULT_FILTERS, query: 'mx', period: 'past', sortDirection: 'desc', page: 2 });
    expect(params.toString()).toBe('query=mx&period=past&page=2');
  });

  it("leaves out a tab's own date order, and writes the other one", () => {
    expect(filtersToSearchParams({ ...DEFAULT_FILTERS, period: 'past', sortDirection: 'desc' }).toString()).toBe('period=past');
    expect(filtersToSearchParams({ ...DEFAULT_FILTERS, sortDirection: 'desc' }).toString()).toBe('sortDirection=desc');
  });

  it('drops the radius when there is no zip code', () => {
    expect(filtersToSearchParams({ ...DEFAULT_FILTERS, zipDistance: '100' }).toString()).toBe('');
  });

  it('round-trips through parseEventFilters', () => {
    const filters = { ...DEFAULT_FILTERS, zipcode: '10001', zipDistance: '25' as const, country: 'US', page: 4 };
    expect(parseEventFilters(filtersToSearchParams(filters))).toEqual(filters);
    const nearest = { ...filters, sortBy: 'distance' as const, sortDirection: 'asc' as const };
    expect(filtersToSearchParams(nearest).toString()).toBe('zipcode=10001&zipDistance=25&country=US&page=4');
    expect(parseEventFilters(filtersToSearchParams(nearest))).toEqual(nearest);
  });
});

describe('updateFilters', () => {
  it("switches a tab to that tab's own date order unless the user chose one", () => {
    expect(updateFilters(DEFAULT_FILTERS, { period: 'past' }).sortDirection).toBe('desc');
    const past = updateFilters(DEFAULT_FILTERS, { period: 'past' });
    expect(updateFilters(past, { period: 'upcoming' }).sortDirection).toBe('asc');
    const chosen = { ...DEFAULT_FILTERS, sortDirection: 'desc' as const };
    expect(updateFilters(chosen, { period: 'past' }).sortDirection).toBe('desc');
    expect(updateFilters({ ...past, sortDirection: 'asc' }, { period: 'upcoming' }).sortDirection).toBe('asc');
  });

  it('returns to page 1 when a filter changes', () => {
    expect(updateFilters({ ...DEFAULT_FILTERS, page: 5 }, { query: 'loretta' }).page).toBe(1);
  });

  it('keeps the page when the page itself changes', () => {
    expect(updateFilters(DEFAULT_FILTERS, { page: 2 }).page).toBe(2);
  });

  it('lists the nearest first when a radius search starts from the default order, and goes back to dates when it ends', () => {
    const near = updateFilters(DEFAULT_FILTERS, { zipcode: '92570', zipDistance: '50' });
    expect(near).toMatchObject({ sortBy: 'distance', sortDirection: 'asc' });
    expect(updateFilters(near, { zipDistance: '' })).toMatchObject({ sortBy: 'startDate', sortDirection: 'asc' });
    expect(updateFilters({ ...near, period: 'past' }, { zipcode: '' })).toMatchObject({ sortBy: 'startDate', sortDirection: 'desc' });
    // An order the user chose stays.
    const byTitle = { ...DEFAULT_FILTERS, sortBy: 'title' as const };
    expect(updateFilters(byTitle, { zipcode: '92570', zipDistance: '50' }).sortBy).toBe('title');
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
      sortDirecton: 'asc',
      page: 1,
      limit: 12,
    });
  });

  it('sends the distance order only with a radius', () => {
    expect(filtersToApiQuery({ ...DEFAULT_FILTERS, zipcode: '92570', zipDistance: '50', sortBy: 'distance', sortDirection: 'asc' })).toMatchObject({ sortBy: 'distance', sortDirecton: 'asc', zipDistance: 50 });
    expect(filtersToApiQuery({ ...DEFAULT_FILTERS, sortBy: 'distance', sortDirection: 'asc' })).toMatchObject({ sortBy: 'startDate', sortDirecton: 'asc' });
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

describe('isPostalCode (the finder refuses any other zip text at the field)', () => {
  it('takes US ZIP codes, Canadian postal codes and their first half, in any case and spacing, and empty', () => {
    for (const text of ['92570', '92570-1234', '925701234', 'M5V 3L9', 'm5v3l9', 'M5V', ' l8n 1a1 ', '']) expect(isPostalCode(text), text).toBe(true);
  });

  it('refuses anything else', () => {
    for (const text of ['9257', '925700', 'ABCDE', 'M5V 3L', '5MV', 'not-a-zip', 'SW1A 1AA']) expect(isPostalCode(text), text).toBe(false);
  });
});
