// The dealers feature as the routes see it: the public dealer finder. Everything else in features/dealers is private to it.
export { DealersPage } from './components/dealers-page';
