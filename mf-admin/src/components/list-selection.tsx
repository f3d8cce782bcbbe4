import { Button, type DataColumn } from '@rr/ui';
import { useState, type ReactNode } from 'react';

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

/** The first column of a list with bulk actions: a box per row, and one in the header for the whole page. */
export function selectColumn<Row extends { _id: string }>(selection: ReturnType<typeof useSelection>, allLabel: string, rowLabel: (row: Row) => string): DataColumn<Row, ReactNode> {
  return {
    id: 'select',
    header: <input type="checkbox" className="adm-select" checked={selection.allOnPage} aria-label={allLabel} onChange={selection.toggleAll} />,
    cell: (row) => <input type="checkbox" className="adm-select" checked={selection.selected.has(row._id)} aria-label={rowLabel(row)} onChange={() => selection.toggle(row._id)} />,
  };
}

/** The bar over a list while rows are picked (none otherwise): how many, the bulk actions, and a way to clear the choice. */
export function BulkBar({ selection, label, count, clear, children }: { selection: ReturnType<typeof useSelection>; label: string; count: (count: number) => ReactNode; clear: ReactNode; children: ReactNode }) {
  if (selection.selected.size === 0) return null;
  return (
    <div className="adm-bulk" role="region" aria-label={label}>
      <span>{count(selection.selected.size)}</span>
      {children}
      <Button size="sm" variant="ghost" onClick={selection.clear}>
        {clear}
      </Button>
    </div>
  );
}
