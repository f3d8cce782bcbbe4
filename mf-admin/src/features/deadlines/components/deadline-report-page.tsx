import { DEADLINE_REPORT_SORTS, EXPORT_FORMATS, paths, type DeadlineReportEvent } from '@rr/contracts';
import { localeAtom } from '@rr/session';
import { Alert, Card, EmptyState, Field, IconDownload, Input, TextLink, apiErrorText, buttonClass, useFormat } from '@rr/ui';
import { DataTable, type DataColumn, type SortingState } from '@rr/ui/table';
import { useAtomValue } from 'jotai';
import { FormattedMessage, useIntl } from 'react-intl';
import { ListPage } from '../../../components/list-page';
import { useAddressFilters } from '../../../lib/use-list-search';
import { useDeadlineReport, type DeadlineKind } from '../api/deadline-reports';
import { withFeatureIntl } from '../i18n';
import { deadlineExportHref, deadlineParamsFrom } from '../lib/report-query';
import { DeadlineChart } from './deadline-chart';
import './deadlines.css';

/**
 * /auth/admin/late-results-events and /finished-results-events (spec §2 reports; §9 results within 7 days): the
 * events whose results are overdue, or in, with how late, narrowed by the events' last day; a chart of every matching
 * event month by month; 15 a page, sortable (the address keeps the contract's `sortBy` and `sortDirection`); CSV and
 * XLSX of every matching event, written by the events service in the current language.
 */
