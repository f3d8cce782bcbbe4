import type { Cashout, EarningsPeriod } from '@rr/contracts';
import { Alert, Table, apiErrorText, useFormat, type DataColumn } from '@rr/ui';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useCashoutColumns } from '../../../lib/cashout-columns';
import { useCashouts } from '../../../lib/money-api';
import { withFeatureIntl } from '../i18n';
import { CollectLink } from './collect-link';
import '../cashout.css';

export interface CashoutHistoryProps {
  /** Which cash-outs (default: all of them). */
  period?: EarningsPeriod;
  caption: ReactNode;
  /** What an empty history says (spec §8). */
  empty: ReactNode;
}

/**
 * The rider's cash-outs (the cash-out page, my wallet): date, method, the balance before and after, the amount with
 * its status, and for every paid one the provider's link to collect it, not only once after paying.
 */
export function CashoutHistoryTable({ period = 'lifetime', caption, empty }: CashoutHistoryProps) {
  const intl = useIntl();
  const format = useFormat();
  const history = useCashouts(period);
  const columns = useCashoutColumns();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id: `rider.cashout.${id}` }, values);

  const collect: DataColumn<Cashout> = {
    id: 'collect',
    header: t('collect.col'),
    cell: (c) => {
      const values = { amount: format.money(c.amountCents, c.currency), date: format.date(c.createdAt) };
      return <CollectLink cashout={c} openText={t('collect.open')} openLabel={t('collect.openLabel', values)} getText={t('collect.get')} getLabel={t('collect.getLabel', values)} />;
    },
  };
  // The amount stays the last column: it is the one kept in view on a phone.
  const all = [...columns.filter((column) => column.id !== 'amount'), collect, ...columns.filter((column) => column.id === 'amount')];
  const rows = history.data?.cashouts ?? [];

  if (history.isError && !history.data) {
    return (
      <div className="rdr-cashout-history__pad">
        <Alert tone="error">{apiErrorText(intl, history.error)}</Alert>
      </div>
    );
  }
  return (
    <>
      <Table columns={all} rows={rows} rowKey={(c) => c._id} loading={history.isPending} caption={caption} showCaption empty={empty} />
      {rows.some((c) => c.status === 'paid' && c.orderId) ? <p className="rr-muted rdr-cashout-history__note">{t('collect.note')}</p> : null}
    </>
  );
}

/** The history inside this feature's catalog, for the pages of other features (my wallet). */
export const CashoutHistory = withFeatureIntl(CashoutHistoryTable);
