import { EARNINGS_PERIODS, paths, type CreditRedemption, type EarningsPeriod } from '@rr/contracts';
import { useSearchParams } from '@rr/router';
import { Alert, ButtonLink, Card, PageHeader, Table, Tabs, apiErrorText, useFormat, type DataColumn } from '@rr/ui';
import { FormattedMessage, useIntl } from 'react-intl';
import { useRedemptions, useWallet } from '../../../lib/money-api';
import { BalanceList } from '../../../lib/money-parts';
import { DebtNotice } from '../../../lib/debt-notice';
import { CashoutHistory } from '../../cashout';
import { YearStatements } from './year-statements';
import '../wallet.css';

/**
 * /auth/rider/redemptions, "my wallet" (spec §2, §8 empty states): the cash and dealer credit in the
 * wallet, what the rider owes after a correction took back money that had left, then for this year, last year or
 * lifetime what the rider spent at dealers (with refunds) and cashed out (each paid cash-out with its link to collect it),
 * and the year-end statements of the closed years.
 */
export function WalletPage() {
  const intl = useIntl();
  const format = useFormat();
  const [search, setSearch] = useSearchParams();
  const asked = search.get('period');
  const period: EarningsPeriod = (EARNINGS_PERIODS as readonly string[]).includes(asked ?? '') ? (asked as EarningsPeriod) : 'thisYear';
  const wallet = useWallet();
  const redemptions = useRedemptions(period);
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id: `rider.wallet.${id}` }, values);

  const balances = wallet.data?.wallet.balances;
  const currency = wallet.data?.wallet.currency ?? 'USD';
  const columns: DataColumn<CreditRedemption>[] = [
    { id: 'date', header: t('col.date'), cell: (r) => format.date(r.redeemedAt) },
    {
      id: 'dealer',
      header: t('col.dealer'),
      cell: (r) => r.dealerName ?? t('aDealer'),
      phoneNote: (r) =>
        r.code ? (
          <>
            {t('col.code')}: <span className="rdr-wallet-code">{r.code}</span>
          </>
        ) : null,
    },
    { id: 'code', header: t('col.code'), secondary: true, cell: (r) => (r.code ? <span className="rdr-wallet-code">{r.code}</span> : '—') },
    {
      id: 'amount',
      header: t('col.amount'),
      align: 'right',
      stickyEnd: true,
      cell: (r) => (
        <span className="rdr-wallet-amount">
          <strong>{format.money(r.amountCents, r.currency)}</strong>
          {r.refundedCents > 0 ? (
            <span className="rr-badge rr-badge--warning">
              {r.refundedCents >= r.amountCents ? t('refunded') : t('partlyRefunded', { amount: format.money(r.refundedCents, r.currency) })}
            </span>
          ) : null}
        </span>
      ),
    },
  ];

  const body = (
    <div className="rdr-wallet">
      <Card padded={false}>
        {redemptions.isError && !redemptions.data ? (
          <div className="rdr-card-pad">
            <Alert tone="error">{apiErrorText(intl, redemptions.error)}</Alert>
          </div>
        ) : (
          <Table
            columns={columns}
            rows={redemptions.data?.redemptions ?? []}
            rowKey={(r) => r._id}
            loading={redemptions.isPending}
            caption={t('redemptions')}
            showCaption
            empty={<FormattedMessage id="rider.wallet.noRedemptions" />}
          />
        )}
        {redemptions.data && redemptions.data.totals.length > 0 ? (
          <p className="rdr-wallet__total">
            {redemptions.data.totals.map((total) => t('spent', { amount: format.money(total.spentCents, total.currency) })).join(' · ')}
          </p>
        ) : null}
      </Card>
      <Card padded={false}>
        <CashoutHistory period={period} caption={t('cashouts')} empty={<FormattedMessage id="rider.wallet.noCashoutsIn" values={{ period }} />} />
      </Card>
    </div>
  );

  return (
    <div className="rdr-page">
      <PageHeader eyebrow={<FormattedMessage id="rider.area" />} title={<FormattedMessage id="rider.redemptions.title" />} description={<FormattedMessage id="rider.redemptions.lead" />} />
      <Card>
        <BalanceList balances={balances} currency={currency} className="rdr-wallet__balances" cashLabel={t('cash')} creditLabel={t('credit')} />
        {wallet.isError && !wallet.data ? <Alert tone="error">{apiErrorText(intl, wallet.error)}</Alert> : null}
        <p className="rr-muted rdr-wallet__hint">{t('creditHint')}</p>
        <ButtonLink to={paths.rider.cashout()} size="sm">
          {t('cashOut')}
        </ButtonLink>
      </Card>
      <DebtNotice debts={wallet.data?.wallet.debts} />
      <Tabs
        selectedKey={period}
        onChange={(key) => setSearch((current) => (key === 'thisYear' ? new URLSearchParams() : new URLSearchParams({ ...Object.fromEntries(current), period: key })))}
        tabs={EARNINGS_PERIODS.map((key) => ({ key, label: intl.formatMessage({ id: `rider.earnings.period.${key}` }), content: key === period ? body : null }))}
      />
      <YearStatements />
    </div>
  );
}
