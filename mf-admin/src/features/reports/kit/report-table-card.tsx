import { Card, Field, Input } from '@rr/ui';
import { DataTable, type DataColumn, type SortingState } from '@rr/ui/table';
import type { ReactNode } from 'react';

export interface ReportTableCardProps<T> {
  id: string;
  caption: string;
  columns: readonly DataColumn<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string;
  loading: boolean;
  empty: ReactNode;
  sorting: SortingState;
  onSortingChange: (sorting: SortingState) => void;
  page: number;
  pages: number;
  onPageChange: (page: number) => void;
  /** The search box's text and label, when the report searches. */
  search?: { text: string; onChange: (text: string) => void; label: ReactNode };
  /** Filters beside the search box. */
  filters?: ReactNode;
  /** "42 riders" under the filters. */
  count?: ReactNode;
}

/** A tabular report's table: search and filters above, sortable headers, 25 rows a page. */
export function ReportTableCard<T>({ search, filters, count, onSortingChange, onPageChange, ...table }: ReportTableCardProps<T>) {
  const toolbar = (
    <>
      {search ? (
        <form role="search" className="adm-toolbar__search" onSubmit={(event) => event.preventDefault()}>
          <Field label={search.label}>
            <Input type="search" value={search.text} autoComplete="off" onChange={(event) => search.onChange(event.target.value)} />
          </Field>
        </form>
      ) : null}
      {filters ? <div className="adm-report-filters">{filters}</div> : null}
      <p className="adm-toolbar__count rr-muted" aria-live="polite">
        {count}
      </p>
    </>
  );
  return (
    <Card padded={false}>
      <DataTable {...table} onSortingChange={onSortingChange} onPageChange={onPageChange} columnChooser toolbar={toolbar} cardsBelow="lg" />
    </Card>
  );
}
