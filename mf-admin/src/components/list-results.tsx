import { Alert, Pagination, Table, apiErrorText, type DataColumn } from '@rr/ui';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';

/** What an admin list shows under its toolbar: the table (or why it could not load), then the pages when it is paged. */
export function ListResults<T>({ query, rows, columns, rowKey, caption, empty, page, onPage }: {
  query: { isError: boolean; isPending: boolean; error: unknown; data?: { pagination: { pages: number } } | object | undefined };
  rows: readonly T[];
  columns: DataColumn<T, ReactNode>[];
  rowKey: (row: T) => string;
  caption: ReactNode;
  empty: ReactNode;
  page?: number;
  onPage?: (page: number) => void;
}) {
  const pages = query.data && 'pagination' in query.data ? query.data.pagination.pages : 1;
  const intl = useIntl();
  return (
    <>
      {query.isError && !query.data ? (
        <div className="adm-toolbar">
          <Alert tone="error">{apiErrorText(intl, query.error)}</Alert>
        </div>
      ) : (
        <Table columns={columns} rows={rows} rowKey={rowKey} loading={query.isPending} caption={caption} empty={empty} />
      )}
      {page !== undefined && onPage && pages > 1 && <Pagination page={page} pages={pages} onChange={onPage} />}
    </>
  );
}
