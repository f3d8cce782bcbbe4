import { describe, expect, it } from 'vitest';
import {
  DEFAULT_DEALER_FILTERS,
  dealerFiltersToApiQuery,
  dealerFiltersToSearchParams,
  hasDealerSearch,
  parseDealerFilters,
  updateDealerFilters,
} from './dealers-query';

describe('the dealer finder’s filters in the URL', () => {
  it('are empty for an empty query: every dealer', () => {
    expect(parseDealerFilters(new URLSearchParams())).toEqual(DEFAULT_DEALER_FILTERS);
    expect(hasDealerSearch(DEFAULT_DEALER_FILTERS)).toBe(false);
    expect(dealerFiltersToApiQuery(DEFAULT_DEALER_FILTERS)).toEqual({});
  });

  it('reads every filter, codes in upper case, and a distance only with a postal code and among the spec’s', () => {
    const filters = parseDealerFilters(new URLSearchParams('name=%20Moto%20&country=ca&state=qc&zipcode=H7V%202T3&zipDistance=50'));
    expect(filters).toEqual({ name: 'Moto', country: 'CA', state: 'QC', zipcode: 'H7V 2T3', zipDistance: '50' });
    expect(parseDealerFilters(new URLSearchParams('zipcode=92591&zipDistance=30')).zipDistance).toBe('');
    expect(parseDealerFilters(new URLSearchParams('zipDistance=50')).zipDistance).toBe('');
  });

  it('writes only what is set, and round-trips', () => {
    const filters = { ...DEFAULT_DEALER_FILTERS, country: 'US', zipcode: '92591', zipDistance: '25' as const };
    const params = dealerFiltersToSearchParams(filters);
    expect(params.toString()).toBe('country=US&zipcode=92591&zipDistance=25');
    expect(parseDealerFilters(params)).toEqual(filters);
    expect(dealerFiltersToSearchParams({ ...DEFAULT_DEALER_FILTERS, zipDistance: '50' }).toString()).toBe('');
  });

  it('asks the service for Exact by leaving the distance out, and a radius in miles', () => {
    expect(dealerFiltersToApiQuery({ ...DEFAULT_DEALER_FILTERS, name: 'Moto', zipcode: '92591' })).toEqual({ name: 'Moto', zipcode: '92591' });
    expect(dealerFiltersToApiQuery({ ...DEFAULT_DEALER_FILTERS, state: 'CA', zipcode: '92591', zipDistance: '100' })).toEqual({ state: 'CA', zipcode: '92591', zipDistance: 100 });
  });

  it('clears the state when the country changes, and the distance with the postal code', () => {
    const chosen = { ...DEFAULT_DEALER_FILTERS, country: 'US', state: 'CA', zipcode: '92591', zipDistance: '50' as const };
    expect(updateDealerFilters(chosen, { country: 'CA' })).toMatchObject({ country: 'CA', state: '' });
    expect(updateDealerFilters(chosen, { country: 'US' })).toMatchObject({ state: 'CA' });
    expect(updateDealerFilters(chosen, { zipcode: ' ' })).toMatchObject({ zipDistance: '' });
  });
});
