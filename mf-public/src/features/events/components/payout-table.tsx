import { FormattedMessage } from 'react-intl';
import { Table, useFormat, type Column } from '@rr/ui';
import { buildPayoutTable, type PayoutRow } from '../lib/payout-table';
import type { Currency, EventClass } from '@rr/contracts';
import { PlaceLabel } from './place-label';

/** Contingency payout table: one row per class, one column per paid place (spec §2 Event detail). */
export function PayoutTable({ classes, currency }: { classes: readonly EventClass[]; currency: Currency }) {
  const format = useFormat();
  const table = buildPayoutTable(classes);
  const money = (cents: number | null, row: PayoutRow) =>
    cents === null || row.label === 'noPayout' ? <span className="rr-muted">—</span> : format.money(cents, currency);

  const columns: Column<PayoutRow>[] = [
    { key: 'name', header: <FormattedMessage id="public.event.payouts.class" />, render: (row) => <strong>{row.name}</strong> },
    {
      key: 'label',
      header: <FormattedMessage id="public.event.payouts.type" />,
      render: (row) => (
        <span className={row.label === 'cash' ? 'rr-badge rr-badge--success' : 'rr-badge'}>
          <FormattedMessage id={`public.payoutType.${row.label}`} />
        </span>
      ),
    },
    ...table.places.map(
      (place, index): Column<PayoutRow> => ({
        key: `place-${place}`,
        header: <PlaceLabel place={place} />,
        align: 'right',
        render: (row) => money(row.cells[index] ?? null, row),
      }),
    ),
    {
      key: 'total',
      header: <FormattedMessage id="public.event.payouts.total" />,
      align: 'right',
      stickyEnd: true,
      render: (row) => <strong>{money(row.total, row)}</strong>,
    },
  ];

  return (
    <div className="rr-stack">
      <Table
        caption={<FormattedMessage id="public.event.payouts.title" />}
        columns={columns}
        rows={table.rows}
        rowKey={(row) => row.id}
        empty={<p className="rr-muted pub-table-empty"><FormattedMessage id="public.event.payouts.empty" /></p>}
      />
      {table.rows.length > 0 ? (
        <p className="pub-grand-total">
          <FormattedMessage id="public.event.payouts.grandTotal" />: <strong>{format.money(table.grandTotal, currency)}</strong>
        </p>
      ) : null}
    </div>
  );
}
