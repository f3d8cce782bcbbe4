import { CURRENCIES, paths, type Currency, type Receivable } from '@rr/contracts';
import { Alert, Card, Field, Input, PageHeader, Select, TextLink, apiErrorText, useFormat } from '@rr/ui';
import { DataTable, type DataColumn } from '@rr/ui/table';
import { FormattedMessage, useIntl } from 'react-intl';
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
  const countryName = (code: string) => (code ? (intl.formatDisplayName(code, { type: 'region' }) ?? code) : '—');

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
    { id: 'country', header: t('col.country'), value: (row) => row.country, cell: (row) => countryName(row.country) },
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
    <>
      <form role="search" className="adm-toolbar__search" onSubmit={(event) => event.preventDefault()}>
        <Field label={t('search')}>
          <Input type="search" value={text} autoComplete="off" onChange={(event) => setText(event.target.value)} />
        </Field>
      </form>
      <div className="adm-deadline-filters">
        <Field label={t('currency')}>
          <Select value={currency ?? ''} onChange={(event) => set('currency', event.target.value)}>
            <option value="">{t('anyCurrency')}</option>
            {CURRENCIES.map((code) => (
              <option key={code} value={code}>
                {code}
              </option>
            ))}
          </Select>
        </Field>
      </div>
      <p className="adm-toolbar__count rr-muted" aria-live="polite">
        {data ? t('count', { count: data.pagination.total }) : null}
      </p>
    </>
  );

  return (
    <div className="adm-page">
      <PageHeader eyebrow={<FormattedMessage id="admin.area" />} title={<FormattedMessage id="admin.receivables.title" />} description={<FormattedMessage id="admin.receivables.lead" />} />
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
          empty={t(query || currency ? 'noneFound' : 'none')}
          page={page}
          pages={data?.pagination.pages ?? 1}
          onPageChange={(next) => set('page', String(next))}
          toolbar={toolbar}
          cardsBelow="lg"
        />
      </Card>
    </div>
  );
}

/** The page, inside this feature's catalog (its strings travel with its chunk). */
export const ReceivablesPage = withFeatureIntl(ReceivablesPageContent);
