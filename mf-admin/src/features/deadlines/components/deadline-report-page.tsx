import { paths, type DeadlineReportEvent } from '@rr/contracts';
import { useSearchParams } from '@rr/router';
import { Alert, Button, Card, Field, Input, PageHeader, Pagination, Table, TextLink, apiErrorText, useFormat, type Column } from '@rr/ui';
import { useCsvExport } from '@rr/ui/table';
import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useDeadlineReport, type DeadlineKind } from '../api/deadline-reports';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * /auth/admin/late-results-events and /finished-results-events (spec §2 reports; §9 results within 7 days): the
 * events whose results are overdue, or in, with how late, narrowed by the events' last day; 15 a page; CSV of the page.
 */
export function DeadlineReportPage({ kind }: { kind: DeadlineKind }) {
  const intl = useIntl();
  const format = useFormat();
  const [search, setSearch] = useSearchParams();
  const startDate = DAY.test(search.get('startDate') ?? '') ? search.get('startDate')! : undefined;
  const endDate = DAY.test(search.get('endDate') ?? '') ? search.get('endDate')! : undefined;
  const page = Math.max(1, Number(search.get('page')) || 1);
  const report = useDeadlineReport(kind, { ...(startDate ? { startDate } : {}), ...(endDate ? { endDate } : {}), page });
  const set = (name: string, value: string | undefined) =>
    setSearch((current) => {
      const next = new URLSearchParams(current);
      if (value) next.set(name, value);
      else next.delete(name);
      if (name !== 'page') next.delete('page');
      return next;
    });

  const t = (id: string) => intl.formatMessage({ id: `admin.deadlines.${id}` });
  const lateness = (e: DeadlineReportEvent) =>
    kind === 'late'
      ? intl.formatMessage({ id: 'admin.deadlines.daysLate' }, { days: e.daysLate })
      : e.onTime
        ? intl.formatMessage({ id: 'admin.deadlines.onTime' }, { days: -(e.daysLate ?? 0) })
        : intl.formatMessage({ id: 'admin.deadlines.inLate' }, { days: e.daysLate });
  const csvColumns = useMemo(
    () => [
      { label: t('event'), value: (e: DeadlineReportEvent) => e.title },
      { label: t('series'), value: (e: DeadlineReportEvent) => e.series?.name ?? '' },
      { label: t('lastDay'), value: (e: DeadlineReportEvent) => e.endDate },
      { label: t('place'), value: (e: DeadlineReportEvent) => [e.city, e.state, e.country].filter(Boolean).join(', ') },
      { label: t('promoter'), value: (e: DeadlineReportEvent) => e.promoterId },
      { label: t('dueDate'), value: (e: DeadlineReportEvent) => e.dueDate },
      ...(kind === 'finished' ? [{ label: t('submitted'), value: (e: DeadlineReportEvent) => e.submittedAt ?? '' }] : []),
      { label: t('daysLateColumn'), value: (e: DeadlineReportEvent) => e.daysLate },
      { label: t('contingency'), value: (e: DeadlineReportEvent) => (e.contingencyAmount / 100).toFixed(2) },
      { label: t('currency'), value: (e: DeadlineReportEvent) => e.currency },
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps -- labels follow the locale
    [kind, intl.locale],
  );
  const exportCsv = useCsvExport(kind === 'late' ? 'late-results-events' : 'finished-results-events', csvColumns);

  const columns: Column<DeadlineReportEvent>[] = [
    {
      key: 'title',
      header: t('event'),
      render: (e) => (
        <span className="adm-deadline-event">
          <TextLink to={paths.public.event(e._id)}>{e.title}</TextLink>
          {e.series && <span className="rr-muted">{e.series.name}</span>}
        </span>
      ),
    },
    { key: 'endDate', header: t('lastDay'), render: (e) => <span className="adm-nowrap">{format.date(e.endDate)}</span> },
    { key: 'place', header: t('place'), secondary: true, render: (e) => [e.city, e.state].filter(Boolean).join(', ') },
    { key: 'contingency', header: t('contingency'), align: 'right', secondary: true, render: (e) => format.money(e.contingencyAmount, e.currency) },
    { key: 'due', header: t('dueDate'), render: (e) => <span className="adm-nowrap">{format.date(e.dueDate)}</span> },
    ...(kind === 'finished' ? [{ key: 'submitted', header: t('submitted'), secondary: true, render: (e: DeadlineReportEvent) => (e.submittedAt ? format.date(e.submittedAt) : '') }] : []),
    {
      key: 'late',
      header: t('daysLateColumn'),
      stickyEnd: true,
      render: (e) => <span className={`rr-badge ${kind === 'late' || !e.onTime ? 'rr-badge--danger' : 'rr-badge--success'}`}>{lateness(e)}</span>,
    },
    {
      key: 'promoter',
      header: t('promoter'),
      render: (e) => <TextLink to={paths.proxy('promoter', e.promoterId)}>{t('actAsPromoter')}</TextLink>,
    },
  ];

  return (
    <div className="adm-page">
      <PageHeader
        eyebrow={<FormattedMessage id="admin.area" />}
        title={<FormattedMessage id={kind === 'late' ? 'admin.lateResultsEvents.title' : 'admin.finishedResultsEvents.title'} />}
        description={<FormattedMessage id={kind === 'late' ? 'admin.deadlines.lateLead' : 'admin.deadlines.finishedLead'} />}
      />
      <Card padded={false}>
        <div className="adm-toolbar">
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
            <Button size="sm" variant="secondary" disabled={!report.data?.events.length} onClick={() => report.data && exportCsv(report.data.events)}>
              <FormattedMessage id="admin.deadlines.export" />
            </Button>
          </div>
        </div>
        {report.isError && !report.data ? (
          <div className="adm-toolbar">
            <Alert tone="error">{apiErrorText(intl, report.error)}</Alert>
          </div>
        ) : (
          <Table
            columns={columns}
            rows={report.data?.events ?? []}
            rowKey={(e) => e._id}
            loading={report.isPending}
            caption={<FormattedMessage id={kind === 'late' ? 'admin.lateResultsEvents.title' : 'admin.finishedResultsEvents.title'} />}
            empty={<FormattedMessage id={kind === 'late' ? 'admin.deadlines.noneLate' : 'admin.deadlines.noneFinished'} />}
          />
        )}
        {report.data && report.data.pagination.pages > 1 && (
          <Pagination page={page} pages={report.data.pagination.pages} onChange={(next) => set('page', String(next))} />
        )}
      </Card>
    </div>
  );
}
