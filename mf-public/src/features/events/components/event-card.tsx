import { FormattedMessage } from 'react-intl';
import { Link } from '@rr/router';
import { useFormat } from '@rr/ui';
import { Distance } from '../../../components/distance';
import type { DistanceUnit } from '../../../lib/postal-codes';
import { useLocalizedPath } from '../../../lib/use-localized-path';
import { cityLine } from '../lib/event-display';
import type { EventListItem as Event } from '@rr/contracts';
import { EventBadges } from './event-badges';
import { RaceStyleLabel } from './race-style-label';

/** One event in a list: calendar tile, title, dates, place (and, in a radius search, how far), series and contingency. */
export function EventCard({ event, distanceUnit = 'mile' }: { event: Event; distanceUnit?: DistanceUnit }) {
  const format = useFormat();
  const localized = useLocalizedPath();
  const tile = format.calendarTile(event.startDate);
  const place = cityLine(event);

  return (
    <article className={event.canceled ? 'pub-event-card is-canceled' : 'pub-event-card'}>
      <div className="pub-event-card__tile" aria-hidden="true">
        {tile ? (
          <>
            <span className="pub-event-card__month">{tile.month}</span>
            <span className="pub-event-card__day">{tile.day}</span>
          </>
        ) : (
          <span className="pub-event-card__month">
            <FormattedMessage id="public.date.tbd" />
          </span>
        )}
      </div>
      <div className="pub-event-card__body">
        <p className="pub-event-card__style">
          <RaceStyleLabel type={event.type} />
        </p>
        <h3 className="pub-event-card__title">
          <Link className="pub-event-card__link" to={localized(`/events/event/${event._id}`)}>{event.title}</Link>
        </h3>
        <p className="pub-event-card__meta">
          <time dateTime={event.startDate ?? undefined}>{format.dateRange(event.startDate, event.endDate)}</time>
          {place ? <span> · {place}</span> : null}
          {event.distanceMiles !== undefined && event.distanceMiles !== null ? (
            <>
              {' · '}
              <Distance className="pub-event-card__distance" miles={event.distanceMiles} unit={distanceUnit} />
            </>
          ) : null}
        </p>
        {event.series ? (
          <p className="pub-event-card__series">
            <FormattedMessage id="public.event.seriesLabel" />{' '}
            <Link className="rr-link pub-event-card__series-link" to={localized(`/events/serie/${event.series._id}`)}>{event.series.name}</Link>
          </p>
        ) : null}
        <EventBadges event={event} />
      </div>
      <div className="pub-event-card__amount">
        <span className="pub-event-card__amount-label">
          <FormattedMessage id="public.event.contingency" />
        </span>
        {event.canceled ? (
          <span className="pub-event-card__amount-value rr-muted"><FormattedMessage id="public.payoutType.noPayout" /></span>
        ) : (
          <span className="pub-event-card__amount-value">{format.money(event.contingencyAmount ?? 0, event.currency)}</span>
        )}
      </div>
    </article>
  );
}
