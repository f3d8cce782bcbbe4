import { paths, programmeToday } from '@rr/contracts';
import { FORM_1099_THRESHOLD_CENTS, YEAR_END_FILTERS, type YearEndFilter, type YearEndReport, type YearEndRow } from '@rr/contracts/statements';
import { get, keepPreviousData, queryCall, queryKeys, useQuery } from '@rr/api-client';
import { apiPath } from '@rr/contracts/routes';
import { useSearchParams } from '@rr/router';
import { localeAtom } from '@rr/session';
import { Alert, Card, EmptyState, IconDownload, TextLink, apiErrorText, buttonClass, useFormat } from '@rr/ui';
import { DataTable, type DataColumn } from '@rr/ui/table';
import { useAtomValue } from 'jotai';
import { FormattedMessage, useIntl } from 'react-intl';
import { FilterSelect, ListPage, ListToolbar } from '../../../components/list-page';
import { withFeatureIntl } from '../i18n';
import '../year-end.css';

/** How many years the picker offers, back from the current one. */
const YEARS_SHOWN = 8;
const isFilter = (value: string): value is YearEndFilter => (YEAR_END_FILTERS as readonly string[]).includes(value);

/** The report's query string, shared by the page's read and its exports. */
const reportQuery = (year: number, show: YearEndFilter) => ({ year: String(year), show });

/**
 * /auth/admin/year-end, "Year-end (finance)": for a calendar year (Pacific time), every rider who had money that
 * year, one row per currency, with the year's statement totals (payouts' `GET /api/admin/aggregates/year-end`,
 * docs/reports.md): cash, dealer credit and bonus prizes less corrections, tax withheld, cash-outs, dealer purchases,
 * what is owed at the year's end, and the flags the finance team files by: a US person paid $600.00 or more in cash
 * (Form 1099), without a W-9 on file, a rider abroad with tax withheld, a debt. The year and the filter live in the
 * address; the totals per currency cover every rider of the year; CSV and XLSX hold the rows shown.
 */
