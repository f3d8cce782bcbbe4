import { FormattedMessage, useIntl } from 'react-intl';
import { eventTiming } from '../lib/event-display';
import type { EventListItem as Event } from '@rr/contracts';

/**
 * An event's state as badges (spec §4 Event states): a canceled event is only Canceled (neither upcoming nor past, and
 * it pays nothing, so no "not paying" either); any other is past or upcoming, and not paying when it does not pay.
 */
export function EventBadges({ event, now }: { event: Pick<Event, 'canceled' | 'startDate' | 'endDate' | 'payingEvent'>; now?: Date }) {
  const intl = useIntl();
  const timing = eventTiming(event, now);
  if (event.canceled) {
    return (
      <ul className="pub-badges" aria-label={intl.formatMessage({ id: 'public.event.status.label' })}>
        <li className="rr-badge rr-badge--danger"><FormattedMessage id="public.event.status.canceled" /></li>
      </ul>
    );
  }
  return (
    <ul className="pub-badges" aria-label={intl.formatMessage({ id: 'public.event.status.label' })}>
      <li className={timing === 'past' ? 'rr-badge' : 'rr-badge rr-badge--success'}>
        <FormattedMessage id={timing === 'past' ? 'public.event.status.past' : 'public.event.status.upcoming'} />
      </li>
      {event.payingEvent === false ? (
        <li className="rr-badge rr-badge--warning"><FormattedMessage id="public.event.status.notPaying" /></li>
      ) : null}
    </ul>
  );
}
