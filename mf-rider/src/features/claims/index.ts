export { ClaimsCard } from './components/claims-card';
