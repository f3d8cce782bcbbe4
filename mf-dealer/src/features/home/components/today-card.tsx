import type { TillRedemption } from '@rr/contracts';
import { paths } from '@rr/contracts/routes';
import { Card, Table, TextLink, useFormat, type DataColumn } from '@rr/ui';
import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { LoadError } from '../../../components/load-error';
import { useDealerClock } from '../../../lib/dealer-clock';
import { useRedemptions } from '../../../lib/redemptions-api';
import { todaySummary, todayWindow } from '../lib/today';

/** At most this many of today's redemptions are read: a counter never sees more in a day. */
const TODAY_LIMIT = 200;

/** Today's redemptions at this dealership: how many, the total per currency, and each one. */
export function TodayCard() {
  const intl = useIntl();
  const format = useFormat();
  const clock = useDealerClock();
  // Today at this counter: the dealer's own day, on its own clock.
  const span = useMemo(() => todayWindow(new Date(), clock.timeZone), [clock.timeZone]);
  const list = useRedemptions('redeemed', { afterDate: span.afterDate, beforeDate: span.beforeDate, limit: TODAY_LIMIT });
  const today = list.data ? todaySummary(list.data.redemptions, span.day, clock.timeZone) : null;
  const t = (id: string) => intl.formatMessage({ id: `dealer.redemption.${id}` });
  const columns: DataColumn<TillRedemption>[] = [
    { id: 'time', header: t('time'), className: 'dlr-time', cell: (r) => clock.time(r.redeemedAt) },
    // On a phone the code steps aside and is said under the rider: time, code, rider and the kept amount do not fit.
    { id: 'code', header: t('code'), secondary: true, cell: (r) => <span className="dlr-code">{r.code}</span> },
    { id: 'rider', header: t('rider'), cell: (r) => r.riderName, phoneNote: (r) => <span className="dlr-code">{r.code}</span> },
    { id: 'employee', header: t('employee'), secondary: true, cell: (r) => r.employeeName },
    { id: 'amount', header: t('amount'), align: 'right', stickyEnd: true, cell: (r) => <strong>{format.money(r.amountCents, r.currency)}</strong> },
  ];

  return (
    <Card
      title={<FormattedMessage id="dealer.home.today.title" />}
      actions={
        <TextLink to={paths.dealer.redemptions()}>
          <FormattedMessage id="dealer.home.today.all" />
        </TextLink>
      }
    >
      <div className="rr-stack">
        {list.isError && !list.data ? <LoadError error={list.error} onRetry={() => void list.refetch()} /> : null}
        <dl className="dlr-figures" aria-live="polite">
          <div>
            <dt>
              <FormattedMessage id="dealer.home.today.count" />
            </dt>
            <dd>{today ? today.count : '…'}</dd>
          </div>
          <div>
            <dt>
              <FormattedMessage id="dealer.home.today.total" />
            </dt>
            <dd>{today ? (today.totals.length > 0 ? today.totals.map((total) => format.money(total.cents, total.currency)).join(' · ') : format.money(0, 'USD')) : '…'}</dd>
          </div>
        </dl>
        {list.isError && !list.data ? null : today && today.count === 0 ? (
          <p className="rr-muted dlr-flush">{intl.formatMessage({ id: 'dealer.home.today.none' })}</p>
        ) : (
          <Table
            columns={columns}
            rows={today?.redemptions ?? []}
            rowKey={(r) => r._id}
            loading={list.isPending}
            caption={<FormattedMessage id="dealer.home.today.listLabel" />}
          />
        )}
      </div>
    </Card>
  );
}
