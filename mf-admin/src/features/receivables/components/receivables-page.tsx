import { CURRENCIES, paths, type Currency, type Receivable } from '@rr/contracts';
import { Alert, Card, EmptyState, TextLink, apiErrorText, useFormat } from '@rr/ui';
import { useCountryName } from '@rr/ui/country-options';
import { DataTable, type DataColumn } from '@rr/ui/table';
import { FormattedMessage, useIntl } from 'react-intl';
import { FilterSelect, ListPage, ListSearch, ListToolbar } from '../../../components/list-page';
import { useListSearch } from '../../../lib/use-list-search';
import { useReceivables } from '../api/receivables';
import { withFeatureIntl } from '../i18n';
import '../receivables.css';

const PAGE_SIZE = 25;
const isCurrency = (value: string): value is Currency => (CURRENCIES as readonly string[]).includes(value);

/**
 * /auth/admin/receivables: the riders who owe the programme — a result corrected or removed after its money had left
 * took the award back, and what had left is owed until the rider's next earnings in that currency repay it. Largest
 * debt first, 25 a page; the currency filter and the search (name or e-mail) in the address; above the table the
 * totals per currency of every matching debt (not only this page). Each name opens the rider's money tab, where staff
 * see the debt's history and write it off.
 */
function ReceivablesPageContent() {
  const intl = useIntl();
  const format = useFormat();
  const { search, query, page, text, setText, set } = useListSearch();
  const asked = search.get('currency') ?? '';
  const currency = isCurrency(asked) ? asked : undefined;
  const list = useReceivables({ ...(currency ? { currency } : {}), ...(query ? { query } : {}), page, limit: PAGE_SIZE });
  const data = list.data;
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id: `admin.receivables.${id}` }, values);
  const countryName = useCountryName();

  const columns: DataColumn<Receivable>[] = [
    {
      id: 'name',
      header: t('col.name'),
      hideable: false,
      card: 'title',
      value: (row) => row.name,
      cell: (row) => <TextLink to={`${paths.admin.rider(row.riderId)}?tab=money`}>{row.name || row.email}</TextLink>,
    },
    { id: 'email', header: t('col.email'), value: (row) => row.email, cell: (row) => <span className="adm-email">{row.email}</span> },
    { id: 'country', header: t('col.country'), value: (row) => row.country, cell: (row) => (row.country ? countryName(row.country) : '—') },
    { id: 'currency', header: t('col.currency'), value: (row) => row.currency },
    {
      id: 'owed',
      header: t('col.owed'),
      align: 'right',
      card: 'aside',
      value: (row) => row.owedCents / 100,
      cell: (row) => <strong className="adm-receivable-owed">{format.money(row.owedCents, row.currency)}</strong>,
    },
    { id: 'changed', header: t('col.changed'), value: (row) => row.changedAt, cell: (row) => <span className="adm-nowrap">{format.date(row.changedAt)}</span> },
  ];

  const toolbar = (
    <ListToolbar
      bare
      search={<ListSearch label={t('search')} text={text} onText={setText} autoComplete="off" />}
      filters={<FilterSelect label={t('currency')} any={t('anyCurrency')} value={currency ?? ''} onChange={(value) => set('currency', value)} options={CURRENCIES} />}
      count={data ? t('count', { count: data.pagination.total }) : null}
    />
  );

  return (
    <ListPage title={<FormattedMessage id="admin.receivables.title" />} lead={<FormattedMessage id="admin.receivables.lead" />}>
      {data && data.totals.length > 0 ? (
        <section className="adm-receivable-totals" aria-label={t('totals')}>
          <dl>
            {data.totals.map((total) => (
              <div key={total.currency} className="adm-receivable-total">
                <dt className="rr-muted">{total.currency}</dt>
                <dd>
                  <strong>{format.money(total.owedCents, total.currency)}</strong>
                  <span className="rr-muted">{t('totalRiders', { count: total.riders })}</span>
                </dd>
              </div>
            ))}
          </dl>
        </section>
      ) : null}
      {list.isError && !data ? <Alert tone="error">{apiErrorText(intl, list.error)}</Alert> : null}
      <Card padded={false}>
        <DataTable
          id="admin.receivables"
          caption={intl.formatMessage({ id: 'admin.receivables.title' })}
          columns={columns}
          rows={data?.receivables ?? []}
          rowKey={(row) => `${row.riderId}-${row.currency}`}
          loading={list.isFetching}
          empty={<EmptyState title={t(query || currency ? 'noneFound' : 'none')} />}
          page={page}
          pages={data?.pagination.pages ?? 1}
          onPageChange={(next) => set('page', String(next))}
          toolbar={toolbar}
          cardsBelow="lg"
        />
      </Card>
    </ListPage>
  );
}

/** The page, inside this feature's catalog (its strings travel with its chunk). */
export const ReceivablesPage = withFeatureIntl(ReceivablesPageContent);
