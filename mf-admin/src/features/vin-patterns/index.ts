export { VinPatternsPage } from './components/vin-patterns-page';
