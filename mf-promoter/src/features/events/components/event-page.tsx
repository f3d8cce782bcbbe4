import { useParams } from '@rr/router';
import { ManageEvent } from './manage-event';
import { NewEvent } from './new-event';

/** The id that opens the event page as the create form (spec §2 "Add event"): `/auth/promoter/event/new`. */
export const NEW_EVENT = 'new';

/** `/auth/promoter/event/{eventId}`: one of the promoter's events with its tools, or a new event. */
export function EventPage() {
  const { eventId = NEW_EVENT } = useParams();
  return eventId === NEW_EVENT ? <NewEvent /> : <ManageEvent key={eventId} eventId={eventId} />;
}
