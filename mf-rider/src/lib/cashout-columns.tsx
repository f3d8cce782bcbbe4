import type { Cashout } from '@rr/contracts';
import { useFormat, type DataColumn } from '@rr/ui';
import { useIntl } from 'react-intl';
import './cashout-columns.css';

/** The cash-out history's columns (date, method, balance before and after, amount with its status): the cash-out page and my wallet. */
export function useCashoutColumns(): DataColumn<Cashout>[] {
  const intl = useIntl();
  const format = useFormat();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id: `rider.cashout.${id}` }, values);
  return [
    {
      id: 'date',
      header: t('col.date'),
      cell: (c) => format.date(c.createdAt),
      phoneNote: (c) => `${t(`method.${c.method}`)} · ${t('balanceAfter', { amount: format.money(c.newBalanceCents, c.currency) })}`,
    },
    { id: 'method', header: t('col.method'), secondary: true, cell: (c) => t(`method.${c.method}`) },
    { id: 'before', header: t('col.before'), align: 'right', secondary: true, cell: (c) => format.money(c.previousBalanceCents, c.currency) },
    { id: 'after', header: t('col.after'), align: 'right', secondary: true, cell: (c) => format.money(c.newBalanceCents, c.currency) },
    {
      id: 'amount',
      header: t('col.amount'),
      align: 'right',
      stickyEnd: true,
      cell: (c) => (
        <span className="rdr-cashout-amount">
          <strong>{format.money(c.amountCents, c.currency)}</strong>
          <span className={`rr-badge rr-badge--${c.status === 'paid' ? 'success' : c.status === 'failed' ? 'danger' : 'warning'}`}>{t(`status.${c.status}`)}</span>
        </span>
      ),
    },
  ];
}
