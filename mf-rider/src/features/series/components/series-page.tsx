import { useSearchParams } from '@rr/router';
import { Alert, Card, EmptyState, PageHeader, Pagination, apiErrorText } from '@rr/ui';
import { FormattedMessage, useIntl } from 'react-intl';
import { useMyEvents } from '../../../lib/events-api';
import { ListFiltersForm, type ListFilters } from '../../../lib/list-filters';
import { filtersFrom, pageFrom, searchParamsOf } from '../../../lib/list-search';
import { useSeriesList } from '../../../lib/programme-api';
import { riderMarks } from '../../../lib/rider-marks';
import { SeriesList } from '../../../lib/series-list';
import { ProgrammeNav } from '../../../lib/programme-nav';
import '../../../lib/rider-pages.css';

/**
 * /auth/rider/series (spec §2 rider "series", "Series finder"): the rider's favourite series first,
 * then every active series of the programme by name, searched by name, country and state, each with the favourite
 * star and a "Raced" mark where the rider has results.
 */
export function SeriesPage() {
  const intl = useIntl();
  const [params, setParams] = useSearchParams();
  const filters = filtersFrom(params);
  const page = pageFrom(params);
  const mine = useMyEvents();
  const marks = riderMarks(mine.data);
  const favourites = mine.data?.favouriteSeries ?? [];
  const list = useSeriesList({ page, ...(filters.text ? { name: filters.text } : {}), ...(filters.country ? { country: filters.country } : {}), ...(filters.state ? { state: filters.state } : {}) });
  const go = (next: { filters?: ListFilters; page?: number }) => setParams(searchParamsOf({ filters: next.filters ?? filters, page: next.page ?? 1 }));

  return (
    <div className="rdr-page">
      <PageHeader eyebrow={<FormattedMessage id="rider.area" />} title={<FormattedMessage id="rider.series.title" />} description={<FormattedMessage id="rider.series.lead" />} />
      <ProgrammeNav />
      <section aria-labelledby="rdr-favourite-series">
        <h2 className="rdr-section-title" id="rdr-favourite-series">
          <FormattedMessage id="rider.series.favourites" />
        </h2>
        {favourites.length > 0 ? (
          <SeriesList series={favourites} marks={marks} />
        ) : (
          <p className="rr-muted">{mine.isPending ? intl.formatMessage({ id: 'ui.spinner.loading' }) : intl.formatMessage({ id: 'rider.series.noFavourites' })}</p>
        )}
      </section>
      <section aria-labelledby="rdr-all-series" className="rdr-list">
        <h2 className="rdr-section-title" id="rdr-all-series">
          <FormattedMessage id="rider.series.all" />
        </h2>
        <ListFiltersForm
          filters={filters}
          label={intl.formatMessage({ id: 'rider.series.search' })}
          textLabel={intl.formatMessage({ id: 'rider.series.searchText' })}
          onApply={(next) => go({ filters: next })}
        />
        {list.isError && !list.data ? (
          <Alert tone="error">{apiErrorText(intl, list.error)}</Alert>
        ) : !list.data ? (
          <p className="rr-muted">{intl.formatMessage({ id: 'ui.spinner.loading' })}</p>
        ) : list.data.series.length === 0 ? (
          <Card>
            <EmptyState title={intl.formatMessage({ id: 'rider.series.empty' })} description={intl.formatMessage({ id: 'rider.lists.emptySearch' })} />
          </Card>
        ) : (
          <div className={list.isPlaceholderData ? 'rdr-list is-refreshing' : 'rdr-list'} aria-busy={list.isFetching}>
            <p className="rdr-list__summary" aria-live="polite">
              <FormattedMessage id="rider.series.count" values={{ count: list.data.pagination.total }} />
            </p>
            <SeriesList series={list.data.series} marks={marks} />
            <Pagination page={list.data.pagination.page || page} pages={list.data.pagination.pages} onChange={(next) => go({ page: next })} />
          </div>
        )}
      </section>
    </div>
  );
}
