// The till feature as the routes see it: one rider's redemption page. Everything else in features/till is private to it.
export { TillPage } from './components/till-page';
