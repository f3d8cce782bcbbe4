import type { EventListItem as Event } from '@rr/contracts';
import { EventCard } from './event-card';

export function EventList({ events }: { events: readonly Event[] }) {
  return (
    <ul className="pub-event-list">
      {events.map((event) => (
        <li key={event._id}>
          <EventCard event={event} />
        </li>
      ))}
    </ul>
  );
}
