// The series feature as the routes see it: one of the promoter's series with its events.
export { SeriePage } from './components/serie-page';
