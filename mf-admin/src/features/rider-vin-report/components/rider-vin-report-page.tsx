import { BIKE_VALIDITY, paths, type BikeValidity, type VinReportRow } from '@rr/contracts';
import { Alert, Card, EmptyState, IconDownload, TextLink, apiErrorText, buttonClass, useFormat } from '@rr/ui';
import { DataTable, searchWithTable, sortQuery, tableParamsFrom, type DataColumn } from '@rr/ui/table';
import { useCountryName } from '@rr/ui/country-options';
import { VinStatusBadge, vinReasonShortText } from '@rr/ui/vin';
import { useSearchParams } from '@rr/router';
import { FormattedMessage, useIntl } from 'react-intl';
import { FilterSelect, ListPage, ListSearch, ListToolbar, withChosen } from '../../../components/list-page';
import { useListSearch } from '../../../lib/use-list-search';
import { exportHref, useVinReport, type VinReportParams } from '../api/vin-report';
import '../rider-vin-report.css';
import { withFeatureIntl } from '../i18n';

const PAGE_SIZE = 25;
const SORTABLE = ['rider', 'country', 'model', 'year', 'vin', 'status'];

/**
 * /auth/admin/rider-vin-report (spec §2 reports, §7 `GET /api/vin-report`): every rider's bikes with
 * their VIN status and why, model and year; the bikes by status (a filter each), filters by status, model, year,
 * country and a search (rider, e-mail, VIN, model); sortable columns, 25 a page; the filtered report as CSV or XLSX.
 */
