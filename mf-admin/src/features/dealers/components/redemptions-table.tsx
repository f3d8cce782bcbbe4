import type { TillRedemption } from '@rr/contracts';
import { Alert, Button, Modal, Pagination, Table, apiErrorText, toast, useFormat, type DataColumn } from '@rr/ui';
import { useCountryName } from '@rr/ui/country-options';
import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useRefund } from '../api/dealers';

interface ListQuery {
  isError: boolean;
  isPending: boolean;
  error: unknown;
  data?: { redemptions: TillRedemption[]; pagination: { pages: number } } | undefined;
}

/**
 * Redemptions at dealers (spec §3 "Credit redemption"): when, the code, the rider, the dealer and its employee, the
 * amount. Redeemed ones may be refunded (`refund`), after a confirmation that names the rider, amount, code and
 * date; refunded ones show when and by whom. A list that cannot be read says why, the page keeps working.
 */
export function RedemptionsTable({
  query,
  caption,
  empty,
  kind,
  showDealer = true,
  showRider = true,
  page,
  onPage,
}: {
  query: ListQuery;
  caption: ReactNode;
  empty: ReactNode;
  kind: 'redeemed' | 'revoked';
  showDealer?: boolean;
  /** false on one rider's own page, where every row is theirs. */
  showRider?: boolean;
  page: number;
  onPage: (page: number) => void;
}) {
  const intl = useIntl();
  const countryName = useCountryName();
  const format = useFormat();
  const refunding = useRefund();
  const [asked, setAsked] = useState<TillRedemption | null>(null);
  const busy = refunding.isPending;
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id: `admin.redemptions.${id}` }, values);

  const refund = async () => {
    if (!asked) return;
    try {
      await refunding.mutateAsync(asked._id);
      toast.success(t('refunded', { code: asked.code, rider: asked.riderName }));
    } catch (caught) {
      toast.error(apiErrorText(intl, caught));
    } finally {
      setAsked(null);
    }
  };

  const columns: DataColumn<TillRedemption>[] = [
    {
      id: 'date',
      header: t(kind === 'revoked' ? 'col.refunded' : 'col.date'),
      cell: (r) => (
        <span className="adm-deadline-event adm-nowrap">
          <span>{format.date(kind === 'revoked' ? (r.refundedAt ?? r.redeemedAt) : r.redeemedAt)}</span>
          <span className="rr-muted">{kind === 'revoked' ? t('redeemedOn', { date: format.date(r.redeemedAt) }) : format.time(r.redeemedAt)}</span>
        </span>
      ),
    },
    { id: 'code', header: t('col.code'), cell: (r) => <code>{r.code}</code> },
    ...(showRider
      ? [
          {
            id: 'rider',
            header: t('col.rider'),
            cell: (r: TillRedemption) => (
              <span className="adm-deadline-event">
                <span>{r.riderName}</span>
                {r.riderCountry ? <span className="rr-muted">{countryName(r.riderCountry)}</span> : null}
              </span>
            ),
          },
        ]
      : []),
    ...(showDealer
      ? [
          {
            id: 'dealer',
            header: t('col.dealer'),
            secondary: true,
            cell: (r: TillRedemption) => (
              <span className="adm-deadline-event">
                <span>{r.dealerName}</span>
                <span className="rr-muted">{t('by', { name: r.employeeName })}</span>
              </span>
            ),
          },
        ]
      : [{ id: 'employee', header: t('col.employee'), secondary: true, cell: (r: TillRedemption) => r.employeeName }]),
    ...(kind === 'revoked' ? [{ id: 'refundedBy', header: t('col.refundedBy'), secondary: true, cell: (r: TillRedemption) => r.refundedByName ?? '—' }] : []),
    {
      id: 'amount',
      header: t('col.amount'),
      align: 'right',
      stickyEnd: true,
      cell: (r) => (
        <span className="adm-deadline-event adm-rd-end">
          <strong className="adm-nowrap">{format.money(r.amountCents, r.currency, { decimals: 'always' })}</strong>
          {kind === 'redeemed' ? (
            <Button size="sm" variant="ghost" onClick={() => setAsked(r)} aria-label={t('refundOne', { code: r.code, rider: r.riderName })}>
              {t('refund')}
            </Button>
          ) : null}
        </span>
      ),
    },
  ];

  return (
    <>
      {query.isError && !query.data ? (
        <div className="adm-toolbar">
          <Alert tone="error">{apiErrorText(intl, query.error)}</Alert>
        </div>
      ) : (
        <Table columns={columns} rows={query.data?.redemptions ?? []} rowKey={(r) => r._id} loading={query.isPending} caption={caption} empty={empty} />
      )}
      {query.data && query.data.pagination.pages > 1 ? <Pagination page={page} pages={query.data.pagination.pages} onChange={onPage} /> : null}
      <Modal
        open={asked !== null}
        onClose={busy ? () => undefined : () => setAsked(null)}
        title={asked ? t('confirmTitle', { code: asked.code }) : ''}
        description={t('confirmLead')}
        hideClose
        footer={
          <>
            <Button variant="secondary" onClick={() => setAsked(null)} disabled={busy}>
              {t('keep')}
            </Button>
            <Button variant="danger" onClick={() => void refund()} loading={busy}>
              {t('refund')}
            </Button>
          </>
        }
      >
        {asked ? (
          <dl className="adm-refund-facts">
            <div>
              <dt>{t('col.rider')}</dt>
              <dd>{asked.riderName}</dd>
            </div>
            <div>
              <dt>{t('col.amount')}</dt>
              <dd>{format.money(asked.amountCents, asked.currency, { decimals: 'always' })}</dd>
            </div>
            <div>
              <dt>{t('col.code')}</dt>
              <dd>
                <code>{asked.code}</code>
              </dd>
            </div>
            <div>
              <dt>{t('col.date')}</dt>
              <dd>{`${format.date(asked.redeemedAt)} ${format.time(asked.redeemedAt)}`}</dd>
            </div>
            <div>
              <dt>{t('col.dealer')}</dt>
              <dd>{`${asked.dealerName} · ${t('by', { name: asked.employeeName })}`}</dd>
            </div>
          </dl>
        ) : null}
      </Modal>
    </>
  );
}
