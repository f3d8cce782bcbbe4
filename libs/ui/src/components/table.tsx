import { useId, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { EmptyState } from './empty-state';
import { Spinner } from './spinner';

export interface Column<T> {
  key: string;
  header: ReactNode;
  /** Cell content; defaults to row[key]. */
  render?: (row: T, index: number) => ReactNode;
  align?: 'left' | 'right' | 'center';
  className?: string;
  /** Kept in view at the table's end edge while the other columns scroll (the figure a row is read for, on a phone). */
  stickyEnd?: boolean;
  /** Left out on narrow screens (below 640 px), where the table would otherwise push the main columns off-screen. */
  secondary?: boolean;
  /** What the `secondary` columns say, shown under this cell's content on narrow screens only (where they are left out). */
  phoneNote?: (row: T) => ReactNode;
}

export interface TableProps<T> {
  columns: Column<T>[];
  rows: readonly T[];
  rowKey: (row: T, index: number) => string;
  /** Accessible caption; visually hidden unless showCaption. */
  caption?: ReactNode;
  showCaption?: boolean;
  /** What to show when there are no rows (spec §8 empty states). */
  empty?: ReactNode;
  loading?: boolean;
  loadingLabel?: string;
}

/**
 * A small static table (no paging or sorting; lists from the server use DataTable from `@rr/ui/table`). With a
 * caption, its horizontally scrolling wrapper is a named region keyboard users can focus and scroll on a phone.
 */
export function Table<T>({ columns, rows, rowKey, caption, showCaption = false, empty, loading = false, loadingLabel }: TableProps<T>) {
  const intl = useIntl();
  const captionId = useId();
  const alignClass = (align: Column<T>['align']) => (align && align !== 'left' ? `rr-align-${align}` : undefined);
  const cellClass = (column: Column<T>) =>
    [alignClass(column.align), column.stickyEnd ? 'rr-table__sticky-end' : undefined, column.secondary ? 'rr-table__secondary' : undefined, column.className]
      .filter(Boolean)
      .join(' ') || undefined;
  return (
    <div className="rr-table-wrap" {...(caption ? { role: 'region', 'aria-labelledby': captionId, tabIndex: 0 } : {})}>
      <table className="rr-table" aria-busy={loading || undefined}>
        {caption && <caption id={captionId} className={showCaption ? undefined : 'rr-visually-hidden'}>{caption}</caption>}
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.key} scope="col" className={cellClass(column)}>
                {column.header}
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
                  const content = column.render ? column.render(row, index) : String((row as Record<string, unknown>)[column.key] ?? '');
                  const note = column.phoneNote?.(row);
                  return (
                    <td key={column.key} className={cellClass(column)}>
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
