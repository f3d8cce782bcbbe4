// The home feature as the routes see it: the public home page. Everything else in features/home is private to it.
export { HomePage } from './components/home-page';
