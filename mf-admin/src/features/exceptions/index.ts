// Staff's queue of result lines to match across events, a page in a chunk of its own.
export { ExceptionsPage } from './components/exceptions-page';
