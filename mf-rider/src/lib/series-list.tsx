import { paths, type SeriesListItem } from '@rr/contracts';
import { Link } from '@rr/router';
import { useFormat } from '@rr/ui';
import { FormattedMessage, useIntl } from 'react-intl';
import { FavouriteToggle } from './favourite-toggle';
import type { RiderMarks } from './rider-marks';
import './event-list.css';

/** A series as the rider's lists show it: its name and id, and what the finder says about it when the list has it. */
export type ListedSeries = Pick<SeriesListItem, '_id' | 'name'> & Partial<Omit<SeriesListItem, '_id' | 'name'>>;

/**
 * The rider's list of series (series and category pages): the name (to the rider's series page), its category, where
 * it runs, how many events, the series bonus, "Raced" where the rider has results in it, and the favourite star.
 */
export function SeriesList({ series, marks }: { series: readonly ListedSeries[]; marks: RiderMarks }) {
  return (
    <ul className="rdr-events">
      {series.map((item) => (
        <li key={item._id}>
          <SeriesRow series={item} marks={marks} />
        </li>
      ))}
    </ul>
  );
}

function SeriesRow({ series, marks }: { series: ListedSeries; marks: RiderMarks }) {
  const intl = useIntl();
  const format = useFormat();
  const where = [series.state, series.country ? (intl.formatDisplayName(series.country, { type: 'region' }) ?? series.country) : ''].filter(Boolean).join(', ');
  const titleId = `rdr-series-${series._id}`;
  const facts = [
    where,
    series.eventCount !== undefined ? intl.formatMessage({ id: 'rider.lists.eventCount' }, { count: series.eventCount }) : '',
    series.races ? intl.formatMessage({ id: 'rider.lists.races' }, { count: series.races }) : '',
  ].filter(Boolean);
  return (
    <article className="rdr-event-row rdr-series-row" aria-labelledby={titleId}>
      <div className="rdr-event-row__body">
        {series.category ? <p className="rdr-series-row__category">{series.category.name}</p> : null}
        <h3 className="rdr-event-row__title" id={titleId}>
          <Link className="rr-link rr-link--quiet" to={paths.rider.serie(series._id)}>
            {series.name}
          </Link>
        </h3>
        {facts.length > 0 ? <p className="rdr-event-row__meta">{facts.join(' · ')}</p> : null}
        <p className="rdr-event-row__badges">
          {marks.racedSeries.has(series._id) ? (
            <span className="rr-badge rr-badge--success">
              <FormattedMessage id="rider.lists.raced" />
            </span>
          ) : null}
          {series.active === false ? (
            <span className="rr-badge">
              <FormattedMessage id="rider.lists.inactive" />
            </span>
          ) : null}
        </p>
      </div>
      {series.bonus !== undefined && series.bonus > 0 ? (
        <p className="rdr-event-row__amount">
          <span className="rr-muted">
            <FormattedMessage id="rider.lists.bonus" />
          </span>
          <strong>{format.money(series.bonus, series.currency)}</strong>
        </p>
      ) : null}
      <div className="rdr-event-row__star">
        {marks.loaded && series.active !== false ? <FavouriteToggle kind="series" id={series._id} name={series.name} favourite={marks.favouriteSeries.has(series._id)} compact /> : null}
      </div>
    </article>
  );
}
