import type { SortingState } from '@rr/ui/table';

/** A report table's state in the address: `page`, and `sortBy` + `sortDirection` as the report's query names them. */
export interface ReportTableParams {
  page: number;
  sorting: SortingState;
  /** What goes to the API (and the export): nothing for the report's default order. */
  sort: { sortBy?: string; sortDirection?: 'asc' | 'desc' };
}

/** The page and order an address asks for; an order the report does not know is its default order. */
export function reportTableFrom(search: URLSearchParams, sortable: readonly string[]): ReportTableParams {
  const rawPage = Number(search.get('page'));
  const page = Number.isInteger(rawPage) && rawPage >= 1 ? rawPage : 1;
  const sortBy = search.get('sortBy') ?? '';
  if (!sortable.includes(sortBy)) return { page, sorting: [], sort: {} };
  const sortDirection = search.get('sortDirection') === 'desc' ? 'desc' : 'asc';
  return { page, sorting: [{ id: sortBy, desc: sortDirection === 'desc' }], sort: { sortBy, sortDirection } };
}

/** The address after a header was clicked: the new order (or none) and page 1 (page 4 of another order is unrelated rows). */
export function searchWithSorting(current: URLSearchParams, sorting: SortingState): URLSearchParams {
  const next = new URLSearchParams(current);
  const first = sorting[0];
  if (first) {
    next.set('sortBy', first.id);
    next.set('sortDirection', first.desc ? 'desc' : 'asc');
  } else {
    next.delete('sortBy');
    next.delete('sortDirection');
  }
  next.delete('page');
  return next;
}

/** The address with one filter changed (an empty value removes it); any change but the page's goes back to page 1. */
export function searchWithParam(current: URLSearchParams, name: string, value: string): URLSearchParams {
  const next = new URLSearchParams(current);
  if (value) next.set(name, value);
  else next.delete(name);
  if (name !== 'page') next.delete('page');
  return next;
}
