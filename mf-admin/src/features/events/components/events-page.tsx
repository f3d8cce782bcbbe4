import { paths, type EventListItem } from '@rr/contracts';
import { Card, TextLink, useFormat, type DataColumn } from '@rr/ui';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { FilterSelect, ListPage, ListSearch, ListToolbar, NewButton } from '../../../components/list-page';
import { ListResults } from '../../../components/list-results';
import { RegionFilter } from '../../../components/region-filter';
import { useListSearch } from '../../../lib/use-list-search';
import { useAdminEvents, type AdminEventsParams } from '../api/admin-events';

const PERIODS = ['', 'upcoming', 'past'] as const;
const ACTIVITY = ['all', 'true', 'false'] as const;

/**
 * /auth/admin/events (spec §2 admin lists): every event, inactive too, by name, state, period and status, 15 a page;
 * each opens its admin page with the event tools (details, classes and payouts, uploads, results, exceptions).
 */
export function EventsPage() {
  const intl = useIntl();
  const format = useFormat();
  const { search, query, page, text, setText, set } = useListSearch();
  const period = (PERIODS as readonly string[]).includes(search.get('period') ?? '') ? (search.get('period') as AdminEventsParams['period'] | '') : '';
  const active = (ACTIVITY as readonly string[]).includes(search.get('active') ?? '') ? (search.get('active') as AdminEventsParams['active']) : 'all';
  const state = search.get('state') ?? '';

  const events = useAdminEvents({ ...(query ? { query } : {}), ...(state ? { state } : {}), ...(period ? { period } : {}), active, page });
  const columns: DataColumn<EventListItem, ReactNode>[] = [
    {
      id: 'title',
      header: <FormattedMessage id="admin.eventsList.event" />,
      cell: (e) => (
        <span className="adm-deadline-event">
          <TextLink to={paths.admin.event(e._id)}>{e.title}</TextLink>
          {e.series && <span className="rr-muted">{e.series.name}</span>}
        </span>
      ),
    },
    { id: 'when', header: <FormattedMessage id="admin.eventsList.when" />, cell: (e) => <span className="adm-nowrap">{format.dateRange(e.startDate, e.endDate)}</span> },
    { id: 'where', header: <FormattedMessage id="admin.eventsList.where" />, secondary: true, cell: (e) => [e.city, e.state, e.country].filter(Boolean).join(', ') },
    { id: 'contingency', header: <FormattedMessage id="admin.eventsList.contingency" />, align: 'right', secondary: true, cell: (e) => format.money(e.contingencyAmount, e.currency) },
    {
      id: 'status',
      header: <FormattedMessage id="admin.eventsList.status" />,
      cell: (e) => (
        <span className="adm-actions">
          {e.canceled ? <span className="rr-badge"><FormattedMessage id="admin.eventsList.canceled" /></span> : null}
          {!e.active ? <span className="rr-badge rr-badge--warning"><FormattedMessage id="admin.eventsList.inactive" /></span> : null}
          {e.active && !e.canceled ? <span className="rr-badge rr-badge--success"><FormattedMessage id="admin.eventsList.active" /></span> : null}
        </span>
      ),
    },
  ];

  return (
    <ListPage
      title={<FormattedMessage id="admin.events.title" />}
      lead={<FormattedMessage id="admin.eventsList.lead" />}
      actions={
        <NewButton to={paths.admin.event()}>
          <FormattedMessage id="admin.eventPage.newTitle" />
        </NewButton>
      }
    >
      <Card padded={false}>
        <ListToolbar
          search={<ListSearch label={<FormattedMessage id="admin.eventsList.search" />} text={text} onText={setText} />}
          filters={
            <>
              <RegionFilter label={<FormattedMessage id="admin.eventsList.state" />} any={intl.formatMessage({ id: 'admin.eventsList.anyState' })} value={state} onChange={(value) => set('state', value)} />
              <FilterSelect
                label={<FormattedMessage id="admin.eventsList.period" />}
                value={period}
                onChange={(value) => set('period', value)}
                options={PERIODS}
                optionLabel={(value) => intl.formatMessage({ id: `admin.eventsList.period.${value || 'any'}` })}
              />
              <FilterSelect
                label={<FormattedMessage id="admin.eventsList.status" />}
                value={active}
                onChange={(value) => set('active', value === 'all' ? '' : value)}
                options={ACTIVITY}
                optionLabel={(value) => intl.formatMessage({ id: `admin.eventsList.activity.${value}` })}
              />
            </>
          }
          count={events.data ? <FormattedMessage id="admin.deadlines.count" values={{ count: events.data.pagination.total }} /> : null}
        />
        <ListResults
          query={events}
          columns={columns}
          rows={events.data?.events ?? []}
          rowKey={(e) => e._id}
          caption={<FormattedMessage id="admin.events.title" />}
          empty={<FormattedMessage id="admin.eventsList.none" />}
          page={page}
          onPage={(next) => set('page', String(next))}
        />
      </Card>
    </ListPage>
  );
}
