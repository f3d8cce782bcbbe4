import { useSearchParams } from '@rr/router';
import { Alert, Card, EmptyState, PageHeader, Pagination, Tabs, apiErrorText } from '@rr/ui';
import { FormattedMessage, useIntl } from 'react-intl';
import { EventList } from '../../../lib/event-list';
import { useMyEvents } from '../../../lib/events-api';
import { ListFiltersForm, type ListFilters } from '../../../lib/list-filters';
import { choiceFrom, filtersFrom, matchingEvents, pageFrom, searchParamsOf } from '../../../lib/list-search';
import { useEventsList } from '../../../lib/programme-api';
import { riderMarks, type RiderMarks } from '../../../lib/rider-marks';
import { ProgrammeNav } from '../../../lib/programme-nav';
import '../../../lib/rider-pages.css';

/** The list's three views: the finder's upcoming and past events, and the rider's own (favourites and races). */
const VIEWS = ['upcoming', 'past', 'mine'] as const;
type View = (typeof VIEWS)[number];

/**
 * /auth/rider/events (spec §2 rider "events"): the programme's events, upcoming (soonest first) or
 * past (latest first), searched by name or place, country and state, each with the rider's favourite star and a
 * "Raced" mark where the rider has results; and the rider's own events (favourites and races) in a view of their own.
 */
export function EventsPage() {
  const intl = useIntl();
  const [params, setParams] = useSearchParams();
  const view = choiceFrom(params, 'view', VIEWS);
  const filters = filtersFrom(params);
  const page = pageFrom(params);
  const mine = useMyEvents();
  const marks = riderMarks(mine.data);
  const go = (next: { view?: View; filters?: ListFilters; page?: number }) =>
    setParams(searchParamsOf({ view: next.view ?? view, filters: next.filters ?? filters, page: next.page ?? 1 }, { view: 'upcoming' }));

  return (
    <div className="rdr-page">
      <PageHeader eyebrow={<FormattedMessage id="rider.area" />} title={<FormattedMessage id="rider.events.title" />} description={<FormattedMessage id="rider.events.lead" />} />
      <ProgrammeNav />
      <ListFiltersForm
        filters={filters}
        label={intl.formatMessage({ id: 'rider.events.search' })}
        textLabel={intl.formatMessage({ id: 'rider.events.searchText' })}
        onApply={(next) => go({ filters: next })}
      />
      <Tabs
        selectedKey={view}
        onChange={(key) => go({ view: key as View })}
        tabs={VIEWS.map((key) => ({
          key,
          label: <FormattedMessage id={`rider.events.view.${key}`} />,
          content:
            key !== view ? null : key === 'mine' ? (
              <MyEvents marks={marks} filters={filters} error={mine.isError && !mine.data ? mine.error : null} pending={mine.isPending} />
            ) : (
              <FinderEvents period={key} filters={filters} page={page} marks={marks} onPage={(next) => go({ page: next })} />
            ),
        }))}
      />
    </div>
  );
}

function FinderEvents({ period, filters, page, marks, onPage }: { period: 'upcoming' | 'past'; filters: ListFilters; page: number; marks: RiderMarks; onPage: (page: number) => void }) {
  const intl = useIntl();
  const list = useEventsList({ period, page, ...(filters.text ? { query: filters.text } : {}), ...(filters.country ? { country: filters.country } : {}), ...(filters.state ? { state: filters.state } : {}) });
  if (list.isError && !list.data) return <Alert tone="error">{apiErrorText(intl, list.error)}</Alert>;
  if (!list.data) return <p className="rr-muted">{intl.formatMessage({ id: 'ui.spinner.loading' })}</p>;
  const { events, pagination } = list.data;
  if (events.length === 0) {
    return (
      <Card>
        <EmptyState title={intl.formatMessage({ id: `rider.events.empty.${period}` })} description={intl.formatMessage({ id: 'rider.lists.emptySearch' })} />
      </Card>
    );
  }
  return (
    <div className={list.isPlaceholderData ? 'rdr-list is-refreshing' : 'rdr-list'} aria-busy={list.isFetching}>
      <p className="rdr-list__summary" aria-live="polite">
        <FormattedMessage id="rider.events.count" values={{ count: pagination.total }} />
      </p>
      <EventList events={events} marks={marks} />
      <Pagination page={pagination.page || page} pages={pagination.pages} onChange={onPage} />
    </div>
  );
}

function MyEvents({ marks, filters, error, pending }: { marks: RiderMarks; filters: ListFilters; error: unknown; pending: boolean }) {
  const intl = useIntl();
  const mine = useMyEvents();
  if (error) return <Alert tone="error">{apiErrorText(intl, error)}</Alert>;
  if (pending) return <p className="rr-muted">{intl.formatMessage({ id: 'ui.spinner.loading' })}</p>;
  const all = mine.data?.events ?? [];
  const events = matchingEvents(all, filters);
  if (events.length === 0) {
    return (
      <Card>
        <EmptyState
          title={intl.formatMessage({ id: all.length === 0 ? 'rider.events.empty.mine' : 'rider.events.empty.mineSearch' })}
          description={intl.formatMessage({ id: all.length === 0 ? 'rider.events.empty.mineText' : 'rider.lists.emptySearch' })}
        />
      </Card>
    );
  }
  return (
    <div className="rdr-list">
      <p className="rdr-list__summary" aria-live="polite">
        <FormattedMessage id="rider.events.mineCount" values={{ count: events.length }} />
      </p>
      <EventList events={events} marks={marks} />
    </div>
  );
}
