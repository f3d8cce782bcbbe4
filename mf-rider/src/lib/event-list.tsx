import { paths, type LeanEvent } from '@rr/contracts';
import { Link } from '@rr/router';
import { useFormat } from '@rr/ui';
import { FormattedMessage, useIntl } from 'react-intl';
import { FavouriteToggle } from './favourite-toggle';
import type { RiderMarks } from './rider-marks';
import './event-list.css';

/** An event as the rider's lists show it: the lean event, with what it pays when the list knows. */
export type ListedEvent = LeanEvent & { contingencyAmount?: number; currency?: string };

/** The translated race style of an event (spec §3 race styles); an unknown stored type as stored. */
export function RaceStyle({ type }: { type: string }) {
  const intl = useIntl();
  const id = `rider.raceStyle.${type}`;
  return <>{intl.messages[id] ? intl.formatMessage({ id }) : type}</>;
}

/**
 * The rider's list of events (events, series and category pages): a calendar tile, the title (to the rider's event
 * page), when and where, the series (to the rider's series page), what it pays, whether the rider raced it or it was
 * canceled, and the favourite star. `showSeries` false on a series' own page.
 */
export function EventList({ events, marks, showSeries = true }: { events: readonly ListedEvent[]; marks: RiderMarks; showSeries?: boolean }) {
  return (
    <ul className="rdr-events">
      {events.map((event) => (
        <li key={event._id}>
          <EventRow event={event} marks={marks} showSeries={showSeries} />
        </li>
      ))}
    </ul>
  );
}

function EventRow({ event, marks, showSeries }: { event: ListedEvent; marks: RiderMarks; showSeries: boolean }) {
  const format = useFormat();
  const tile = format.calendarTile(event.startDate);
  const place = [event.city, event.state].filter(Boolean).join(', ');
  const titleId = `rdr-event-${event._id}`;
  return (
    <article className={event.canceled ? 'rdr-event-row is-canceled' : 'rdr-event-row'} aria-labelledby={titleId}>
      <div className="rdr-event-row__tile" aria-hidden="true">
        {tile ? (
          <>
            <span className="rdr-event-row__month">{tile.month}</span>
            <span className="rdr-event-row__day">{tile.day}</span>
          </>
        ) : (
          <span className="rdr-event-row__month">{format.date(null)}</span>
        )}
      </div>
      <div className="rdr-event-row__body">
        <h3 className="rdr-event-row__title" id={titleId}>
          <Link className="rr-link rr-link--quiet" to={paths.rider.event(event._id)}>
            {event.title}
          </Link>
        </h3>
        <p className="rdr-event-row__meta">
          <time dateTime={event.startDate}>{format.dateRange(event.startDate, event.endDate)}</time>
          {place ? ` · ${place}` : ''} · <RaceStyle type={event.type} />
        </p>
        {showSeries && event.series ? (
          <p className="rdr-event-row__meta">
            <FormattedMessage id="rider.lists.seriesLabel" />{' '}
            <Link className="rr-link" to={paths.rider.serie(event.series._id)}>
              {event.series.name}
            </Link>
          </p>
        ) : null}
        <p className="rdr-event-row__badges">
          {marks.racedEvents.has(event._id) ? (
            <span className="rr-badge rr-badge--success">
              <FormattedMessage id="rider.lists.raced" />
            </span>
          ) : null}
          {event.canceled ? (
            <span className="rr-badge rr-badge--danger">
              <FormattedMessage id="rider.lists.canceled" />
            </span>
          ) : null}
        </p>
      </div>
      {event.contingencyAmount !== undefined ? (
        <p className="rdr-event-row__amount">
          <span className="rr-muted">
            <FormattedMessage id="rider.lists.pays" />
          </span>
          <strong>{event.canceled ? '—' : format.money(event.contingencyAmount, event.currency)}</strong>
        </p>
      ) : null}
      <div className="rdr-event-row__star">
        {marks.loaded && !event.canceled ? (
          <FavouriteToggle kind="event" id={event._id} name={event.title} favourite={marks.favouriteEvents.has(event._id)} compact />
        ) : marks.favouriteEvents.has(event._id) ? (
          <FavouriteToggle kind="event" id={event._id} name={event.title} favourite compact />
        ) : null}
      </div>
    </article>
  );
}
