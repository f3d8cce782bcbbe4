import { FormattedMessage, useIntl } from 'react-intl';
import { eventTiming } from '../lib/event-display';
import type { EventListItem as Event } from '@rr/contracts';

/** Canceled, past/upcoming and not-paying badges for an event (spec §4 Event states). */
export function EventBadges({ event, now }: { event: Pick<Event, 'canceled' | 'startDate' | 'endDate' | 'payingEvent'>; now?: Date }) {
  const intl = useIntl();
  const timing = eventTiming(event, now);
  return (
    <ul className="pub-badges" aria-label={intl.formatMessage({ id: 'public.event.status.label' })}>
      {event.canceled ? (
        <li className="rr-badge rr-badge--danger"><FormattedMessage id="public.event.status.canceled" /></li>
      ) : null}
      <li className={timing === 'past' ? 'rr-badge' : 'rr-badge rr-badge--success'}>
        <FormattedMessage id={timing === 'past' ? 'public.event.status.past' : 'public.event.status.upcoming'} />
      </li>
      {event.payingEvent === false ? (
        <li className="rr-badge rr-badge--warning"><FormattedMessage id="public.event.status.notPaying" /></li>
      ) : null}
    </ul>
  );
}
