// The events feature as the routes see it: the event page (one event's tools, or a new event).
export { EventPage } from './components/event-page';
