export { EventPage } from './components/event-page';
