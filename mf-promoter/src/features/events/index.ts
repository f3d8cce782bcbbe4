export { EventPage } from './components/event-page';
export { HomeEvents } from './components/home-events';