function RiderVinReportPageContent() {
  const intl = useIntl();
  const format = useFormat();
  const { search, query, text, setText, set } = useListSearch();
  const { page, sorting } = tableParamsFrom(search, SORTABLE);
  const status = search.get('status') ?? '';
  const model = search.get('model') ?? '';
  const year = search.get('year') ?? '';
  const country = search.get('country') ?? '';
  const filters: Omit<VinReportParams, 'page' | 'limit'> = {
    ...(status ? { status } : {}),
    ...(model ? { model } : {}),
    ...(year ? { year: Number(year) } : {}),
    ...(country ? { country } : {}),
    ...(query ? { query } : {}),
    ...sortQuery(sorting),
  };
  const report = useVinReport({ ...filters, page, limit: PAGE_SIZE });
  const data = report.data;
  const [, setParams] = useSearchParams();
  const countryName = useCountryName();
  const t = (id: string) => intl.formatMessage({ id });

  const columns: DataColumn<VinReportRow>[] = [
    {
      id: 'rider',
      header: t('admin.riderVinReport.col.rider'),
      sortable: true,
      hideable: false,
      card: 'title',
      className: 'adm-vin-rider',
      value: (row) => row.riderName,
      cell: (row) => (
        <span className="adm-cell-stack">
          <TextLink to={paths.admin.rider(row.riderId)}>{row.riderName}</TextLink>
          <span className="rr-muted adm-email">{row.email}</span>
          {row.deActivated ? (
            <span className="rr-badge rr-badge--danger">
              <FormattedMessage id="admin.riderVinReport.deactivated" />
            </span>
          ) : null}
        </span>
      ),
    },
    { id: 'country', header: t('admin.riderVinReport.col.country'), sortable: true, value: (row) => row.country, cell: (row) => <span title={countryName(row.country)}>{row.country}</span> },
    {
      id: 'model',
      header: t('admin.riderVinReport.col.bike'),
      sortable: true,
      value: (row) => `${row.make} ${row.model}`,
      className: 'adm-nowrap',
      cell: (row) => (
        <span className="adm-cell-stack">
          <span>{row.model}</span>
          <span className="rr-muted">{row.make}</span>
        </span>
      ),
    },
    { id: 'year', header: t('admin.riderVinReport.col.year'), sortable: true, align: 'right', value: (row) => row.year },
    { id: 'vin', header: t('admin.riderVinReport.col.vin'), sortable: true, value: (row) => row.vin, cell: (row) => <code className="adm-vin-code">{row.vin}</code> },
    {
      id: 'status',
      header: t('admin.riderVinReport.col.status'),
      sortable: true,
      card: 'aside',
      value: (row) => row.valid,
      cell: (row) => (
        <span className="adm-cell-stack">
          <VinStatusBadge valid={row.valid} />
          <span className="rr-muted adm-vin-reason">{vinReasonShortText(intl, row.reason)}</span>
        </span>
      ),
    },
    { id: 'added', header: t('admin.riderVinReport.col.added'), value: (row) => row.createdAt, cell: (row) => <span className="adm-nowrap">{format.date(row.createdAt)}</span> },
  ];

  const totals = data?.totals;
  const totalAll = totals ? totals.verified + totals.invalid + totals.unverified : null;
  const toolbar = (
    <ListToolbar
      bare
      search={<ListSearch label={<FormattedMessage id="admin.riderVinReport.search" />} text={text} onText={setText} autoComplete="off" />}
      filters={
        <>
          <FilterSelect
            label={<FormattedMessage id="admin.riderVinReport.col.status" />}
            any={t('admin.riderVinReport.anyStatus')}
            value={status}
            onChange={(value) => set('status', value)}
            options={BIKE_VALIDITY}
            optionLabel={(value) => intl.formatMessage({ id: `ui.vin.status.${value}` })}
          />
          <FilterSelect label={<FormattedMessage id="admin.riderVinReport.col.model" />} any={t('admin.riderVinReport.anyModel')} value={model} onChange={(value) => set('model', value)} options={withChosen(data?.models, model || undefined)} />
          <FilterSelect
            label={<FormattedMessage id="admin.riderVinReport.col.year" />}
            any={t('admin.riderVinReport.anyYear')}
            value={year}
            onChange={(value) => set('year', value)}
            options={withChosen(data?.years, year ? Number(year) : undefined)}
          />
          <FilterSelect
            label={<FormattedMessage id="admin.riderVinReport.col.country" />}
            any={t('admin.riderVinReport.anyCountry')}
            value={country}
            onChange={(value) => set('country', value)}
            options={withChosen(data?.countries, country || undefined)}
            optionLabel={countryName}
          />
        </>
      }
      count={data ? <FormattedMessage id="admin.riderVinReport.count" values={{ count: data.pagination.total }} /> : null}
    />
  );

  return (
    <ListPage
      title={<FormattedMessage id="admin.riderVinReport.title" />}
      lead={<FormattedMessage id="admin.riderVinReport.lead" />}
      actions={
        <div className="adm-vin-exports">
          {(['csv', 'xlsx'] as const).map((kind) => (
            <a key={kind} className={buttonClass({ variant: 'secondary', size: 'sm' })} href={exportHref(filters, kind)} download title={t(`admin.riderVinReport.export.${kind}.label`)}>
              <IconDownload />
              <FormattedMessage id={`admin.riderVinReport.export.${kind}`} />
            </a>
          ))}
        </div>
      }
    >
      <div className="adm-vin-totals" role="group" aria-label={t('admin.riderVinReport.totals')}>
        {(['', ...BIKE_VALIDITY] as Array<'' | BikeValidity>).map((key) => (
          <button key={key || 'all'} type="button" className="adm-vin-total" aria-pressed={status === key} onClick={() => set('status', key)}>
            <span className="adm-vin-total__count">{key === '' ? (totalAll ?? '…') : (totals?.[key] ?? '…')}</span>
            <span className="rr-muted">{key === '' ? t('admin.riderVinReport.allBikes') : intl.formatMessage({ id: `ui.vin.status.${key}` })}</span>
          </button>
        ))}
      </div>
      {report.isError && !data ? <Alert tone="error">{apiErrorText(intl, report.error)}</Alert> : null}
      <Card padded={false}>
        <DataTable
          id="admin.riderVinReport"
          caption={t('admin.riderVinReport.title')}
          columns={columns}
          rows={data?.rows ?? []}
          rowKey={(row) => row.bikeId}
          loading={report.isFetching}
          empty={<EmptyState title={<FormattedMessage id={query || status || model || year || country ? 'admin.riderVinReport.noneFound' : 'admin.riderVinReport.none'} />} />}
          sorting={sorting}
          onSortingChange={(next) => setParams((current) => searchWithTable(current, { sorting: next }))}
          page={page}
          pages={data?.pagination.pages ?? 1}
          onPageChange={(next) => set('page', String(next))}
          columnChooser
          toolbar={toolbar}
          cardsBelow="lg"
        />
      </Card>
    </ListPage>
  );
}

/** The page, inside its catalog (its strings travel with its chunk). */
export const RiderVinReportPage = withFeatureIntl(RiderVinReportPageContent);
