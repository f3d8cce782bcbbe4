// The kit's one table column, for the simple Table (`@rr/ui`) and the DataTable (`@rr/ui/table`): what the header
// says, how a cell shows a row and where it sits on a phone; for the data table also how a phone card shows it and
// whether it sorts, hides and exports.
import type { ReactNode } from 'react';
import type { CsvColumn, CsvValue } from './csv';

/** Where a column goes in the card a row becomes on narrow screens. */
export type CardPlace = 'title' | 'aside' | 'fact' | 'actions' | 'none';

/**
 * A table column. Its `header` is text unless said otherwise: the data table names a column in its column chooser,
 * its CSV header, its sort menu and its phone cards too. A simple table's head may hold more (a formatted message, a
 * select-all checkbox): `DataColumn<T, ReactNode>`.
 */
export interface DataColumn<T, Header extends ReactNode = string> {
  /** Stable id: the `sort` value sent to the server and the key of the remembered column choice. */
  id: string;
  /** The column's name in the user's language: the head cell (and, in a data table, column chooser and CSV header). */
  header: Header;
  /** Keep the header for screen readers only (an actions column). */
  headerHidden?: boolean;
  /** Cell content; defaults to `value`. */
  cell?: (row: T) => ReactNode;
  /** The plain value: the default cell and the CSV field. */
  value?: (row: T) => CsvValue;
  /** The server can order by this column (sent as `sort=<id>` / `sort=-<id>`). */
  sortable?: boolean;
  align?: 'left' | 'right' | 'center';
  className?: string;
  /** Kept in view at the table's end edge while the other columns scroll (the figure a row is read for, on a phone). */
  stickyEnd?: boolean;
  /** Left out on narrow screens (below 640 px), where the table would otherwise push the main columns off-screen. */
  secondary?: boolean;
  /** What the `secondary` columns say, shown under this cell's content on narrow screens only (where they are left out). */
  phoneNote?: (row: T) => ReactNode;
  /** The user may hide it (default: yes; never for actions). */
  hideable?: boolean;
  /** Offered in the column chooser but hidden until the user shows it (a detail most users do not need). */
  hiddenByDefault?: boolean;
  /** Exported to CSV (default: when it has a `value`). */
  exportable?: boolean;
  /** Its place in the phone card (default: a labelled fact). */
  card?: CardPlace;
  /** Card content when it differs from the cell (e.g. actions as buttons instead of a menu). */
  cardCell?: (row: T) => ReactNode;
}

/** The row actions column: header for screen readers only, never hidden or exported, last in cards. */
export function actionsColumn<T>(header: string, cell: (row: T) => ReactNode, cardCell?: (row: T) => ReactNode): DataColumn<T> {
  return { id: 'actions', header, headerHidden: true, cell, ...(cardCell ? { cardCell } : {}), align: 'right', hideable: false, exportable: false, card: 'actions' };
}

export const isHideable = <T,>(column: DataColumn<T>): boolean => column.hideable ?? column.card !== 'actions';
export const isExportable = <T,>(column: DataColumn<T>): boolean => column.exportable ?? column.value !== undefined;

/** The CSV columns of the columns shown: exportable ones, in table order, labelled as their headers. */
export function csvColumnsOf<T>(columns: readonly DataColumn<T>[], hidden: readonly string[] = []): CsvColumn<T>[] {
  return columns
    .filter((column) => isExportable(column) && !hidden.includes(column.id) && column.value)
    .map((column) => ({ label: column.header, value: column.value as (row: T) => CsvValue }));
}

/** Ids of the sortable columns (what a `sort` URL parameter may name). */
export function sortableIds<T>(columns: readonly DataColumn<T>[]): string[] {
  return columns.filter((column) => column.sortable).map((column) => column.id);
}
