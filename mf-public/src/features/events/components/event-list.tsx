import type { EventListItem as Event } from '@rr/contracts';
import type { DistanceUnit } from '../../../lib/postal-codes';
import { EventCard } from './event-card';

/** Event cards; in a radius search each shows its distance from the searched code, in `distanceUnit`. */
export function EventList({ events, distanceUnit = 'mile' }: { events: readonly Event[]; distanceUnit?: DistanceUnit }) {
  return (
    <ul className="pub-event-list">
      {events.map((event) => (
        <li key={event._id}>
          <EventCard event={event} distanceUnit={distanceUnit} />
        </li>
      ))}
    </ul>
  );
}
