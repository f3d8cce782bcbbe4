import {
  EmptyState,
  FactList,
  Field,
  IconDownload,
  IconSortAscending,
  IconSortDescending,
  IconSortable,
  Pagination,
  Select,
  Spinner,
  Table,
  buttonClass,
  columnCell,
} from '@rr/ui';
import { getCoreRowModel, useReactTable, type ColumnDef, type SortingState } from '@tanstack/react-table';
import { useMemo, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { ColumnChooser } from './column-chooser';
import { csvColumnsOf, isHideable, type DataColumn } from './columns';
import type { CsvColumn } from './csv';
import { useCsvExport } from './use-csv-export';
import { ariaSortOf, nextSorting, sortingFromParam, sortingToParam } from './sorting';
import { useColumnVisibility } from './use-column-visibility';
import { visibilityOf } from './column-visibility';

export interface DataTableProps<T> {
  /** Names the table: its remembered column choice and, unless `exportFileName`, its CSV file. */
  id: string;
  /** The table's accessible name (caption and scrolling region). */
  caption: string;
  columns: readonly DataColumn<T>[];
  /** The rows of the current page, as the server answered them. */
  rows: readonly T[];
  rowKey: (row: T) => string;
  /** A fetch is under way. With rows, they stay (dimmed) until the answer arrives; without, a spinner. */
  loading?: boolean;
  loadingLabel?: string;
  /** Shown when there are no rows (spec §8 empty states); a generic "Nothing added yet" otherwise. */
  empty?: ReactNode;
  /** Controlled server-side order (keep it in the URL with tableParamsFrom / searchWithTable). */
  sorting?: SortingState;
  onSortingChange?: (sorting: SortingState) => void;
  /** Controlled server-side paging (1-based); the pagination control shows when `onPageChange` is given. */
  page?: number;
  pages?: number;
  onPageChange?: (page: number) => void;
  /** Let the user show and hide columns (remembered per `id`). */
  columnChooser?: boolean;
  /** Offer "Export CSV" of the rows shown, with the columns shown. */
  csvExport?: boolean;
  /** Exports the server writes (links to every matching row, not the page), at the end of the tools. */
  exportLinks?: ReactNode;
  exportFileName?: string;
  /** The exported columns, when they differ from the columns shown (e.g. name and e-mail apart). */
  csvColumns?: readonly CsvColumn<T>[];
  /** Content at the start of the table's toolbar (a search box, a count). */
  toolbar?: ReactNode;
  /** Below this width each row is a card (`sm` < 640 px, `lg` < 1100 px: for wide tables beside a sidebar). */
  cardsBelow?: 'sm' | 'lg';
}

const classes = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ') || undefined;

/**
 * The kit's data table (TanStack Table holds its state, the kit's `Table` draws it): server-side sorting and paging
 * controlled by the page, sort buttons with `aria-sort` in the headers, an actions column, an optional column
 * chooser and CSV export. Wide screens get the table inside a focusable, horizontally scrolling region; narrow
 * screens get one card per row, so no column that matters is ever off-screen.
 */
export function DataTable<T>({
  id,
  caption,
  columns,
  rows,
  rowKey,
  loading = false,
  loadingLabel,
  empty,
  sorting = [],
  onSortingChange,
  page = 1,
  pages = 1,
  onPageChange,
  columnChooser = false,
  csvExport = false,
  exportLinks,
  exportFileName,
  csvColumns,
  toolbar,
  cardsBelow = 'sm',
}: DataTableProps<T>) {
  const intl = useIntl();
  const hideable = useMemo(() => columns.filter(isHideable).map((column) => column.id), [columns]);
  const hiddenByDefault = useMemo(() => columns.filter((column) => isHideable(column) && column.hiddenByDefault).map((column) => column.id), [columns]);
  const { hidden, setShown } = useColumnVisibility(id, hideable, hiddenByDefault);

  const columnDefs = useMemo<ColumnDef<T>[]>(
    () =>
      columns.map((column) => ({
        id: column.id,
        enableHiding: isHideable(column),
        meta: column,
      })),
    [columns],
  );

  const table = useReactTable<T>({
    data: rows as T[],
    columns: columnDefs,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (row) => rowKey(row),
    // The server sorts and pages; the headers' buttons drive the sorting through the page's state.
    manualSorting: true,
    manualPagination: true,
    enableMultiSort: false,
    pageCount: pages,
    state: { sorting, columnVisibility: visibilityOf(hidden), pagination: { pageIndex: page - 1, pageSize: Math.max(rows.length, 1) } },
    onSortingChange: (updater) => onSortingChange?.(typeof updater === 'function' ? updater(sorting) : updater),
  });

  const visible = table.getVisibleLeafColumns().map((column) => column.columnDef.meta as DataColumn<T>);
  const sortable = visible.filter((column) => column.sortable && onSortingChange);
  const label = loadingLabel ?? intl.formatMessage({ id: 'ui.spinner.loading', defaultMessage: 'Loading…' });
  const firstLoad = loading && rows.length === 0;
  const emptyState = empty ?? <EmptyState />;

  const downloadRows = useCsvExport(exportFileName ?? id, csvColumns ?? csvColumnsOf(columns, hidden));
  const exportCsv = () => downloadRows(rows);
  const sortLabel = (column: DataColumn<T>, desc: boolean) =>
    intl.formatMessage({ id: desc ? 'ui.table.sortDescending' : 'ui.table.sortAscending', defaultMessage: desc ? '{column}, descending' : '{column}, ascending' }, { column: column.header });

  const tools = (sortable.length > 0 || columnChooser || csvExport || exportLinks) && (
    <div className="rr-data-table__tools">
      {loading && rows.length > 0 && <Spinner size="sm" label={label} />}
      {sortable.length > 0 && (
        // Cards have no headers to click: the order is chosen here instead.
        <div className="rr-data-table__card-sort">
          <Field label={intl.formatMessage({ id: 'ui.table.sortBy', defaultMessage: 'Sort by' })}>
            <Select value={sortingToParam(sorting) ?? ''} onChange={(event) => onSortingChange?.(sortingFromParam(event.target.value, sortable.map((c) => c.id)))}>
              <option value="">{intl.formatMessage({ id: 'ui.table.sortDefault', defaultMessage: 'Default order' })}</option>
              {sortable.flatMap((column) => [
                <option key={column.id} value={column.id}>{sortLabel(column, false)}</option>,
                <option key={`-${column.id}`} value={`-${column.id}`}>{sortLabel(column, true)}</option>,
              ])}
            </Select>
          </Field>
        </div>
      )}
      {columnChooser && hideable.length > 1 && (
        <ColumnChooser columns={columns.filter(isHideable)} hidden={hidden} onChange={setShown} />
      )}
      {csvExport && (
        <button type="button" className={buttonClass({ variant: 'secondary', size: 'sm' })} onClick={exportCsv} disabled={rows.length === 0}>
          <IconDownload />
          {intl.formatMessage({ id: 'ui.table.exportCsv', defaultMessage: 'Export CSV' })}
        </button>
      )}
      {exportLinks}
    </div>
  );

  const sortButton = (column: DataColumn<T, ReactNode>): ReactNode => {
    if (!column.sortable || !onSortingChange) return column.header;
    const direction = ariaSortOf(sorting, column.id);
    return (
      <button type="button" className="rr-sort-button" onClick={() => onSortingChange(nextSorting(sorting, column.id))}>
        {column.header}
        {direction === 'ascending' ? <IconSortAscending /> : direction === 'descending' ? <IconSortDescending /> : <IconSortable className="rr-sort-button__idle" />}
      </button>
    );
  };

  const cardContent = (column: DataColumn<T>, row: T): ReactNode => (column.cardCell ? column.cardCell(row) : columnCell(column, row));
  const inCard = (place: DataColumn<T>['card']) => visible.filter((column) => (column.card ?? 'fact') === place);
  const cardPart = (row: T, place: DataColumn<T>['card']) =>
    inCard(place).map((column) => (
      <div key={column.id} className={`rr-data-card__${place}`}>
        {cardContent(column, row)}
      </div>
    ));

  return (
    <div className={`rr-data-table rr-data-table--cards-${cardsBelow}`}>
      {(toolbar || tools) && (
        <div className="rr-data-table__toolbar">
          {toolbar}
          {tools}
        </div>
      )}

      <Table
        columns={visible}
        rows={rows}
        rowKey={rowKey}
        caption={caption}
        empty={emptyState}
        loading={firstLoad}
        loadingLabel={label}
        stale={loading && rows.length > 0}
        wrapClassName="rr-data-table__scroll"
        sortOf={(columnId) => ariaSortOf(sorting, columnId)}
        headerContent={sortButton}
      />

      <div className="rr-data-table__cards" aria-busy={loading || undefined}>
        {firstLoad ? (
          <div className="rr-data-table__loading">
            <Spinner label={label} />
          </div>
        ) : rows.length === 0 ? (
          // A sentence given as the empty state reads as one here too: bare, it sat against the list's edge.
          typeof emptyState === 'string' ? <EmptyState title={emptyState} /> : emptyState
        ) : (
          <ul className={classes('rr-data-cards', loading && 'rr-data-cards--stale')} aria-label={caption}>
            {rows.map((row) => (
              <li key={rowKey(row)} className="rr-data-card">
                <div className="rr-data-card__head">
                  <div className="rr-data-card__titles">{cardPart(row, 'title')}</div>
                  {cardPart(row, 'aside')}
                </div>
                <FactList facts={inCard('fact').map((column) => ({ key: column.id, label: column.header, value: cardContent(column, row) }))} />
                {cardPart(row, 'actions')}
              </li>
            ))}
          </ul>
        )}
      </div>

      {onPageChange && <Pagination page={page} pages={pages} onChange={onPageChange} />}
    </div>
  );
}
