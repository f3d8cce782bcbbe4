// @rr/ui/table: the data table kit (TanStack Table) and CSV export. A subpath of its own, not in @rr/ui's index:
// @rr/ui is a federation singleton in every first page load, and TanStack Table loads only with pages that use it.
export { DataTable, type DataTableProps } from './data-table';
export { actionsColumn, csvColumnsOf, sortableIds, type CardPlace, type DataColumn } from './columns';
export {
  PAGE_PARAM,
  SORT_PARAM,
  ariaSortOf,
  nextSorting,
  searchWithTable,
  sortQuery,
  sortingFromParam,
  sortingToParam,
  tableParamsFrom,
  type SortingState,
  type TableParams,
} from './sorting';
export { UTF8_BOM, csvField, csvFileName, downloadCsv, neutraliseFormula, toCsv, type CsvColumn, type CsvValue } from './csv';
export { useCsvExport } from './use-csv-export';
export { useColumnVisibility } from './use-column-visibility';
