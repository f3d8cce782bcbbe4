// A table kit column: what the header says (also the column chooser's and the CSV's label), how a cell and a
// phone card show a row, and whether the column sorts, hides and exports.
import type { ReactNode } from 'react';
import type { CsvColumn, CsvValue } from './csv';

/** Where a column goes in the card a row becomes on narrow screens. */
export type CardPlace = 'title' | 'aside' | 'fact' | 'actions' | 'none';

export interface DataColumn<T> {
  /** Stable id: the `sort` value sent to the server and the key of the remembered column choice. */
  id: string;
  /** The column's name in the user's language: header, column chooser, CSV header. */
  header: string;
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
