export { SeriesPage } from './components/series-page';