function DeadlineReportPageContent({ kind }: { kind: DeadlineKind }) {
  const intl = useIntl();
  const format = useFormat();
  const { search, setSearch, set } = useAddressFilters();
  const params = deadlineParamsFrom(search);
  const { startDate, endDate, page } = params;
  const report = useDeadlineReport(kind, params);
  const locale = useAtomValue(localeAtom);
  const sorting: SortingState = params.sortBy ? [{ id: params.sortBy, desc: params.sortDirection === 'desc' }] : [];
  const setSorting = (next: SortingState) =>
    setSearch((current) => {
      const address = new URLSearchParams(current);
      const first = next[0];
      if (first) {
        address.set('sortBy', first.id);
        address.set('sortDirection', first.desc ? 'desc' : 'asc');
      } else {
        address.delete('sortBy');
        address.delete('sortDirection');
      }
      // Page 4 of another order is unrelated rows.
      address.delete('page');
      return address;
    });

  const t = (id: string) => intl.formatMessage({ id: `admin.deadlines.${id}` });
  const lateness = (e: DeadlineReportEvent) =>
    kind === 'late'
      ? intl.formatMessage({ id: 'admin.deadlines.daysLate' }, { days: e.daysLate })
      : e.onTime
        ? intl.formatMessage({ id: 'admin.deadlines.onTime' }, { days: -(e.daysLate ?? 0) })
        : intl.formatMessage({ id: 'admin.deadlines.inLate' }, { days: e.daysLate });

  const sortable = (id: string) => (DEADLINE_REPORT_SORTS as readonly string[]).includes(id);
  const shown: DataColumn<DeadlineReportEvent>[] = [
    {
      id: 'title',
      header: t('event'),
      card: 'title',
      hideable: false,
      value: (e) => e.title,
      cell: (e) => (
        <span className="adm-deadline-event">
          <TextLink to={paths.public.event(e._id)}>{e.title}</TextLink>
          {e.series && <span className="rr-muted">{e.series.name}</span>}
        </span>
      ),
    },
    { id: 'endDate', header: t('lastDay'), className: 'adm-nowrap', value: (e) => format.date(e.endDate) },
    { id: 'place', header: t('place'), value: (e) => [e.city, e.state].filter(Boolean).join(', ') },
    { id: 'contingencyAmount', header: t('contingency'), align: 'right', value: (e) => format.money(e.contingencyAmount, e.currency) },
    { id: 'dueDate', header: t('dueDate'), className: 'adm-nowrap', value: (e) => format.date(e.dueDate) },
    ...(kind === 'finished' ? [{ id: 'submitted', header: t('submitted'), value: (e: DeadlineReportEvent) => (e.submittedAt ? format.date(e.submittedAt) : '') }] : []),
    {
      id: 'daysLate',
      header: t('daysLateColumn'),
      card: 'aside',
      value: lateness,
      cell: (e) => <span className={`rr-badge ${kind === 'late' || !e.onTime ? 'rr-badge--danger' : 'rr-badge--success'}`}>{lateness(e)}</span>,
    },
    {
      id: 'promoter',
      header: t('promoter'),
      card: 'actions',
      exportable: false,
      value: () => t('actAsPromoter'),
      cell: (e) => <TextLink to={paths.proxy('promoter', e.promoterId)}>{t('actAsPromoter')}</TextLink>,
    },
  ];
  // The headers the events service sorts on (the contract's DEADLINE_REPORT_SORTS) are buttons.
  const columns = shown.map((column) => ({ ...column, sortable: sortable(column.id) }));
  const title = intl.formatMessage({ id: kind === 'late' ? 'admin.lateResultsEvents.title' : 'admin.finishedResultsEvents.title' });

  return (
    <ListPage
      title={<FormattedMessage id={kind === 'late' ? 'admin.lateResultsEvents.title' : 'admin.finishedResultsEvents.title'} />}
      lead={<FormattedMessage id={kind === 'late' ? 'admin.deadlines.lateLead' : 'admin.deadlines.finishedLead'} />}
    >
      {report.data && report.data.byMonth.length > 0 ? (
        <Card>
          <DeadlineChart kind={kind} byMonth={report.data.byMonth} />
        </Card>
      ) : null}
      <Card padded={false}>
        {report.isError && !report.data ? (
          <div className="adm-toolbar">
            <Alert tone="error">{apiErrorText(intl, report.error)}</Alert>
          </div>
        ) : (
          <DataTable
            id={`admin.deadlines.${kind}`}
            caption={title}
            columns={columns}
            rows={report.data?.events ?? []}
            rowKey={(e) => e._id}
            loading={report.isFetching}
            empty={<EmptyState title={<FormattedMessage id={kind === 'late' ? 'admin.deadlines.noneLate' : 'admin.deadlines.noneFinished'} />} />}
            sorting={sorting}
            onSortingChange={setSorting}
            page={page}
            pages={report.data?.pagination.pages ?? 1}
            onPageChange={(next) => set('page', String(next))}
            cardsBelow="lg"
            toolbar={
              <>
                <div className="adm-deadline-filters">
                  <Field label={t('from')}>
                    <Input type="date" value={startDate ?? ''} onChange={(e) => set('startDate', e.target.value || undefined)} />
                  </Field>
                  <Field label={t('to')}>
                    <Input type="date" value={endDate ?? ''} onChange={(e) => set('endDate', e.target.value || undefined)} />
                  </Field>
                </div>
                <div className="adm-deadline-tools">
                  <p className="adm-toolbar__count rr-muted" aria-live="polite">
                    {report.data ? <FormattedMessage id="admin.deadlines.count" values={{ count: report.data.pagination.total }} /> : null}
                  </p>
                  {EXPORT_FORMATS.map((fileFormat) => (
                    <a
                      key={fileFormat}
                      className={buttonClass({ variant: 'secondary', size: 'sm' })}
                      href={deadlineExportHref(kind, fileFormat, locale, params)}
                      download
                      title={intl.formatMessage({ id: 'admin.deadlines.exportFile.title' }, { format: fileFormat.toUpperCase(), report: title })}
                    >
                      <IconDownload />
                      <FormattedMessage id="admin.deadlines.exportFile" values={{ format: fileFormat.toUpperCase() }} />
                    </a>
                  ))}
                </div>
              </>
            }
          />
        )}
      </Card>
    </ListPage>
  );
}

/** The page, inside this feature's catalog (the chart's strings travel with its chunk). */
export const DeadlineReportPage = withFeatureIntl(DeadlineReportPageContent);
