import { paths, type Series } from '@rr/contracts';
import { Card, TextLink, useFormat, type DataColumn } from '@rr/ui';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { FilterSelect, ListPage, ListSearch, ListToolbar, NewButton } from '../../../components/list-page';
import { ListResults } from '../../../components/list-results';
import { RegionFilter } from '../../../components/region-filter';
import { useListSearch } from '../../../lib/use-list-search';
import { useAdminSeries } from '../api/catalog';

const ACTIVITY = ['all', 'true', 'false'] as const;

/** /auth/admin/series (spec §2): every series, inactive too, by name and state, 15 a page. */
export function SeriesListPage() {
  const intl = useIntl();
  const format = useFormat();
  const { search, query: name, page, text, setText, set } = useListSearch('name');
  const state = search.get('state') ?? '';
  const active = ACTIVITY.find((a) => a === search.get('active')) ?? 'all';
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
    <ListPage
      title={<FormattedMessage id="admin.series.title" />}
      lead={<FormattedMessage id="admin.series.lead" />}
      actions={
        <NewButton to={paths.admin.serie()}>
          <FormattedMessage id="admin.series.new" />
        </NewButton>
      }
    >
      <Card padded={false}>
        <ListToolbar
          search={<ListSearch label={<FormattedMessage id="admin.series.search" />} text={text} onText={setText} />}
          filters={
            <>
              <RegionFilter label={<FormattedMessage id="admin.series.col.where" />} any={intl.formatMessage({ id: 'admin.series.anyState' })} value={state} onChange={(value) => set('state', value)} />
              <FilterSelect
                label={<FormattedMessage id="admin.series.col.status" />}
                value={active}
                onChange={(value) => set('active', value === 'all' ? '' : value)}
                options={ACTIVITY}
                optionLabel={(value) => intl.formatMessage({ id: `admin.series.activity.${value}` })}
              />
            </>
          }
          count={list.data ? <FormattedMessage id="admin.series.count" values={{ count: list.data.pagination.total }} /> : null}
        />
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
    </ListPage>
  );
}
