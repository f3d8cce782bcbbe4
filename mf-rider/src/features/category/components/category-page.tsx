import type { Category, Ref } from '@rr/contracts';
import { Alert, Card, Collapsible, EmptyState, PageHeader, apiErrorText } from '@rr/ui';
import { FormattedMessage, useIntl } from 'react-intl';
import { EventList } from '../../../lib/event-list';
import { useMyEvents } from '../../../lib/events-api';
import { useCategories, useSerie } from '../../../lib/programme-api';
import { riderMarks, type RiderMarks } from '../../../lib/rider-marks';
import { SeriesList } from '../../../lib/series-list';
import { programmeToday } from '@rr/contracts/programme-calendar';
import { upcomingFirst } from '../../../lib/upcoming-first';
import { ProgrammeNav } from '../../../lib/programme-nav';
import '../../../lib/rider-pages.css';
import '../category.css';

/**
 * /auth/rider/category (spec §2 rider "category (series and events)"): the programme's active
 * categories, each with its description and series (favourite star, "Raced" mark), and the events of those series,
 * loaded when the rider opens them.
 */
export function CategoryPage() {
  const intl = useIntl();
  const categories = useCategories();
  const mine = useMyEvents();
  const marks = riderMarks(mine.data);
  const list = (categories.data?.allCategories ?? []).filter((category) => category.active);
  return (
    <div className="rdr-page">
      <PageHeader eyebrow={<FormattedMessage id="rider.area" />} title={<FormattedMessage id="rider.category.title" />} description={<FormattedMessage id="rider.category.lead" />} />
      <ProgrammeNav />
      {categories.isError && !categories.data ? (
        <Alert tone="error">{apiErrorText(intl, categories.error)}</Alert>
      ) : categories.isPending ? (
        <p className="rr-muted">{intl.formatMessage({ id: 'ui.spinner.loading' })}</p>
      ) : list.length === 0 ? (
        <Card>
          <EmptyState title={intl.formatMessage({ id: 'rider.category.empty' })} />
        </Card>
      ) : (
        list.map((category) => <CategoryCard key={category._id} category={category} marks={marks} />)
      )}
    </div>
  );
}

function CategoryCard({ category, marks }: { category: Category; marks: RiderMarks }) {
  return (
    <Card title={category.name} className="rdr-category">
      {category.description ? <p className="rdr-category__description">{category.description}</p> : null}
      {category.series.length === 0 ? (
        <p className="rr-muted">
          <FormattedMessage id="rider.category.noSeries" />
        </p>
      ) : (
        <>
          <SeriesList series={category.series} marks={marks} />
          <div className="rdr-category__events">
            <Collapsible title={<FormattedMessage id="rider.category.showEvents" values={{ count: category.series.length }} />}>
              <div className="rdr-category__panel">
                {category.series.map((series) => (
                  <SeriesEvents key={series._id} series={series} marks={marks} />
                ))}
              </div>
            </Collapsible>
          </div>
        </>
      )}
    </Card>
  );
}

/** The events of one series of the category: upcoming first (soonest first), then past ones (latest first). */
function SeriesEvents({ series, marks }: { series: Ref; marks: RiderMarks }) {
  const intl = useIntl();
  const serie = useSerie(series._id);
  const events = upcomingFirst(serie.data?.events ?? [], programmeToday());
  return (
    <section className="rdr-category__series" aria-label={series.name}>
      <h3 className="rdr-category__series-title">{series.name}</h3>
      {serie.isError && !serie.data ? (
        <Alert tone="error">{apiErrorText(intl, serie.error)}</Alert>
      ) : serie.isPending ? (
        <p className="rr-muted">{intl.formatMessage({ id: 'ui.spinner.loading' })}</p>
      ) : events.length === 0 ? (
        <p className="rr-muted">
          <FormattedMessage id="rider.serie.noEvents" />
        </p>
      ) : (
        <EventList events={events} marks={marks} showSeries={false} />
      )}
    </section>
  );
}
