export { SeriesListPage } from './components/series-list-page';
export { SeriePage } from './components/serie-page';
export { CategoriesPage, CategoryPage } from './components/category-pages';
export { EventPage } from './components/event-page';
