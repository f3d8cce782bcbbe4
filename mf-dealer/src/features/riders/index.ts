// The riders feature as the routes see it: the till's rider search. Everything else in features/riders is private to it.
export { RidersPage } from './components/riders-page';
