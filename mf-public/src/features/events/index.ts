// The events feature as other features and the routes see it: pages, the event list, the shapes and the
// helpers they share. Everything else in features/events is private to it.
export { getEvents, useEvents, type EventsResponse } from './api/get-events';
export { EventDetailPage } from './components/event-detail-page';
export { EventList } from './components/event-list';
export { EventsPage } from './components/events-page';
export { eventTiming } from './lib/event-display';
export type { EventListItem as Event, EventDetail, Pagination, Series, Ref as SeriesRef } from '@rr/contracts';
