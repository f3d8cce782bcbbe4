// The redemption filters of the dealer refunds page and the dealer page (spec §3: afterDate, beforeDate, country,
// riderName; administrators also by dealer), read from and written to the address. Pure.
import type { RedemptionTotal } from '@rr/contracts';

export const REDEMPTION_FILTERS = ['afterDate', 'beforeDate', 'country', 'riderName', 'dealerName', 'dealerId', 'riderId'] as const;
export type RedemptionFilterName = (typeof REDEMPTION_FILTERS)[number];
export type RedemptionParams = Partial<Record<RedemptionFilterName, string>> & { page: number; limit: number };

/** Redemption lists show 25 a page (payouts' default). */
export const REDEMPTIONS_PAGE_SIZE = 25;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const COUNTRY = /^[A-Za-z]{2}$/;

/** The list's parameters from the address: days that are days, a two-letter country, trimmed names, a page ≥ 1. */
export function redemptionParams(search: URLSearchParams, limit = REDEMPTIONS_PAGE_SIZE): RedemptionParams {
  const params: RedemptionParams = { page: Math.max(1, Math.floor(Number(search.get('page'))) || 1), limit };
  for (const name of REDEMPTION_FILTERS) {
    const value = (search.get(name) ?? '').trim();
    if (!value) continue;
    if ((name === 'afterDate' || name === 'beforeDate') && !DAY.test(value)) continue;
    if (name === 'country') {
      if (COUNTRY.test(value)) params.country = value.toUpperCase();
      continue;
    }
    params[name] = value.slice(0, 200);
  }
  return params;
}

/** Whether any filter narrows the list (the page shows "Clear filters"). */
export function hasFilters(params: RedemptionParams): boolean {
  return REDEMPTION_FILTERS.some((name) => Boolean(params[name]));
}

/** The query of the list's CSV export: the same filters, without the page. */
export function exportQuery(params: RedemptionParams): Record<string, string> {
  const query: Record<string, string> = {};
  for (const name of REDEMPTION_FILTERS) if (params[name]) query[name] = params[name]!;
  return query;
}

/** Totals as the money formatter takes them (one amount per currency, never added across currencies). */
export function moneyOf(totals: readonly RedemptionTotal[]): Array<{ cents: number; currency: string }> {
  return totals.map((total) => ({ cents: total.amountCents, currency: total.currency }));
}

/** How many redemptions the totals count. */
export function countOf(totals: readonly RedemptionTotal[]): number {
  return totals.reduce((sum, total) => sum + total.count, 0);
}
