import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useSearchParams } from '@rr/router';
import { useLocalizedPath } from '../../../lib/use-localized-path';
import { lazy, Suspense, useState } from 'react';
import { PageLoading } from '@rr/ui';

// The series finder loads only when its view is opened: the events finder's first load does not carry it.
const SeriesFinder = lazy(() => import('../../series').then((m) => ({ default: m.SeriesFinder })));
import { Button, EmptyState, Field, Pagination, QueryState, Select, Tabs, describeApiError, formatDescriptor, useFormat } from '@rr/ui';
import { Page } from '../../../components/page';
import { EmptyBlock } from '../../../components/status';
import { distanceUnitOf } from '../../../lib/postal-codes';
import { isUnknownZipcode, useEvents } from '../api/get-events';
import {
  DEFAULT_FILTERS,
  filtersToApiQuery,
  filtersToSearchParams,
  hasActiveSearch,
  isRadiusSearch,
  parseEventFilters,
  updateFilters,
  type EventFilters,
  type EventPeriod,
  type SortBy,
  type SortDirection, defaultSortDirection } from '../lib/events-query';
import { EventFiltersForm } from './event-filters';
import { EventList } from './event-list';
import { MapPanel } from '../../map';

const PERIODS: EventPeriod[] = ['upcoming', 'past'];
const SORTS: { value: `${SortBy}:${SortDirection}`; labelId: string }[] = [
  { value: 'startDate:desc', labelId: 'public.events.sort.dateDesc' },
  { value: 'startDate:asc', labelId: 'public.events.sort.dateAsc' },
  { value: 'title:asc', labelId: 'public.events.sort.titleAsc' },
];
/** Offered first, and chosen by default, in a radius search. */
const NEAREST_FIRST = { value: 'distance:asc', labelId: 'public.events.sort.distanceAsc' } as const;

/** The results of the current filters: summary, cards, pagination, or the empty/error state. */
function EventResults({ filters, apply, clear }: {
  filters: EventFilters;
  apply: (change: Partial<EventFilters>) => void;
  clear: () => void;
}) {
  const intl = useIntl();
  const format = useFormat();
  const result = useEvents(filtersToApiQuery(filters));
  const searching = hasActiveSearch(filters);
  const localized = useLocalizedPath();
  const [showMap, setShowMap] = useState(false);

  return (
    <QueryState
      query={result}
      isEmpty={(data) => data.events.length === 0}
      // A radius around a postal code the finder cannot place: say so (translated), and offer to clear the search.
      error={
        result.error && isUnknownZipcode(result.error) ? (
          <EmptyState
            title={formatDescriptor(intl, describeApiError(result.error))}
            action={<Button variant="secondary" onClick={clear}><FormattedMessage id="public.events.search.clear" /></Button>}
          />
        ) : undefined
      }
      empty={
        <EmptyBlock
          titleId={filters.period === 'past' ? 'public.events.empty.past' : 'public.events.empty.upcoming'}
          textId={searching ? 'public.events.empty.withSearch' : 'public.events.empty.text'}
          action={searching ? <Button variant="secondary" onClick={clear}><FormattedMessage id="public.events.search.clear" /></Button> : null}
        />
      }
    >
      {(data, { refreshing }) => (
        <div className={refreshing ? 'pub-results is-refreshing' : 'pub-results'} aria-busy={refreshing}>
          <div className="pub-results__head">
            <p className="pub-summary" aria-live="polite">
              <FormattedMessage
                id="public.events.summary"
                values={{ count: data.pagination.total, amount: <strong>{format.moneyTotals(data.contingencyTotals ?? [])}</strong> }}
              />
            </p>
            {data.events.some((e) => e.location) ? (
              <Button variant="secondary" size="sm" aria-pressed={showMap} onClick={() => setShowMap((on) => !on)}>
                <FormattedMessage id={showMap ? 'public.map.hide' : 'public.map.show'} />
              </Button>
            ) : null}
          </div>
          {showMap ? (
            <MapPanel
              labelId="public.map.eventsLabel"
              points={data.events.flatMap((e) => (e.location ? [{ id: e._id, title: e.title, detail: format.dateRange(e.startDate, e.endDate), href: localized(`/events/event/${e._id}`), ...e.location }] : []))}
            />
          ) : null}
          <EventList events={data.events} distanceUnit={distanceUnitOf(filters.zipcode)} />
          <Pagination
            page={data.pagination.page || filters.page}
            pages={data.pagination.pages}
            onChange={(page) => {
              apply({ page });
              window.scrollTo({ top: 0, behavior: 'smooth' });
            }}
          />
        </div>
      )}
    </QueryState>
  );
}

