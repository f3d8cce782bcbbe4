// Server-side sorting and paging state of a table, as URL query parameters: `?sort=name` (ascending),
// `?sort=-name` (descending), `?page=3`. Page 1 and the default order are left out of the URL. Pure.
import type { SortingState } from '@tanstack/react-table';

export type { SortingState };

/** The URL parameters a table owns. */
export const SORT_PARAM = 'sort';
export const PAGE_PARAM = 'page';

/** A table's server-side state: 1-based page and at most one sorted column. */
export interface TableParams {
  page: number;
  sorting: SortingState;
}

/**
 * The sorting a `sort` parameter asks for (`name` → ascending, `-name` → descending); anything not in
 * `sortable` (a hand-edited URL, a column that was removed) means the default order.
 */
export function sortingFromParam(value: string | null | undefined, sortable: readonly string[]): SortingState {
  const text = (value ?? '').trim();
  const desc = text.startsWith('-');
  const id = desc ? text.slice(1) : text;
  return id && sortable.includes(id) ? [{ id, desc }] : [];
}

/** The `sort` parameter of a sorting; null for the default order. Only the first column counts. */
export function sortingToParam(sorting: SortingState): string | null {
  const first = sorting[0];
  return first ? `${first.desc ? '-' : ''}${first.id}` : null;
}

/** The page and sorting a URL asks for; a missing or invalid page is page 1. */
export function tableParamsFrom(search: URLSearchParams, sortable: readonly string[]): TableParams {
  const page = Number(search.get(PAGE_PARAM));
  return { page: Number.isInteger(page) && page >= 1 ? page : 1, sorting: sortingFromParam(search.get(SORT_PARAM), sortable) };
}

/**
 * The URL query after a change of page or sorting. A new order starts again at page 1 (page 4 of another
 * order shows unrelated rows). Other parameters (a search text, filters) are kept.
 */
export function searchWithTable(current: URLSearchParams, change: Partial<TableParams>): URLSearchParams {
  const next = new URLSearchParams(current);
  let page = change.page ?? Number(current.get(PAGE_PARAM) ?? 1);
  if (change.sorting !== undefined) {
    const sort = sortingToParam(change.sorting);
    if (sort !== current.get(SORT_PARAM)) page = change.page ?? 1;
    if (sort) next.set(SORT_PARAM, sort);
    else next.delete(SORT_PARAM);
  }
  if (Number.isInteger(page) && page > 1) next.set(PAGE_PARAM, String(page));
  else next.delete(PAGE_PARAM);
  return next;
}

/** A header's next order when it is clicked: ascending, then descending, then the default order again. */
export function nextSorting(sorting: SortingState, columnId: string): SortingState {
  const current = sorting[0];
  if (!current || current.id !== columnId) return [{ id: columnId, desc: false }];
  return current.desc ? [] : [{ id: columnId, desc: true }];
}

/** The `aria-sort` of a column header: only the sorted column says its direction. */
export function ariaSortOf(sorting: SortingState, columnId: string): 'ascending' | 'descending' | undefined {
  const current = sorting[0];
  if (!current || current.id !== columnId) return undefined;
  return current.desc ? 'descending' : 'ascending';
}

/** The API's `sort` value for a sorting (the same `name` / `-name` form as the URL); omitted for the default order. */
export function sortQuery(sorting: SortingState): { sort?: string } {
  const sort = sortingToParam(sorting);
  return sort ? { sort } : {};
}
