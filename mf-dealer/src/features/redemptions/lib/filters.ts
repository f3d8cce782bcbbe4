import { redemptionFiltersSchema } from '@rr/contracts';
import type { RedemptionQuery } from '../../../lib/redemptions-api';

/**
 * The redemption history's filters (spec §3: afterDate, beforeDate, country, riderName) as the page's URL query
 * (spec §7 "filters taken from the URL query"): a filtered list can be bookmarked, shared and gone back to. The
 * redeemed list pages with `page`, the refunded one with `revokedPage`. Pure.
 */
export const FILTER_KEYS = ['afterDate', 'beforeDate', 'country', 'riderName'] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];
export type FilterValues = Record<FilterKey, string>;

export const EMPTY_FILTERS: FilterValues = { afterDate: '', beforeDate: '', country: '', riderName: '' };

export const PAGE_PARAMS = { redeemed: 'page', revoked: 'revokedPage' } as const;
export type ListName = keyof typeof PAGE_PARAMS;

/** Rows per page of each list. */
export const PAGE_SIZE = 25;

export interface HistoryState {
  filters: FilterValues;
  pages: Record<ListName, number>;
}

function pageOf(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** What the address asks for; a value the contract refuses (a hand-edited date, a country code) is left out. */
export function historyFromSearch(search: URLSearchParams): HistoryState {
  const filters: FilterValues = { ...EMPTY_FILTERS };
  for (const key of FILTER_KEYS) {
    const raw = search.get(key);
    if (raw === null) continue;
    const parsed = redemptionFiltersSchema.safeParse({ [key]: raw });
    const value = parsed.success ? parsed.data[key] : undefined;
    if (typeof value === 'string') filters[key] = value;
  }
  return { filters, pages: { redeemed: pageOf(search.get(PAGE_PARAMS.redeemed)), revoked: pageOf(search.get(PAGE_PARAMS.revoked)) } };
}

/** The address after new filters: each set filter written, cleared ones removed, both lists back to their first page. */
export function searchWithFilters(current: URLSearchParams, filters: FilterValues): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const key of FILTER_KEYS) {
    const value = filters[key].trim();
    if (value) next.set(key, value);
    else next.delete(key);
  }
  next.delete(PAGE_PARAMS.redeemed);
  next.delete(PAGE_PARAMS.revoked);
  return next;
}

/** The address on another page of one list (page 1 is left out). */
export function searchWithPage(current: URLSearchParams, list: ListName, page: number): URLSearchParams {
  const next = new URLSearchParams(current);
  if (page > 1) next.set(PAGE_PARAMS[list], String(page));
  else next.delete(PAGE_PARAMS[list]);
  return next;
}

/** The API query of a list: the filters that are set, and the page. */
export function listQuery(filters: FilterValues, page = 1, limit = PAGE_SIZE): RedemptionQuery {
  const query: RedemptionQuery = { page, limit };
  for (const key of FILTER_KEYS) if (filters[key]) query[key] = filters[key];
  return query;
}

/** The export's query: the same filters, no paging. */
export function exportQuery(filters: FilterValues): RedemptionQuery {
  const { page: _page, limit: _limit, ...rest } = listQuery(filters);
  return rest;
}

export function hasFilters(filters: FilterValues): boolean {
  return FILTER_KEYS.some((key) => filters[key] !== '');
}

/** The filter form's own check: the last day not before the first (both days inclusive). */
export function datesInOrder(filters: Pick<FilterValues, 'afterDate' | 'beforeDate'>): boolean {
  return !filters.afterDate || !filters.beforeDate || filters.afterDate <= filters.beforeDate;
}
