export { SeriePage, SeriesListPage } from './components/series-pages';
export { CategoriesPage, CategoryPage } from './components/category-pages';
export { EventPage } from './components/event-page';
