export { EventsPage } from './components/events-page';
export { SameRaceSection, type SameRaceSectionProps } from './components/same-race-section';
