import { CA_PROVINCES, US_STATES, paths, type Series } from '@rr/contracts';
import { anyRegionName } from '@rr/contracts/regions';
import { ButtonLink, Card, Field, Input, PageHeader, Select, TextLink, useFormat, type DataColumn } from '@rr/ui';
import type { ReactNode } from 'react';
import { Plus } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ListResults } from '../../../components/list-results';
import { useListSearch } from '../../../lib/use-list-search';
import { useAdminSeries } from '../api/catalog';

/** /auth/admin/series (spec §2): every series, inactive too, by name and state, 15 a page. */
export function SeriesListPage() {
  const intl = useIntl();
  const format = useFormat();
  const { search, query: name, page, text, setText, set } = useListSearch('name');
  const state = search.get('state') ?? '';
  const active = (['true', 'false', 'all'] as const).find((a) => a === search.get('active')) ?? 'all';
  const list = useAdminSeries({ ...(name ? { name } : {}), ...(state ? { state } : {}), active, page });
  const columns: DataColumn<Series & { eventCount: number }, ReactNode>[] = [
    {
      id: 'name',
      header: <FormattedMessage id="admin.series.col.name" />,
      cell: (s) => (
        <span className="adm-deadline-event">
          <TextLink to={paths.admin.serie(s._id)}>{s.name}</TextLink>
          {s.category ? <span className="rr-muted">{s.category.name}</span> : null}
        </span>
      ),
    },
    { id: 'where', header: <FormattedMessage id="admin.series.col.where" />, cell: (s) => [s.state, s.country].filter(Boolean).join(', ') },
    { id: 'events', header: <FormattedMessage id="admin.series.col.events" />, align: 'right', cell: (s) => s.eventCount },
    { id: 'bonus', header: <FormattedMessage id="admin.series.col.bonus" />, align: 'right', secondary: true, cell: (s) => format.money(s.bonus, s.currency) },
    {
      id: 'status',
      header: <FormattedMessage id="admin.series.col.status" />,
      cell: (s) =>
        s.reviewStatus === 'pending' ? (
          <span className="rr-badge rr-badge--warning">
            <FormattedMessage id="admin.series.pending" />
          </span>
        ) : (
          <span className={s.active ? 'rr-badge rr-badge--success' : 'rr-badge rr-badge--warning'}>
            <FormattedMessage id={s.active ? 'admin.series.active' : 'admin.series.inactive'} />
          </span>
        ),
    },
  ];
  return (
    <div className="adm-page">
      <PageHeader
        eyebrow={<FormattedMessage id="admin.area" />}
        title={<FormattedMessage id="admin.series.title" />}
        description={<FormattedMessage id="admin.series.lead" />}
        actions={
          <ButtonLink to={paths.admin.serie()} size="sm">
            <Plus className="rr-icon" aria-hidden="true" />
            <FormattedMessage id="admin.series.new" />
          </ButtonLink>
        }
      />
      <Card padded={false}>
        <div className="adm-toolbar">
          <form role="search" className="adm-toolbar__search" onSubmit={(event) => event.preventDefault()}>
            <Field label={<FormattedMessage id="admin.series.search" />}>
              <Input type="search" value={text} onChange={(event) => setText(event.target.value)} />
            </Field>
          </form>
          <div className="adm-deadline-filters">
            <Field label={<FormattedMessage id="admin.series.col.where" />}>
              <Select value={state} onChange={(event) => set('state', event.target.value)}>
                <option value="">{intl.formatMessage({ id: 'admin.series.anyState' })}</option>
                {[...US_STATES, ...CA_PROVINCES].map((code) => (
                  <option key={code} value={code}>
                    {anyRegionName(code, intl.locale)}
                  </option>
                ))}
              </Select>
            </Field>
            <Field label={<FormattedMessage id="admin.series.col.status" />}>
              <Select value={active} onChange={(event) => set('active', event.target.value === 'all' ? '' : event.target.value)}>
                {(['all', 'true', 'false'] as const).map((value) => (
                  <option key={value} value={value}>
                    {intl.formatMessage({ id: `admin.series.activity.${value}` })}
                  </option>
                ))}
              </Select>
            </Field>
          </div>
          <p className="adm-toolbar__count rr-muted" aria-live="polite">
            {list.data ? <FormattedMessage id="admin.series.count" values={{ count: list.data.pagination.total }} /> : null}
          </p>
        </div>
        <ListResults
          query={list}
          columns={columns}
          rows={list.data?.series ?? []}
          rowKey={(s) => s._id}
          caption={<FormattedMessage id="admin.series.title" />}
          empty={<FormattedMessage id="admin.series.none" />}
          page={page}
          onPage={(next) => set('page', String(next))}
        />
      </Card>
    </div>
  );
}
