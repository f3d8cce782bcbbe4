export { PromotersPage, type PromoterListKind } from './components/promoters-page';
export { ApplicationPage, PromoterPage } from './components/promoter-detail-pages';