/** Events or series: the finder's two views (spec §2 "Events finder", "Series finder"), `?view=series` in the URL. */
function ViewSwitch({ view }: { view: 'events' | 'series' }) {
  const localized = useLocalizedPath();
  return (
    <nav className="pub-view-switch" aria-label={useIntl().formatMessage({ id: 'public.seriesFinder.switch' })}>
      <Link to={localized('/events')} className={view === 'events' ? 'is-current' : undefined} aria-current={view === 'events' ? 'page' : undefined}>
        <FormattedMessage id="public.seriesFinder.viewEvents" />
      </Link>
      <Link to={`${localized('/events')}?view=series`} className={view === 'series' ? 'is-current' : undefined} aria-current={view === 'series' ? 'page' : undefined}>
        <FormattedMessage id="public.seriesFinder.viewSeries" />
      </Link>
    </nav>
  );
}

/** /events: the events finder, and the series finder (`?view=series`). Every filter lives in the URL query. */
export function EventsPage() {
  const intl = useIntl();
  const [searchParams, setSearchParams] = useSearchParams();
  if (searchParams.get('view') === 'series') {
    return (
      <Page title={<FormattedMessage id="public.seriesFinder.title" />} lead={<FormattedMessage id="public.seriesFinder.lead" />}>
        <ViewSwitch view="series" />
        <Suspense fallback={<PageLoading />}>
          <SeriesFinder />
        </Suspense>
      </Page>
    );
  }
  return <EventsFinder intl={intl} searchParams={searchParams} setSearchParams={setSearchParams} />;
}

function EventsFinder({ intl, searchParams, setSearchParams }: { intl: ReturnType<typeof useIntl>; searchParams: URLSearchParams; setSearchParams: ReturnType<typeof useSearchParams>[1] }) {
  const filters = parseEventFilters(searchParams);
  const apply = (change: Partial<EventFilters>) => setSearchParams(filtersToSearchParams(updateFilters(filters, change)));
  const clear = () => setSearchParams(filtersToSearchParams({ ...DEFAULT_FILTERS, period: filters.period, sortDirection: defaultSortDirection(filters.period) }));

  return (
    <Page title={<FormattedMessage id="public.events.title" />} lead={<FormattedMessage id="public.events.lead" />}>
      <ViewSwitch view="events" />
      <EventFiltersForm filters={filters} onSearch={(draft) => apply(draft)} onClear={clear} />
      <div className="pub-finder">
        <Field className="pub-finder__sort" label={<FormattedMessage id="public.events.sort.label" />}>
          <Select
            value={`${filters.sortBy}:${filters.sortDirection}`}
            onChange={(e) => {
              const [sortBy, sortDirection] = e.target.value.split(':') as [SortBy, SortDirection];
              apply({ sortBy, sortDirection });
            }}
          >
            {(isRadiusSearch(filters) ? [NEAREST_FIRST, ...SORTS] : SORTS).map((sort) => (
              <option key={sort.value} value={sort.value}>{intl.formatMessage({ id: sort.labelId })}</option>
            ))}
          </Select>
        </Field>
        <Tabs
          selectedKey={filters.period}
          onChange={(key) => apply({ period: key as EventPeriod })}
          tabs={PERIODS.map((period) => ({
            key: period,
            label: <FormattedMessage id={`public.events.tabs.${period}`} />,
            content: filters.period === period ? <EventResults filters={filters} apply={apply} clear={clear} /> : null,
          }))}
        />
      </div>
    </Page>
  );
}
