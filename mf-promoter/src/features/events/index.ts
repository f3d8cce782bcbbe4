export { EventPage } from './components/event-page';
export { HomeEvents } from './components/home-events';
export { SeriePage } from './components/serie-page';
export { HomeSeries } from './components/home-series';
