import { Button, type DataColumn } from '@rr/ui';
import { useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

/** The rows of a list page picked for a bulk action, by id; they stay picked across pages until cleared. */
export function useSelection(rows: readonly { _id: string }[]) {
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  // `pick` undefined: the other way from now.
  const change = (id: string, pick?: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (pick ?? !next.has(id)) next.add(id);
      else next.delete(id);
      return next;
    });
  const allOnPage = rows.length > 0 && rows.every((row) => selected.has(row._id));
  return {
    selected,
    allOnPage,
    toggle: (id: string) => change(id),
    drop: (id: string) => change(id, false),
    clear: () => setSelected(new Set()),
    toggleAll: () => setSelected(allOnPage ? new Set() : new Set(rows.map((row) => row._id))),
  };
}

type Selection = ReturnType<typeof useSelection>;

/*
 * A list with bulk actions names its selection's parts under its own message prefix (`admin.promoters`,
 * `admin.vinPatterns`…): `.selectAll` and `.select` (with the row's `values`) for the boxes, `.bulkLabel`,
 * `.selected` ({count}) and `.clearSelection` for the bar.
 */

function PageBox({ selection, messages }: { selection: Selection; messages: string }) {
  const intl = useIntl();
  return <input type="checkbox" className="adm-select" checked={selection.allOnPage} aria-label={intl.formatMessage({ id: `${messages}.selectAll` })} onChange={selection.toggleAll} />;
}

function RowBox({ selection, messages, id, values }: { selection: Selection; messages: string; id: string; values: Record<string, string | number> }) {
  const intl = useIntl();
  return <input type="checkbox" className="adm-select" checked={selection.selected.has(id)} aria-label={intl.formatMessage({ id: `${messages}.select` }, values)} onChange={() => selection.toggle(id)} />;
}

/** The first column of a list with bulk actions: a box per row, and one in the header for the whole page. */
export function selectColumn<Row extends { _id: string }>(selection: Selection, messages: string, values: (row: Row) => Record<string, string | number>): DataColumn<Row, ReactNode> {
  return {
    id: 'select',
    header: <PageBox selection={selection} messages={messages} />,
    cell: (row) => <RowBox selection={selection} messages={messages} id={row._id} values={values(row)} />,
  };
}

/** The bar over a list while rows are picked (none otherwise): how many, the bulk actions, and a way to clear the choice. */
export function BulkBar({ selection, messages, children }: { selection: Selection; messages: string; children: ReactNode }) {
  const intl = useIntl();
  if (selection.selected.size === 0) return null;
  return (
    <div className="adm-bulk" role="region" aria-label={intl.formatMessage({ id: `${messages}.bulkLabel` })}>
      <span>
        <FormattedMessage id={`${messages}.selected`} values={{ count: selection.selected.size }} />
      </span>
      {children}
      <Button size="sm" variant="ghost" onClick={selection.clear}>
        <FormattedMessage id={`${messages}.clearSelection`} />
      </Button>
    </div>
  );
}
