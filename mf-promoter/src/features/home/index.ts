// The home feature as the routes see it: the promoter's start page. Everything else in features/home is private to it.
export { HomePage } from './components/home-page';
