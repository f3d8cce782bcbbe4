import type { TillRedemption } from '@rr/contracts';
import { useSearchParams } from '@rr/router';
import { localeAtom } from '@rr/session';
import { Card, EmptyState, IconDownload, PageHeader, buttonClass, useFormat } from '@rr/ui';
import { DataTable, type DataColumn } from '@rr/ui/table';
import { useAtomValue } from 'jotai';
import { FormattedMessage, useIntl } from 'react-intl';
import { LoadError } from '../../../components/load-error';
import { useDealerClock } from '../../../lib/dealer-clock';
import { exportHref, useRedemptions, type RedemptionKind } from '../../../lib/redemptions-api';
import { exportQuery, historyFromSearch, listQuery, searchWithFilters, searchWithPage, type FilterValues } from '../lib/filters';
import { FiltersCard } from './filters-card';
import { PeriodTotals, useTotalText } from './period-totals';
import '../../../components/dealer.css';
import '../redemptions.css';

/**
 * /auth/dealer/redemptions (spec §2, §3, §7, §8): this year, last year and lifetime; the history with
 * its filters in the address (from, to, country, rider name), their totals, paging and the CSV export of the same
 * filters; the redemptions the programme team refunded, apart, with when and by whom, and their own export.
 */
export function RedemptionsPage() {
  const intl = useIntl();
  const [search, setSearch] = useSearchParams();
  const { filters, pages } = historyFromSearch(search);
  const redeemed = useRedemptions('redeemed', listQuery(filters, pages.redeemed));
  const revoked = useRedemptions('revoked', listQuery(filters, pages.revoked));
  const text = useTotalText();
  const apply = (next: FilterValues) => setSearch((current) => searchWithFilters(current, next));
  const goTo = (list: RedemptionKind) => (page: number) => setSearch((current) => searchWithPage(current, list, page));

  return (
    <div className="dlr-page">
      <PageHeader eyebrow={<FormattedMessage id="dealer.area" />} title={<FormattedMessage id="dealer.redemptions.title" />} description={<FormattedMessage id="dealer.redemptions.lead" />} />
      <section aria-labelledby="dlr-periods" className="dlr-periods">
        <h2 id="dlr-periods" className="dlr-section-title">
          <FormattedMessage id="dealer.redemptions.period.title" />
        </h2>
        <PeriodTotals periods={redeemed.data?.periods} />
      </section>
      <FiltersCard key={JSON.stringify(filters)} filters={filters} countries={redeemed.data?.distinctCountry ?? []} onApply={apply} />
      <Card
        padded={false}
        title={<FormattedMessage id="dealer.redemptions.list.title" />}
        actions={<ExportLink kind="redeemed" filters={filters} />}
      >
        {redeemed.data ? (
          <p className="dlr-list-total" aria-live="polite">
            <FormattedMessage id="dealer.redemptions.filtered" values={{ count: text.count(redeemed.data.totals), amount: text.amount(redeemed.data.totals) }} />
          </p>
        ) : null}
        <HistoryTable kind="redeemed" query={redeemed} onPage={goTo('redeemed')} caption={intl.formatMessage({ id: 'dealer.redemptions.list.title' })} />
      </Card>
      <Card padded={false} title={<FormattedMessage id="dealer.redemptions.revoked.title" />} actions={<ExportLink kind="revoked" filters={filters} />}>
        <p className="dlr-list-total rr-muted">
          <FormattedMessage id="dealer.redemptions.revoked.lead" />
        </p>
        <HistoryTable kind="revoked" query={revoked} onPage={goTo('revoked')} caption={intl.formatMessage({ id: 'dealer.redemptions.revoked.title' })} />
      </Card>
    </div>
  );
}

/** "Export CSV" of one list with the filters shown (the service writes the file, in the page's language). */
function ExportLink({ kind, filters }: { kind: RedemptionKind; filters: FilterValues }) {
  const locale = useAtomValue(localeAtom);
  return (
    <a className={buttonClass({ variant: 'secondary', size: 'sm' })} href={exportHref(kind, exportQuery(filters), locale)} download>
      <IconDownload />
      <FormattedMessage id="dealer.redemptions.export" />
      <span className="rr-visually-hidden">
        {' '}
        <FormattedMessage id={`dealer.redemptions.export.${kind}`} />
      </span>
    </a>
  );
}

interface HistoryTableProps {
  kind: RedemptionKind;
  query: ReturnType<typeof useRedemptions>;
  onPage: (page: number) => void;
  caption: string;
}

function HistoryTable({ kind, query, onPage, caption }: HistoryTableProps) {
  const columns = useHistoryColumns(kind);
  if (query.isError && !query.data) {
    return (
      <div className="dlr-card-pad">
        <LoadError error={query.error} onRetry={() => void query.refetch()} />
      </div>
    );
  }
  const data = query.data;
  return (
    <DataTable
      id={`dealer-${kind}-redemptions`}
      caption={caption}
      columns={columns}
      rows={data?.redemptions ?? []}
      rowKey={(r) => r._id}
      loading={query.isFetching}
      empty={<EmptyState title={<FormattedMessage id={kind === 'redeemed' ? 'dealer.redemptions.empty' : 'dealer.redemptions.revoked.empty'} />} />}
      page={data?.pagination.page ?? 1}
      pages={Math.max(1, data?.pagination.pages ?? 1)}
      onPageChange={onPage}
      cardsBelow="lg"
    />
  );
}

/** The history's columns (spec §3: date and time, code, rider, country, amount, employee, category); refunds add when and by whom. */
function useHistoryColumns(kind: RedemptionKind): DataColumn<TillRedemption>[] {
  const intl = useIntl();
  const format = useFormat();
  const clock = useDealerClock();
  const t = (id: string) => intl.formatMessage({ id: `dealer.redemption.${id}` });
  const country = (code: string | null) => (code ? (intl.formatDisplayName(code, { type: 'region' }) ?? code) : '—');
  // On the dealer's own clock, its zone named: the counter's time, not the programme's.
  const when = (iso: string) => clock.dateTime(iso);
  const columns: DataColumn<TillRedemption>[] = [
    { id: 'date', header: t('date'), value: (r) => when(r.redeemedAt), cell: (r) => <span className="dlr-when">{when(r.redeemedAt)}</span>, card: 'fact' },
    { id: 'code', header: t('code'), value: (r) => r.code, cell: (r) => <span className="dlr-code">{r.code}</span>, card: 'title' },
    { id: 'rider', header: t('rider'), value: (r) => r.riderName, card: 'title' },
    { id: 'country', header: t('country'), value: (r) => country(r.riderCountry) },
    { id: 'amount', header: t('amount'), align: 'right', value: (r) => format.money(r.amountCents, r.currency, { decimals: 'always' }), cell: (r) => <strong>{format.money(r.amountCents, r.currency, { decimals: 'always' })}</strong>, card: 'aside' },
    { id: 'employee', header: t('employee'), value: (r) => r.employeeName },
    { id: 'category', header: t('category'), value: (r) => r.category ?? '—' },
  ];
  if (kind === 'revoked') {
    columns.push({
      id: 'refunded',
      header: t('refunded'),
      value: (r) => (r.refundedAt ? when(r.refundedAt) : '—'),
      cell: (r) => (
        <span className="dlr-refund">
          <span>{r.refundedAt ? when(r.refundedAt) : '—'}</span>
          {r.refundedByName ? <span className="rr-muted">{intl.formatMessage({ id: 'dealer.redemption.refundedBy' }, { name: r.refundedByName })}</span> : null}
        </span>
      ),
    });
  }
  return columns;
}
