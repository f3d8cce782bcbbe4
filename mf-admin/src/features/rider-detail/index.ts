export { RiderPage } from './components/rider-page';
