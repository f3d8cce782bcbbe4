import { useSearchParams } from '@rr/router';
import type { SortingState } from '@rr/ui/table';
import { useListSearch } from '../../../lib/use-list-search';
import { reportTableFrom, searchWithSorting } from './table-params';
import { useReportRange } from './use-report-range';

/** Rows a page of a tabular report holds (the contract's default). */
export const REPORT_PAGE_SIZE = 25;

/**
 * The state of a tabular report in the address: the range, the search box (`query`, debounced), the filters, the page
 * and the order (`sortBy`, `sortDirection`).
 */
export function useTableReport(sortable: readonly string[]) {
  const { range } = useReportRange();
  const { search, query, text, setText, set } = useListSearch();
  const [, setSearch] = useSearchParams();
  const { page, sorting, sort } = reportTableFrom(search, sortable);
  const setSorting = (next: SortingState) => setSearch((current) => searchWithSorting(current, next));
  return { range, search, query, text, setText, set, page, sorting, sort, setSorting };
}