function YearEndPageContent() {
  const intl = useIntl();
  const format = useFormat();
  const locale = useAtomValue(localeAtom);
  const [search, setSearch] = useSearchParams();
  const current = Number(programmeToday().slice(0, 4));
  const askedYear = Number(search.get('year'));
  const year = Number.isInteger(askedYear) && askedYear >= current - YEARS_SHOWN && askedYear <= current ? askedYear : current - 1;
  const askedShow = search.get('show') ?? '';
  const show: YearEndFilter = isFilter(askedShow) ? askedShow : 'all';
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id: `admin.yearEnd.${id}` }, values);

  const report = useQuery({
    queryKey: [...queryKeys.payouts.all, 'year-end', year, show] as const,
    queryFn: (context) => get<YearEndReport>(apiPath('/api/admin/aggregates/year-end'), { query: reportQuery(year, show), alert: false, ...queryCall(context) }),
    placeholderData: keepPreviousData,
    meta: { alert: false },
  });
  const data = report.data;
  const set = (name: string, value: string) =>
    setSearch((now) => {
      const next = new URLSearchParams(now);
      if (value) next.set(name, value);
      else next.delete(name);
      return next;
    });

  const yes = (value: boolean, tone: 'warning' | 'info' = 'warning') => (value ? <span className={`rr-badge rr-badge--${tone}`}>{t('yes')}</span> : <span className="rr-muted">{t('no')}</span>);
  const money = (cents: number, row: YearEndRow) => <span className="adm-nowrap">{format.money(cents, row.currency, { decimals: 'always' })}</span>;
  const columns: DataColumn<YearEndRow>[] = [
    {
      id: 'name',
      header: t('col.name'),
      hideable: false,
      card: 'title',
      value: (row) => row.name,
      cell: (row) => <TextLink to={`${paths.admin.rider(row.riderId)}?tab=money`}>{row.name || row.email || row.riderId}</TextLink>,
    },
    { id: 'country', header: t('col.country'), value: (row) => row.country, cell: (row) => row.country || '—' },
    { id: 'usPerson', header: t('col.usPerson'), value: (row) => (row.usPerson ? 1 : 0), cell: (row) => yes(row.usPerson, 'info') },
    { id: 'w9', header: t('col.w9'), value: (row) => row.w9ReceivedAt ?? '', cell: (row) => (row.w9ReceivedAt ? <span className="adm-nowrap">{format.date(row.w9ReceivedAt)}</span> : '—') },
    { id: 'currency', header: t('col.currency'), value: (row) => row.currency },
    { id: 'prizeCash', header: t('col.prizeCash'), align: 'right', card: 'aside', value: (row) => row.prizeCashCents / 100, cell: (row) => <strong>{money(row.prizeCashCents, row)}</strong> },
    { id: 'prizeCredit', header: t('col.prizeCredit'), align: 'right', value: (row) => (row.prizeCreditCents + row.prizeBonusCents) / 100, cell: (row) => money(row.prizeCreditCents + row.prizeBonusCents, row) },
    { id: 'withheld', header: t('col.withheld'), align: 'right', value: (row) => row.withheldCents / 100, cell: (row) => money(row.withheldCents, row) },
    { id: 'cashedOut', header: t('col.cashedOut'), align: 'right', value: (row) => row.cashedOutCents / 100, cell: (row) => money(row.cashedOutCents, row) },
    { id: 'owed', header: t('col.owed'), align: 'right', value: (row) => row.owedCents / 100, cell: (row) => money(row.owedCents, row) },
    {
      id: 'flags',
      header: t('col.flags'),
      value: (row) => [row.form1099, row.w9Missing, row.nonUsWithheld, row.debt].filter(Boolean).length,
      cell: (row) => (
        <span className="adm-year-end-flags">
          {row.form1099 ? <span className="rr-badge rr-badge--info">{t('flag.form1099')}</span> : null}
          {row.w9Missing ? <span className="rr-badge rr-badge--warning">{t('flag.w9Missing')}</span> : null}
          {row.nonUsWithheld ? <span className="rr-badge rr-badge--info">{t('flag.nonUsWithheld')}</span> : null}
          {row.debt ? <span className="rr-badge rr-badge--warning">{t('flag.debt')}</span> : null}
        </span>
      ),
    },
    {
      id: 'statement',
      header: t('col.statement'),
      value: () => '',
      cell: (row) => (
        <a href={`${apiPath('/api/admin/statement/:file', { file: `${year}.pdf` })}?riderId=${encodeURIComponent(row.riderId)}&locale=${locale}`} download title={t('statementTitle', { name: row.name || row.riderId, year })}>
          PDF
        </a>
      ),
    },
  ];

  const exportHref = (fileFormat: 'csv' | 'xlsx') => `${apiPath('/api/admin/aggregates/year-end/export')}?${new URLSearchParams({ ...reportQuery(year, show), format: fileFormat, locale }).toString()}`;
  const toolbar = (
    <ListToolbar
      bare
      filters={
        <>
          <FilterSelect label={t('year')} value={String(year)} onChange={(value) => set('year', value)} options={Array.from({ length: YEARS_SHOWN + 1 }, (_, i) => current - i)} optionLabel={(option) => (option === current ? t('yearToDate', { year: option }) : String(option))} />
          <FilterSelect label={t('show')} value={show} onChange={(value) => set('show', value === 'all' ? '' : value)} options={YEAR_END_FILTERS} optionLabel={(option) => t(`show.${option}`)} />
        </>
      }
      count={data ? t('count', { count: data.rows.length }) : null}
    />
  );

  return (
    <ListPage
      title={<FormattedMessage id="admin.yearEnd.title" />}
      lead={<FormattedMessage id="admin.yearEnd.lead" />}
      actions={
        <div className="adm-report-exports">
          {(['csv', 'xlsx'] as const).map((fileFormat) => (
            <a key={fileFormat} className={buttonClass({ variant: 'secondary', size: 'sm' })} href={exportHref(fileFormat)} download title={t(`export.${fileFormat}.title`, { year })}>
              <IconDownload />
              {t(`export.${fileFormat}`)}
            </a>
          ))}
        </div>
      }
    >
      <p className="rr-muted">{t('cutOff', { year, threshold: format.money(data?.thresholdCents ?? FORM_1099_THRESHOLD_CENTS, 'USD', { decimals: 'always' }) })}</p>
      {data ? (
        <section className="adm-year-end-totals" aria-label={t('totals')}>
          {data.totals.map((total) => (
            <div key={total.currency} className="adm-year-end-total">
              <p className="adm-year-end-total__head">{t('totalsOf', { currency: total.currency, count: total.riders })}</p>
              <dl>
                {(
                  [
                    ['prizeCash', total.prizeCashCents],
                    ['prizeCredit', total.prizeCreditCents + total.prizeBonusCents],
                    ['withheld', total.withheldCents],
                    ['cashedOut', total.cashedOutCents],
                    ['owed', total.owedCents],
                  ] as const
                ).map(([column, cents]) => (
                  <div key={column}>
                    <dt className="rr-muted">{t(`col.${column}`)}</dt>
                    <dd>{format.money(cents, total.currency, { decimals: 'always' })}</dd>
                  </div>
                ))}
              </dl>
            </div>
          ))}
          <p className="adm-year-end-flagged">
            {t('flagged', { form1099: data.flagged.form1099, w9Missing: data.flagged.w9Missing, nonUsWithheld: data.flagged.nonUsWithheld, debts: data.flagged.debts })}
          </p>
        </section>
      ) : null}
      {report.isError && !data ? <Alert tone="error">{apiErrorText(intl, report.error)}</Alert> : null}
      <Card padded={false}>
        <DataTable
          id="admin.yearEnd"
          caption={intl.formatMessage({ id: 'admin.yearEnd.title' })}
          columns={columns}
          rows={data?.rows ?? []}
          rowKey={(row) => `${row.riderId}-${row.currency}`}
          loading={report.isFetching}
          empty={<EmptyState title={t(show === 'all' ? 'none' : 'noneFlagged')} />}
          toolbar={toolbar}
          cardsBelow="lg"
        />
      </Card>
    </ListPage>
  );
}

/** The page, inside this feature's catalog (its strings travel with its chunk). */
export const YearEndPage = withFeatureIntl(YearEndPageContent);
