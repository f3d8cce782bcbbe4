export { ClaimsPage } from './components/claims-page';
