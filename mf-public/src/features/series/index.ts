// The series feature as the routes see it: a series' public page. Everything else in features/series is private to it.
export { SeriePage } from './components/serie-page';
export { SeriesFinder } from './components/series-finder';
