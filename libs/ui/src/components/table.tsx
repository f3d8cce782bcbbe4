import { useId, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { DataColumn } from '../table/columns';
import { EmptyState } from './empty-state';
import { Spinner } from './spinner';

export interface TableProps<T> {
  columns: readonly DataColumn<T, ReactNode>[];
  rows: readonly T[];
  rowKey: (row: T, index: number) => string;
  /** Accessible caption; visually hidden unless showCaption. */
  caption?: ReactNode;
  showCaption?: boolean;
  /** What to show when there are no rows (spec §8 empty states). */
  empty?: ReactNode;
  /** A spinner instead of the rows. */
  loading?: boolean;
  loadingLabel?: string;
  /** The rows stay, dimmed and marked busy, while newer ones load (the data table's next page or order). */
  stale?: boolean;
  /** A class of the scrolling region besides `rr-table-wrap` (the data table hides it where rows become cards). */
  wrapClassName?: string;
  /** The order of the rows, said by `aria-sort` on the sorted column's head (the data table's server-side order). */
  sortOf?: (columnId: string) => 'ascending' | 'descending' | undefined;
  /** A head cell's content when it is more than the header (the data table's sort buttons). */
  headerContent?: (column: DataColumn<T, ReactNode>) => ReactNode;
}

const classes = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ') || undefined;

const cellClass = <T,>(column: DataColumn<T, ReactNode>) =>
  classes(
    column.align && column.align !== 'left' && `rr-align-${column.align}`,
    column.stickyEnd && 'rr-table__sticky-end',
    column.secondary && 'rr-table__secondary',
    column.className,
  );

/** What a column's cell shows for a row: its `cell`, or else its plain `value` as text. */
export function columnCell<T>(column: DataColumn<T, ReactNode>, row: T): ReactNode {
  return column.cell ? column.cell(row) : String(column.value?.(row) ?? '');
}

/**
 * The kit's table: the `.rr-table` markup of every table, a small static one as it is and the data table's (`@rr/ui/table`,
 * which adds sort buttons, paging, the column chooser, CSV and phone cards around it). With a caption, its horizontally
 * scrolling wrapper is a named region keyboard users can focus and scroll on a phone.
 */
export function Table<T>({
  columns,
  rows,
  rowKey,
  caption,
  showCaption = false,
  empty,
  loading = false,
  loadingLabel,
  stale = false,
  wrapClassName,
  sortOf,
  headerContent,
}: TableProps<T>) {
  const intl = useIntl();
  const captionId = useId();
  return (
    <div className={classes('rr-table-wrap', wrapClassName)} {...(caption ? { role: 'region', 'aria-labelledby': captionId, tabIndex: 0 } : {})}>
      <table className={classes('rr-table', stale && 'rr-table--stale')} aria-busy={loading || stale || undefined}>
        {caption && <caption id={captionId} className={showCaption ? undefined : 'rr-visually-hidden'}>{caption}</caption>}
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.id} scope="col" aria-sort={sortOf?.(column.id)} className={cellClass(column)}>
                {column.headerHidden ? <span className="rr-visually-hidden">{column.header}</span> : headerContent ? headerContent(column) : column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {loading ? (
            <tr>
              <td colSpan={columns.length} className="rr-align-center">
                <Spinner label={loadingLabel ?? intl.formatMessage({ id: 'ui.spinner.loading', defaultMessage: 'Loading…' })} />
              </td>
            </tr>
          ) : rows.length === 0 ? (
            <tr>
              <td colSpan={columns.length}>{empty ?? <EmptyState />}</td>
            </tr>
          ) : (
            rows.map((row, index) => (
              <tr key={rowKey(row, index)}>
                {columns.map((column) => {
                  const content = columnCell(column, row);
                  const note = column.phoneNote?.(row);
                  return (
                    <td key={column.id} className={cellClass(column)}>
                      {note ? (
                        <span className="rr-table__noted">
                          {content}
                          <span className="rr-table__phone-note">{note}</span>
                        </span>
                      ) : (
                        content
                      )}
                    </td>
                  );
                })}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
