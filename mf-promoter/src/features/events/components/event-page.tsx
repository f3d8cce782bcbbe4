import { useParams } from '@rr/router';
import { ManageEvent } from './manage-event';
import { NewEvent } from './new-event';

/** The id that opens the event page as the create form (spec §2 "Add event"): the promoter event page with `new` for its id. */
export const NEW_EVENT = 'new';

/** The promoter event page (`paths.promoter.event(id)`): one of the promoter's events with its tools, or a new event. */
export function EventPage() {
  const { eventId = NEW_EVENT } = useParams();
  return eventId === NEW_EVENT ? <NewEvent /> : <ManageEvent key={eventId} eventId={eventId} />;
}
