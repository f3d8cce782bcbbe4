import { describe, expect, it } from 'vitest';
import { exportHref } from '../../../lib/redemptions-api';
import { EMPTY_FILTERS, datesInOrder, exportQuery, hasFilters, historyFromSearch, listQuery, searchWithFilters, searchWithPage } from './filters';

describe('the history filters in the URL (spec §7)', () => {
  it('reads the filters and both pages from the address', () => {
    const state = historyFromSearch(new URLSearchParams('afterDate=2026-01-01&beforeDate=2026-03-31&country=ca&riderName=Miller&page=3&revokedPage=2'));
    expect(state).toEqual({
      filters: { afterDate: '2026-01-01', beforeDate: '2026-03-31', country: 'CA', riderName: 'Miller' },
      pages: { redeemed: 3, revoked: 2 },
    });
  });

  it('leaves out what the contract refuses and starts on page 1', () => {
    const state = historyFromSearch(new URLSearchParams('afterDate=2026-02-30&country=Canada&riderName=%20%20&page=-4&revokedPage=x'));
    expect(state).toEqual({ filters: EMPTY_FILTERS, pages: { redeemed: 1, revoked: 1 } });
  });

  it('writes new filters to the address, keeps other parameters and goes back to page 1 of both lists', () => {
    const current = new URLSearchParams('riderName=Old&page=4&revokedPage=2&tab=x');
    const next = searchWithFilters(current, { afterDate: '2026-01-01', beforeDate: '', country: 'US', riderName: ' Jordan ' });
    expect(Object.fromEntries(next)).toEqual({ riderName: 'Jordan', tab: 'x', afterDate: '2026-01-01', country: 'US' });
  });

  it('round-trips: the filters written are the filters read', () => {
    const filters = { afterDate: '2025-06-01', beforeDate: '2025-06-30', country: 'FR', riderName: 'Zoë Martin' };
    expect(historyFromSearch(searchWithFilters(new URLSearchParams(), filters)).filters).toEqual(filters);
  });

  it('moves one list to another page, page 1 left out of the address', () => {
    const current = new URLSearchParams('country=US&page=2');
    expect(searchWithPage(current, 'revoked', 3).toString()).toBe('country=US&page=2&revokedPage=3');
    expect(searchWithPage(current, 'redeemed', 1).toString()).toBe('country=US');
  });
});

describe('the API and export queries', () => {
  const filters = { ...EMPTY_FILTERS, country: 'CA', riderName: 'Miller' };

  it('sends the filters that are set with the page', () => {
    expect(listQuery(filters, 2)).toEqual({ page: 2, limit: 25, country: 'CA', riderName: 'Miller' });
    expect(listQuery(EMPTY_FILTERS)).toEqual({ page: 1, limit: 25 });
  });

  it('exports the same filters without paging, from each list’s export path, in the page’s language', () => {
    expect(exportQuery(filters)).toEqual({ country: 'CA', riderName: 'Miller' });
    expect(exportHref('redeemed', exportQuery(filters), 'de')).toBe('/api/dealer/credit-redemptions/export?country=CA&riderName=Miller&locale=de');
    expect(exportHref('revoked', exportQuery(EMPTY_FILTERS), 'en')).toBe('/api/dealer/revoked-redemptions/export?locale=en');
  });

  it('knows when a filter is set and when the days are out of order', () => {
    expect(hasFilters(EMPTY_FILTERS)).toBe(false);
    expect(hasFilters(filters)).toBe(true);
    expect(datesInOrder({ afterDate: '2026-03-01', beforeDate: '2026-03-01' })).toBe(true);
    expect(datesInOrder({ afterDate: '2026-03-02', beforeDate: '2026-03-01' })).toBe(false);
    expect(datesInOrder({ afterDate: '', beforeDate: '2026-03-01' })).toBe(true);
  });
});
