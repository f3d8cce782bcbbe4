export { PromotersPage } from './components/promoters-page';
