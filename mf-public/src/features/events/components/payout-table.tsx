import { FormattedMessage, useIntl } from 'react-intl';
import { Table, useFormat, type DataColumn } from '@rr/ui';
import type { ReactNode } from 'react';
import { buildPayoutTable, type PayoutRow } from '../lib/payout-table';
import type { Currency, EventClass } from '@rr/contracts';
import { PlaceLabel } from './place-label';

/** Contingency payout table: one row per class, one column per paid place (spec §2 Event detail). */
export function PayoutTable({ classes, currency }: { classes: readonly EventClass[]; currency: Currency }) {
  const format = useFormat();
  const intl = useIntl();
  const table = buildPayoutTable(classes);
  const money = (cents: number | null, row: PayoutRow) =>
    cents === null || row.label === 'noPayout' ? <span className="rr-muted">—</span> : format.money(cents, currency);

  const columns: DataColumn<PayoutRow, ReactNode>[] = [
    { id: 'name', header: <FormattedMessage id="public.event.payouts.class" />, cell: (row) => <strong>{row.name}</strong> },
    {
      id: 'label',
      header: <FormattedMessage id="public.event.payouts.type" />,
      cell: (row) => (
        <span className={row.label === 'cash' ? 'rr-badge rr-badge--success' : 'rr-badge'}>
          <FormattedMessage id={`public.payoutType.${row.label}`} />
        </span>
      ),
    },
    ...table.places.map(
      (place, index): DataColumn<PayoutRow, ReactNode> => ({
        id: `place-${place}`,
        header: <PlaceLabel place={place} />,
        align: 'right',
        cell: (row) => money(row.cells[index] ?? null, row),
      }),
    ),
    {
      id: 'total',
      header: <FormattedMessage id="public.event.payouts.total" />,
      align: 'right',
      stickyEnd: true,
      cell: (row) => <strong>{money(row.total, row)}</strong>,
    },
  ];

  return (
    <div className="rr-stack">
      {/* On a phone each class is a card with every paid place: a table that wide would hide them behind a scroll. */}
      {table.rows.length > 0 ? (
        <ul className="pub-payout-cards" aria-label={intl.formatMessage({ id: 'public.event.payouts.title' })}>
          {table.rows.map((row) => (
            <li key={row.id} className="pub-payout-card">
              <div className="pub-payout-card__head">
                <strong>{row.name}</strong>
                <span className={row.label === 'cash' ? 'rr-badge rr-badge--success' : 'rr-badge'}>
                  <FormattedMessage id={`public.payoutType.${row.label}`} />
                </span>
              </div>
              <dl className="pub-payout-card__places">
                {table.places.map((place, index) =>
                  row.label !== 'noPayout' && row.cells[index] !== null && row.cells[index] !== undefined ? (
                    <div key={place}>
                      <dt>
                        <PlaceLabel place={place} />
                      </dt>
                      <dd>{money(row.cells[index] ?? null, row)}</dd>
                    </div>
                  ) : null,
                )}
                <div className="pub-payout-card__total">
                  <dt>
                    <FormattedMessage id="public.event.payouts.total" />
                  </dt>
                  <dd>{money(row.total, row)}</dd>
                </div>
              </dl>
            </li>
          ))}
        </ul>
      ) : null}
      <div className={table.rows.length > 0 ? 'pub-payout-wide' : undefined}>
        <Table
          caption={<FormattedMessage id="public.event.payouts.title" />}
          columns={columns}
          rows={table.rows}
          rowKey={(row) => row.id}
          empty={<p className="rr-muted pub-table-empty"><FormattedMessage id="public.event.payouts.empty" /></p>}
        />
      </div>
      {table.rows.length > 0 ? (
        <p className="pub-grand-total">
          <FormattedMessage id="public.event.payouts.grandTotal" />: <strong>{format.money(table.grandTotal, currency)}</strong>
        </p>
      ) : null}
    </div>
  );
}
