export { EventsPage } from './components/events-page';
