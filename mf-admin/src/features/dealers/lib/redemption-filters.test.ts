import { describe, expect, it } from 'vitest';
import { exportHref } from '../api/dealers';
import { REDEMPTIONS_PAGE_SIZE, countOf, exportQuery, hasFilters, moneyOf, redemptionParams } from './redemption-filters';

const search = (text: string) => new URLSearchParams(text);

describe('redemption filters', () => {
  it('reads the filters of the address, leaving out what is malformed', () => {
    expect(redemptionParams(search('afterDate=2026-01-01&beforeDate=31/12/2026&country=ca&riderName=%20Zoe%20&dealerName=Lone&page=3'))).toEqual({
      afterDate: '2026-01-01',
      country: 'CA',
      riderName: 'Zoe',
      dealerName: 'Lone',
      page: 3,
      limit: REDEMPTIONS_PAGE_SIZE,
    });
    expect(redemptionParams(search('country=Canada&page=-2'))).toEqual({ page: 1, limit: REDEMPTIONS_PAGE_SIZE });
    expect(redemptionParams(search('dealerId=d1'), 10)).toEqual({ dealerId: 'd1', page: 1, limit: 10 });
  });

  it('knows when the list is filtered, and exports the same filters without the page', () => {
    expect(hasFilters(redemptionParams(search('page=2')))).toBe(false);
    const params = redemptionParams(search('riderName=Zoe&page=2'));
    expect(hasFilters(params)).toBe(true);
    expect(exportQuery(params)).toEqual({ riderName: 'Zoe' });
    // The file's headers and yes / no in the page's language.
    expect(exportHref('revoked', params, 'fr')).toBe('/api/admin/revoked-redemptions/export?riderName=Zoe&locale=fr');
    expect(exportHref('redeemed', redemptionParams(search('')), 'en')).toBe('/api/admin/credit-redemptions/export?locale=en');
  });

  it('keeps totals per currency and counts them', () => {
    const totals = [
      { currency: 'USD' as const, count: 2, amountCents: 5000 },
      { currency: 'CAD' as const, count: 1, amountCents: 1250 },
    ];
    expect(moneyOf(totals)).toEqual([
      { cents: 5000, currency: 'USD' },
      { cents: 1250, currency: 'CAD' },
    ]);
    expect(countOf(totals)).toBe(3);
    expect(countOf([])).toBe(0);
  });
});
